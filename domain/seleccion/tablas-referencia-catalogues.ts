import { type Fields, defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { flag, integer, select, text, textarea } from "../records/field"
import type { ReferenceCatalogue } from "../records/reference/catalogue"
import { candidateSourceChoices, reasonKindChoices, referenceMessages as m } from "./tablas-referencia-vocabulary"

// Selección's reference catalogues (Tablas de referencia, SEL050, MODULES-MX §6): sources,
// requisition reasons, rejection reasons, evaluation types, the barred phrases of the
// anti-discrimination scanner and offer templates. Their keys are numbers the database draws
// (other records name them), so the common clave-and-description shape gives way to a numbered
// one: a description, what is the catalogue's own, the active flag.

const keys = ["SEL050"] as const

const numbered = (o: {
  readonly resource: string
  readonly stem: string
  readonly id: string
  readonly title: string
  readonly singular: string
  readonly fields: Fields
}): ReferenceCatalogue => {
  const descriptor = defineRecord({
    resource: o.resource,
    title: o.title,
    singular: o.singular,
    keys,
    messages: defaultMessages,
    fields: {
      [o.id]: integer({ label: "Clave", key: true, derived: true, column: true, sortable: true }),
      ...o.fields,
      activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
    },
  })
  return { id: o.resource.replace(/^sel-/, ""), descriptor, endpoints: resourceEndpoints(o.stem, descriptor) }
}

const description = (name: string) => ({
  [name]: text({ label: "Descripción", max: 100, required: m.descripcion, column: true, searchable: true, sortable: true }),
})

export const sources = numbered({
  resource: "sel-fuentes",
  stem: "SelFuentes",
  id: "id_fuente",
  title: "Fuentes de reclutamiento",
  singular: "fuente de reclutamiento",
  fields: {
    ...description("n_fuente"),
    fuente_gp220: {
      ...select({ label: "Tipo de fuente", choices: candidateSourceChoices, required: m.tipoFuente, column: true, filter: true, description: "Cómo se registran sus candidatos en Candidatos (GP220)." }),
      initial: "OTRO",
    },
  },
})

export const requisitionReasons = numbered({
  resource: "sel-motivos-requisicion",
  stem: "SelMotivosRequisicion",
  id: "id_motivo",
  title: "Motivos de requisición",
  singular: "motivo de requisición",
  fields: {
    ...description("n_motivo"),
    clave: select({
      label: "Tipo de motivo",
      choices: reasonKindChoices,
      required: m.tipoMotivo,
      column: true,
      filter: true,
      readOnlyInEdit: true,
      description: "Puesto nuevo crea la posición al autorizarse; Sustitución temporal pide a quién se sustituye.",
    }),
  },
})

export const rejectionReasons = numbered({
  resource: "sel-motivos-rechazo",
  stem: "SelMotivosRechazo",
  id: "id_motivo_rechazo",
  title: "Motivos de rechazo",
  singular: "motivo de rechazo",
  fields: description("n_motivo_rechazo"),
})

export const evaluationTypes = numbered({
  resource: "sel-tipos-evaluacion",
  stem: "SelTiposEvaluacion",
  id: "id_tipo_evaluacion",
  title: "Tipos de evaluación",
  singular: "tipo de evaluación",
  fields: {
    ...description("n_tipo_evaluacion"),
    descripcion: textarea({ label: "Detalle", max: 500 }),
  },
})

export const barredPhrases = numbered({
  resource: "sel-palabras-vetadas",
  stem: "SelPalabrasVetadas",
  id: "id_palabra",
  title: "Palabras vetadas",
  singular: "palabra vetada",
  fields: {
    frase: text({
      label: "Frase",
      max: 100,
      required: m.frase,
      column: true,
      searchable: true,
      sortable: true,
      description: "Se compara sin acentos ni mayúsculas y por palabras completas; «…» representa de una a tres palabras (menor de … años).",
    }),
  },
})

export const offerTemplates = numbered({
  resource: "sel-plantillas-oferta",
  stem: "SelPlantillasOferta",
  id: "id_plantilla",
  title: "Plantillas de oferta",
  singular: "plantilla de oferta",
  fields: {
    n_plantilla: text({ label: "Nombre", max: 100, required: m.nombrePlantilla, column: true, searchable: true, sortable: true }),
    texto: textarea({ label: "Texto", max: 20_000, required: m.textoPlantilla }),
  },
})

/** SEL050's select, in §6's order. The id is what the page keeps in its URL. */
export const selectionReferenceCatalogues: ReadonlyArray<ReferenceCatalogue> = [
  sources,
  requisitionReasons,
  rejectionReasons,
  evaluationTypes,
  barredPhrases,
  offerTemplates,
]
