import { Schema } from "effect"
import { needsSession } from "./endpoint"
import { endpointFamily } from "./endpoint-family"

// The generic lookups. The client names a catalogue and a connection; the server answers
// only names of its own allowlist (server/catalogs/registry.ts), each with a fixed query and the
// keys that may read it. Nothing the client sends ever becomes SQL text.

/** The one database connection the lookups read ("main HR database connection"). */
export const mainConnection = "rh"

/** Catalogue names of the allowlist that the record pages use. */
export const catalogNames = {
  grupos: "grupos",
  roles: "roles",
  empresas: "vt_empresas",
  centrosTrabajo: "centros_trabajo",
  empleadosActivos: "vt_lista_empleados",
  // Solicitud de finiquito: the people with a baja (active until it, or gone).
  empleadosConBaja: "empleados_con_baja",
  ciudades: "ciudades",
  paises: "paises",
  estados: "estados",
  centrosDelRol: "centros_trabajo_rol",
  departamentosDelRol: "departamentos_rol",
  empresasDelRol: "empresas_rol",
  tiposResponsabilidad: "tipos_responsabilidad",
  // The job profile's selects (Gestionar puestos, ORG500).
  nivelesPuesto: "niveles_puesto",
  puestosDelRol: "puestos_rol",
  riesgosPuesto: "riesgos_puesto",
  escolaridades: "escolaridades",
  idiomas: "idiomas",
  software: "software",
  competenciasOrganizacionales: "competencias_organizacionales",
  competenciasTecnicas: "competencias_tecnicas",
  competenciasOperativas: "competencias_operativas",
  nivelesCompetencia: "niveles_competencia",
  // Competencias: the técnicas' family (the areas catalogue).
  areasCompetencia: "areas_competencia",
  // Ayudas económicas: the tipos de ayuda.
  tiposAyuda: "tipos_ayuda",
} as const

const name = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(60))

/** A catalogue row: column name to value, as the catalogue's fixed query answers it. */
export const CatalogRow = Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number, Schema.Null) })
export type CatalogRow = typeof CatalogRow.Type

export const CatalogRequest = Schema.Struct({ tabla: name, conexion: name })

export const RecordByIdRequest = Schema.Struct({
  tabla: name,
  conexion: name,
  columnId: name,
  id: Schema.Union(Schema.String.pipe(Schema.maxLength(254)), Schema.Number),
})

const calls = endpointFamily(needsSession, {
  getCatalogo: {
    summary:
      "Filas de un catálogo de la lista permitida del servidor (grupos, roles, vt_empresas, centros_trabajo, vt_lista_empleados, ...). Cada catálogo exige alguna de las claves de las páginas que lo usan (403); un catálogo o conexión desconocidos responden 400.",
    request: CatalogRequest,
    result: Schema.Array(CatalogRow),
  },
  getRegistroById: {
    summary:
      "Filas de un catálogo permitido cuyo valor en columnId (una de las columnas de búsqueda del catálogo) es id; p. ej. los centros de trabajo de una empresa con columnId id_empresa.",
    request: RecordByIdRequest,
    result: Schema.Array(CatalogRow),
  },
})
export const { getCatalogo, getRegistroById } = calls

export const catalogsEndpoints = { getCatalogo, getRegistroById } as const
