import { createRouter } from "@tanstack/react-router"
import { sessionActor } from "./app/session"
import { routeTree } from "./routeTree.gen"

export const router = createRouter({
  routeTree,
  // `router` is read when a guard calls it, after this module has finished evaluating.
  context: { session: sessionActor, revalidate: (): Promise<void> => router.invalidate() },
  defaultPreload: "intent",
  scrollRestoration: true,
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}
