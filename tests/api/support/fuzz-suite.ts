import { existsSync } from "node:fs"
import { beforeAll, describe, expect, it } from "vitest"
import type { AnyEndpoint } from "../../../domain/api/endpoint"
import { messages } from "../../../domain/messages"
import { maxBodyBytes } from "../../../server/http/read-body"
import { type Body, malformedBodies, schemaRefuses, serialize, variantsOf } from "./broken-requests"
import { kioskThrottleKey } from "../../../server/auth/kiosk-login"
import { demoKioskUsers } from "../../../server/seed/demo-kiosk"
import { type Answer, call, demo, signIn } from "./http"
import { blankVariant, expectEveryListReads, expectListReads, expectRecordReads } from "./read-back"
import { takesUpload, validRequests } from "./requests"
import { checksums, expectRefusal, requestFor, servedEndpoints, sqlOf, urlOf } from "./security"
import { dialects, manualClock, useServer } from "./test-server"

// Issue 7.2: every endpoint is sent requests generated from its own request schema, then broken
// ones. Nothing is ever a 5xx, every refusal is a 4xx in Spanish, and a refused request leaves
// every table exactly as it was. What a write accepts, every read returns: after each accepted
// write of a record resource the record answers 200, after its endpoint's requests its list does,
// and once a part has written, every list and a record of each do (tests/api/support/read-back.ts). FUZZ_RUNS sets the generated requests per endpoint (8 in
// `npm test`, more under `npm run test:deep`).
//
// A request its schema refuses is answered before the endpoint's handler runs and before any
// query (readInput in server/http/read-body.ts decodes it first), so it cannot depend on the
// database: those requests, and the oversized bodies refused by their announced length, are sent
// on SQLite only, which halved the suite. What a schema accepts reaches the handler and its SQL,
// and is sent on every dialect, as are the generated requests.
//
// The endpoints are dealt into `fuzzParts` parts, one test file each (security-fuzz-N.test.ts),
// so that the suite, the longest of the API project, runs on both workers instead of holding one
// for minutes at the end. Each part has its own servers and databases.

const runs = Number(process.env.FUZZ_RUNS ?? "8")
/** Generated requests to a write endpoint after which every table is compared. */
const checkedRuns = Number(process.env.FUZZ_CHECKED_RUNS ?? "4")

/**
 * Endpoints whose valid requests reach outside the server (an SMTP test connects to the host it
 * is given and waits up to the timeout it is given): a couple of runs, not dozens.
 */
const reachesOutside = new Set(["testCuentaCorreo"])

/**
 * A sign-in refused on its merits is recorded (throttle count, audit row): by design. So is a
 * refused write that keeps its refusals (a wrong current password counts like a failed sign-in).
 */
const recordedRefusals = (e: AnyEndpoint): ReadonlyArray<string> =>
  (e.access._tag === "Public" && e.writes) || e.keepsRefusals === true ? ["intentos_acceso", "auditoria"] : []

/**
 * Bodies over the limit. The server refuses one by its announced length, before reading it and
 * before anything of the endpoint's own runs: every endpoint is routed by endpointRoute
 * (server/http/endpoint-route.ts), whose readInput compares content-length with maxBodyBytes
 * (readText in server/http/read-body.ts; readUpload for uploads, against the upload's own
 * limit). So each JSON endpoint is sent a body just over 1 MB, which takes that same path, and
 * one JSON endpoint per part, and every upload (they are few), a real 10 MB one, to show the
 * size itself changes nothing. Ten megabytes to each of hundreds of endpoints was about a sixth
 * of the suite's time.
 */
let tenMegabytesText: string | undefined
const tenMegabytes = (): string => {
  tenMegabytesText ??= "x".repeat(10 * 1024 * 1024)
  return tenMegabytesText
}
/** A file one byte past an upload's own limit (a signed contract may be 10 MB, a photo 2). */
const overUploadLimit = (e: { readonly upload?: { readonly maxBytes: number } }): string =>
  (e.upload?.maxBytes ?? 0) + 1 > 10 * 1024 * 1024 ? "x".repeat((e.upload?.maxBytes ?? 0) + 1) : tenMegabytes()
let justOverLimitText: string | undefined
const justOverLimit = (): string => {
  justOverLimitText ??= "x".repeat(maxBodyBytes + 1)
  return justOverLimitText
}

/** How many files the endpoints are dealt into (security-fuzz-1.test.ts ... -N.test.ts). */
export const fuzzParts = 4

const served = servedEndpoints()

/** One valid request of a JSON write, as an object: the base its broken variants are made from. */
const validBase = (e: AnyEndpoint): Record<string, unknown> => {
  const [valid] = validRequests(e, 1)
  return typeof valid === "object" && valid !== null && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {}
}

/** The endpoints of part `part` (1-based): every `fuzzParts`-th of the contract's order. */
export const endpointsOfPart = (part: number): ReadonlyArray<AnyEndpoint> => served.filter((_, i) => i % fuzzParts === part - 1)

/** The fuzzing suite over one part of the endpoints, on every dialect. */
export const fuzzPart = (part: number): void => {
  // An endpoint is fuzzed only if the file of its part exists: a part file lost or renamed would
  // silently leave a quarter of the API unfuzzed.
  it(`part ${part} of ${fuzzParts}: every part has its file, so every served endpoint is fuzzed`, () => {
    const files = Array.from({ length: fuzzParts }, (_, i) => `security-fuzz-${i + 1}.test.ts`)
    expect(files.filter((f) => !existsSync(new URL(`../${f}`, import.meta.url)))).toEqual([])
    expect(endpointsOfPart(part).length).toBeGreaterThan(0)
  })

  describe.each(dialects)(`schema fuzzing on %s, part ${part} of ${fuzzParts}`, (dialect) => {
    // A still clock: sessions are never touched, so a read changes no table at all. It starts
    // now, and nothing here depends on when the demo was seeded: a copy of the template serves.
    const clock = manualClock()
    const t = useServer(dialect, { now: clock.now }, { templateServesClock: true })
    let staffToken = ""
    // The kiosk's endpoints take a kiosk session only (a staff token is a 401 there): they are
    // fuzzed with the demo kiosk user's.
    let kioskToken = ""
    const freshSession = async () => {
      staffToken = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    }
    const freshKioskSession = async () => {
      // Generated password changes count as failed guesses: the throttle would hold the user back.
      await sqlOf(t.server, (sql) => sql`DELETE FROM intentos_acceso WHERE cuenta = ${kioskThrottleKey(demoKioskUsers.employee.id_usuario)}`)
      const answer = await call(t.url, "/api/kiosko/login", { body: { id_usuario: demoKioskUsers.employee.id_usuario, password: demoKioskUsers.employee.password } })
      kioskToken = (answer.body as { token?: string }).token ?? ""
    }
    beforeAll(async () => {
      await freshSession()
      await freshKioskSession()
    })
    /** The session the endpoint takes. */
    let token = ""
    /** Valid requests may end the session (logout) or change the admin's rights; start again. */
    const keepSession = async (e?: AnyEndpoint) => {
      if ((await call(t.url, "/api/sesion", { token: staffToken })).status !== 200) await freshSession()
      if ((await call(t.url, "/api/kiosko/sesion", { token: kioskToken })).status !== 200) await freshKioskSession()
      if (e !== undefined) token = e.access._tag === "Kiosk" ? kioskToken : staffToken
    }

    const send = (e: AnyEndpoint, body: Body | undefined, method: string = e.method): Promise<Answer> =>
      call(t.url, urlOf(e), { method, token, ...(body === undefined ? {} : { rawBody: serialize(body) }) })

    /** A multipart upload of one file part, as the SPA's drop area sends it. */
    const uploadOf = async (e: AnyEndpoint, content: string): Promise<Answer> => {
      const form = new FormData()
      const field = (e as { readonly upload?: { readonly field?: string } }).upload?.field ?? "file"
      form.append(field, new Blob([content], { type: "image/png" }), "logo.png")
      const response = await fetch(`${t.url}${urlOf(e)}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
      return { status: response.status, headers: response.headers, body: await response.json() }
    }

    const expectNo5xx = (label: string, answer: Answer) => {
      expect(answer.status, `${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500)
      if (answer.status >= 400) expectRefusal(label, answer)
    }

    const endpoints = endpointsOfPart(part)
    /** The endpoint of this part that is sent a real 10 MB JSON body (the others, just over 1 MB). */
    const firstJsonWrite = endpoints.find((e) => e.method !== "GET" && !takesUpload(e))

    const auditRowsOf = async (operacion: string): Promise<number> => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM auditoria WHERE operacion = ${operacion} AND resultado = 200`)
      return Number(row?.n ?? 0)
    }

    /** After a refused request only the tables a refusal may write (sign-in's) can differ. */
    const expectUnchanged = (label: string, e: AnyEndpoint, before: Record<string, string>, after: Record<string, string>) => {
      const except = recordedRefusals(e)
      const strip = (c: Record<string, string>) => Object.fromEntries(Object.entries(c).filter(([k]) => !except.includes(k)))
      expect(strip(after), `${label} was refused but changed data`).toEqual(strip(before))
    }

    /** Whether this dialect sends the requests refused before any query (see the note at the top). */
    const sendsRefusedBySchema = dialect === dialects[0]

    /** Variants the schema itself accepts (a union-typed id, an unbounded text): they may succeed, and what succeeds reads back. */
    const sendAcceptedBySchema = async (name: string, e: AnyEndpoint, accepted: ReadonlyArray<Body>) => {
      for (const body of accepted) {
        const answer = await send(e, body)
        const label = `${name} ${serialize(body).slice(0, 80)}`
        expectNo5xx(label, answer)
        if (answer.status < 400) {
          await keepSession(e)
          await expectRecordReads(t.url, staffToken, label, e, "json" in body ? body.json : undefined, answer)
        }
      }
      if (accepted.length > 0) await expectListReads(t.url, staffToken, e)
    }

    if (sendsRefusedBySchema) {
      it.each(endpoints.map((e) => [e.name, e] as const))("%s: broken requests are refused in Spanish and change nothing", async (name, e) => {
        await keepSession(e)
        const before = await checksums(t.server)
        const acceptedBySchema: Array<Body> = []
        if (e.method === "GET") {
          // A record resource answers POST on the same path (create, update): a broken body is a 400 there.
          const postToo = served.some((other) => other.method === "POST" && other.path === e.path)
          expectRefusal(`${name} by POST`, await send(e, { raw: '{"tabla":"usuarios"' }, "POST"), postToo ? [400] : [405])
          expectNo5xx(`${name} with a hostile query`, await call(t.url, `${urlOf(e)}?tabla=usuarios&__proto__[admin]=1&id=%27%3B--`, { token }))
        } else {
          const base = takesUpload(e) ? {} : validBase(e)
          for (const body of [...malformedBodies, ...variantsOf(base)]) {
            if (!takesUpload(e) && !schemaRefuses(e, body)) {
              acceptedBySchema.push(body)
              continue
            }
            expectRefusal(`${name} ${serialize(body).slice(0, 80)}`, await send(e, body))
          }
          const padding = takesUpload(e) ? overUploadLimit(e) : e === firstJsonWrite ? tenMegabytes() : justOverLimit()
          const huge = takesUpload(e) ? await uploadOf(e, padding) : await call(t.url, urlOf(e), { method: "POST", token, rawBody: JSON.stringify({ ...base, relleno: padding }) })
          expectRefusal(`${name} with ${padding.length} bytes`, huge, [413])
          if (!takesUpload(e)) expect((huge.body as { message: string }).message).toBe(messages.cuerpoDemasiadoGrande)
        }
        expect(await checksums(t.server), `${name}: refused requests changed data`).toEqual(before)
        await sendAcceptedBySchema(name, e, acceptedBySchema)
      })
    } else {
      const loose = endpoints
        .filter((e) => e.method !== "GET" && !takesUpload(e))
        .map((e) => [e.name, e, [...malformedBodies, ...variantsOf(validBase(e))].filter((body) => !schemaRefuses(e, body))] as const)
        .filter(([, , accepted]) => accepted.length > 0)
      it.each(loose)("%s: the broken-looking requests its schema accepts never answer 5xx, and what they store reads back", async (name, e, accepted) => {
        await keepSession(e)
        await sendAcceptedBySchema(name, e, accepted)
      })
    }

    it.each(endpoints.map((e) => [e.name, e] as const))("%s: generated requests never answer 5xx", async (name, e) => {
      await keepSession(e)
      if (e.query === true) {
        const before = await checksums(t.server)
        for (const request of validRequests(e, runs)) {
          const { url } = requestFor(e, request)
          expectNo5xx(`${name} ${url.slice(0, 200)}`, await call(t.url, url, { token }))
        }
        expect(await checksums(t.server), `${name} is a read`).toEqual(before)
        return
      }
      if (e.method === "GET" || takesUpload(e)) {
        const before = await checksums(t.server)
        expectNo5xx(name, await send(e, undefined))
        if (!e.writes) expect(await checksums(t.server), `${name} is a read`).toEqual(before)
        return
      }
      const generated = validRequests(e, reachesOutside.has(e.name) ? 2 : runs)
      expect(generated.length, `${name}: no request could be generated`).toBeGreaterThan(0)
      // The first request of a record write goes with its empty fields blank: stored as none, read back.
      const blank = blankVariant(e, generated[0])
      const requests = blank !== undefined && !schemaRefuses(e, { json: blank }) ? [blank, ...generated.slice(1)] : generated
      // Checking the whole database after each request is the slow part: a read is checked once
      // over all its requests, a write after each of its first `checkedRuns` requests.
      let checksLeft = e.writes ? checkedRuns : 0
      let before = await checksums(t.server)
      let audited = e.writes ? await auditRowsOf(e.name) : 0
      for (const request of requests) {
        const target = requestFor(e, request)
        const answer = await call(t.url, target.url, { method: e.method, token, rawBody: JSON.stringify(target.body) })
        const label = `${name} ${JSON.stringify(request).slice(0, 200)}`
        expectNo5xx(label, answer)
        if (checksLeft > 0) {
          checksLeft--
          const after = await checksums(t.server)
          if (answer.status >= 400) expectUnchanged(label, e, before, after)
          before = after
        }
        if (answer.status < 400 && e.writes) {
          // Every accepted write leaves its audit row (the audit suite's rule, for every endpoint).
          expect(await auditRowsOf(e.name), `${label} was stored without an audit row`).toBeGreaterThan(audited)
          audited = await auditRowsOf(e.name)
          await keepSession(e)
          await expectRecordReads(t.url, staffToken, label, e, request, answer)
          if (checksLeft > 0) before = await checksums(t.server)
        }
      }
      if (!e.writes) expect(await checksums(t.server), `${name} is a read but changed data`).toEqual(before)
      else await expectListReads(t.url, staffToken, e)
    })

    it(`after every write of part ${part}, every list and its records still read`, async () => {
      await keepSession()
      await expectEveryListReads(t.url, staffToken)
    })
  })
}
