import { Schema } from "effect"
import { sectionMessages, sectionOf } from "../organizacion/gestionar-puestos-sections"
import { TipoCompetenciaWire, tipoSection } from "./competency-types"
import { Envelope, endpoint, fileEndpoint, needsAnyKey, xlsxFile } from "../api/endpoint"

// Competencias por puesto (COM250, DOMAIN-MX 5.5): what a puesto expects of each competency, by
// type. Not a record resource: the rows belong to the puesto (puestos_competencias, the same
// store the job profile's three competency tabs edit, so both pages read and write one truth),
// and a save replaces one type's grid as a whole, weights adding up to 100. The puesto belongs
// to a company: 403 for a company outside the caller's role, 404 for a puesto not of the company.

const keys = needsAnyKey("COM250")

const IdEmpresa = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "La empresa no es válida" })).annotations({
  message: () => "La empresa es requerida",
})
const IdPuesto = Schema.String.pipe(
  Schema.minLength(1, { message: () => "El puesto es requerido" }),
  Schema.maxLength(10, { message: () => "El puesto: máximo 10 caracteres" }),
)
const Id = Schema.Int.pipe(Schema.between(1, 999_999_999))

export const PuestoCompetenciasRequest = Schema.Struct({ id_empresa: IdEmpresa, id_puesto: IdPuesto })

/** The export: every puesto of the company, or the one chosen. */
export const ExportarCompetenciasPuestoRequest = Schema.Struct({ id_empresa: IdEmpresa, id_puesto: Schema.optional(Schema.NullOr(IdPuesto)) })
export type ExportarCompetenciasPuestoRequest = typeof ExportarCompetenciasPuestoRequest.Type

/** One expectation as the page's grids edit it. */
export const FilaCompetencia = Schema.Struct({
  id_competencia: Id.annotations({ message: () => sectionMessages.competencia }),
  id_nivel_esperado: Id.annotations({ message: () => sectionMessages.nivelEsperado }),
  peso: Schema.Number.pipe(
    Schema.greaterThanOrEqualTo(0.01, { message: () => "El peso debe ser mayor a 0" }),
    Schema.lessThanOrEqualTo(100, { message: () => "El peso no puede ser mayor a 100" }),
    Schema.filter((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6 || "El peso admite hasta dos decimales"),
  ),
})
export type FilaCompetencia = typeof FilaCompetencia.Type

/**
 * The rules of one type's grid are the job profile's competency section's (no competency twice,
 * weights adding up to 100 when any row exists): the same rule objects, run on the rows as the
 * section's `competencias`, so the two pages never judge the same rows differently.
 */
const sectionRules = sectionOf(tipoSection.ORG).descriptor.rules ?? []
export const filasProblem = (filas: ReadonlyArray<FilaCompetencia>): string | undefined =>
  sectionRules.map((r) => r.check({ competencias: filas })).find((problem) => problem !== undefined)

export const GuardarCompetenciasPuestoRequest = Schema.Struct({
  id_empresa: IdEmpresa,
  id_puesto: IdPuesto,
  tipo: TipoCompetenciaWire,
  filas: Schema.Array(FilaCompetencia).pipe(Schema.maxItems(30, { message: () => "Máximo 30 competencias por tipo" })),
}).pipe(
  Schema.filter((r) => {
    const problem = filasProblem(r.filas)
    return problem === undefined ? true : { path: ["filas"], message: problem }
  }),
)

/** A stored expectation with the names the grids show and the level's value (gaps compare values). */
export const CompetenciaEsperada = Schema.Struct({
  tipo: TipoCompetenciaWire,
  orden: Schema.Number,
  id_competencia: Schema.Number,
  n_competencia: Schema.String,
  id_nivel_esperado: Schema.Number,
  n_nivel: Schema.String,
  valor_esperado: Schema.Number,
  peso: Schema.Number,
})
export type CompetenciaEsperada = typeof CompetenciaEsperada.Type

export const PuestoCompetencias = Schema.Struct({
  id_empresa: Schema.Number,
  id_puesto: Schema.String,
  n_puesto: Schema.String,
  /** 'O' Operativo, 'A' Administrativo, 'D' Directivo: operative competencies apply to 'O' only. */
  tipo_puesto: Schema.String,
  competencias: Schema.Array(CompetenciaEsperada),
})
export type PuestoCompetencias = typeof PuestoCompetencias.Type

export const competenciasPuestoEndpoints = {
  getCompetenciasPuesto: endpoint({
    name: "getCompetenciasPuesto",
    method: "POST",
    path: "/get-competencias-puesto",
    summary: "Competencias que el puesto espera, por tipo (ORG, TEC, OPE), con nivel esperado y peso: las mismas filas de las pestañas de competencias del perfil de puesto.",
    access: keys,
    writes: false,
    scope: { id_empresa: "empresa" },
    request: PuestoCompetenciasRequest,
    response: Envelope(PuestoCompetencias),
  }),
  guardarCompetenciasPuesto: endpoint({
    name: "guardarCompetenciasPuesto",
    method: "POST",
    path: "/guardar-competencias-puesto",
    summary:
      "Reemplaza las competencias de un tipo del puesto: sin competencias repetidas, pesos que suman 100; las operativas solo en puestos de tipo Operativo. Responde el puesto como queda.",
    access: keys,
    writes: true,
    scope: { id_empresa: "empresa" },
    request: GuardarCompetenciasPuestoRequest,
    response: Envelope(PuestoCompetencias),
  }),
  exportarCompetenciasPuesto: fileEndpoint({
    name: "exportarCompetenciasPuesto",
    method: "POST",
    path: "/exportar-competencias-puesto",
    summary:
      "Las competencias que esperan los puestos activos de la empresa (o solo el puesto indicado) en Excel: una fila por puesto y competencia, con tipo, nivel esperado, su valor y el peso.",
    access: keys,
    writes: false,
    scope: { id_empresa: "empresa" },
    request: ExportarCompetenciasPuestoRequest,
    file: xlsxFile,
  }),
} as const
