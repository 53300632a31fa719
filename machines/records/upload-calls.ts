import { messages } from "../../domain/messages"
import type { PortResult } from "./api-port"
import { type CommandFailure, refusalOf } from "./command"

// A record's file (a logo, a photo, a CV, a proof, a scan) uploaded to its own endpoint, which
// answers the version the record's field keeps: the version, or why not in the words the
// file-upload machine toasts (the server's explained 4xx as a warning, anything else the spec's error).

export type UploadOutcome = { readonly kind: "uploaded"; readonly version: string } | CommandFailure

/** An upload's answer as the version, or the refusal. */
export const uploadedVersion = (result: PortResult<{ readonly result: string }>): UploadOutcome =>
  result.ok ? { kind: "uploaded", version: result.value.result } : refusalOf(result, messages.errorGeneral)

