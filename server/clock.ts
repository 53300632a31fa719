import { Context } from "effect"

// The server's notion of "now" (epoch milliseconds). Sessions, the sign-in throttle and the
// dashboard's current month read it from here so tests can move time without waiting.
export class Now extends Context.Tag("capital-humano/Now")<Now, () => number>() {}

export const systemNow = (): number => Date.now()
