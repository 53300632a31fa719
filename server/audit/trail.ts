import { Effect } from "effect"

// What a write handler may add to its audit row. The router writes one row per successful write
// (and per sign-in attempt) on its own: who, when, from where, which endpoint, and by default
// the request as "after" with the ids it names as the key. A handler that knows better (the
// stored values before an update or delete, the entity it touched) says so here.

export interface AuditNote {
  /** What kind of record changed, e.g. "perfil"; defaults to the endpoint name. */
  readonly entidad?: string
  /** The key of the record (or records) that changed. */
  readonly clave?: string
  /** The stored values before the change; omit on creates. */
  readonly antes?: unknown
  /** The stored values after the change; defaults to the request; null on deletes. */
  readonly despues?: unknown
  /** Who acted, when there is no session yet (sign-in): the e-mail given. */
  readonly actor?: string
  /** A note beyond the values, e.g. a check the user overrode (an RFC confirmed on the SAT's portal). */
  readonly detalle?: string
}

/** Collects the notes of one request; later notes win field by field. */
export interface AuditTrail {
  note(note: AuditNote): void
  readonly current: AuditNote
}

export const makeAuditTrail = (): AuditTrail => {
  let current: AuditNote = {}
  return {
    note: (note) => {
      current = { ...current, ...note }
    },
    get current() {
      return current
    },
  }
}

/**
 * Adds to the audit row of the current request, e.g.
 * `yield* auditNote(context, { entidad: "perfil", clave: id, antes: stored })`.
 */
export const auditNote = (context: { readonly audit?: AuditTrail }, note: AuditNote): Effect.Effect<void> =>
  Effect.sync(() => context.audit?.note(note))

const secretField = /(password|contrase[nñ]a|token)/i

/** The value with every field named like a password or token replaced, at any depth. */
export const redacted = (value: unknown, depth = 0): unknown => {
  if (depth > 20) return "[…]"
  if (Array.isArray(value)) return value.map((v) => redacted(v, depth + 1))
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = secretField.test(k) ? "[omitido]" : redacted(v, depth + 1)
    return out
  }
  return value
}

/** The ids a request names (fields id_*), as the default key of its audit row. */
export const keyOf = (request: unknown): string | undefined => {
  if (typeof request !== "object" || request === null || Array.isArray(request)) return undefined
  const parts = Object.entries(request)
    .filter(([k, v]) => k.startsWith("id_") && (typeof v === "string" || typeof v === "number"))
    .map(([k, v]) => `${k}=${String(v)}`)
  return parts.length === 0 ? undefined : parts.join(", ")
}
