import { Schema } from "effect"
import { entitySchema, listRowSchema, readableFields, updateSchema } from "../records/descriptor"
import { JobProfile } from "./gestionar-puestos-profile"
import { type ProfileSection, type SectionId, sectionOf } from "./gestionar-puestos-sections"
import { jobProfiles } from "./gestionar-puestos"
import { type AnyEndpoint, Envelope, type RecordScope, endpoint, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { OrgId as Id } from "./placed-request"

// Gestionar puestos (ORG500) beside the Puestos resource (`/puestos`): the legacy calls of SPEC
// 7.4 and one get and store pair per section of the job profile. The pairs are generated from
// the sections' descriptions (domain/organizacion/gestionar-puestos-sections.ts): a section's
// get answers its fields, its store takes them with the puesto's key and replaces what the
// section holds in one transaction. A puesto belongs to a company: every call answers only
// puestos of the caller's companies (403 for another one, 404 for a clave that names none).

const keys = needsAnyKey("ORG500")

const Clave = Schema.String.pipe(Schema.minLength(1, { message: () => "La clave es requerido" }), Schema.maxLength(10, { message: () => "La clave: máximo 10 caracteres" }))
/** A path's company: digits. */
const IdParam = idParam("La empresa debe ser un número entero", "La empresa no es válida")
const PuestoRequest = Schema.Struct({ id_puesto: Clave })

/** What the generales store names beyond the puesto: its company and department. */
const generalesScope: RecordScope = { id_empresa: "empresa", id_depto: "departamento" }

const Row = entitySchema(jobProfiles)

/**
 * What a section's get and store answer: its fields as stored, each scalar null until the
 * section is first saved (a puesto starts with generales alone); rows as lists. Generales is the
 * stored puesto itself.
 */
export const sectionAnswer = (s: ProfileSection): Schema.Schema<Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>> =>
  s.id === "generales"
    ? entitySchema(s.descriptor)
    : (Schema.Struct(
        Object.fromEntries(
          readableFields(s.descriptor).map(([name, f]) => [name, f.kind === "rows" || f.key === true ? f.value : Schema.NullOr(f.value)]),
        ),
      ) as unknown as Schema.Schema<Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>>)

// --- One get and store pair per section ------------------------------------------------------

const sectionGet = (id: SectionId, name: string) => {
  const s: ProfileSection = sectionOf(id)
  return endpoint({
    name,
    method: "POST",
    path: `/get-info-puesto-${id}`,
    summary: `${s.title} del puesto (404 si la clave no existe, 403 si el puesto es de una empresa fuera de su rol).`,
    access: keys,
    writes: false,
    request: PuestoRequest,
    response: Envelope(sectionAnswer(s)),
  })
}

const sectionStore = (id: SectionId, name: string) => {
  const s: ProfileSection = sectionOf(id)
  return endpoint({
    name,
    method: "POST",
    path: `/store-info-puesto-${id}`,
    summary: `Guarda ${s.title.toLowerCase()} del puesto: reemplaza lo que la sección tenía, en una transacción con su registro de auditoría; responde la sección como queda.`,
    access: keys,
    writes: true,
    ...(id === "generales" ? { scope: generalesScope } : {}),
    request: updateSchema(s.descriptor),
    response: Envelope(sectionAnswer(s)),
  })
}

/** The sections' calls by endpoint name. */
export const jobProfileSectionEndpoints = {
  getInfoPuestoGenerales: sectionGet("generales", "getInfoPuestoGenerales"),
  storeInfoPuestoGenerales: sectionStore("generales", "storeInfoPuestoGenerales"),
  getInfoPuestoPerfil: sectionGet("perfil", "getInfoPuestoPerfil"),
  storeInfoPuestoPerfil: sectionStore("perfil", "storeInfoPuestoPerfil"),
  getInfoPuestoExpLaboral: sectionGet("exp-laboral", "getInfoPuestoExpLaboral"),
  storeInfoPuestoExpLaboral: sectionStore("exp-laboral", "storeInfoPuestoExpLaboral"),
  getInfoPuestoIdiomas: sectionGet("idiomas", "getInfoPuestoIdiomas"),
  storeInfoPuestoIdiomas: sectionStore("idiomas", "storeInfoPuestoIdiomas"),
  getInfoPuestoFinalidades: sectionGet("finalidades", "getInfoPuestoFinalidades"),
  storeInfoPuestoFinalidades: sectionStore("finalidades", "storeInfoPuestoFinalidades"),
  getInfoPuestoSoftware: sectionGet("software", "getInfoPuestoSoftware"),
  storeInfoPuestoSoftware: sectionStore("software", "storeInfoPuestoSoftware"),
  getInfoPuestoCompetenciasOrganizacionales: sectionGet("competencias-organizacionales", "getInfoPuestoCompetenciasOrganizacionales"),
  storeInfoPuestoCompetenciasOrganizacionales: sectionStore("competencias-organizacionales", "storeInfoPuestoCompetenciasOrganizacionales"),
  getInfoPuestoCompetenciasTecnicas: sectionGet("competencias-tecnicas", "getInfoPuestoCompetenciasTecnicas"),
  storeInfoPuestoCompetenciasTecnicas: sectionStore("competencias-tecnicas", "storeInfoPuestoCompetenciasTecnicas"),
  getInfoPuestoCompetenciasOperativas: sectionGet("competencias-operativas", "getInfoPuestoCompetenciasOperativas"),
  storeInfoPuestoCompetenciasOperativas: sectionStore("competencias-operativas", "storeInfoPuestoCompetenciasOperativas"),
  getInfoPuestoRelacionesInternas: sectionGet("relaciones-internas", "getInfoPuestoRelacionesInternas"),
  storeInfoPuestoRelacionesInternas: sectionStore("relaciones-internas", "storeInfoPuestoRelacionesInternas"),
  getInfoPuestoRelacionesExternas: sectionGet("relaciones-externas", "getInfoPuestoRelacionesExternas"),
  storeInfoPuestoRelacionesExternas: sectionStore("relaciones-externas", "storeInfoPuestoRelacionesExternas"),
  getInfoPuestoEntornos: sectionGet("entornos", "getInfoPuestoEntornos"),
  storeInfoPuestoEntornos: sectionStore("entornos", "storeInfoPuestoEntornos"),
  getInfoPuestoDimensiones: sectionGet("dimensiones", "getInfoPuestoDimensiones"),
  storeInfoPuestoDimensiones: sectionStore("dimensiones", "storeInfoPuestoDimensiones"),
} as const

export type SectionEndpointName = keyof typeof jobProfileSectionEndpoints

/** The get and store endpoints of a section. */
export const sectionCalls = (id: SectionId): { readonly get: AnyEndpoint; readonly store: AnyEndpoint } => {
  const all = Object.values(jobProfileSectionEndpoints) as ReadonlyArray<AnyEndpoint>
  const get = all.find((e) => e.path === `/get-info-puesto-${id}`)
  const store = all.find((e) => e.path === `/store-info-puesto-${id}`)
  if (get === undefined || store === undefined) throw new Error(`no calls for section ${id}`)
  return { get, store }
}

// --- The legacy calls ------------------------------------------------------------------------

const Flag = Schema.Literal("1", "0")

export const PuestoOpcion = Schema.Struct({
  id_puesto: Schema.String,
  n_puesto: Schema.String,
  id_empresa: Schema.Number,
  id_depto: Schema.NullOr(Schema.Number),
  tipo_puesto: Schema.Literal("O", "A", "D"),
})
export type PuestoOpcion = typeof PuestoOpcion.Type

const calls = endpointFamily(keys, {
  getPuestoFull: {
    summary: "El perfil completo de un puesto: generales y cada sección con los nombres de lo que cita (404 si no existe, 403 fuera de su rol).",
    request: PuestoRequest,
    result: JobProfile,
  },
  getPuestoById: {
    method: "GET",
    path: "/get-puesto-by-id/:empresa/:puesto",
    summary: "Los datos generales de un puesto de esa empresa (404 si el puesto no es de ella, 403 si la empresa no es de su rol).",
    query: true,
    scope: { empresa: "empresa" },
    request: Schema.Struct({ empresa: IdParam, puesto: Clave }),
    result: Row,
  },
  puestoEditar: {
    path: "/puesto/editar",
    summary: "Actualiza los datos generales de un puesto existente (la llamada de siempre; igual que /store-info-puesto-generales).",
    writes: true,
    scope: generalesScope,
    request: updateSchema(jobProfiles),
    result: Row,
  },
  getPuestosSelect: {
    summary: "Los puestos activos de las empresas de su rol, por nombre (los que puede elegir un registro nuevo); con id_empresa, los de esa empresa.",
    access: needsAnyKey("ORG500", "ORG550", "ORG555", "GP100"),
    scope: { id_empresa: "empresa" },
    request: Schema.Struct({ id_empresa: Schema.optional(Id) }),
    result: Schema.Array(PuestoOpcion),
  },
  getPuestos: {
    summary:
      "Los puestos de las empresas de su rol, activos o no, con departamento, nivel y plazas autorizadas y ocupadas (posiciones vigentes hoy con ocupante), por nombre; filtros opcionales id_empresa, id_depto, id_nivel_puesto y activo.",
    scope: { id_empresa: "empresa", id_depto: "departamento" },
    request: Schema.Struct({
      id_empresa: Schema.optional(Id),
      id_depto: Schema.optional(Id),
      id_nivel_puesto: Schema.optional(Id),
      activo: Schema.optional(Flag),
    }),
    result: Schema.Array(listRowSchema(jobProfiles)),
  },
})
export const { getPuestoFull, getPuestoById, puestoEditar, getPuestosSelect, getPuestos } = calls

export const organizationJobProfilesEndpoints = {
  ...jobProfileSectionEndpoints,
  getPuestoFull,
  getPuestoById,
  puestoEditar,
  getPuestosSelect,
  getPuestos,
} as const
