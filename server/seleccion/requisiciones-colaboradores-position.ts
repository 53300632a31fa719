import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { requisitionMessages } from "../../domain/seleccion/requisiciones-colaboradores-vocabulary"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"

// A new puesto's requisition has no position until it is authorized (MODULES-MX §6): reaching
// Autorizada, by the flow's last approval or straight on, creates one position per vacancy in the
// requisition's department, from today, named after the puesto (so each hire has its own seat),
// and the requisition names the first. The puesto's authorized places still bound its positions
// in force (ORG500): counted while the puesto's row is held, so two authorizations cannot both
// take the last seats; a refusal undoes the approval.

/**
 * The n-th new position's clave (SPEC 9: at most ten characters): RQ- and the requisition's
 * number for the first; RQ, the number in base 36 and the ordinal for the others (RQ5YC1R-50 at
 * worst), so no two requisitions' positions meet.
 */
export const positionKeyOf = (id_requisicion: number, n = 1): string =>
  n === 1 ? `RQ-${String(id_requisicion).padStart(7, "0")}` : `RQ${id_requisicion.toString(36).toUpperCase()}-${n}`

export const createPositionOf = (id_requisicion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{
      id_posicion: string | null
      clave: string
      id_empresa: number | string
      id_centro_trabajo: number | string
      id_depto: number | string
      id_puesto: string
      num_vacantes: number | string
    }>`
      SELECT t.id_posicion, m.clave, t.id_empresa, t.id_centro_trabajo, t.id_depto, t.id_puesto, t.num_vacantes
      FROM requisiciones t JOIN sel_motivos_requisicion m ON m.id_motivo = t.id_motivo WHERE t.id_requisicion = ${id_requisicion}`
    if (r === undefined || r.clave !== "PUESTO_NUEVO" || r.id_posicion !== null) return
    const today = yield* todayInMexico
    const lock = sql.onDialectOrElse({ pg: () => sql.literal("FOR UPDATE"), orElse: () => sql.literal("") })
    const [cap] = yield* sql<{ plazas_autorizadas: number | string; n_puesto: string }>`SELECT plazas_autorizadas, n_puesto FROM puestos WHERE id_puesto = ${r.id_puesto} ${lock}`
    const [count] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM posiciones WHERE id_puesto = ${r.id_puesto} AND (f_fin IS NULL OR f_fin >= ${today})`
    const wanted = Math.max(1, Number(r.num_vacantes))
    const free = cap === undefined ? 0 : Math.max(0, Number(cap.plazas_autorizadas) - Number(count?.n ?? 0))
    if (cap === undefined || wanted > free) return yield* refuse(409, requisitionMessages.plazas(free))
    const n_posicion = cap.n_puesto.slice(0, 100)
    const keys = Array.from({ length: wanted }, (_, i) => positionKeyOf(id_requisicion, i + 1))
    yield* sql`INSERT INTO posiciones ${sql.insert(
      keys.map((id_posicion) => ({
        id_posicion,
        n_posicion,
        id_empresa: Number(r.id_empresa),
        id_centro_trabajo: Number(r.id_centro_trabajo),
        id_depto: Number(r.id_depto),
        id_puesto: r.id_puesto,
        id_posicion_jefe: null,
        f_inicio: today,
        f_fin: null,
      })),
    )}`
    yield* sql`UPDATE requisiciones SET id_posicion = ${keys[0] ?? null} WHERE id_requisicion = ${id_requisicion}`
  })
