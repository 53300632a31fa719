import { Headers } from "@effect/platform"
import { describe, expect, it } from "vitest"
import { isPublic, needsAnyKey, needsKioskSession, needsSession } from "../../domain/api/endpoint"
import { authorize } from "../../server/auth/authorize"
import { bearerToken } from "../../server/auth/bearer"

describe("authorize", () => {
  const table = [
    { access: isPublic, keys: undefined, verdict: "allowed" },
    { access: isPublic, keys: ["ORG200"], verdict: "allowed" },
    { access: needsSession, keys: undefined, verdict: "unauthenticated" },
    { access: needsSession, keys: [], verdict: "allowed" },
    { access: needsAnyKey("SIS150", "SIS200"), keys: undefined, verdict: "unauthenticated" },
    { access: needsAnyKey("SIS150", "SIS200"), keys: ["ORG200", "GP100"], verdict: "forbidden" },
    { access: needsAnyKey("SIS150", "SIS200"), keys: ["SIS200"], verdict: "allowed" },
    { access: needsAnyKey("SIS150"), keys: ["sis150"], verdict: "forbidden" },
    // A staff session, whatever it holds, never opens the kiosk's endpoints.
    { access: needsKioskSession, keys: undefined, verdict: "unauthenticated" },
    { access: needsKioskSession, keys: ["SIS903", "GP100"], verdict: "unauthenticated" },
  ] as const
  it.each(table)("$access._tag with $keys -> $verdict", ({ access, keys, verdict }) => {
    expect(authorize(access, keys)).toBe(verdict)
  })
})

describe("bearerToken", () => {
  const token = "zD-oNyFrdYwgqlpYXyBFMnGeh9u_PiXuJqLvWsTlQo0"
  it.each([
    [{ authorization: `Bearer ${token}` }, token],
    [{ authorization: `bearer ${token}` }, undefined],
    [{ authorization: `Bearer  ${token} ` }, token],
    [{ authorization: "Bearer" }, undefined],
    [{ authorization: `Basic ${token}` }, undefined],
    [{ authorization: "Bearer a.b.c" }, undefined],
    [{}, undefined],
  ])("%o -> %s", (headers, expected) => {
    expect(bearerToken(Headers.fromInput(headers))).toBe(expected)
  })
})
