import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { requisitionMessages } from "../../domain/seleccion/requisiciones-colaboradores-vocabulary"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"

// A new puesto's requisition has no position until it is authorized (MODULES-MX §6): reaching
// Autorizada, by the flow's last approval or straight on, creates it in the requisition's
// department, from today, named after the puesto, and the requisition names it. The puesto's
// authorized places still bound its positions in force (ORG500): counted while the puesto's row
// is held, so two authorizations cannot both take the last seat; a refusal undoes the approval.

/** The new position's clave: RQ- and the requisition's number (SPEC 9: at most ten characters). */
export const positionKeyOf = (id_requisicion: number): string => `RQ-${String(id_requisicion).padStart(7, "0")}`

export const createPositionOf = (id_requisicion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{ id_posicion: string | null; clave: string; id_empresa: number | string; id_centro_trabajo: number | string; id_depto: number | string; id_puesto: string }>`
      SELECT t.id_posicion, m.clave, t.id_empresa, t.id_centro_trabajo, t.id_depto, t.id_puesto
      FROM requisiciones t JOIN sel_motivos_requisicion m ON m.id_motivo = t.id_motivo WHERE t.id_requisicion = ${id_requisicion}`
    if (r === undefined || r.clave !== "PUESTO_NUEVO" || r.id_posicion !== null) return
    const today = yield* todayInMexico
    const lock = sql.onDialectOrElse({ pg: () => sql.literal("FOR UPDATE"), orElse: () => sql.literal("") })
    const [cap] = yield* sql<{ plazas_autorizadas: number | string; n_puesto: string }>`SELECT plazas_autorizadas, n_puesto FROM puestos WHERE id_puesto = ${r.id_puesto} ${lock}`
    const [count] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM posiciones WHERE id_puesto = ${r.id_puesto} AND (f_fin IS NULL OR f_fin >= ${today})`
    if (cap === undefined || Number(count?.n ?? 0) >= Number(cap.plazas_autorizadas)) return yield* refuse(409, requisitionMessages.plazas(0))
    const id_posicion = positionKeyOf(id_requisicion)
    yield* sql`INSERT INTO posiciones ${sql.insert({
      id_posicion,
      n_posicion: cap.n_puesto.slice(0, 100),
      id_empresa: Number(r.id_empresa),
      id_centro_trabajo: Number(r.id_centro_trabajo),
      id_depto: Number(r.id_depto),
      id_puesto: r.id_puesto,
      id_posicion_jefe: null,
      f_inicio: today,
      f_fin: null,
    })}`
    yield* sql`UPDATE requisiciones SET id_posicion = ${id_posicion} WHERE id_requisicion = ${id_requisicion}`
  })
