import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord, type Fields, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { type ChildDescriptor, flag, integer, percent, rows, select, text, textarea } from "../records/field"
import { type TipoCompetenciaWire, tipoTitles } from "./competency-types"

// The competency catalogues (DOMAIN-MX 5.2-5.4): organizacionales (COM100), técnicas (COM150) and
// operativas (COM200). One table (competencias, 0066) holds the three types; each page is its own
// resource over the rows of its type, guarded by its own key, so a COM100 user neither reads nor
// writes a técnica (the server reads each resource through a fixed `tipo` filter). Every record
// answers its `tipo` on the wire ('ORG' | 'TEC' | 'OPE').
//
// Each competency describes the behaviour expected at every level of the scale (COM050): one
// descriptor per level, checked against the stored levels by the server.

export const competencyMessages = {
  nombre: "El nombre de la competencia es requerido",
  definicion: "La definición es requerida",
  nivel: "El nivel es requerido",
  conducta: "La conducta es requerida",
  cadaNivel: "Capture la conducta esperada de cada nivel",
  conocer: "La clave CONOCER no tiene un formato válido (por ejemplo EC0217 o EC0217.01)",
  enUso: "La competencia está asignada a puestos y no puede eliminarse; desactívela",
  evaluada: "La competencia tiene evaluaciones de colaboradores y no puede eliminarse; desactívela",
  enEncuesta: "La competencia está en preguntas de encuestas de evaluación y no puede eliminarse; desactívela",
} as const

export const descriptorRows: ChildDescriptor = {
  label: "Conducta esperada por nivel",
  singular: "conducta",
  uniqueBy: ["id_nivel"],
  maxRows: 10,
  fields: {
    id_nivel: select({
      label: "Nivel",
      integerId: true,
      required: competencyMessages.nivel,
      lookup: { catalogue: catalogNames.nivelesCompetencia, idColumn: "id_nivel", labelColumn: "n_nivel" },
    }),
    conducta: textarea({ label: "Conducta esperada", max: 500, required: competencyMessages.conducta }),
  },
}

const messages = defaultMessages

/** The form can tell an empty list at once; the server compares the rows with the stored levels. */
const rules: ReadonlyArray<RecordRule> = [
  {
    field: "descriptores",
    reads: ["descriptores"],
    check: (v) => (Array.isArray(v.descriptores) && v.descriptores.length === 0 ? competencyMessages.cadaNivel : undefined),
  },
]

/**
 * One type's catalogue: the fields every type shares around the type's `own` ones (after the
 * definition, before the counts, the flag and the descriptors), under the type's key.
 */
const catalogue = <const O extends Fields>(tipo: TipoCompetenciaWire, page: { readonly resource: string; readonly singular: string; readonly key: string }, own: O) =>
  defineRecord({
    resource: page.resource,
    title: tipoTitles[tipo],
    singular: page.singular,
    keys: [page.key],
    messages,
    rules,
    defaultOrder: { field: "n_competencia", direction: "asc" },
    fields: {
      id_competencia: integer({ label: "Clave", min: 1, max: 9999, required: "La clave es requerido", key: true, column: true, sortable: true }),
      tipo: select({ label: "Tipo", choices: [{ id: tipo, label: tipo }], derived: true }),
      n_competencia: text({ label: "Competencia", max: 100, required: competencyMessages.nombre, column: true, searchable: true, sortable: true }),
      definicion: textarea({ label: "Definición", max: 1000, required: competencyMessages.definicion, exported: true }),
      ...own,
      niveles_descritos: integer({ label: "Niveles descritos", min: 0, max: 10, derived: true, column: true }),
      activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
      descriptores: rows({ label: "Conducta esperada por nivel", of: descriptorRows }),
    },
  })

export const organizationalCompetencies = catalogue("ORG", { resource: "competencias-organizacionales", singular: "competencia organizacional", key: "COM100" }, {})
export const organizationalCompetenciesEndpoints = resourceEndpoints("CompetenciasOrganizacionales", organizationalCompetencies)

export const technicalCompetencies = catalogue(
  "TEC",
  { resource: "competencias-tecnicas", singular: "competencia técnica", key: "COM150" },
  {
    id_area: select({
      label: "Familia",
      integerId: true,
      filter: true,
      lookup: { catalogue: catalogNames.areasCompetencia, idColumn: "id_area", labelColumn: "n_area" },
    }),
    n_area: text({ label: "Familia", max: 100, derived: true, column: true, sortable: true }),
    clave_conocer: text({
      label: "Estándar CONOCER",
      max: 10,
      upperCase: true,
      pattern: { regex: /^EC\d{4}(\.\d{2})?$/, message: competencyMessages.conocer },
      exported: true,
      description: "Opcional: la clave del estándar de competencia del RENEC, por ejemplo EC0217.",
    }),
  },
)
export const technicalCompetenciesEndpoints = resourceEndpoints("CompetenciasTecnicas", technicalCompetencies)

export const operativeCompetencies = catalogue(
  "OPE",
  { resource: "competencias-operativas", singular: "competencia operativa", key: "COM200" },
  {
    id_nivel_puesto: select({
      label: "Nivel de puesto",
      integerId: true,
      filter: true,
      lookup: { catalogue: catalogNames.nivelesPuesto, idColumn: "id_nivel_puesto", labelColumn: "n_nivel_puesto" },
    }),
    n_nivel_puesto: text({ label: "Nivel de puesto", max: 100, derived: true, column: true, sortable: true }),
    peso_default: percent({ label: "Peso predeterminado", min: 0.01, max: 100, column: true, description: "El peso que se propone al asignarla a un puesto operativo." }),
    criterio_evaluacion: textarea({ label: "Criterio de evaluación", max: 1000, exported: true }),
  },
)
export const operativeCompetenciesEndpoints = resourceEndpoints("CompetenciasOperativas", operativeCompetencies)

/** Each type's descriptor and endpoints. */
export const competencyCatalogues = {
  ORG: { descriptor: organizationalCompetencies, endpoints: organizationalCompetenciesEndpoints },
  TEC: { descriptor: technicalCompetencies, endpoints: technicalCompetenciesEndpoints },
  OPE: { descriptor: operativeCompetencies, endpoints: operativeCompetenciesEndpoints },
} as const
