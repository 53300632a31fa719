import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { processMessages, selectionProcesses, selectionProcessesEndpoints } from "../../domain/seleccion/procesos-seleccion"
import { refuse } from "../http/failure"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"

// SEL150's RecordTable (descriptor: domain/seleccion/procesos-seleccion.ts). The generic handlers
// list, read, create, update, delete and export the template with its stages (child rows); the
// stage rules are the descriptor's, judged again by the server on every write. A template a
// vacancy names is neither changed nor deleted: its candidates stand on its stages, and the stage
// rows are rewritten by a save. Checked in the write's transaction; the foreign keys decide a race
// with a vacancy being created.

const inUse = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM vacantes WHERE id_proceso = ${id} LIMIT 1`
    return rows.length > 0
  })

export const selectionProcessesTable: RecordTable<typeof selectionProcesses> = {
  descriptor: selectionProcesses,
  endpoints: selectionProcessesEndpoints,
  entity: "proceso de selección",
  table: "sel_procesos",
  expressions: {
    n_etapas: "(SELECT COUNT(*) FROM sel_procesos_etapas e WHERE e.id_proceso = t.id_proceso)",
    vacantes_uso: "(SELECT COUNT(*) FROM vacantes v WHERE v.id_proceso = t.id_proceso)",
  },
  children: { etapas: { table: "sel_procesos_etapas", parent: { id_proceso: "id_proceso" }, order: "orden" } },
  generatedKey: () => nextSerialKey("sel_procesos"),
  hooks: {
    beforeWrite: (_request, mode, stored) =>
      Effect.gen(function* () {
        if (mode === "edit" && stored !== undefined && (yield* inUse(Number(stored.id_proceso)))) return yield* refuse(409, processMessages.enUso)
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        if (yield* inUse(Number(stored.id_proceso))) return yield* refuse(409, processMessages.enUsoEliminar)
      }),
  },
}
