import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contracts } from "../../domain/contratos/gestion-contratos"
import { contractMessages, indefiniteCode } from "../../domain/contratos/gestion-contratos-vocabulary"
import { renewalOf } from "../../domain/rules/contratos-periodos"
import type { EntityOf } from "../../domain/records/descriptor"
import type { Principal } from "../auth/principal"
import { folioSeries, nextFolio } from "../documents/folio"
import { refuse } from "../http/failure"
import { stampColumns } from "../records/stamps"
import { checkOverlap } from "./gestion-contratos-rules"

// Renovar and Convertir a indeterminado (MODULES-MX §2): the next contract of the person, Vigente
// from the day after the previous one ends (no gap), counting one more renewal and naming the
// previous folio. It copies the terms and the beneficiaries; a probation or initial training is
// never carried over (LFT 39-D). Runs in the transition's transaction, before the previous one
// moves to Renovado: the claim below makes two concurrent renewals of one contract one winner.
// A renewal past the maximum stores it as a Borrador that waits for its flow
// (./gestion-contratos-renewal.ts); meanwhile the previous stays Vigente and names that one
// successor, so no second renewal starts.

type Contract = EntityOf<typeof contracts>

/**
 * Locks the contract while it is still Vigente, or refuses: on PostgreSQL a second renewal waits
 * here for the first to commit, then finds it Renovado (SQLite runs one writer at a time).
 */
const claim = (id_contrato: string, refused: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE contratos SET estado = estado WHERE id_contrato = ${id_contrato} AND estado = 'Vigente' RETURNING id_contrato`
    if (rows.length === 0) return yield* refuse(409, refused)
    const [waiting] = yield* sql`SELECT 1 AS hay FROM contratos WHERE id_contrato_anterior = ${id_contrato}`
    if (waiting !== undefined) return yield* refuse(409, contractMessages.renovacionPendiente)
  })

/** The first active CON100 type that is SAT 01 (indeterminado). */
const indefiniteType = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ id_tipo_contrato: string }>`
    SELECT id_tipo_contrato FROM catalogo_contratos WHERE c_tipo_contrato = ${indefiniteCode} AND activo = '1' ORDER BY id_tipo_contrato`
  if (row === undefined) return yield* refuse(409, contractMessages.sinIndeterminado)
  return row.id_tipo_contrato
})

/**
 * Stores the successor of `previous`: a renewal to `f_fin`, or an indefinite one (`f_fin` null);
 * Vigente, or a Borrador waiting for its renewal's flow.
 */
export const storeSuccessor = (previous: Contract, f_fin: string | null, principal: Principal, maxRenewals: number, estado: "Vigente" | "Borrador" = "Vigente") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const converting = f_fin === null
    const previousId = String(previous.id_contrato)
    yield* claim(previousId, converting ? contractMessages.noConvertible : contractMessages.noRenovable)
    if (previous.f_fin === null) return yield* refuse(409, contractMessages.noRenovable)
    const next = renewalOf({ f_fin: previous.f_fin, num_renovacion: previous.num_renovacion }, maxRenewals)
    if (f_fin !== null && f_fin <= next.f_inicio) return yield* refuse(400, contractMessages.finAntesInicio)
    const id_tipo_contrato = converting ? yield* indefiniteType : previous.id_tipo_contrato
    yield* checkOverlap(previous.id_empleado, { id_contrato: previousId, estado: "Vigente", f_inicio: next.f_inicio, f_fin }, "f_fin")
    const id_contrato = yield* nextFolio(folioSeries.contrato, Number(previous.id_empresa), Number(next.f_inicio.slice(0, 4)))
    const stamps = yield* stampColumns(contracts, "add", principal.id_usuario)
    yield* sql`INSERT INTO contratos ${sql.insert({
      id_contrato,
      id_empleado: previous.id_empleado,
      id_empresa: previous.id_empresa,
      id_tipo_contrato,
      f_inicio: next.f_inicio,
      f_fin,
      causa_art37: converting ? null : previous.causa_art37,
      id_empleado_sustituido: converting ? null : previous.id_empleado_sustituido,
      id_puesto: previous.id_puesto,
      salario_diario: previous.salario_diario,
      id_tipo_jornada: previous.id_tipo_jornada,
      horario: previous.horario,
      lugar_prestacion: previous.lugar_prestacion,
      funciones: previous.funciones,
      id_contrato_anterior: previousId,
      num_renovacion: next.num_renovacion,
      estado,
      ...stamps,
    })}`
    yield* Effect.forEach(previous.beneficiarios, (b, orden) =>
      sql`INSERT INTO contratos_beneficiarios ${sql.insert({ id_contrato, orden: orden + 1, nombre: b.nombre, parentesco: b.parentesco, porcentaje: b.porcentaje })}`,
    )
    return { id_contrato, f_inicio: next.f_inicio, warning: next.warning }
  })
