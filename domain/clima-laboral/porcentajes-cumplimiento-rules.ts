// CLI260 Porcentajes de cumplimiento (MODULES-MX §4): the NOM-035 obligations a work centre has
// by its size [V numerals], kept as data, and the three figures of a project: cumplimiento
// (cumplidas over aplicables), avance del plan (acciones cumplidas over acciones) and
// participación (respondidos over invitados), each to two decimals.

export type CentreSize = "hasta15" | "de16a50" | "mas50"

export const sizeOf = (workers: number): CentreSize => (workers <= 15 ? "hasta15" : workers <= 50 ? "de16a50" : "mas50")

export const obligationKeys = ["politica", "ats", "identificacion", "entorno", "medidas", "canalizacion", "difusion", "registros"] as const
export type ObligationKey = (typeof obligationKeys)[number]

export interface Obligation {
  readonly clave: ObligationKey
  readonly nombre: string
  /** The sizes it applies to. */
  readonly aplica: ReadonlyArray<CentreSize>
}

const all: ReadonlyArray<CentreSize> = ["hasta15", "de16a50", "mas50"]

export const obligations: ReadonlyArray<Obligation> = [
  { clave: "politica", nombre: "Política de prevención de riesgos psicosociales (5.1)", aplica: all },
  { clave: "ats", nombre: "Identificación de trabajadores expuestos a acontecimientos traumáticos severos, Guía I (5.5)", aplica: all },
  { clave: "identificacion", nombre: "Identificación y análisis de los factores de riesgo psicosocial (5.2)", aplica: ["de16a50", "mas50"] },
  { clave: "entorno", nombre: "Evaluación del entorno organizacional, Guía III (5.3)", aplica: ["mas50"] },
  { clave: "medidas", nombre: "Medidas de prevención y acciones de control (5.4, 8)", aplica: all },
  { clave: "canalizacion", nombre: "Canalización de los trabajadores expuestos para su atención (5.6)", aplica: all },
  { clave: "difusion", nombre: "Difusión e información a los trabajadores (5.7)", aplica: all },
  { clave: "registros", nombre: "Registros de resultados, medidas y canalizaciones (5.8)", aplica: all },
]

/** Whether an obligation applies to a centre of `workers`. */
export const applies = (o: Obligation, workers: number): boolean => o.aplica.includes(sizeOf(workers))

/** `part / whole × 100` to two decimals; null when there is no whole. */
export const percent = (part: number, whole: number): number | null => (whole <= 0 ? null : Math.round((part / whole) * 10000) / 100)

export interface ObligationState {
  readonly aplica: boolean
  readonly cumplida: boolean
}

/** cumplimiento = cumplidas / aplicables × 100 (5 of 7 → 71.43). */
export const compliance = (states: ReadonlyArray<ObligationState>): number | null => {
  const applicable = states.filter((s) => s.aplica)
  return percent(applicable.filter((s) => s.cumplida).length, applicable.length)
}

/** avance del plan = acciones cumplidas / acciones (9 of 12 → 75.00); a cancelled action is no longer part of the plan. */
export const planProgress = (estados: ReadonlyArray<string>): number | null => {
  const live = estados.filter((e) => e !== "Cancelada")
  return percent(live.filter((e) => e === "Cumplida").length, live.length)
}
