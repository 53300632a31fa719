import { preHireMessages, preHires } from "../personal/pre-alta-candidatos"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled } from "../records/field-extras"
import { integer, select, text } from "../records/field"
import { offerPreHireCatalogNames } from "./pre-alta-candidatos-lookups"

// Pre-alta de candidatos in Selección (SEL370, MODULES-MX §6): the GP250 store (DOMAIN-MX 4.7,
// domain/personal/pre-alta-candidatos.ts) filtered to the pre-altas of accepted offers. A new one
// names an Aceptada offer instead of a candidate: the candidate is the offer's, and the form
// starts from the candidate's data and the offer's terms. Its fields, rules, states and
// "Confirmar alta" are GP250's; confirming also (server/seleccion/pre-alta-candidatos-hire.ts)
// drafts the first contract with the offer's type and probation, moves the assignment to the
// process's Contratado stage and marks the requisition Cubierta once all its vacancies are filled.
// The documents' scans are uploaded in GP250's page; here each is its handed-in flag.

export const offerPreHireMessages = {
  oferta: "La oferta aceptada es requerida",
  ofertaNoExiste: "La oferta no existe",
  ofertaNoAceptada: "Solo una oferta aceptada pasa a pre-alta",
  otraPreAlta: preHireMessages.otraPreAlta,
} as const

type Base = typeof preHires.fields
/** GP250's fields but the candidate (the offer names it) and the scans (GP250's uploads). */
type Kept = { readonly [K in keyof Base as K extends "id_candidato" ? never : K extends `doc_${string}_archivo` ? never : K]: Base[K] }

const kept = Object.fromEntries(Object.entries(preHires.fields).filter(([name]) => name !== "id_candidato" && !name.endsWith("_archivo"))) as unknown as Kept

export const offerPreHires = defineRecord({
  resource: "pre-altas-seleccion",
  title: "Pre-alta de candidatos",
  singular: "pre-alta",
  keys: ["SEL370"],
  messages: { ...defaultMessages, deleted: preHireMessages.cancelarConfirmado },
  deletable: (r) => r.estado === "Pendiente",
  fields: {
    id_oferta: sampled(
      select({
        label: "Oferta aceptada",
        integerId: true,
        required: offerPreHireMessages.oferta,
        readOnlyInEdit: true,
        exported: false,
        lookup: { catalogue: offerPreHireCatalogNames.ofertasAceptadas, idColumn: "id_oferta", labelColumn: "n_oferta" },
      }),
      constant(1),
    ),
    folio_oferta: text({ label: "Oferta", max: 30, derived: true, column: true, searchable: true }),
    n_vacante: text({ label: "Vacante", max: 150, derived: true, column: true, searchable: true }),
    id_candidato: integer({ label: "Candidato", derived: true, grouping: false }),
    ...kept,
  },
  rules: preHires.rules ?? [],
  defaultOrder: { field: "id_pre_alta", direction: "desc" },
})

export const offerPreHiresEndpoints = resourceEndpoints("PreAltasSeleccion", offerPreHires)

