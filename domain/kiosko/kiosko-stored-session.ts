import type { KioskSession } from "./kiosko"

// What a kiosk tab keeps of its session (sessionStorage), and the check that it still reads as
// one. By hand rather than with effect/Schema, as domain/stored-session.ts: the kiosk's sign-in
// screen reads it on every load and must not wait for the schema library. A session that passes
// is still asked of the server again before the kiosk shows anything of it.

export interface StoredKioskSession {
  readonly token: string
  readonly expires_at: string
  readonly sesion: KioskSession
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)
const isFlag = (v: unknown): boolean => v === "1" || v === "0"

const isEmployee = (v: unknown): boolean =>
  isRecord(v) && Number.isInteger(v.id_empleado) && typeof v.num_empleado === "string" && typeof v.n_empleado === "string"

const isSession = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v.id_usuario === "string" &&
  typeof v.n_usuario === "string" &&
  isFlag(v.comodin) &&
  isFlag(v.nuevo) &&
  (v.colaborador === null || isEmployee(v.colaborador))

/** The stored text read back, or null when it is missing, not JSON or not a kiosk session. */
export const parseStoredKioskSession = (text: string | null): StoredKioskSession | null => {
  if (text === null) return null
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(v) || typeof v.token !== "string" || typeof v.expires_at !== "string" || !isSession(v.sesion)) return null
  return v as unknown as StoredKioskSession
}
