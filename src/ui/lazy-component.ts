import { type ComponentType, type LazyExoticComponent, lazy } from "react"

/**
 * React.lazy for a named export: `lazyComponent(() => import("./X"), (m) => m.X)`. What a page
 * shows only later (an overlay once opened, the kiosk once signed in) loads then, not with the
 * page; render it inside a Suspense whose fallback says it is loading where anything shows.
 */
export const lazyComponent = <M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> =>
  lazy(() => load().then((m) => ({ default: pick(m) })))
