import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contractFollowUps, contractFollowUpsEndpoints } from "../../domain/contratos/seguimientos-contratos"
import { probationProblem } from "../../domain/contratos/seguimientos-contratos-rules"
import { followUpMessages } from "../../domain/contratos/seguimientos-contratos-vocabulary"
import type { RequestOf } from "../../domain/records/descriptor"
import { enforceScope } from "../http/record-scope"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"
import { fieldColumns } from "../records/field-columns"
import { numberedNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { refuseField } from "../http/failure"
import { followUpAttachments } from "./seguimientos-contratos-adjuntos"
import { followUpAttachmentMessages } from "../../domain/contratos/seguimientos-contratos-api"

// The follow-ups' RecordTable (descriptor: domain/contratos/seguimientos-contratos.ts). The person
// is the contract's (`c`, `e`): the list's Colaborador and the workplace scope read it there, so a
// follow-up is listed, read, changed and deleted only by whoever sees that person. The hooks:
// - the date is not after the server's day in Mexico City;
// - the contract exists, and a new follow-up names one of a person the caller sees (403);
// - the responsible person exists and, when newly named, is active;
// - a probation's result needs a contract with one, and "No aprobó prueba" a date within it
//   (domain/contratos/seguimientos-contratos-rules.ts);
// - the attachment it names is an upload of this follow-up (./seguimientos-contratos-adjunto-http.ts);
//   the uploads its save no longer names are dropped, and all of them with the follow-up.

type FollowUpRequest = RequestOf<typeof contractFollowUps>

const contractOf = (id_contrato: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_empleado: number | string; f_inicio: string; dias_prueba: number | string | null }>`
      SELECT c.id_empleado, ${dateTextSql(sql, "c.f_inicio")} AS f_inicio, c.dias_prueba FROM contratos c WHERE c.id_contrato = ${id_contrato}`
    if (row === undefined) return yield* refuseField("id_contrato", followUpMessages.contratoInexistente)
    return { id_empleado: Number(row.id_empleado), f_inicio: row.f_inicio, dias_prueba: row.dias_prueba === null ? null : Number(row.dias_prueba) }
  })

const checkResponsible = (id_responsable: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ activo: string }>`SELECT activo FROM empleados WHERE id_empleado = ${id_responsable}`
    if (row === undefined || row.activo !== "1") return yield* refuseField("id_responsable", followUpMessages.responsableInexistente)
  })

const checkFollowUp = (
  request: FollowUpRequest,
  mode: "add" | "edit",
  stored: { readonly id_seguimiento: number | null; readonly id_contrato: string; readonly id_responsable: number } | undefined,
  ctx: HookContext,
) =>
  Effect.gen(function* () {
    if (request.f_seguimiento > (yield* todayInMexico)) return yield* refuseField("f_seguimiento", followUpMessages.fechaFutura)
    const contract = yield* contractOf(stored?.id_contrato ?? request.id_contrato)
    if (mode === "add") yield* enforceScope({ id_empleado: "empleado" }, { id_empleado: contract.id_empleado }, ctx.principal)
    if (stored?.id_responsable !== request.id_responsable) yield* checkResponsible(request.id_responsable)
    const problem = probationProblem(contract, request.resultado, request.f_seguimiento)
    if (problem === followUpMessages.sinPrueba) return yield* refuseField("resultado", problem)
    if (problem !== undefined) return yield* refuseField("f_seguimiento", problem)
    if (typeof request.adjunto === "string") {
      if (stored?.id_seguimiento === undefined || stored.id_seguimiento === null) return yield* refuseField("adjunto", followUpAttachmentMessages.nuevo)
      if (!(yield* followUpAttachments.isStored(stored.id_seguimiento, request.adjunto))) return yield* refuseField("adjunto", followUpAttachmentMessages.noEncontrado)
    }
  })

export const contractFollowUpsTable: RecordTable<typeof contractFollowUps> = {
  descriptor: contractFollowUps,
  endpoints: contractFollowUpsEndpoints,
  entity: "seguimiento de contrato",
  table: "seguimientos_contratos",
  from: [
    "seguimientos_contratos t",
    "JOIN contratos c ON c.id_contrato = t.id_contrato",
    "JOIN empleados e ON e.id_empleado = c.id_empleado",
    "JOIN empleados r ON r.id_empleado = t.id_responsable",
  ].join("\n    "),
  expressions: {
    id_empleado: "c.id_empleado",
    colaborador: numberedNameSql("e"),
    responsable: numberedNameSql("r"),
  },
  generatedKey: () => nextSerialKey("seguimientos_contratos"),
  hooks: {
    beforeWrite: (request, mode, stored, ctx) => checkFollowUp(request, mode, stored, ctx),
    // The contract is fixed once stored: an update keeps it, whatever the body says.
    toColumns: (request, mode) =>
      Effect.sync(() => {
        const { id_contrato: _fixed, ...fields } = fieldColumns(contractFollowUps, request, mode)
        return mode === "add" ? { ...fields, id_contrato: request.id_contrato } : fields
      }),
    // The attachment's bytes belong to the follow-up only.
    cascade: (stored) => (stored.id_seguimiento === null ? Effect.void : followUpAttachments.dropUnused(stored.id_seguimiento, null)),
    afterWrite: (stored, mode) =>
      mode === "delete" || stored.id_seguimiento === null ? Effect.void : followUpAttachments.dropUnused(stored.id_seguimiento, stored.adjunto),
  },
}
