import { createRouter } from "@tanstack/react-router"
import { heldKeys } from "../machines/session"
import { sessionActor } from "./app/session"
import { routeTree } from "./routeTree.gen"

export const router = createRouter({
  routeTree,
  context: { session: sessionActor },
  defaultPreload: "intent",
  scrollRestoration: true,
})

// Rights the server changed reach the session after an API answer (src/app/api.ts); the guards
// then run again, so a page no longer allowed is left at once. Only a change within one
// signed-in session: signing in or out navigates by itself.
let seen = { token: sessionActor.getSnapshot().context.session?.token ?? null, held: heldKeys(sessionActor.getSnapshot().context).join(",") }
sessionActor.subscribe((snapshot) => {
  const now = { token: snapshot.context.session?.token ?? null, held: heldKeys(snapshot.context).join(",") }
  const rightsChanged = now.token !== null && now.token === seen.token && now.held !== seen.held
  seen = now
  if (rightsChanged) void router.invalidate()
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}
