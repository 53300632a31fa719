import { assign, emit, setup } from "xstate"
import { defaultInactivityMs } from "./inactivity"
import { actorSlot } from "./actor-slot"

// SPEC 4 (start-up) and 7.1: read the version file without cache and reload when the server
// runs another version than the one this bundle was built from. The file also carries the
// inactivity timeout, so the server (and the end-to-end tests) can shorten it.

export interface AppConfig {
  readonly version: string
  readonly inactivityMs?: number | undefined
}

export interface VersionCheckInput {
  readonly builtVersion: string
}

export interface VersionCheckContext {
  readonly builtVersion: string
  readonly serverVersion: string | null
  readonly inactivityMs: number
}

export type VersionCheckEvent = { readonly type: "CHECK" }
export type VersionCheckEmitted = { readonly type: "reload"; readonly version: string }

export const versionCheckMachine = setup({
  types: {
    context: {} as VersionCheckContext,
    events: {} as VersionCheckEvent,
    input: {} as VersionCheckInput,
    emitted: {} as VersionCheckEmitted,
  },
  actors: {
    fetchConfig: actorSlot<AppConfig>("fetchConfig"),
  },
  guards: {
    versionDiffers: ({ context }, config: AppConfig) => config.version !== context.builtVersion,
  },
  actions: {
    keepConfig: assign((_, config: AppConfig) => ({
      serverVersion: config.version,
      ...(config.inactivityMs !== undefined && config.inactivityMs > 0 ? { inactivityMs: config.inactivityMs } : {}),
    })),
  },
}).createMachine({
  id: "versionCheck",
  context: ({ input }) => ({ builtVersion: input.builtVersion, serverVersion: null, inactivityMs: defaultInactivityMs }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchConfig",
        src: "fetchConfig",
        onDone: [
          {
            guard: { type: "versionDiffers", params: ({ event }) => event.output },
            target: "outdated",
            actions: { type: "keepConfig", params: ({ event }) => event.output },
          },
          { target: "current", actions: { type: "keepConfig", params: ({ event }) => event.output } },
        ],
        onError: "unavailable",
      },
    },
    current: { on: { CHECK: "loading" } },
    /** The file could not be read: keep the defaults and let a later CHECK try again. */
    unavailable: { on: { CHECK: "loading" } },
    outdated: {
      type: "final",
      entry: emit(({ context }) => ({ type: "reload" as const, version: context.serverVersion ?? "" })),
    },
  },
})
