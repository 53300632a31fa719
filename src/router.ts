import { createRouter } from "@tanstack/react-router"
import { sessionActor } from "./app/session"
import { routeTree } from "./routeTree.gen"

export const router = createRouter({
  routeTree,
  context: { session: sessionActor },
  defaultPreload: "intent",
  scrollRestoration: true,
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}
