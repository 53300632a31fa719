import { Schema } from "effect"
import { objectiveCountProblem, objectiveDirections, weightsProblem } from "../rules/evaluacion-objetivos"
import { objectiveSheetStates, objectiveUnits } from "./objetivos-vocabulary"

// EVA010 Objetivos (MODULES-MX §5): one SMART objective as the capture form sends it, the
// Spanish messages of the page and its server, and the checks of a whole sheet that both the
// form (as the person types) and the server (before storing) run.

export const objectiveMessages = {
  proyecto: "El proyecto es requerido",
  empleado: "El colaborador es requerido",
  descripcion: "La descripción del objetivo es requerido",
  descripcionLarga: "La descripción del objetivo debe tener hasta 300 caracteres",
  indicador: "El indicador es requerido",
  indicadorLargo: "El indicador debe tener hasta 150 caracteres",
  unidad: `La unidad debe ser ${objectiveUnits.join(", ")}`,
  sentido: `El sentido debe ser ${objectiveDirections.join(", ")}`,
  numero: "Ingrese un número",
  meta: "La meta es requerida",
  metaIgualBase: "La meta debe ser distinta de la línea base",
  metaPositiva: "La meta debe ser mayor que 0 cuando menor es mejor",
  peso: "El peso debe estar entre 5 y 50",
  pesoDecimales: "El peso admite hasta 2 decimales",
  fecha: "La fecha debe tener el formato aaaa-mm-dd",
  fechaPeriodo: "La fecha compromiso debe quedar dentro del periodo del proyecto",
  padre: "El objetivo padre debe ser un objetivo del jefe en el mismo proyecto",
  padreEliminado: "No puede eliminar un objetivo del que dependen objetivos de sus colaboradores",
  objetivoAjeno: "El objetivo no pertenece a la hoja del colaborador",
  estado: `El estado debe ser ${objectiveSheetStates.join(", ")}`,
  resultado: "El resultado debe ser Aprobado o Devuelto",
  comentario: "El comentario es requerido para devolver los objetivos",
  comentarioLargo: "El comentario debe tener hasta 500 caracteres",
  sinObjetivos: "El proyecto no tiene objetivos: es de tipo 360 u Operativa",
  fueraDeFase: "Los objetivos se capturan, envían y aprueban mientras el proyecto está publicado en la fase Captura de objetivos o Aprobación",
  noParticipante: "El colaborador no participa en el proyecto",
  soloEditable: "Solo objetivos en borrador o devueltos se capturan o se envían",
  soloEnviado: "Solo objetivos enviados se aprueban o se devuelven",
  soloJefe: "Solo el ocupante de la posición del jefe del colaborador aprueba o devuelve sus objetivos",
  sinAnterior: "El colaborador no tiene objetivos en un ciclo anterior",
  guardados: "Objetivos guardados",
  enviados: "Objetivos enviados",
  aprobados: "Objetivos aprobados",
  devueltos: "Objetivos devueltos",
  maximoTecnico: "Capture hasta 100 objetivos por colaborador",
  copiados: (n: number, proyecto: string) => `Se copiaron ${n} objetivos de ${proyecto}`,
} as const

const m = objectiveMessages

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => ({ message, override: true }) })

const text = (max: number, required: string, tooLong: string) =>
  Schema.Trim.pipe(Schema.minLength(1, { message: () => required }), Schema.maxLength(max, { message: () => tooLong }))

const figure = Schema.Number.pipe(Schema.finite({ message: () => m.numero })).annotations({ message: () => ({ message: m.numero, override: true }) })

// The arbitraries: generated requests (the API's access and fuzz sweeps) meet the filters.
const isoDay = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => m.fecha }),
  Schema.filter((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s) || m.fecha
  }),
).annotations({
  arbitrary: () => (fc) => fc.integer({ min: 0, max: 3652 }).map((days) => new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)),
})

/** A weight in percent: 5 to 50 with at most two decimals (dec(5,2)). */
const Peso = Schema.Number.annotations({ message: () => m.peso }).pipe(
  Schema.between(5, 50, { message: () => m.peso }),
  Schema.filter((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6 || m.pesoDecimales),
).annotations({ arbitrary: () => (fc) => fc.integer({ min: 500, max: 5000 }).map((cents) => cents / 100) })

export const ObjectiveUnit = Schema.Literal(...objectiveUnits).annotations({ message: () => ({ message: m.unidad, override: true }) })
export const ObjectiveDirection = Schema.Literal(...objectiveDirections).annotations({ message: () => ({ message: m.sentido, override: true }) })

/** The rules of one objective across its fields, each named by the field it is about. */
export const objectiveFieldProblems = (o: {
  readonly sentido: string
  readonly linea_base: number | null
  readonly meta: number
}): ReadonlyArray<{ readonly campo: "meta"; readonly mensaje: string }> => [
  ...(o.linea_base !== null && Math.round(o.linea_base * 100) === Math.round(o.meta * 100) ? [{ campo: "meta" as const, mensaje: m.metaIgualBase }] : []),
  ...(o.sentido === "Menor es mejor" && !(o.meta > 0) ? [{ campo: "meta" as const, mensaje: m.metaPositiva }] : []),
]

/** One objective as captured. `id_objetivo` names a stored one of the same sheet (kept, so its cascade stays); absent, a new one. */
export const Objective = Schema.Struct({
  id_objetivo: Schema.optionalWith(Schema.NullOr(Id(m.objetivoAjeno)), { default: () => null }),
  descripcion: text(300, m.descripcion, m.descripcionLarga),
  indicador: text(150, m.indicador, m.indicadorLargo),
  unidad: ObjectiveUnit,
  sentido: ObjectiveDirection,
  linea_base: Schema.optionalWith(Schema.NullOr(figure), { default: () => null }),
  meta: figure.annotations({ message: () => ({ message: m.meta, override: true }) }),
  peso: Peso,
  f_compromiso: Schema.optionalWith(Schema.NullOr(isoDay), { default: () => null }),
  id_objetivo_padre: Schema.optionalWith(Schema.NullOr(Id(m.padre)), { default: () => null }),
}).pipe(
  Schema.filter((o) => {
    const problems = objectiveFieldProblems(o)
    return problems.length === 0 ? true : problems.map((p) => ({ path: [p.campo], message: p.mensaje }))
  }),
)
export type Objective = typeof Objective.Type

export const SheetKey = Schema.Struct({ id_proyecto: Id(m.proyecto), id_empleado: Id(m.empleado) })
export type SheetKey = typeof SheetKey.Type

export const SaveObjectives = Schema.Struct({
  id_proyecto: Id(m.proyecto),
  id_empleado: Id(m.empleado),
  objetivos: Schema.Array(Objective).pipe(Schema.maxItems(100, { message: () => m.maximoTecnico })),
})
export type SaveObjectives = typeof SaveObjectives.Type

export const approvalResults = ["Aprobado", "Devuelto"] as const

export const ApproveObjectives = Schema.Struct({
  id_proyecto: Id(m.proyecto),
  id_empleado: Id(m.empleado),
  resultado: Schema.Literal(...approvalResults).annotations({ message: () => ({ message: m.resultado, override: true }) }),
  comentario: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(500, { message: () => m.comentarioLargo })), { default: () => "" }),
}).pipe(Schema.filter((r) => r.resultado === "Aprobado" || r.comentario !== "" || { path: ["comentario"], message: m.comentario }))
export type ApproveObjectives = typeof ApproveObjectives.Type

const optionalId = (message: string) => Schema.optionalWith(Schema.NullOr(Id(message)), { default: () => null })

export const ObjectivesFilter = Schema.Struct({
  id_proyecto: Id(m.proyecto),
  id_empresa: optionalId("La empresa no es válida"),
  id_centro_trabajo: optionalId("El centro de trabajo no es válido"),
  id_depto: optionalId("El departamento no es válido"),
  estado: Schema.optionalWith(Schema.NullOr(Schema.Literal(...objectiveSheetStates).annotations({ message: () => ({ message: m.estado, override: true }) })), {
    default: () => null,
  }),
})
export type ObjectivesFilter = typeof ObjectivesFilter.Type

/** Σ peso in hundredths: what the form shows as the person types and what the server compares. */
export const weightTotalCents = (pesos: ReadonlyArray<number>): number => pesos.reduce((sum, p) => sum + (Number.isFinite(p) ? Math.round(p * 100) : 0), 0)

/** Σ peso as a text with two decimals (100.00). */
export const weightTotalText = (pesos: ReadonlyArray<number>): string => (weightTotalCents(pesos) / 100).toFixed(2)

export interface SheetLimits {
  readonly min: number
  readonly max: number
}

/** The refusals of a whole sheet: its count against the system parameters, then its weights. */
export const sheetProblems = (pesos: ReadonlyArray<number>, limits: SheetLimits): ReadonlyArray<string> => {
  const count = objectiveCountProblem(pesos.length, limits.min, limits.max)
  const weights = weightsProblem(pesos)
  return [...(count === undefined ? [] : [count]), ...(weights === undefined ? [] : [weights])]
}

/** Whether a date falls within the project's period (inclusive); ISO days compare as text. */
export const withinPeriod = (day: string, f_inicio: string, f_fin: string): boolean => day >= f_inicio && day <= f_fin

/** The phases in which objectives are captured, sent and approved [D]. */
export const capturePhases = ["Captura de objetivos", "Aprobación"] as const

/** Whether the project's state and phase allow capturing, sending and approving objectives. */
export const captureOpen = (estado: string, fase_actual: string | null): boolean =>
  estado === "Publicado" && fase_actual !== null && (capturePhases as ReadonlyArray<string>).includes(fase_actual)

/** The project types that carry objectives. */
export const objectiveProjectTypes = ["Objetivos", "Integral"] as const
