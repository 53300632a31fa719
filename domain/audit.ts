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
export type AuditPage = typeof AuditPage.Type
