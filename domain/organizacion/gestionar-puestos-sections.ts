import { catalogNames } from "../api/catalogs"
import { jobProfileRuleMessages, weightsAddUp } from "./gestionar-puestos-rules"
import { defaultMessages, type Fields, type RecordDescriptor, type RecordRule } from "../records/descriptor"
import { sampled } from "../records/field-extras"
import { type ChildDescriptor, integer, money, percent, rows, select, text, textarea } from "../records/field"
import type { TipoCompetencia } from "./gestionar-puestos-profile"
import { jobProfileMessages, jobProfiles } from "./gestionar-puestos"

// The job profile's sections (DOMAIN-MX 3.5, SPEC 7.4): one tab each, each read and saved on its
// own. A section is data: its id (the wire name of its get and store calls,
// /get-info-puesto-<id> and /store-info-puesto-<id>), its tab title and a record description of
// its fields (scalar fields, `rows` children) and rules. The same generic pair of handlers
// serves every section (server/organizacion/gestionar-puestos-sections.ts keeps where each is
// stored), and the same generic tab draws each one (src/organizacion/gestionar-puestos/JobProfileEditor).
//
// Generales is the puesto record itself (./job-profiles.ts); every other section carries the
// puesto's key and its own fields.

export const sectionMessages = {
  escolaridad: "La escolaridad es requerida",
  edades: "La edad mínima no puede ser mayor a la máxima",
  area: "El área o puesto es requerido",
  anios: "Los años de experiencia son requeridos",
  idioma: "El idioma es requerido",
  lectura: "La lectura es requerida",
  escritura: "La escritura es requerida",
  conversacion: "La conversación es requerida",
  descripcion: "La descripción es requerida",
  frecuencia: "La frecuencia es requerida",
  software: "El software es requerido",
  nivel: "El nivel es requerido",
  competencia: "La competencia es requerida",
  nivelEsperado: "El nivel esperado es requerido",
  peso: "El peso es requerido",
  competenciaRepetida: "La competencia ya está asignada al puesto",
  pesos: jobProfileRuleMessages.pesos,
  motivo: "El motivo es requerido",
  entidad: "La entidad es requerida",
  condicion: "La condición es requerida",
  exposicion: "La exposición es requerida",
  relacionDestino: (row: number) => `Relaciones internas, renglón ${row}: indique un departamento o un puesto, no ambos`,
  soloOperativo: "Las competencias operativas solo aplican a puestos de tipo Operativo",
  competenciaOtroTipo: (row: number) => `Renglón ${row}: la competencia no es de este tipo`,
} as const

const choicesOf = (ids: ReadonlyArray<string>) => ids.map((id) => ({ id, label: id }))
const dominios = choicesOf(["Básico", "Intermedio", "Avanzado", "Nativo"])
const nivelesSoftware = choicesOf(["Básico", "Intermedio", "Avanzado"])
const frecuencias = choicesOf(["Diaria", "Semanal", "Mensual", "Eventual"])
const exposiciones = choicesOf(["Baja", "Media", "Alta"])

export type SectionId =
  | "generales"
  | "perfil"
  | "exp-laboral"
  | "idiomas"
  | "finalidades"
  | "software"
  | "competencias-organizacionales"
  | "competencias-tecnicas"
  | "competencias-operativas"
  | "relaciones-internas"
  | "relaciones-externas"
  | "entornos"
  | "dimensiones"

export interface ProfileSection {
  readonly id: SectionId
  /** The tab's title. */
  readonly title: string
  /** Its fields (the puesto's key first) and rules; `resource` is `info-puesto-<id>`. */
  readonly descriptor: RecordDescriptor
}

/** The puesto a section belongs to: its key, read-only (the tab edits a stored puesto). */
const puestoKey = sampled(
  text({ label: "Clave del puesto", max: 10, required: jobProfileMessages.clave, upperCase: true, key: true }),
  (fc) => fc.constantFrom("P0001", "P0002", "NOEXISTE"),
)

const describe = (id: SectionId, title: string, fields: Fields, rules: ReadonlyArray<RecordRule> = []): ProfileSection => ({
  id,
  title,
  descriptor: {
    resource: `info-puesto-${id}`,
    title,
    singular: title.toLowerCase(),
    keys: ["ORG500"],
    messages: defaultMessages,
    fields: { id_puesto: puestoKey, ...fields },
    rules,
  },
})

const rowsOf = (v: Readonly<Record<string, unknown>>, field: string): ReadonlyArray<Readonly<Record<string, unknown>>> => {
  const value = v[field]
  return Array.isArray(value) ? (value as ReadonlyArray<Readonly<Record<string, unknown>>>) : []
}

// --- perfil ------------------------------------------------------------------------------------

const perfil = describe(
  "perfil",
  "Perfil",
  {
    id_escolaridad: select({
      label: "Escolaridad",
      integerId: true,
      required: sectionMessages.escolaridad,
      lookup: { catalogue: catalogNames.escolaridades, idColumn: "id_escolaridad", labelColumn: "n_escolaridad" },
    }),
    carrera: text({ label: "Carrera", max: 150 }),
    especialidad: text({ label: "Especialidad", max: 150 }),
    // Informative only: LFT 133 forbids refusing a worker for age or sex, so no sex is asked.
    edad_min: integer({ label: "Edad mínima", min: 15, max: 99, description: "Informativa" }),
    edad_max: integer({ label: "Edad máxima", min: 15, max: 99, description: "Informativa" }),
  },
  [
    {
      field: "edad_max",
      reads: ["edad_min", "edad_max"],
      check: (v) => (typeof v.edad_min === "number" && typeof v.edad_max === "number" && v.edad_min > v.edad_max ? sectionMessages.edades : undefined),
    },
  ],
)

// --- row sections ------------------------------------------------------------------------------

const experiencia: ChildDescriptor = {
  label: "Experiencia laboral",
  singular: "experiencia",
  maxRows: 30,
  fields: {
    area_o_puesto: text({ label: "Área o puesto", max: 100, required: sectionMessages.area }),
    anios_min: integer({ label: "Años mínimos", min: 0, max: 40, required: sectionMessages.anios }),
  },
}

const idiomas: ChildDescriptor = {
  label: "Idiomas",
  singular: "idioma",
  uniqueBy: ["id_idioma"],
  maxRows: 20,
  fields: {
    id_idioma: select({
      label: "Idioma",
      integerId: true,
      required: sectionMessages.idioma,
      lookup: { catalogue: catalogNames.idiomas, idColumn: "id_idioma", labelColumn: "n_idioma" },
    }),
    lectura: select({ label: "Lectura", required: sectionMessages.lectura, choices: dominios }),
    escritura: select({ label: "Escritura", required: sectionMessages.escritura, choices: dominios }),
    conversacion: select({ label: "Conversación", required: sectionMessages.conversacion, choices: dominios }),
  },
}

const finalidades: ChildDescriptor = {
  label: "Finalidades",
  singular: "finalidad",
  maxRows: 40,
  fields: {
    descripcion: textarea({ label: "Descripción", max: 500, required: sectionMessages.descripcion }),
    frecuencia: select({ label: "Frecuencia", required: sectionMessages.frecuencia, choices: frecuencias }),
  },
}

const software: ChildDescriptor = {
  label: "Software",
  singular: "software",
  uniqueBy: ["id_software"],
  maxRows: 30,
  fields: {
    id_software: select({
      label: "Software",
      integerId: true,
      required: sectionMessages.software,
      lookup: { catalogue: catalogNames.software, idColumn: "id_software", labelColumn: "n_software" },
    }),
    nivel: select({ label: "Nivel", required: sectionMessages.nivel, choices: nivelesSoftware }),
  },
}

/** The catalogue of each competency type's select. */
const competencyCatalogue: Readonly<Record<TipoCompetencia, string>> = {
  O: catalogNames.competenciasOrganizacionales,
  T: catalogNames.competenciasTecnicas,
  P: catalogNames.competenciasOperativas,
}

const competencias = (tipo: TipoCompetencia): ChildDescriptor => ({
  label: "Competencias",
  singular: "competencia",
  maxRows: 30,
  fields: {
    id_competencia: select({
      label: "Competencia",
      integerId: true,
      required: sectionMessages.competencia,
      lookup: { catalogue: competencyCatalogue[tipo], idColumn: "id_competencia", labelColumn: "n_competencia" },
    }),
    id_nivel_esperado: select({
      label: "Nivel esperado",
      integerId: true,
      required: sectionMessages.nivelEsperado,
      lookup: { catalogue: catalogNames.nivelesCompetencia, idColumn: "id_nivel", labelColumn: "n_nivel" },
    }),
    peso: sampled(percent({ label: "Peso", min: 0.01, max: 100, required: sectionMessages.peso }), (fc) => fc.constantFrom(100, 50, 25, 33.33)),
  },
})

/** Per type: no competency twice, and the weights add up to 100 in hundredths when any row exists. */
const competencyRules: ReadonlyArray<RecordRule> = [
  {
    field: "competencias",
    reads: ["competencias"],
    check: (v) => {
      const items = rowsOf(v, "competencias")
      const ids = items.map((r) => r.id_competencia)
      if (new Set(ids).size !== ids.length) return sectionMessages.competenciaRepetida
      return weightsAddUp(items.map((r) => Number(r.peso))) ? undefined : sectionMessages.pesos
    },
  },
]

const frecuencia = select({ label: "Frecuencia", required: sectionMessages.frecuencia, choices: frecuencias })
const motivo = text({ label: "Motivo", max: 200, required: sectionMessages.motivo })

const relacionesInternas: ChildDescriptor = {
  label: "Relaciones internas",
  singular: "relación interna",
  maxRows: 30,
  fields: {
    id_depto: select({
      label: "Departamento",
      integerId: true,
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" },
    }),
    id_puesto_relacion: select({
      label: "Puesto",
      max: 10,
      lookup: { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto" },
    }),
    motivo,
    frecuencia,
  },
}

const relacionesExternas: ChildDescriptor = {
  label: "Relaciones externas",
  singular: "relación externa",
  maxRows: 30,
  fields: {
    entidad: text({ label: "Entidad", max: 100, required: sectionMessages.entidad, description: "Clientes, proveedores, IMSS, SAT…" }),
    motivo,
    frecuencia,
  },
}

const entornos: ChildDescriptor = {
  label: "Entornos",
  singular: "entorno",
  maxRows: 30,
  fields: {
    condicion: text({ label: "Condición", max: 100, required: sectionMessages.condicion, description: "Ruido, altura, temperatura, químicos…" }),
    exposicion: select({ label: "Exposición", required: sectionMessages.exposicion, choices: exposiciones }),
    epp: text({ label: "Equipo de protección personal", max: 200 }),
  },
}

/** Exactly one of department and puesto per internal relation. */
const internalRules: ReadonlyArray<RecordRule> = [
  {
    field: "relaciones",
    reads: ["relaciones"],
    check: (v) => {
      const bad = rowsOf(v, "relaciones").findIndex((r) => (r.id_depto === null || r.id_depto === undefined) === (r.id_puesto_relacion === null || r.id_puesto_relacion === undefined))
      return bad < 0 ? undefined : sectionMessages.relacionDestino(bad + 1)
    },
  },
]

const dimensiones = describe("dimensiones", "Dimensiones", {
  personal_directo: integer({ label: "Personal directo", min: 0, max: 100_000 }),
  personal_indirecto: integer({ label: "Personal indirecto", min: 0, max: 1_000_000 }),
  presupuesto: money({ label: "Presupuesto anual", max: 999_999_999_999.99 }),
  ventas: money({ label: "Ventas anuales", max: 999_999_999_999.99 }),
  activos_resguardo: money({ label: "Activos bajo resguardo", max: 999_999_999_999.99 }),
})

/** The generales tab: the puesto record's own description. */
const generales: ProfileSection = { id: "generales", title: "Generales", descriptor: jobProfiles }

/** Every section, in tab order. */
export const profileSections: ReadonlyArray<ProfileSection> = [
  generales,
  perfil,
  describe("exp-laboral", "Experiencia laboral", { experiencia: rows({ label: "Experiencia laboral", of: experiencia }) }),
  describe("idiomas", "Idiomas", { idiomas: rows({ label: "Idiomas", of: idiomas }) }),
  describe("finalidades", "Finalidades", { finalidades: rows({ label: "Finalidades", of: finalidades }) }),
  describe("software", "Software", { software: rows({ label: "Software", of: software }) }),
  describe("competencias-organizacionales", "Competencias organizacionales", { competencias: rows({ label: "Competencias organizacionales", of: competencias("O") }) }, competencyRules),
  describe("competencias-tecnicas", "Competencias técnicas", { competencias: rows({ label: "Competencias técnicas", of: competencias("T") }) }, competencyRules),
  describe("competencias-operativas", "Competencias operativas", { competencias: rows({ label: "Competencias operativas", of: competencias("P") }) }, competencyRules),
  describe("relaciones-internas", "Relaciones internas", { relaciones: rows({ label: "Relaciones internas", of: relacionesInternas }) }, internalRules),
  describe("relaciones-externas", "Relaciones externas", { relaciones: rows({ label: "Relaciones externas", of: relacionesExternas }) }),
  describe("entornos", "Entornos", { entornos: rows({ label: "Entornos", of: entornos }) }),
  dimensiones,
]

/** The competency type a section edits, for the three competency sections. */
export const competencyTypeOf: Readonly<Partial<Record<SectionId, TipoCompetencia>>> = {
  "competencias-organizacionales": "O",
  "competencias-tecnicas": "T",
  "competencias-operativas": "P",
}

export const sectionOf = (id: SectionId): ProfileSection => {
  const found = profileSections.find((s) => s.id === id)
  if (found === undefined) throw new Error(`unknown section ${id}`)
  return found
}
