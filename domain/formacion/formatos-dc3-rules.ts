import { curpProblem } from "../rules/curp"
import { rfcProblem } from "../rules/rfc"
import { thematicAreas } from "./tablas-referencia-stps"
import { externalAgentTypes } from "./tablas-referencia-vocabulary"

// FOR250 Formatos DC-3 (MODULES-MX §3): what a DC-3 must carry before it is printed, and its
// dates. Pure functions over the facts the server reads (worker, company, course), so the form's
// list, the server's refusal and the tests judge alike. Every problem is listed, not only the
// first: whoever fixes the data sees the whole list at once.

/** The company headcount above which the Comisión Mixta signs (LFT 153-E [V]). */
export const comisionMixtaThreshold = 50

/** Working days from the course's end to hand a DC-3 over (Acuerdo DOF 14-06-2013). */
export const deliveryWorkingDays = 20

/** Working days after the plan year to file the DC-4 (Acuerdo DOF 14-06-2013). */
export const filingWorkingDays = 60

export interface Dc3Worker {
  readonly nombre: string | null
  readonly apellido_paterno: string | null
  readonly apellido_materno: string | null
  readonly curp: string | null
  /** The puesto's subárea of the CNO, and its name when the clave is in the catalogue. */
  readonly id_ocupacion_cno: string | null
  readonly n_ocupacion_cno: string | null
  readonly n_puesto: string | null
}

export interface Dc3Company {
  readonly razon_social: string | null
  readonly rfc: string | null
  /** The RFC was confirmed on the SAT's portal: a wrong check digit is kept (Empresas). */
  readonly rfc_validado_sat: boolean
  /** Active workers of the company: above 50 the Comisión Mixta's representatives sign. */
  readonly trabajadores: number
  readonly representante_legal: string | null
  readonly representante_patron_cmcap: string | null
  readonly representante_trabajadores_cmcap: string | null
}

export interface Dc3Course {
  readonly n_curso: string | null
  readonly duracion_horas: number | null
  readonly f_inicio: string | null
  readonly f_fin: string | null
  readonly area_tematica: string | null
  /** The agente capacitador's kind (INTERNO, EXTERNO_MORAL, EXTERNO_FISICA, STPS), name and STPS registration. */
  readonly agente_tipo: string | null
  readonly n_agente: string | null
  readonly registro_stps: string | null
  readonly n_instructor: string | null
}

export interface Dc3Facts {
  readonly trabajador: Dc3Worker
  readonly empresa: Dc3Company
  readonly curso: Dc3Course
}

export const dc3Messages = {
  nombre: "Falta el nombre o el apellido paterno del trabajador",
  curp: "Falta el CURP del trabajador",
  curpInvalido: (problem: string) => `CURP del trabajador: ${problem}`,
  ocupacion: "El puesto del trabajador no tiene ocupación del Catálogo Nacional de Ocupaciones",
  ocupacionCatalogo: "La ocupación del puesto no está en el Catálogo Nacional de Ocupaciones",
  puesto: "Falta el puesto del trabajador",
  razonSocial: "Falta la razón social de la empresa",
  rfc: "Falta el RFC de la empresa",
  rfcInvalido: (problem: string) => `RFC de la empresa: ${problem}`,
  curso: "Falta el nombre del curso",
  horas: "La duración del curso debe ser un número entero de horas mayor que cero",
  periodo: "El periodo de ejecución del curso no es válido",
  area: "El área temática del curso debe ser una de 1000 a 9000",
  agente: "Falta el agente capacitador del curso",
  registro: "Falta el registro STPS del agente capacitador externo",
  instructor: "Falta el nombre del instructor o tutor",
  patron: "Falta el nombre del patrón o representante legal de la empresa",
  patronComision: "Falta el representante de la empresa en la Comisión Mixta (más de 50 trabajadores)",
  trabajadores: "Falta el representante de los trabajadores en la Comisión Mixta (más de 50 trabajadores)",
} as const

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === ""
const isoDate = /^\d{4}-\d{2}-\d{2}$/
const areaCodes = new Set(thematicAreas.map(([clave]) => clave))

/** Whether the company signs through its Comisión Mixta (more than 50 workers). */
export const signsThroughComision = (company: Pick<Dc3Company, "trabajadores">): boolean => company.trabajadores > comisionMixtaThreshold

/** Every missing or wrong item of a DC-3, in the form's order; empty when it may be printed. */
export const dc3Problems = (facts: Dc3Facts): ReadonlyArray<string> => {
  const { trabajador: t, empresa: e, curso: c } = facts
  const problems: Array<string> = []
  if (blank(t.nombre) || blank(t.apellido_paterno)) problems.push(dc3Messages.nombre)
  if (blank(t.curp)) problems.push(dc3Messages.curp)
  else {
    const problem = curpProblem(t.curp ?? "")
    if (problem !== null) problems.push(dc3Messages.curpInvalido(problem))
  }
  if (blank(t.id_ocupacion_cno)) problems.push(dc3Messages.ocupacion)
  else if (blank(t.n_ocupacion_cno)) problems.push(dc3Messages.ocupacionCatalogo)
  if (blank(t.n_puesto)) problems.push(dc3Messages.puesto)
  if (blank(e.razon_social)) problems.push(dc3Messages.razonSocial)
  if (blank(e.rfc)) problems.push(dc3Messages.rfc)
  else {
    const problem = rfcProblem(e.rfc ?? "", { checkDigit: !e.rfc_validado_sat })
    if (problem !== null) problems.push(dc3Messages.rfcInvalido(problem))
  }
  if (blank(c.n_curso)) problems.push(dc3Messages.curso)
  if (c.duracion_horas === null || !Number.isInteger(c.duracion_horas) || c.duracion_horas <= 0) problems.push(dc3Messages.horas)
  if (c.f_inicio === null || c.f_fin === null || !isoDate.test(c.f_inicio) || !isoDate.test(c.f_fin) || c.f_fin < c.f_inicio) problems.push(dc3Messages.periodo)
  if (c.area_tematica === null || !areaCodes.has(c.area_tematica)) problems.push(dc3Messages.area)
  if (blank(c.n_agente)) problems.push(dc3Messages.agente)
  else if (externalAgentTypes.some((k) => k === c.agente_tipo) && blank(c.registro_stps)) problems.push(dc3Messages.registro)
  if (blank(c.n_instructor)) problems.push(dc3Messages.instructor)
  if (signsThroughComision(e)) {
    if (blank(e.representante_patron_cmcap) && blank(e.representante_legal)) problems.push(dc3Messages.patronComision)
    if (blank(e.representante_trabajadores_cmcap)) problems.push(dc3Messages.trabajadores)
  } else if (blank(e.representante_legal)) problems.push(dc3Messages.patron)
  return problems
}

/** A person's name as the DC-3 prints it: apellido paterno, materno, nombre(s), in capitals. */
export const dc3Name = (t: Pick<Dc3Worker, "nombre" | "apellido_paterno" | "apellido_materno">): string =>
  [t.apellido_paterno, t.apellido_materno, t.nombre]
    .filter((p): p is string => !blank(p))
    .map((p) => p.trim().toLocaleUpperCase("es-MX"))
    .join(" ")

// --- Dates ---------------------------------------------------------------------------------

const dayMs = 86_400_000
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10)

/** Monday to Friday and not one of the holidays given (the FESTIVO rows of the legal parameters). */
export const isWorkingDayWith = (day: string, holidays: ReadonlySet<string>): boolean => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !holidays.has(day)
}

/** The day `n` working days after `day` (the day itself does not count). */
export const workingDaysAfter = (day: string, n: number, holidays: ReadonlyArray<string>): string => {
  const off = new Set(holidays)
  let t = Date.parse(`${day}T00:00:00Z`)
  let left = n
  while (left > 0) {
    t += dayMs
    if (isWorkingDayWith(iso(t), off)) left -= 1
  }
  return iso(t)
}

/** The last day to hand the DC-3 over: 20 working days after the course ends. */
export const deliveryLimit = (fFin: string, holidays: ReadonlyArray<string>): string => workingDaysAfter(fFin, deliveryWorkingDays, holidays)

/** The last day to file the DC-4 of a plan year: 60 working days after the year ends. */
export const filingLimit = (anio: number, holidays: ReadonlyArray<string>): string => workingDaysAfter(`${anio}-12-31`, filingWorkingDays, holidays)

/** A DC-3 not handed over after its limit (today is later than the limit). */
export const isOverdue = (limit: string | null, delivered: string | null, today: string): boolean => limit !== null && delivered === null && today > limit

/** Where a participant's DC-3 stands, as the list says it. */
export type Dc3Standing = "Sin emitir" | "Emitida" | "Vencida" | "Entregada"

export const dc3Standing = (row: { readonly folio_dc3: string | null; readonly f_limite_entrega: string | null; readonly f_entrega: string | null }, today: string): Dc3Standing => {
  if (row.f_entrega !== null) return "Entregada"
  if (isOverdue(row.f_limite_entrega, null, today)) return "Vencida"
  return row.folio_dc3 === null ? "Sin emitir" : "Emitida"
}
