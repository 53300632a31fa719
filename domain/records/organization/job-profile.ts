// A whole job profile (DOMAIN-MX 3.5) as the readers of every section see it: the editor's
// /get-puesto-full, the printed job description (issue 12, deliverable 2) and, later, the
// competencies pages. Each id comes with the name a document prints. Money and weights are
// numbers as stored (pesos, hundredths kept); flags are '1' / '0'.

export type TipoPuesto = "O" | "A" | "D"
export type Dominio = "Básico" | "Intermedio" | "Avanzado" | "Nativo"
export type Frecuencia = "Diaria" | "Semanal" | "Mensual" | "Eventual"
export type Exposicion = "Baja" | "Media" | "Alta"
/** 'O' organizacional, 'T' técnica, 'P' operativa (the stored tipo of competencias). */
export type TipoCompetencia = "O" | "T" | "P"

export const tipoPuestoNames: Readonly<Record<TipoPuesto, string>> = { O: "Operativo", A: "Administrativo", D: "Directivo" }
export const tipoCompetenciaNames: Readonly<Record<TipoCompetencia, string>> = { O: "Organizacionales", T: "Técnicas", P: "Operativas" }

export interface JobProfileGenerales {
  readonly id_puesto: string
  readonly n_puesto: string
  readonly id_empresa: number
  readonly n_empresa: string
  readonly id_depto: number | null
  readonly n_depto: string | null
  readonly id_nivel_puesto: number | null
  readonly n_nivel_puesto: string | null
  readonly id_puesto_jefe: string | null
  readonly n_puesto_jefe: string | null
  readonly objetivo: string | null
  readonly tipo_puesto: TipoPuesto
  readonly riesgo_puesto: string | null
  readonly n_riesgo_puesto: string | null
  readonly salario_min: number | null
  readonly salario_max: number | null
  readonly plazas_autorizadas: number
  /** Positions of the puesto in force today with an occupant today. */
  readonly plazas_ocupadas: number
  readonly activo: "1" | "0"
}

export interface JobProfilePerfil {
  readonly id_escolaridad: number
  readonly n_escolaridad: string
  readonly carrera: string | null
  readonly especialidad: string | null
  readonly edad_min: number | null
  readonly edad_max: number | null
}

export interface JobProfileExperiencia {
  readonly area_o_puesto: string
  readonly anios_min: number
}

export interface JobProfileIdioma {
  readonly id_idioma: number
  readonly n_idioma: string
  readonly lectura: Dominio
  readonly escritura: Dominio
  readonly conversacion: Dominio
}

export interface JobProfileFinalidad {
  readonly orden: number
  readonly descripcion: string
  readonly frecuencia: Frecuencia
}

export interface JobProfileSoftware {
  readonly id_software: number
  readonly n_software: string
  readonly nivel: Exclude<Dominio, "Nativo">
}

export interface JobProfileCompetencia {
  readonly id_competencia: number
  readonly n_competencia: string
  readonly id_nivel_esperado: number
  readonly n_nivel: string
  readonly peso: number
}

export interface JobProfileRelacionInterna {
  /** A department, or (when null) another puesto. */
  readonly id_depto: number | null
  readonly n_depto: string | null
  readonly id_puesto_relacion: string | null
  readonly n_puesto_relacion: string | null
  readonly motivo: string
  readonly frecuencia: Frecuencia
}

export interface JobProfileRelacionExterna {
  readonly entidad: string
  readonly motivo: string
  readonly frecuencia: Frecuencia
}

export interface JobProfileEntorno {
  readonly condicion: string
  readonly exposicion: Exposicion
  readonly epp: string | null
}

export interface JobProfileDimensiones {
  readonly personal_directo: number | null
  readonly personal_indirecto: number | null
  readonly presupuesto: number | null
  readonly ventas: number | null
  readonly activos_resguardo: number | null
}

/** Every section of one puesto; an unfilled one-row section is null, an unfilled row section empty. */
export interface JobProfile {
  readonly generales: JobProfileGenerales
  readonly perfil: JobProfilePerfil | null
  readonly experiencia: ReadonlyArray<JobProfileExperiencia>
  readonly idiomas: ReadonlyArray<JobProfileIdioma>
  readonly finalidades: ReadonlyArray<JobProfileFinalidad>
  readonly software: ReadonlyArray<JobProfileSoftware>
  readonly competencias: Readonly<Record<"organizacionales" | "tecnicas" | "operativas", ReadonlyArray<JobProfileCompetencia>>>
  readonly relacionesInternas: ReadonlyArray<JobProfileRelacionInterna>
  readonly relacionesExternas: ReadonlyArray<JobProfileRelacionExterna>
  readonly entornos: ReadonlyArray<JobProfileEntorno>
  readonly dimensiones: JobProfileDimensiones | null
}
