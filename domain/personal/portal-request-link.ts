import type { PortalRequestType } from "./solicitudes-portal-vocabulary"

// What links a kiosk request (Solicitudes del portal, DOMAIN-MX 4.8) to the record HR creates
// for it. Solicitudes del portal opens the page that attends a request with
// `?id_empleado=..&id_solicitud=..[&monto=..]` (domain/personal/solicitudes-portal-vocabulary.ts, portalRequestHref);
// the page reads those parameters (portalTargetSearch), opens its add form prefilled, and sends
// `id_solicitud` with the create. The server checks the request (it exists, the caller may see
// its person, it is Autorizada, of the page's type and of the same person, not attended by
// another record) before storing anything, and marks it Atendida with the folio of what was
// created in the same transaction: a loan or an aid at once, a letter when it is issued (the
// constancia the person asked for exists then, with its folio; a letter still Solicitada is only
// on its way, and may be edited or deleted).

/** The request type each record attends, by the resource that creates it. */
export const linkedRequestType = {
  "cartas-laborales": "CONSTANCIA",
  prestamos: "PRESTAMO",
  "ayudas-economicas": "AYUDA",
} as const satisfies Readonly<Record<string, PortalRequestType>>

export type LinkedResource = keyof typeof linkedRequestType

/** "una carta laboral", for the messages. */
const recordNames: Readonly<Record<LinkedResource, string>> = {
  "cartas-laborales": "una carta laboral",
  prestamos: "un préstamo",
  "ayudas-economicas": "una ayuda económica",
}

export const portalLinkTexts = {
  etiqueta: "Solicitud del portal",
  noExiste: "La solicitud del portal no existe",
  noAutorizada: "La solicitud del portal no está autorizada: sólo se atiende una solicitud Autorizada",
  otroTipo: (resource: LinkedResource, tipo: string) => `La solicitud del portal es de ${tipo.toLowerCase()}: no se atiende con ${recordNames[resource]}`,
  otroColaborador: "La solicitud del portal es de otro colaborador",
  enUso: (what: string) => `La solicitud del portal ya se atiende con ${what}`,
  /** The comment the attended request keeps: what was created, by its folio. */
  atendidaCarta: (folio: string) => `Constancia emitida: carta laboral con folio ${folio}`,
  atendidaPrestamo: (folio: number) => `Préstamo capturado con folio ${folio}`,
  atendidaAyuda: (folio: number) => `Ayuda económica capturada con folio ${folio}`,
  /** The note of a form opened from a request. */
  nota: (id: number) => `Atiende la solicitud del portal ${id}`,
  notaDetalle: (detalle: string) => `Lo que pidió: «${detalle}»`,
  notaCarta: "Al emitir la carta, la solicitud queda atendida con su folio.",
  notaRegistro: "Al guardar, la solicitud queda atendida con el folio del registro.",
  notaDatos: "Después de guardar los cambios, márquela como atendida en Solicitudes del portal.",
  volver: "Volver a Solicitudes del portal",
} as const

/** The parameters a target page reads; absent unless both ids are valid. */
export interface PortalTargetSearch {
  readonly id_solicitud?: number
  readonly id_empleado?: number
  readonly monto?: number
}

const maxId = 2_147_483_647

/** A positive integer id as TanStack Router parses it (a number, or digits kept as text). */
const idOf = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN
  return Number.isInteger(n) && n >= 1 && n <= maxId ? n : null
}

/** Pesos with at most two decimals, over zero (the kiosk's limit). */
const amountOf = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,8}(\.\d{1,2})?$/.test(v) ? Number(v) : Number.NaN
  return Number.isFinite(n) && n > 0 && n <= 10_000_000 && Math.round(n * 100) === n * 100 ? n : null
}

/**
 * The route's `validateSearch`: the request and its person, and the amount when it is a valid
 * one. Anything else in the address is dropped, and a page reached without a valid pair opens
 * as usual (the server checks the request again anyway).
 */
export const portalTargetSearch = (search: Readonly<Record<string, unknown>>): PortalTargetSearch => {
  const id_solicitud = idOf(search.id_solicitud)
  const id_empleado = idOf(search.id_empleado)
  if (id_solicitud === null || id_empleado === null) return {}
  const monto = amountOf(search.monto)
  return monto === null ? { id_solicitud, id_empleado } : { id_solicitud, id_empleado, monto }
}

/** The form's text of an amount: two decimals, as the money input shows it. */
export const amountText = (monto: number | undefined): string => (monto === undefined ? "" : monto.toFixed(2))
