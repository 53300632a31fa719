import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contracts, contractsEndpoints } from "../../domain/contratos/gestion-contratos"
import { contractMessages, defaultMaxRenewals } from "../../domain/contratos/gestion-contratos-vocabulary"
import { refuse, refuseField } from "../http/failure"
import type { RequestOf } from "../../domain/records/descriptor"
import { folioSeries, nextFolio } from "../documents/folio"
import { fieldColumns } from "../records/field-columns"
import type { RecordTable } from "../records/table"
import { employeeOwnedExpressions, employeeOwnedFrom, personCompany } from "../personal/employee-owned"
import { dayNumberOf, dayNumberSql, dayOfLiteral } from "./day-number-sql"
import { checkContractTerms } from "./gestion-contratos-rules"
import { contractDocument } from "./gestion-contratos-document"
import { storeSuccessor } from "./gestion-contratos-successor"
import { renewThroughFlow, renewalExceeds } from "./gestion-contratos-renewal"
import { withdrawRenewalOf } from "./gestion-contratos-renewal-outcome"
import { contractScans } from "./gestion-contratos-scans"

// The contracts' RecordTable (descriptor: domain/contratos/gestion-contratos.ts). The generic
// handlers list, read, create, update, delete and export, and fire the workflow's transitions;
// the hooks add the contract's own:
// - the person exists, and a new contract is for an active one; the draft's terms are judged on
//   every save and again when it is activated (its CON100 type, the person's start, LFT 39-A/B/D,
//   no day shared with a Vigente contract: ./gestion-contratos-rules.ts);
// - the key is the folio CT-{empresa}-{año}-{consecutivo}, drawn once the checks passed;
// - renovar and convertir store the next contract (./gestion-contratos-successor.ts); a renewal
//   past CON090's renovaciones_max_determinado is diverted to its RENOVACION_CONTRATO flow
//   (./gestion-contratos-renewal.ts), and the Borrador it stores is not activated, changed,
//   cancelled nor deleted by hand while the flow runs; terminar checks the BAJA it links is the person's;
// - dias_restantes and situacion read the server's day in Mexico City (Por vencer within CON090's
//   first alert threshold; Vencido past f_fin while the person is active).
// - the salary's floor: salario_diario ≥ the minimum wage of the centre's zone on f_inicio, from
//   CON090's dated legal parameters.

type ContractRequest = RequestOf<typeof contracts>

/** The first alert threshold: dias_alerta_1 of CON090, 30 until it is saved. */
const firstThreshold = "COALESCE((SELECT MAX(pc.dias_alerta_1) FROM parametros_contratos pc), 30)"

/** CON090's maximum of renewals, 3 until it is saved. */
const maxRenewals = `COALESCE((SELECT MAX(pc.renovaciones_max_determinado) FROM parametros_contratos pc), ${defaultMaxRenewals})`

const refuseWhileAuthorized = (stored: { readonly autorizacion_renovacion: string | null }) =>
  stored.autorizacion_renovacion === "En autorización" ? refuse(409, contractMessages.enAutorizacion) : Effect.void

const company = (id_empleado: number, mode: "add" | "edit") => personCompany(id_empleado, mode, contractMessages.colaboradorInactivo)

const termsOf = (request: ContractRequest, id_contrato: string, id_empleado: number) => ({
  id_contrato,
  id_empleado,
  id_tipo_contrato: request.id_tipo_contrato,
  id_puesto: request.id_puesto,
  f_inicio: request.f_inicio,
  f_fin: request.f_fin,
  causa_art37: request.causa_art37,
  dias_prueba: request.dias_prueba,
  meses_capacitacion: request.meses_capacitacion,
  salario_diario: request.salario_diario,
})

/** A BAJA of the same person, when the termination names one. */
const checkBaja = (id_movimiento: unknown, id_empleado: number) =>
  Effect.gen(function* () {
    if (typeof id_movimiento !== "number") return
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql`SELECT 1 AS hay FROM movimientos_personal WHERE id_movimiento = ${id_movimiento} AND id_empleado = ${id_empleado} AND tipo_movimiento = 'BAJA'`
    if (row === undefined) return yield* refuseField("id_movimiento_baja", contractMessages.bajaAjena)
  })

export const contractsTable: RecordTable<typeof contracts> = {
  descriptor: contracts,
  endpoints: contractsEndpoints,
  entity: "contrato",
  table: "contratos",
  from: employeeOwnedFrom("contratos", "JOIN catalogo_contratos cc ON cc.id_tipo_contrato = t.id_tipo_contrato", "LEFT JOIN puestos p ON p.id_puesto = t.id_puesto"),
  expressions: {
    ...employeeOwnedExpressions,
    // The company the contract was made in (its folio's), not the person's today.
    id_empresa: "t.id_empresa",
    n_tipo_contrato: "cc.n_tipo_contrato",
    c_tipo_contrato: "cc.c_tipo_contrato",
    n_puesto: "p.n_puesto",
    renovaciones_max: maxRenewals,
    autorizacion_renovacion: "(SELECT r.estado FROM renovaciones_contratos r WHERE r.id_contrato = t.id_contrato)",
  },
  dayExpressions: {
    dias_restantes: (today) =>
      `CASE WHEN t.estado = 'Vigente' AND t.f_fin IS NOT NULL THEN ${dayNumberSql("t.f_fin")} - ${dayNumberOf(dayOfLiteral(today))} END`,
    situacion: (today) =>
      `CASE WHEN t.estado <> 'Vigente' OR t.f_fin IS NULL THEN t.estado
        WHEN t.f_fin < ${today} THEN CASE WHEN e.activo = '1' THEN 'Vencido' ELSE 'Vigente' END
        WHEN ${dayNumberSql("t.f_fin")} - ${dayNumberOf(dayOfLiteral(today))} <= ${firstThreshold} THEN 'Por vencer'
        ELSE 'Vigente' END`,
  },
  children: { beneficiarios: { table: "contratos_beneficiarios", parent: { id_contrato: "id_contrato" }, order: "orden" } },
  hookColumns: ["id_empresa"],
  documents: { contrato: contractDocument },
  generatedKey: (request) =>
    Effect.gen(function* () {
      const id_empresa = yield* company(request.id_empleado, "add")
      return { id_contrato: yield* nextFolio(folioSeries.contrato, id_empresa, Number(request.f_inicio.slice(0, 4))) }
    }),
  hooks: {
    beforeWrite: (request, mode, stored) =>
      Effect.gen(function* () {
        if (stored !== undefined) yield* refuseWhileAuthorized(stored)
        const id_empleado = stored?.id_empleado ?? request.id_empleado
        yield* company(id_empleado, mode)
        yield* checkContractTerms(termsOf(request, stored?.id_contrato ?? "", id_empleado))
      }),
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const { id_empleado: _fixed, ...fields } = fieldColumns(contracts, request, "edit")
        if (mode === "edit") return fields
        return { ...fields, id_empleado: request.id_empleado, id_empresa: yield* company(request.id_empleado, mode), estado: "Borrador" }
      }),
    beforeTransition: (transition, stored, input, ctx) =>
      Effect.gen(function* () {
        if (transition === "activar") yield* checkContractTerms({ ...stored, id_contrato: String(stored.id_contrato) })
        const max = stored.renovaciones_max ?? defaultMaxRenewals
        if (transition === "renovar" && !renewalExceeds(stored)) yield* storeSuccessor(stored, typeof input.f_fin === "string" ? input.f_fin : null, ctx.principal, max)
        if (transition === "convertir") yield* storeSuccessor(stored, null, ctx.principal, max)
        if (transition === "terminar") {
          yield* checkBaja(input.id_movimiento_baja, stored.id_empleado)
          // A renewal still waiting for its flow no longer has a contract to follow.
          yield* withdrawRenewalOf(String(stored.id_contrato), contractMessages.renovacionRetirada)
        }
        return {}
      }),
    divert: (transition, stored, input, ctx) =>
      transition === "renovar" && renewalExceeds(stored) && typeof input.f_fin === "string" ? renewThroughFlow(stored, input.f_fin, ctx.principal) : Effect.succeed(undefined),
    beforeDelete: (stored) => refuseWhileAuthorized(stored),
    // A draft deleted takes its signed scan with it (a scan uploaded before it was activated).
    cascade: (stored) => (stored.id_contrato === null ? Effect.void : contractScans.dropUnused(stored.id_contrato, null)),
  },
}
