import { messages } from "../../domain/messages"
import type { PortResult } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// How the organisation pages' calls read a result: a refusal in the server's own words, a fault
// the page's machine answers with its general message, and a list read into a select's items.

type PortFailure = Extract<PortResult<unknown>, { readonly ok: false }>

/** A refusal's own words: the problems of an invalid payload, or the message. */
export const reasonOf = (result: PortFailure): string => (result.detalles.length > 0 ? result.detalles.join(" ") : result.message)

/** No answer, or a server fault: the page's machine shows its general message. */
export const isFault = (result: PortFailure): boolean => result.status === null || result.status >= 500

/** A list's rows, each made an item; no answer is the "could not fetch" message. */
export const loadedList = <R, A>(result: PortResult<{ readonly result: ReadonlyArray<R> }>, item: (row: R) => A): Loaded<ReadonlyArray<A>> =>
  result.ok ? { kind: "loaded", value: result.value.result.map(item) } : { kind: "failed", message: messages.errorObtener }
