import { formatCount, formatCountOf } from "../number-format"
import { weekHeading } from "../rules/calendar-week"

// Entrevistas' calendar (MODULES-MX §6: "List and calendar"): one week of interviews, Monday to
// Sunday, read from the interviews' own list endpoint with the date range filter
// (fecha_desde / fecha_hasta), so the server applies the caller's workplaces as in the list. Its
// words, and the part of a list row the calendar shows.

/** One interview as the calendar shows it: a row of `GET /entrevistas`, narrowed. */
export interface CalendarInterview {
  readonly id_entrevista: number
  readonly fecha: string
  readonly hora: string
  readonly n_candidato: string
  readonly n_vacante: string
  readonly n_etapa: string
  readonly n_entrevistadores: string
  readonly calificacion: number | null
  readonly recomendacion: string
  readonly estado: string
}

/** A week's interviews: those read, and how many the server counted (more than read when the week is that full). */
export interface WeekInterviews {
  readonly registros: ReadonlyArray<CalendarInterview>
  readonly total: number
}

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")
const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === "") return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/** A list row (already decoded by the list endpoint's schema) as the calendar's item; null when it has no key. */
export const calendarInterviewOf = (row: Readonly<Record<string, unknown>>): CalendarInterview | null => {
  const id = numberOrNull(row.id_entrevista)
  if (id === null) return null
  return {
    id_entrevista: id,
    fecha: text(row.fecha).slice(0, 10),
    hora: text(row.hora),
    n_candidato: text(row.n_candidato),
    n_vacante: text(row.n_vacante),
    n_etapa: text(row.n_etapa),
    n_entrevistadores: text(row.n_entrevistadores),
    calificacion: numberOrNull(row.calificacion),
    recomendacion: text(row.recomendacion),
    estado: text(row.estado),
  }
}

export const calendarTexts = {
  vista: "Vista",
  lista: "Lista",
  calendario: "Calendario",
  anterior: "Semana anterior",
  siguiente: "Semana siguiente",
  hoy: "Hoy",
  esHoy: "hoy",
  cargando: "Cargando las entrevistas de la semana…",
  sinEntrevistasDia: "Sin entrevistas",
  sinEntrevistasSemana: "No hay entrevistas en esta semana.",
  calificacion: "Calificación",
  entrevistadores: "Entrevistadores",
  /** The week and its count, said when the user moves to another week. */
  semana: (monday: string, total: number) => `${weekHeading(monday)}: ${formatCountOf(total, "entrevista", "entrevistas")}`,
  /** When a week holds more interviews than the calendar reads. */
  parcial: (shown: number, total: number) =>
    `Se muestran ${formatCount(shown)} de ${formatCount(total)} entrevistas de la semana; la vista Lista, con el filtro de fecha, muestra todas.`,
} as const
