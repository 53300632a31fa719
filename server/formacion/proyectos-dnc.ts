import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { dncProjects, dncProjectsEndpoints } from "../../domain/formacion/proyectos-dnc"
import { dncMessages } from "../../domain/formacion/proyectos-dnc-vocabulary"
import type { RequestOf } from "../../domain/records/descriptor"
import { refuseField } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { planDocument } from "./proyectos-dnc-document"

// Proyectos DNC's RecordTable (descriptor: domain/formacion/proyectos-dnc.ts). The generic
// handlers list, read, create, update, delete and export it, and the workflow moves it; what is
// the project's own:
// - the list's totals are the project's own columns, which every write of a need and every
//   import moves (./proyectos-dnc-totals.ts): summed at read time they cost a pass over each
//   project's needs for every page of the list;
// - the company is fixed once stored (its needs and imported gaps are the company's), and each
//   centre named is the company's;
// - a deleted project (only in Borrador or En captura, the workflow's editable states) takes
//   its needs with it.

type Project = typeof dncProjects

const checkCentres = (request: RequestOf<Project>, id_empresa: number) =>
  Effect.gen(function* () {
    const ids = request.centros.map((c) => Number(c.id_centro_trabajo))
    if (ids.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const own = yield* sql<{ id_centro_trabajo: number | string }>`
      SELECT id_centro_trabajo FROM centros_trabajo WHERE id_empresa = ${id_empresa} AND ${sql.in("id_centro_trabajo", ids)}`
    const known = new Set(own.map((c) => Number(c.id_centro_trabajo)))
    if (ids.some((id) => !known.has(id))) return yield* refuseField("centros", dncMessages.centroAjeno)
  })

export const dncProjectsTable: RecordTable<Project> = {
  descriptor: dncProjects,
  endpoints: dncProjectsEndpoints,
  entity: "proyecto DNC",
  table: "proyectos_dnc",
  from: "proyectos_dnc t JOIN empresas em ON em.id_empresa = t.id_empresa",
  expressions: { n_empresa: "em.n_empresa" },
  children: { centros: { table: "proyectos_dnc_centros", parent: { id_proyecto_dnc: "id_proyecto_dnc" }, order: "orden" } },
  generatedKey: () => nextSerialKey("proyectos_dnc"),
  documents: { "plan-capacitacion": planDocument },
  hooks: {
    beforeWrite: (request, _mode, stored) => checkCentres(request, stored?.id_empresa ?? request.id_empresa),
    toColumns: (request, mode) =>
      Effect.sync(() => {
        const { id_empresa, ...columns } = fieldColumns(dncProjects, request, mode)
        return mode === "add" ? { ...columns, id_empresa } : columns
      }),
    cascade: (stored) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM necesidades_dnc WHERE id_proyecto_dnc = ${stored.id_proyecto_dnc ?? 0}`),
  },
}
