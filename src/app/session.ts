import { createActor, fromPromise } from "xstate"
import { type LogoutInput, sessionMachine } from "../../machines/session"

// The one session of the running SPA, persisted in localStorage. Route guards read it, the API
// client takes its token from it, ends it on a 401 and refreshes it when the rights change.

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      logout: fromPromise<void, LogoutInput>(async ({ input }) => {
        const { signOutRequest } = await import("./sign-out")
        await signOutRequest(input.token)
      }),
    },
  }),
  { input: { storage: window.localStorage, now: () => Date.now() } },
)

sessionActor.start()

export type SessionActor = typeof sessionActor
