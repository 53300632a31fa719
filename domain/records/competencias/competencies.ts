import { catalogNames } from "../../api/catalogs"
import type { Fields, RecordDescriptor, RecordRule } from "../descriptor"
import { resourceEndpoints } from "../endpoints"
import { type ChildDescriptor, flag, integer, percent, rows, select, text, textarea } from "../field"
import type { TipoCompetenciaWire } from "./competency-types"

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
  definicion: "La definición es requerido",
  nivel: "El nivel es requerido",
  conducta: "La conducta es requerido",
  cadaNivel: "Capture la conducta esperada de cada nivel",
  conocer: "La clave CONOCER no tiene un formato válido (por ejemplo EC0217 o EC0217.01)",
  enUso: "La competencia está asignada a puestos y no puede eliminarse; desactívela",
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

const common = (tipo: TipoCompetenciaWire) => ({
  head: {
    id_competencia: integer({ label: "Clave", min: 1, max: 9999, required: "La clave es requerido", key: true, column: true, sortable: true }),
    tipo: select({ label: "Tipo", choices: [{ id: tipo, label: tipo }], derived: true }),
    n_competencia: text({ label: "Competencia", max: 100, required: competencyMessages.nombre, column: true, searchable: true, sortable: true }),
    definicion: textarea({ label: "Definición", max: 1000, required: competencyMessages.definicion, exported: true }),
  } satisfies Fields,
  tail: {
    niveles_descritos: integer({ label: "Niveles descritos", min: 0, max: 10, derived: true, column: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
    descriptores: rows({ label: "Conducta esperada por nivel", of: descriptorRows }),
  } satisfies Fields,
})

const messages = { created: "Datos guardados", updated: "Datos guardados", deleted: "Registro eliminado" }

/** The form can tell an empty list at once; the server compares the rows with the stored levels. */
const rules: ReadonlyArray<RecordRule> = [
  {
    field: "descriptores",
    reads: ["descriptores"],
    check: (v) => (Array.isArray(v.descriptores) && v.descriptores.length === 0 ? competencyMessages.cadaNivel : undefined),
  },
]

const organizational = common("ORG")
export const organizationalCompetencies: RecordDescriptor = {
  resource: "competencias-organizacionales",
  title: "Competencias organizacionales",
  singular: "competencia organizacional",
  keys: ["COM100"],
  messages,
  rules,
  defaultOrder: { field: "n_competencia", direction: "asc" },
  fields: { ...organizational.head, ...organizational.tail },
}
export const organizationalCompetenciesEndpoints = resourceEndpoints("CompetenciasOrganizacionales", organizationalCompetencies)

const technical = common("TEC")
export const technicalCompetencies: RecordDescriptor = {
  resource: "competencias-tecnicas",
  title: "Competencias técnicas",
  singular: "competencia técnica",
  keys: ["COM150"],
  messages,
  rules,
  defaultOrder: { field: "n_competencia", direction: "asc" },
  fields: {
    ...technical.head,
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
    ...technical.tail,
  },
}
export const technicalCompetenciesEndpoints = resourceEndpoints("CompetenciasTecnicas", technicalCompetencies)

const operative = common("OPE")
export const operativeCompetencies: RecordDescriptor = {
  resource: "competencias-operativas",
  title: "Competencias operativas",
  singular: "competencia operativa",
  keys: ["COM200"],
  messages,
  rules,
  defaultOrder: { field: "n_competencia", direction: "asc" },
  fields: {
    ...operative.head,
    id_nivel_puesto: select({
      label: "Nivel de puesto",
      integerId: true,
      filter: true,
      lookup: { catalogue: catalogNames.nivelesPuesto, idColumn: "id_nivel_puesto", labelColumn: "n_nivel_puesto" },
    }),
    n_nivel_puesto: text({ label: "Nivel de puesto", max: 100, derived: true, column: true, sortable: true }),
    peso_default: percent({ label: "Peso predeterminado", min: 0.01, max: 100, column: true, description: "El peso que se propone al asignarla a un puesto operativo." }),
    criterio_evaluacion: textarea({ label: "Criterio de evaluación", max: 1000, exported: true }),
    ...operative.tail,
  },
}
export const operativeCompetenciesEndpoints = resourceEndpoints("CompetenciasOperativas", operativeCompetencies)

/** Each type's descriptor and endpoints. */
export const competencyCatalogues = {
  ORG: { descriptor: organizationalCompetencies, endpoints: organizationalCompetenciesEndpoints },
  TEC: { descriptor: technicalCompetencies, endpoints: technicalCompetenciesEndpoints },
  OPE: { descriptor: operativeCompetencies, endpoints: operativeCompetenciesEndpoints },
} as const
