import { hash, verify } from "@node-rs/argon2"
import { Effect } from "effect"

// argon2id with the OWASP minimum parameters (19 MiB, 2 passes, 1 lane).
// `algorithm: 2` is Algorithm.Argon2id: the package ships it as a const enum, unusable here.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string): Effect.Effect<string> =>
  Effect.promise(() => hash(password, options))

export const verifyPassword = (stored: string, password: string): Effect.Effect<boolean> =>
  Effect.promise(() => verify(stored, password).catch(() => false))

// Verified against when the e-mail is unknown, so an unknown and a known e-mail take as long.
let dummy: Promise<string> | undefined
const dummyHash = (): Promise<string> => {
  dummy ??= hash("capital-humano: no such user", options)
  return dummy
}

export const verifyAgainstDummy = (password: string): Effect.Effect<false> =>
  Effect.promise(() => dummyHash().then((h) => verify(h, password).catch(() => false))).pipe(Effect.as(false as const))
