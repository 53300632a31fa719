import { type NonReducibleUnknown, fromPromise } from "xstate"

// Every machine names the calls it makes as actors that its view provides (`machine.provide`),
// so the machine never knows an endpoint. Until provided, a slot rejects naming its actor: a
// forgotten `provide` fails loudly instead of hanging.

/** The placeholder of an actor the view must provide, with its output and input types. */
export const actorSlot = <Output, Input = NonReducibleUnknown>(name: string) => fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} actor not provided`)))
