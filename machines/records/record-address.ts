import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"

// The address of the record open on a list page: opening a row puts its id in the page's URL
// (a history entry of its own), so Back returns to the list where it was, a record can be
// bookmarked or shared, and a reload reopens it. The URL is the truth: the view reports every
// change of it (ADDRESS) and this machine reads the record it names through an injected `read`
// actor, then tells the view to open the form (`opened`). Closing the form asks the view to
// leave the address: back in history when this page pushed it (the list is the entry behind),
// else by replacing it. An id that cannot be opened (unknown, outside the user's workplaces, no
// answer) leaves the list with a message, never a blank page.

type Row = Readonly<Record<string, unknown>>

export type ReadOutcome =
  | { readonly kind: "found"; readonly record: Row }
  /** The server said no (404, 403) or did not answer: the sentence to show. */
  | { readonly kind: "missing"; readonly message: string }

export interface RecordAddressContext {
  /** The path id the address names; null when it names none. */
  readonly id: string | null
  /** The record as read while its form is open. */
  readonly record: Row | null
  /** Why the address's record could not be opened. */
  readonly problem: string | null
  /** The record was opened from this list: its entry sits on the list's, so closing goes back. */
  readonly pushed: boolean
  /**
   * The record last closed: a page that shows its record in the list's place draws the list anew,
   * and the keyboard goes back to this row.
   */
  readonly returnTo: string | null
}

export type RecordAddressEvent =
  /** A row was chosen: its id goes into a new history entry. */
  | { readonly type: "OPEN"; readonly id: string }
  /** The URL names this record (null: none); sent on arrival and after every change of it. */
  | { readonly type: "ADDRESS"; readonly id: string | null }
  /** The form closed (saved, cancelled), or the user dismissed the message of a missing record. */
  | { readonly type: "CLOSED" }

export type Navigation = "push" | "back" | "replace"

export type RecordAddressEmitted =
  /** Change the URL: name `id` (push), or name none (back, replace). */
  | { readonly type: "navigate"; readonly id: string | null; readonly how: Navigation }
  /** Open the form on this record. */
  | { readonly type: "opened"; readonly id: string; readonly record: Row }
  /** The URL left the record (Back) while its form was open: close the form. */
  | { readonly type: "closeForm" }

const closedAddress = { id: null, record: null, problem: null, pushed: false, returnTo: null } as const

export const recordAddressMachine = setup({
  types: {
    context: {} as RecordAddressContext,
    events: {} as RecordAddressEvent,
    emitted: {} as RecordAddressEmitted,
  },
  actors: {
    read: actorSlot<ReadOutcome, string>("read"),
  },
  guards: {
    namesNone: ({ event }) => event.type === "ADDRESS" && event.id === null,
    namesAnother: ({ context, event }) => event.type === "ADDRESS" && event.id !== null && event.id !== context.id,
    found: (_, outcome: ReadOutcome) => outcome.kind === "found",
  },
  actions: {
    markPushed: assign({ pushed: true }),
    push: emit(({ event }) => ({ type: "navigate" as const, id: event.type === "OPEN" ? event.id : null, how: "push" as const })),
    take: assign({ id: ({ event }) => (event.type === "ADDRESS" ? event.id : null), record: null, problem: null }),
    leave: emit(({ context }) => ({ type: "navigate" as const, id: null, how: context.pushed ? ("back" as const) : ("replace" as const) })),
    forget: assign(closedAddress),
    forgetReturning: assign(({ context }) => ({ ...closedAddress, returnTo: context.id })),
    closeForm: emit({ type: "closeForm" } as const),
  },
}).createMachine({
  id: "recordAddress",
  context: closedAddress,
  initial: "none",
  states: {
    none: {
      on: {
        OPEN: { actions: ["markPushed", "push"] },
        ADDRESS: { guard: "namesAnother", target: "reading", actions: "take" },
      },
    },
    reading: {
      invoke: {
        id: "read",
        src: "read",
        input: ({ context }) => context.id ?? "",
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => event.output },
            target: "open",
            actions: [
              assign({ record: ({ event }) => (event.output.kind === "found" ? event.output.record : null) }),
              emit(({ context, event }) => ({
                type: "opened" as const,
                id: context.id ?? "",
                record: event.output.kind === "found" ? event.output.record : {},
              })),
            ],
          },
          { target: "missing", actions: assign({ problem: ({ event }) => (event.output.kind === "missing" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "missing", actions: assign({ problem: messages.errorGeneral }) },
      },
      on: {
        ADDRESS: [
          { guard: "namesNone", target: "none", actions: "forget" },
          // Another record while one is read: the first answer is dropped.
          { guard: "namesAnother", target: "reading", reenter: true, actions: "take" },
        ],
      },
    },
    open: {
      on: {
        ADDRESS: [
          { guard: "namesNone", target: "none", actions: ["closeForm", "forgetReturning"] },
          { guard: "namesAnother", target: "reading", actions: ["closeForm", "take"] },
        ],
        CLOSED: { target: "none", actions: ["leave", "forgetReturning"] },
      },
    },
    missing: {
      on: {
        OPEN: { actions: ["markPushed", "push"] },
        ADDRESS: [
          { guard: "namesNone", target: "none", actions: "forget" },
          { guard: "namesAnother", target: "reading", actions: "take" },
        ],
        CLOSED: { target: "none", actions: ["leave", "forget"] },
      },
    },
  },
})

/** How the URL's search names a record: TanStack Router parses "12" to a number, "A~B" stays text. */
export const addressIdOf = (value: unknown): string | null => {
  if (typeof value === "string") return value.trim() === "" || value.length > 200 ? null : value
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value)
  return null
}

/**
 * The search value that names `id`: digits as a number, so the address reads `?registro=12`
 * rather than the quoted text the router writes for a string that looks like JSON. Digits with
 * a leading zero stay text: JSON would not read them back the same.
 */
export const addressValueOf = (id: string): string | number => (/^(0|[1-9]\d{0,14})$/.test(id) ? Number(id) : id)
