import { assign, setup } from "xstate"
import { actorSlot } from "./actor-slot"

// The system logo the shell's header and the parameters page show: read for the signed-in
// session, again after an upload or a removal, and dropped at sign-out. The read is an injected
// actor answering an image address (an object URL) or null for none; `release` frees an address
// no longer shown. A read under way when another is asked is dropped, so the last one wins.

export interface SystemLogoContext {
  readonly src: string | null
}

export type SystemLogoEvent =
  /** Read the logo again (a session began, the logo changed). */
  | { readonly type: "REFRESH" }
  /** No session: show none. */
  | { readonly type: "CLEAR" }

export const systemLogoMachine = setup({
  types: { context: {} as SystemLogoContext, events: {} as SystemLogoEvent },
  actors: {
    read: actorSlot<string | null>("read"),
  },
  actions: {
    release: (_, _params: { readonly src: string | null }) => undefined,
  },
}).createMachine({
  id: "systemLogo",
  context: { src: null },
  initial: "idle",
  on: {
    REFRESH: { target: ".reading", reenter: true },
    CLEAR: { target: ".idle", actions: [{ type: "release", params: ({ context }) => ({ src: context.src }) }, assign({ src: null })] },
  },
  states: {
    idle: {},
    reading: {
      invoke: {
        id: "read",
        src: "read",
        onDone: {
          target: "idle",
          actions: [{ type: "release", params: ({ context }) => ({ src: context.src }) }, assign({ src: ({ event }) => event.output })],
        },
        // A logo that could not be read leaves the one shown.
        onError: { target: "idle" },
      },
    },
  },
})
