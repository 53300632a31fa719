import type { SessionUser } from "./session"

// What the browser keeps of a session, and the rule that decides whether it still is one. Pure, so the session machine, the route guards and the tests share it.
// Checked by hand rather than with effect/Schema: this runs on every first page load, and the
// sign-in screen must not wait for the schema library (see the bundle budget in the README).

/** Storage entry names; 'remember' survives sign-out and holds only the e-mail. */
export const storedKeys = {
  token: "token",
  expiresAt: "expires_at",
  user: "user",
  permissions: "permissions",
  profileType: "tipo_perfil",
  rightsVersion: "version_derechos",
  greyedModules: "modulos_deshabilitados",
  remember: "remember",
  /** Why the last session ended when the user did not end it (an idle time-out), and where they were. */
  sessionEnd: "fin_sesion",
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
  /** The server's rights version when the session was last read; null until one is known. */
  readonly rightsVersion: string | null
  /** The user's modules an administrator greyed: the sidebar lists them disabled. */
  readonly greyedModules: ReadonlyArray<string>
}

const parse = (text: string | null): unknown => {
  if (text === null) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === "string"

const textFields = ["n_empleado", "foto", "n_empresa", "n_centro_trabajo", "n_depto", "n_puesto", "f_ingreso"] as const

export const parseStoredUser = (text: string | null): SessionUser | null => {
  const v = parse(text)
  if (!isRecord(v) || typeof v.id_usuario !== "string") return null
  if (!(v.id_empleado === null || Number.isInteger(v.id_empleado))) return null
  if (!textFields.every((f) => isTextOrNull(v[f]))) return null
  if (v.admin !== "1" && v.admin !== "0") return null
  return v as unknown as SessionUser
}

export const parseStoredPermissions = (text: string | null): ReadonlyArray<string> | null => {
  const v = parse(text)
  return Array.isArray(v) && v.every((k) => typeof k === "string") ? v : null
}

export const parseRememberedEmail = (text: string | null): string | null => {
  const v = parse(text)
  return isRecord(v) && typeof v.email === "string" ? v.email : null
}

/** Authenticated only while token, expiry and permissions are present and the expiry is ahead. */
export const isLive = (session: StoredSession | null, nowMs: number): session is StoredSession => {
  if (session === null || session.token === "") return false
  const expiry = Date.parse(session.expiresAt)
  return Number.isFinite(expiry) && expiry > nowMs
}

/**
 * A session the SPA ended on its own (issue 18): the login page says why, and signing in again
 * as the same user returns to `returnTo`. Kept beside the session so a reload of the login
 * page keeps it; a day later it is forgotten.
 */
export interface SessionEnd {
  readonly reason: "inactividad"
  /** The path (with its search) the user was on, inside the app. */
  readonly returnTo: string
  /** Whose session it was: another user signing in starts at the dashboard. */
  readonly userId: string
  /** Epoch ms. */
  readonly at: number
}

const endKeptMs = 24 * 60 * 60 * 1000

/** A path of this app: one leading slash (not a protocol-relative "//host"), no scheme, not /login. */
export const isReturnPath = (path: string): boolean =>
  /^\/(?![/\\])[^\s]*$/.test(path) && path.length <= 2000 && !/^\/login(?:[/?#]|$)/.test(path)

export const parseSessionEnd = (text: string | null, nowMs: number): SessionEnd | null => {
  const v = parse(text)
  if (!isRecord(v) || v.reason !== "inactividad" || typeof v.returnTo !== "string" || typeof v.userId !== "string" || typeof v.at !== "number") return null
  if (!isReturnPath(v.returnTo) || nowMs - v.at > endKeptMs || v.at > nowMs + endKeptMs) return null
  return { reason: v.reason, returnTo: v.returnTo, userId: v.userId, at: v.at }
}

/** Where to go after signing in as `email`: back where the time-out found the same user, else the dashboard. */
export const pathAfterSignIn = (end: SessionEnd | null, email: string): string =>
  end !== null && end.userId.toLowerCase() === email.trim().toLowerCase() ? end.returnTo : "/dashboard"
