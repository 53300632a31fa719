import { Schema } from "effect"

// The audit log (issue 7): who changed what, when and from where, with the values before and
// after. Passwords and tokens never reach it.

const isoDate = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "La fecha debe tener el formato aaaa-mm-dd" }),
)

/** The filter and page of the log viewer; every field optional. */
export const AuditQuery = Schema.Struct({
  pagina: Schema.optional(
    Schema.Int.pipe(Schema.between(1, 100_000, { message: () => "La página debe ser un número entre 1 y 100000" })),
  ),
  por_pagina: Schema.optional(
    Schema.Int.pipe(Schema.between(1, 100, { message: () => "El tamaño de página debe ser un número entre 1 y 100" })),
  ),
  /** The e-mail of the user who acted (or tried to sign in). */
  id_usuario: Schema.optional(Schema.String.pipe(Schema.maxLength(254, { message: () => "El usuario es demasiado largo" }))),
  /** The operation: an endpoint name such as `login`, `logout` or `guardarPerfil`. */
  operacion: Schema.optional(Schema.String.pipe(Schema.maxLength(100, { message: () => "La operación es demasiado larga" }))),
  /** First and last day (UTC, inclusive). */
  desde: Schema.optional(isoDate),
  hasta: Schema.optional(isoDate),
})
export type AuditQuery = typeof AuditQuery.Type

export const AuditRow = Schema.Struct({
  id_auditoria: Schema.Int,
  /** ISO instant. */
  fecha: Schema.String,
  id_usuario: Schema.NullOr(Schema.String),
  ip: Schema.NullOr(Schema.String),
  operacion: Schema.String,
  /** The operation's Spanish label (its endpoint's summary, `operationLabel`). */
  n_operacion: Schema.String,
  entidad: Schema.NullOr(Schema.String),
  clave: Schema.NullOr(Schema.String),
  /** JSON text of the stored values before the change, when known. */
  antes: Schema.NullOr(Schema.String),
  /** JSON text of the values after the change. */
  despues: Schema.NullOr(Schema.String),
  /** HTTP status of the answer: 200 for a change made, 401/403/429 for a refused sign-in. */
  resultado: Schema.Int,
  /** A note beyond the values (a check the user overrode), when the write made one. */
  detalle: Schema.NullOr(Schema.String),
})
export type AuditRow = typeof AuditRow.Type

export const AuditPage = Schema.Struct({
  total: Schema.Int,
  filas: Schema.Array(AuditRow),
})

/** An audited operation: the endpoint's name and its Spanish label. */
export const AuditOperation = Schema.Struct({ operacion: Schema.String, n_operacion: Schema.String })
export type AuditOperation = typeof AuditOperation.Type

/**
 * The label of an operation: the first clause of its endpoint's summary, without the
 * parenthesised technical notes ("Guarda la cuenta de correo (mode add|edit). En edición..."
 * is "Guarda la cuenta de correo"). A record resource's summary starts with the page's title
 * and a colon ("Empresas: crea un registro; ..."), which stays; elsewhere a colon ends the
 * clause too ("Sube el logotipo: solo JPEG o PNG..." is "Sube el logotipo").
 */
export const operationLabel = (summary: string, titled = false): string => {
  const plain = summary.replace(/\s*\([^()]*\)/g, "").replace(/\s+/g, " ").trim()
  const end = plain.search(titled ? /;|\.(\s|$)/ : /;|:|\.(\s|$)/)
  return (end === -1 ? plain : plain.slice(0, end)).trim()
}

export type AuditResult = "Correcto" | "Rechazado" | "No autorizado"

/** The stored HTTP status as a word: 2xx done, 401/403 not allowed, any other refusal rejected. */
export const auditResult = (status: number): AuditResult =>
  status < 400 ? "Correcto" : status === 401 || status === 403 ? "No autorizado" : "Rechazado"

/** One field of a before/after table. */
export interface AuditFieldChange {
  readonly campo: string
  /** The value as text; undefined when that side does not have the field. */
  readonly antes: string | undefined
  readonly despues: string | undefined
  readonly cambio: boolean
}

const parsed = (json: string | null): unknown => {
  if (json === null) return undefined
  try {
    return JSON.parse(json)
  } catch {
    return json
  }
}

const asText = (value: unknown): string | undefined =>
  value === undefined ? undefined : value === null ? "" : typeof value === "string" ? value : JSON.stringify(value)

const asFields = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
  value === undefined ? undefined : typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { valor: value }

/**
 * The stored before/after values as one row per field, in the order they first appear (the
 * "before" fields, then those only "after" has); nested values are shown as compact JSON.
 */
export const auditFieldChanges = (antes: string | null, despues: string | null): ReadonlyArray<AuditFieldChange> => {
  const before = asFields(parsed(antes))
  const after = asFields(parsed(despues))
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return names.map((campo) => {
    const a = before === undefined || !(campo in before) ? undefined : asText(before[campo])
    const d = after === undefined || !(campo in after) ? undefined : asText(after[campo])
    return { campo, antes: a, despues: d, cambio: a !== d }
  })
}
