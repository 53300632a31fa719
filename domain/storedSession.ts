import { Schema } from "effect"
import { SessionUser } from "./session"

// SPEC 3.1: what the browser keeps of a session, and the rule of SPEC 4 that decides whether
// it still is one. Pure, so the session machine, the route guards and the tests share it.

/** Storage entry names; 'remember' survives sign-out and holds only the e-mail. */
export const storedKeys = {
  token: "token",
  expiresAt: "expires_at",
  user: "user",
  permissions: "permissions",
  profileType: "tipo_perfil",
  remember: "remember",
} as const

export interface StoredSession {
  readonly token: string
  /** ISO instant. */
  readonly expiresAt: string
  readonly user: SessionUser | null
  /** Permission keys (`clave`) only. */
  readonly permissions: ReadonlyArray<string>
  /** `n_grupo` of the first permission. */
  readonly profileType: string
}

const decodeUser = Schema.decodeUnknownOption(Schema.parseJson(SessionUser))
const decodeKeys = Schema.decodeUnknownOption(Schema.parseJson(Schema.Array(Schema.String)))
const decodeRemember = Schema.decodeUnknownOption(Schema.parseJson(Schema.Struct({ email: Schema.String })))

export const parseStoredUser = (text: string | null): SessionUser | null => {
  if (text === null) return null
  const user = decodeUser(text)
  return user._tag === "Some" ? user.value : null
}

export const parseStoredPermissions = (text: string | null): ReadonlyArray<string> | null => {
  if (text === null) return null
  const keys = decodeKeys(text)
  return keys._tag === "Some" ? keys.value : null
}

export const parseRememberedEmail = (text: string | null): string | null => {
  if (text === null) return null
  const entry = decodeRemember(text)
  return entry._tag === "Some" ? entry.value.email : null
}

/** SPEC 4: authenticated only while token, expiry and permissions are present and the expiry is ahead. */
export const isLive = (session: StoredSession | null, nowMs: number): session is StoredSession => {
  if (session === null || session.token === "") return false
  const expiry = Date.parse(session.expiresAt)
  return Number.isFinite(expiry) && expiry > nowMs
}
