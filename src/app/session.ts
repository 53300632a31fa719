import { createActor, fromPromise } from "xstate"
import { type LogoutInput, sessionMachine } from "../../machines/session"

// The one session of the running SPA, persisted in localStorage (SPEC 3.1). Route guards read
// it, the API client takes its token from it and ends it on a 401.

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      logout: fromPromise<void, LogoutInput>(async () => {
        const { signOutRequest } = await import("./requests")
        await signOutRequest()
      }),
    },
  }),
  { input: { storage: window.localStorage, now: () => Date.now() } },
)

sessionActor.start()

export type SessionActor = typeof sessionActor
