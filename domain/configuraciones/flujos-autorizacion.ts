import { Schema } from "effect"

// The authorization flow of one request type.

export const actors = ["emp", "resp1", "resp2", "resp3", "resp4"] as const
export type Actor = (typeof actors)[number]

export const responsibles = ["resp1", "resp2", "resp3", "resp4"] as const
export type Responsible = (typeof responsibles)[number]

/** The responsibility-type select of each block: `emp_id_tipo_resp`, `resp1_id_tipo_resp`, ... */
export type SelectorField = `${Actor}_id_tipo_resp`
/** The 25 notification flags: who is notified (`_notifica_{target}`) when `{actor}` acts. */
export type NotifyFlag = `${Actor}_notifica_${Actor}`

export const selectorFields: ReadonlyArray<SelectorField> = actors.map((a) => `${a}_id_tipo_resp` as const)
export const notifyFlags: ReadonlyArray<NotifyFlag> = actors.flatMap((a) =>
  actors.map((t) => `${a}_notifica_${t}` as const),
)

export const Flag = Schema.Literal(0, 1)
export type Flag = typeof Flag.Type
export const Level = Schema.Literal(0, 1, 2, 3, 4)
export type Level = typeof Level.Type

/** An id that may be unset: the form keeps '' for "nothing chosen". */
export const OptionalId = Schema.Union(Schema.Int, Schema.Literal(""))

/**
 * The level-0 position: a posiciones key (VARCHAR(10), e.g. "P-000001"), '' for none. An
 * all-digit key loads as an integer (SPEC 3.4: numeric strings become integers), so both forms
 * are accepted; the table keeps the text.
 */
export const PositionRef = Schema.Union(
  Schema.Int.pipe(Schema.between(0, 9_999_999_999)),
  Schema.String.pipe(Schema.maxLength(10), Schema.pattern(/^[^\s]*$/)),
)

const flagFields = Object.fromEntries(notifyFlags.map((f) => [f, Flag])) as { readonly [K in NotifyFlag]: typeof Flag }
const selectorSchemas = Object.fromEntries(selectorFields.map((f) => [f, OptionalId])) as {
  readonly [K in SelectorField]: typeof OptionalId
}

export const AuthorizationFlow = Schema.Struct({
  id_tipo_solicitud: OptionalId,
  n_tipo_solicitud: Schema.String,
  id_posicion: PositionRef,
  n_posicion: Schema.String,
  validacion: Flag,
  niveles: Level,
  emp_notifica: Flag,
  notificar: Flag,
  ...selectorSchemas,
  ...flagFields,
})
export type AuthorizationFlow = typeof AuthorizationFlow.Type

export const RequestType = Schema.Struct({ id_tipo_solicitud: Schema.Int, n_tipo_solicitud: Schema.String })
export type RequestType = typeof RequestType.Type

export const ResponsibilityType = Schema.Struct({ id_tipo_resp: Schema.Int, n_tipo_resp: Schema.String })
export type ResponsibilityType = typeof ResponsibilityType.Type
