import { messages } from "../messages"
import type { LetterPlaceholder } from "./plantillas-carta-rules"
import { seniority } from "../rules/seniority"

// Cartas laborales (GP210, DOMAIN-MX 4.5) and reconocimientos (DOMAIN-MX 4.12): the vocabulary
// the migration, the server and the pages share, and their pure rules.

/** What a letter type is, so its rules apply: a término letter needs a baja, and so on. */
export const letterClasses = [
  { id: "CL", label: "Constancia laboral" },
  { id: "CP", label: "Constancia de percepciones" },
  { id: "RE", label: "Carta de recomendación" },
  { id: "TE", label: "Carta de término de relación laboral" },
  { id: "OT", label: "Otra" },
] as const
export type LetterClass = (typeof letterClasses)[number]["id"]
export const letterClassIds: ReadonlyArray<LetterClass> = letterClasses.map((c) => c.id)

export const letterStates = ["Solicitada", "Emitida"] as const
export type LetterState = (typeof letterStates)[number]

export const defaultAddressee = "A QUIEN CORRESPONDA"

/**
 * LFT art. 132-VIII: the employer gives a constancia of service within three days of the request.
 * A request still unissued after three calendar days is overdue (the list shows it in red).
 */
export const letterDueDays = 3

const dayNumber = (iso: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return m === null ? null : Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000
}

/** Whether a letter request is overdue on `today`: still Solicitada more than three days after it came. */
export const isLetterOverdue = (estado: string, f_solicitud: string, today: string): boolean => {
  const from = dayNumber(f_solicitud)
  const to = dayNumber(today)
  return estado === "Solicitada" && from !== null && to !== null && to - from > letterDueDays
}

/**
 * The private data a letter prints only when it asks for it (DOMAIN-MX 4.5's two flags), with the
 * placeholders each flag lets through. The CURP goes with the NSS and the RFC: it identifies the
 * person as much as they do, and the letter has no flag of its own for it.
 */
export const letterPrivacyFlags = [
  { flag: "incluir_salario", label: "Incluir salario", placeholders: ["salario_diario", "salario_mensual", "salario_mensual_letra"] },
  { flag: "incluir_nss_rfc", label: "Incluir NSS y RFC", placeholders: ["nss", "rfc", "curp"] },
] as const satisfies ReadonlyArray<{ readonly flag: string; readonly label: string; readonly placeholders: ReadonlyArray<LetterPlaceholder> }>

export type LetterPrivacyFlag = (typeof letterPrivacyFlags)[number]["flag"]

/** A letter's flags as stored and sent: '1' asks for the data, anything else leaves it out. */
export type LetterPrivacyChoice = Readonly<Partial<Record<LetterPrivacyFlag, unknown>>>

const names = (text: string, placeholder: LetterPlaceholder): boolean => text.includes(`{${placeholder}}`)

/** Whether a text prints the salary through a placeholder. */
export const usesSalary = (text: string): boolean => letterPrivacyFlags[0].placeholders.some((p) => names(text, p))

/** The flags a text needs: each one of whose placeholders it names. */
export const flagsNamedBy = (text: string): ReadonlyArray<LetterPrivacyFlag> =>
  letterPrivacyFlags.filter((f) => f.placeholders.some((p) => names(text, p))).map((f) => f.flag)

export interface UnflaggedPlaceholder {
  readonly placeholder: LetterPlaceholder
  readonly flag: LetterPrivacyFlag
  readonly label: string
}

/** The first private placeholder of the text (in reading order) whose flag the letter leaves off; null when none. */
export const unflaggedPlaceholder = (text: string, choice: LetterPrivacyChoice): UnflaggedPlaceholder | null => {
  let first: { readonly at: number; readonly found: UnflaggedPlaceholder } | null = null
  for (const f of letterPrivacyFlags) {
    if (choice[f.flag] === "1") continue
    for (const placeholder of f.placeholders) {
      const at = text.indexOf(`{${placeholder}}`)
      if (at >= 0 && (first === null || at < first.at)) first = { at, found: { placeholder, flag: f.flag, label: f.label } }
    }
  }
  return first?.found ?? null
}

/** "El texto incluye el dato {nss}: marque «Incluir NSS y RFC» o quite el dato del texto". */
export const unflaggedMessage = (problem: UnflaggedPlaceholder): string =>
  messages.datoPrivadoSinMarcar.replace("{dato}", `{${problem.placeholder}}`).replace("{casilla}", problem.label)

export const letterMessages = {
  emitida: "La carta ya fue emitida; solo puede reemitirse con un nuevo folio",
  emitidaNoSeBorra: "Una carta emitida no puede eliminarse",
  cartaNoExiste: "La carta no existe",
  tipoNoExiste: "El tipo de carta no existe o no está activo",
  terminoSinBaja: "La carta de término solo se emite a colaboradores dados de baja",
  recomendacionNoRecontratable: "El colaborador fue dado de baja como no recontratable",
  firmanteInvalido: "El firmante debe ser un colaborador activo de la misma empresa",
  solicitudFutura: "La fecha de solicitud no puede ser posterior a hoy",
  sinSalario: "El colaborador no tiene salario registrado",
  textoVacio: "El texto de la carta es requerido",
  emitidaOk: "Carta emitida",
  reemitidaOk: "Carta reemitida con un nuevo folio",
  datosDesconocidos: "Se imprimirán tal como están escritos",
} as const

/** Years of seniority recognised (DOMAIN-MX 4.12). */
export const seniorityMilestones = [5, 10, 15, 20, 25] as const

/**
 * The milestone an active employee reaches in the month of `today` (`YYYY-MM-..`), counted from
 * f_antiguedad, with the anniversary's date; null when none. A 29 February start has its
 * anniversary on 28 February in common years.
 */
export const milestoneThisMonth = (f_antiguedad: string, today: string): { readonly anios: number; readonly fecha: string } | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(f_antiguedad)
  const t = /^(\d{4})-(\d{2})/.exec(today)
  if (m === null || t === null || m[2] !== t[2]) return null
  const anios = Number(t[1]) - Number(m[1])
  if (!(seniorityMilestones as ReadonlyArray<number>).includes(anios)) return null
  const lastDay = new Date(Date.UTC(Number(t[1]), Number(t[2]), 0)).getUTCDate()
  const day = String(Math.min(Number(m[3]), lastDay)).padStart(2, "0")
  const fecha = `${t[1]}-${t[2]}-${day}`
  return seniority(f_antiguedad, fecha) === null ? null : { anios, fecha }
}

/** "Por 10 años de servicio", the motive of an accepted suggestion. */
export const seniorityMotive = (anios: number): string => `Por ${anios} años de servicio`

export const recognitionMessages = {
  reconocimientoNoExiste: "El reconocimiento no existe",
  tipoNoExiste: "El tipo de reconocimiento no existe o no está activo",
  sinTipoAntiguedad: "Registre el tipo de reconocimiento Antigüedad en Tablas de referencia",
  sinSugerencia: "Alguno de los colaboradores no cumple años de antigüedad reconocibles este mes o ya fue reconocido",
  colaboradorInactivo: "El colaborador no está activo",
  creados: (n: number) => (n === 1 ? "Se registró 1 reconocimiento" : `Se registraron ${n} reconocimientos`),
} as const
