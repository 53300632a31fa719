import type { SqlError } from "@effect/sql/SqlError"
import { Duration, Schedule } from "effect"
import { messages } from "../../domain/messages"
import { ApiFailure } from "./failure"

// Database errors a client can cause with well-formed input. Handlers check what they can, but
// two concurrent creates of one key both pass a "does it exist?" check, and the database is the
// only judge of the race: its refusal becomes the 4xx it means instead of a 500.

const codeOf = (error: SqlError): string => {
  const cause = error.cause
  if (typeof cause !== "object" || cause === null) return ""
  const code = (cause as { readonly code?: unknown }).code
  return typeof code === "string" ? code : ""
}

/** SQLITE_BUSY (and its extended codes): another process holds the write lock. */
export const isBusy = (error: SqlError): boolean => /^SQLITE_(BUSY|LOCKED)/.test(codeOf(error)) || codeOf(error) === "40001" || codeOf(error) === "40P01"

/** How a write waits out another process's lock (isBusy): a few short jittered retries, as requests and jobs alike. */
export const busyRetry = Schedule.exponential(Duration.millis(20)).pipe(Schedule.jittered, Schedule.intersect(Schedule.recurs(8)))

/** The refusal a database error stands for, or undefined for a genuine defect. */
export const refusalOf = (error: SqlError): ApiFailure | undefined => {
  const code = codeOf(error)
  if (code === "23505" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE") {
    return new ApiFailure({ status: 409, message: messages.claveDuplicada })
  }
  if (code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY") {
    return new ApiFailure({ status: 409, message: messages.registroRelacionado })
  }
  // not null, check, value too long, bad number or date text, number out of range
  if (/^(23502|23514|22001|22P02|22003|22007|22008|22021)$/.test(code) || /^SQLITE_(CONSTRAINT_(NOTNULL|CHECK)|MISMATCH|TOOBIG)$/.test(code)) {
    return new ApiFailure({ status: 400, message: messages.datoInvalido })
  }
  if (isBusy(error)) return new ApiFailure({ status: 503, message: messages.sistemaOcupado })
  return undefined
}
