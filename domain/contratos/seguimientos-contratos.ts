import { type RecordRule, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, onlyWhen, onlyWhenRules, sampled } from "../records/field-extras"
import { date, file, integer, select, text, textarea } from "../records/field"
import { sizeText } from "../size-limits"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { activeEmployeeLookup } from "../personal/person-rows"
import { followUpCatalogNames } from "./seguimientos-contratos-lookups"
import { followUpAttachmentMaxBytes } from "./seguimientos-contratos-api"
import { failedProbation, followUpMessages, followUpResults, followUpTypes, minCommentLength } from "./seguimientos-contratos-vocabulary"

// Seguimientos de contratos (CON220, MODULES-MX §2): what was reviewed of a contract, when, by
// whom and with what result. The server draws the folio; the contract fixes the person, whose
// work centre is the record's workplace scope (a follow-up is seen and written by whoever sees
// the contract's employee). A "No aprobó prueba" carries the Comisión Mixta's opinion (LFT 39-A)
// and is dated within the probation; the server judges that against the contract, and the date
// against its own day in Mexico City (server/contratos/seguimientos-contratos.ts).

const contractLookup = { catalogue: followUpCatalogNames.contratosDelRol, idColumn: "id_contrato", labelColumn: "n_contrato" } as const

const failed = { field: "resultado", values: [failedProbation], required: followUpMessages.comisionMixta, absent: followUpMessages.sinComisionMixta }

export const followUpFields = {
  id_seguimiento: integer({ label: "Folio", key: true, derived: true, exported: true }),
  id_contrato: sampled(
    select({
      label: "Contrato",
      max: 30,
      required: followUpMessages.contrato,
      lookup: contractLookup,
      readOnlyInEdit: true,
      filter: true,
      column: true,
      searchable: true,
      sortable: true,
    }),
    constant("CT-1-2026-00001"),
  ),
  // The contract's person: the record's workplace, never sent.
  id_empleado: select({ label: "Colaborador", integerId: true, scope: "empleado", derived: true, exported: false }),
  colaborador: text({ label: "Colaborador", max: 250, derived: true, column: true, searchable: true, sortable: true }),
  tipo: select({ label: "Tipo", choices: followUpTypes, column: true, filter: true }),
  f_seguimiento: sampled(date({ label: "Fecha", required: followUpMessages.fecha, column: true, sortable: true, filter: true }), constant("2026-01-15")),
  resultado: select({ label: "Resultado", choices: followUpResults, column: true, filter: true }),
  opinion_comision_mixta: sampled(
    onlyWhen(textarea({ label: "Opinión de la Comisión Mixta", max: 2000, description: "La opinión de la Comisión Mixta de Productividad, Capacitación y Adiestramiento (LFT art. 39-A)" }), failed),
    constant(null),
  ),
  id_responsable: sampled(
    select({ label: "Responsable", integerId: true, required: followUpMessages.responsable, lookup: activeEmployeeLookup, filter: true, exported: false }),
    constant(1),
  ),
  responsable: text({ label: "Responsable", max: 250, derived: true, column: true, sortable: true }),
  comentario: sampled(textarea({ label: "Comentario", max: 2000, required: followUpMessages.comentario, exported: true }), constant("Se revisó el contrato con el colaborador")),
  f_compromiso: date({ label: "Compromiso", column: true, sortable: true, description: "La fecha en que debe quedar atendido lo acordado" }),
  // The version of the attached PDF or image (./seguimientos-contratos-api.ts), uploaded once the follow-up is saved.
  adjunto: sampled(file({ label: "Adjunto", description: `PDF, JPEG o PNG de hasta ${sizeText(followUpAttachmentMaxBytes)}; se adjunta una vez guardado el seguimiento` }), constant(null)),
  ...createdStamps,
  ...changedStamp,
}

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "comentario",
    reads: ["comentario"],
    check: (v) => (typeof v.comentario === "string" && v.comentario.trim().length < minCommentLength ? followUpMessages.comentarioCorto : undefined),
  },
  notBefore("f_compromiso", "f_seguimiento", followUpMessages.compromisoAnterior),
  ...onlyWhenRules(followUpFields),
]

export const contractFollowUps = defineRecord({
  resource: "seguimientos-contratos",
  title: "Seguimientos de contratos",
  singular: "seguimiento",
  keys: ["CON220"],
  messages: defaultMessages,
  fields: followUpFields,
  rules,
  defaultOrder: { field: "f_seguimiento", direction: "desc" },
})

export const contractFollowUpsEndpoints = resourceEndpoints("SeguimientosContratos", contractFollowUps)
