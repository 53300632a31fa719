import { Schema } from "effect"

// A whole job profile (DOMAIN-MX 3.5) as the readers of every section see it: the editor's
// /get-puesto-full, the printed job description (issue 12, deliverable 2) and, later, the
// competencies pages. Each id comes with the name a document prints. Money and weights are
// numbers as stored (pesos, hundredths kept); flags are '1' / '0'. Schemas, so /get-puesto-full
// answers exactly this shape; the types are theirs.

export const TipoPuesto = Schema.Literal("O", "A", "D")
export type TipoPuesto = typeof TipoPuesto.Type
export const Dominio = Schema.Literal("Básico", "Intermedio", "Avanzado", "Nativo")
export type Dominio = typeof Dominio.Type
export const NivelSoftware = Schema.Literal("Básico", "Intermedio", "Avanzado")
export type NivelSoftware = typeof NivelSoftware.Type
export const Frecuencia = Schema.Literal("Diaria", "Semanal", "Mensual", "Eventual")
export type Frecuencia = typeof Frecuencia.Type
export const Exposicion = Schema.Literal("Baja", "Media", "Alta")
export type Exposicion = typeof Exposicion.Type
/** 'O' organizacional, 'T' técnica, 'P' operativa (the stored tipo of competencias). */
export const TipoCompetencia = Schema.Literal("O", "T", "P")
export type TipoCompetencia = typeof TipoCompetencia.Type

export const tipoPuestoNames: Readonly<Record<TipoPuesto, string>> = { O: "Operativo", A: "Administrativo", D: "Directivo" }
export const tipoCompetenciaNames: Readonly<Record<TipoCompetencia, string>> = { O: "Organizacionales", T: "Técnicas", P: "Operativas" }

const Text = Schema.String
const NullText = Schema.NullOr(Schema.String)
const NullNumber = Schema.NullOr(Schema.Number)

export const JobProfileGenerales = Schema.Struct({
  id_puesto: Text,
  n_puesto: Text,
  id_empresa: Schema.Number,
  n_empresa: Text,
  id_depto: NullNumber,
  n_depto: NullText,
  id_nivel_puesto: NullNumber,
  n_nivel_puesto: NullText,
  id_puesto_jefe: NullText,
  n_puesto_jefe: NullText,
  objetivo: NullText,
  tipo_puesto: TipoPuesto,
  riesgo_puesto: NullText,
  n_riesgo_puesto: NullText,
  salario_min: NullNumber,
  salario_max: NullNumber,
  plazas_autorizadas: Schema.Number,
  /** Positions of the puesto in force today with an occupant today. */
  plazas_ocupadas: Schema.Number,
  activo: Schema.Literal("1", "0"),
})
export type JobProfileGenerales = typeof JobProfileGenerales.Type

export const JobProfilePerfil = Schema.Struct({
  id_escolaridad: Schema.Number,
  n_escolaridad: Text,
  carrera: NullText,
  especialidad: NullText,
  edad_min: NullNumber,
  edad_max: NullNumber,
})

export const JobProfileExperiencia = Schema.Struct({ area_o_puesto: Text, anios_min: Schema.Number })

export const JobProfileIdioma = Schema.Struct({ id_idioma: Schema.Number, n_idioma: Text, lectura: Dominio, escritura: Dominio, conversacion: Dominio })

export const JobProfileFinalidad = Schema.Struct({ orden: Schema.Number, descripcion: Text, frecuencia: Frecuencia })

export const JobProfileSoftware = Schema.Struct({ id_software: Schema.Number, n_software: Text, nivel: NivelSoftware })

export const JobProfileCompetencia = Schema.Struct({
  id_competencia: Schema.Number,
  n_competencia: Text,
  id_nivel_esperado: Schema.Number,
  n_nivel: Text,
  peso: Schema.Number,
})
export type JobProfileCompetencia = typeof JobProfileCompetencia.Type

/** A department, or (when id_depto is null) another puesto. */
export const JobProfileRelacionInterna = Schema.Struct({
  id_depto: NullNumber,
  n_depto: NullText,
  id_puesto_relacion: NullText,
  n_puesto_relacion: NullText,
  motivo: Text,
  frecuencia: Frecuencia,
})

export const JobProfileRelacionExterna = Schema.Struct({ entidad: Text, motivo: Text, frecuencia: Frecuencia })

export const JobProfileEntorno = Schema.Struct({ condicion: Text, exposicion: Exposicion, epp: NullText })

export const JobProfileDimensiones = Schema.Struct({
  personal_directo: NullNumber,
  personal_indirecto: NullNumber,
  presupuesto: NullNumber,
  ventas: NullNumber,
  activos_resguardo: NullNumber,
})

/** Every section of one puesto; an unfilled one-row section is null, an unfilled row section empty. */
export const JobProfile = Schema.Struct({
  generales: JobProfileGenerales,
  perfil: Schema.NullOr(JobProfilePerfil),
  experiencia: Schema.Array(JobProfileExperiencia),
  idiomas: Schema.Array(JobProfileIdioma),
  finalidades: Schema.Array(JobProfileFinalidad),
  software: Schema.Array(JobProfileSoftware),
  competencias: Schema.Struct({
    organizacionales: Schema.Array(JobProfileCompetencia),
    tecnicas: Schema.Array(JobProfileCompetencia),
    operativas: Schema.Array(JobProfileCompetencia),
  }),
  relacionesInternas: Schema.Array(JobProfileRelacionInterna),
  relacionesExternas: Schema.Array(JobProfileRelacionExterna),
  entornos: Schema.Array(JobProfileEntorno),
  dimensiones: Schema.NullOr(JobProfileDimensiones),
})
export type JobProfile = typeof JobProfile.Type
