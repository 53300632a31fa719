import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { aidMessages, countedAidStates } from "../../domain/personal/ayudas-economicas-vocabulary"
import { seniority } from "../../domain/rules/seniority"
import { refuse } from "../http/failure"
import { dateText } from "../records/date-text"

// The rules of an aid that need the database (DOMAIN-MX 4.9), checked in the write's
// transaction before anything is stored, each refusal a Spanish message with a 4xx:
// - the person exists and is active;
// - the tipo de ayuda exists, is active and in force on the request date;
// - 0 < monto <= the type's monto_maximo;
// - the person's seniority (f_antiguedad, else f_ingreso) on the request date reaches the type's
//   antiguedad_min_meses;
// - the person's aid of the type in the request's year stays under the type's max_por_anio.
// Whether the type asks for proof is checked when the aid is sent to authorization: the proof is
// uploaded to the stored aid.

export interface AidDraft {
  readonly id_ayuda: number | null
  readonly id_empleado: number
  readonly id_tipo_ayuda: string
  readonly f_solicitud: string
  readonly monto: number
}

export interface AidType {
  readonly id_tipo_ayuda: string
  readonly n_tipo_ayuda: string
  readonly monto_maximo: number
  readonly requiere_comprobante: "1" | "0"
  readonly antiguedad_min_meses: number
  readonly max_por_anio: number | null
  readonly activo: string
  readonly vigente_desde: string
}

export const aidType = (id: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [t] = yield* sql<Record<string, unknown>>`
      SELECT id_tipo_ayuda, n_tipo_ayuda, monto_maximo, requiere_comprobante, antiguedad_min_meses, max_por_anio, activo,
        ${sql.literal(dateText(sql, "vigente_desde"))} AS vigente_desde
      FROM tipos_ayuda WHERE id_tipo_ayuda = ${id}`
    if (t === undefined) return undefined
    const type: AidType = {
      id_tipo_ayuda: String(t.id_tipo_ayuda),
      n_tipo_ayuda: String(t.n_tipo_ayuda),
      monto_maximo: Number(t.monto_maximo),
      requiere_comprobante: t.requiere_comprobante === "1" ? "1" : "0",
      antiguedad_min_meses: Number(t.antiguedad_min_meses),
      max_por_anio: t.max_por_anio === null || t.max_por_anio === undefined ? null : Number(t.max_por_anio),
      activo: String(t.activo),
      vigente_desde: String(t.vigente_desde),
    }
    return type
  })

/** Whole months of service on `day` (f_antiguedad, else f_ingreso), or null for a person that does not exist. */
export const seniorityMonths = (id_empleado: number, day: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [e] = yield* sql<{ desde: string | null; activo: string; nombre: string }>`
      SELECT COALESCE(f_antiguedad, f_ingreso) AS desde, activo,
        COALESCE(num_empleado, '') || ' - ' || nombre || ' ' || apellido_paterno || COALESCE(' ' || NULLIF(TRIM(apellido_materno), ''), '') AS nombre
      FROM empleados WHERE id_empleado = ${id_empleado}`
    if (e === undefined) return undefined
    const s = e.desde === null ? null : seniority(String(e.desde).trim(), day)
    return { activo: String(e.activo), nombre: String(e.nombre), meses: s === null ? 0 : s.years * 12 + s.months }
  })

export const checkAidDraft = (draft: AidDraft) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const person = yield* seniorityMonths(draft.id_empleado, draft.f_solicitud)
    if (person === undefined) return yield* refuse(400, aidMessages.colaboradorNoExiste)
    if (person.activo !== "1") return yield* refuse(409, aidMessages.colaboradorInactivo)
    const type = yield* aidType(draft.id_tipo_ayuda)
    if (type === undefined) return yield* refuse(400, aidMessages.tipoNoExiste)
    if (type.activo !== "1" || type.vigente_desde > draft.f_solicitud) return yield* refuse(400, aidMessages.tipoInactivo)
    if (draft.monto > type.monto_maximo) return yield* refuse(400, aidMessages.montoExcede)
    if (person.meses < type.antiguedad_min_meses) return yield* refuse(409, aidMessages.antiguedad)
    if (type.max_por_anio !== null) {
      yield* sql.onDialectOrElse({
        pg: () => sql`SELECT id_empleado FROM empleados WHERE id_empleado = ${draft.id_empleado} FOR UPDATE`,
        orElse: () => Effect.void,
      })
      const year = Number(draft.f_solicitud.slice(0, 4))
      const [n] = yield* sql<{ n: number | string }>`
        SELECT COUNT(*) AS n FROM ayudas_economicas
        WHERE id_empleado = ${draft.id_empleado} AND id_tipo_ayuda = ${draft.id_tipo_ayuda} AND id_ayuda <> ${draft.id_ayuda ?? -1}
          AND f_solicitud >= ${`${year}-01-01`} AND f_solicitud < ${`${year + 1}-01-01`}
          AND estado IN (${sql.literal(countedAidStates.map((s) => `'${s}'`).join(", "))})`
      if (Number(n?.n ?? 0) >= type.max_por_anio) return yield* refuse(409, aidMessages.maximoAnual)
    }
    return type
  })
