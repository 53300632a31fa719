import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { dncMessages, isCapturing } from "../../domain/formacion/proyectos-dnc-vocabulary"
import { refuse, refuseField } from "../http/failure"

// What every write of a DNC project's needs (and its import) asks of the project first: that it
// exists and is still capturing (Borrador or En captura). On PostgreSQL the row is read FOR
// UPDATE, so a transition that would close the capture (Enviar a revisión) waits for the write,
// and a write that comes after it reads the new state: a need never lands in a project under
// review. It also orders the writes of one project's needs, which all move its totals, and keeps
// an import alone with the project's needs while it judges which are already there. SQLite runs
// one write at a time, so its plain read is already the state the write commits against.

export interface CapturingProject {
  readonly id_proyecto_dnc: number
  readonly id_empresa: number
  readonly n_proyecto: string
}

export const capturingProject = (id_proyecto_dnc: number, missing: "field" | "404" = "field") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql.onDialectOrElse({
      pg: () => sql<{ id_empresa: number | string; estado: string; n_proyecto: string }>`SELECT id_empresa, estado, n_proyecto FROM proyectos_dnc WHERE id_proyecto_dnc = ${id_proyecto_dnc} FOR UPDATE`,
      orElse: () => sql<{ id_empresa: number | string; estado: string; n_proyecto: string }>`SELECT id_empresa, estado, n_proyecto FROM proyectos_dnc WHERE id_proyecto_dnc = ${id_proyecto_dnc}`,
    })
    const row = rows[0]
    if (row === undefined) return yield* missing === "field" ? refuseField("id_proyecto_dnc", dncMessages.proyectoNoExiste) : refuse(404, dncMessages.proyectoNoExiste)
    if (!isCapturing(row.estado)) return yield* refuse(409, dncMessages.fueraDeCaptura)
    const project: CapturingProject = { id_proyecto_dnc, id_empresa: Number(row.id_empresa), n_proyecto: row.n_proyecto }
    return project
  })
