import { Effect } from "effect"

/** Lets the event loop run what is waiting (other users' requests) before going on. */
const toEventLoop = Effect.async<void>((resume) => {
  setImmediate(() => resume(Effect.void))
})

/**
 * `f` over `items` a slice at a time, the event loop let through between slices: a batch of
 * hundreds worked out in one go held every other request for its whole length.
 */
export const mapInSlices = <A, B>(items: ReadonlyArray<A>, f: (item: A) => B, size = 50): Effect.Effect<ReadonlyArray<B>> =>
  Effect.gen(function* () {
    const out: Array<B> = []
    for (let i = 0; i < items.length; i += size) {
      if (i > 0) yield* toEventLoop
      for (const item of items.slice(i, i + size)) out.push(f(item))
    }
    return out
  })
