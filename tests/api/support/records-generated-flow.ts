import { Schema } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { expect } from "vitest"
import { allKeys } from "../../../domain/catalog"
import { messages } from "../../../domain/messages"
import { idOf } from "../../../domain/records/descriptor"
import { type RecordDocument, printableIn, refusalOf } from "../../../domain/records/document"
import type { AnyField } from "../../../domain/records/field"
import { type Transition, type Workflow, transitionKey } from "../../../domain/records/workflow"
import { inflateSmallEntry, zipEntries } from "../../../server/exports/zip-reader"
import type { RecordTable } from "../../../server/records/table"
import { type Answer, call, signIn } from "./http"
import type { RecordStep, StepContext } from "./records-generated"
import { checksums, createUser, expectRefusal } from "./security"

// The generated steps of a record's workflow and documents (see records-generated.ts), driven by
// the descriptor alone: every transition fires from each of its source states on a record taken
// there by the workflow itself and lands in its target; from every other reachable state it is
// refused (409) and nothing changes; a user holding every key but the transition's gets 403.
// Every document prints on a record in its states (a PDF whose text names the record), is
// refused outside them (409), and a batch document gives one zip with one PDF per record.

type Row = Readonly<Record<string, unknown>>

export const flowSteps = {
  transitions: "fires every transition from each of its source states, landing in its target",
  transitionRefused: "refuses every transition from a state outside its sources with 409 and changes nothing",
  transitionKey: "refuses every transition to a user without its key with 403 and changes nothing",
  documentPrint: "prints every document on a record in its states, a PDF naming the record",
  documentRefused: "refuses every document outside its states with 409",
  documentBatch: "prints a batch document as one zip with one PDF per record",
} as const

// --- Calls -------------------------------------------------------------------------------------

const api = (ctx: StepContext, path: string, body?: unknown, token = ctx.token): Promise<Answer> =>
  call(ctx.server.url, `/api${path}`, { token, ...(body === undefined ? {} : { body }) })

const expectOk = (label: string, answer: Answer) => expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 600)}`).toBe(200)

const recordPath = (ctx: StepContext, row: Row) => `/${ctx.table.descriptor.resource}/${encodeURIComponent(idOf(ctx.table.descriptor, row))}`

const read = async (ctx: StepContext, row: Row): Promise<Row> => {
  const answer = await api(ctx, recordPath(ctx, row))
  expectOk(`read ${recordPath(ctx, row)}`, answer)
  return (answer.body as { result: Row }).result
}

/** An endpoint's path with the record's key in place of `:id`. */
const pathFor = (ctx: StepContext, path: string, row: Row) => path.replace(":id", encodeURIComponent(idOf(ctx.table.descriptor, row)))

/** A refusal with its status and message that leaves every table as it was (the audit's failure rows aside). */
const expectRefusedUnchanged = async (ctx: StepContext, label: string, send: () => Promise<Answer>, status: number, message: string) => {
  const before = await checksums(ctx.server.server, ["auditoria"])
  const answer = await send()
  expectRefusal(label, answer, [status])
  expect((answer.body as { message: string }).message, label).toBe(message)
  expect(await checksums(ctx.server.server, ["auditoria"]), `${label} changed data`).toEqual(before)
}

// --- Workflows ---------------------------------------------------------------------------------

const workflowOf = (t: RecordTable): Workflow | undefined => t.descriptor.workflow

const workflow = (ctx: StepContext): Workflow => {
  const w = workflowOf(ctx.table)
  if (w === undefined) throw new Error(`${ctx.table.descriptor.resource}: no workflow`)
  return w
}

/** Today in Mexico City, the day the server judges dates by. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())

/** A valid value of a transition's input field: today for a date, the first choice, this record's text. */
const inputValue = (ctx: StepContext, f: AnyField): unknown => {
  const candidates: ReadonlyArray<unknown> = [
    ...(f.kind === "date" ? [today()] : []),
    ...(f.choices ?? []).slice(0, 1).map((c) => c.id),
    `${ctx.marker} motivo`.slice(0, f.maxLength ?? 40),
    f.min ?? 1,
    "1",
    null,
  ]
  return candidates.find((v) => Schema.is(f.value as Schema.Schema<unknown, unknown>)(v)) ?? null
}

const inputOf = (ctx: StepContext, t: Transition): Record<string, unknown> =>
  Object.fromEntries(Object.entries(t.input ?? {}).map(([name, f]) => [name, inputValue(ctx, f)]))

const fire = (ctx: StepContext, t: Transition, row: Row, token = ctx.token): Promise<Answer> => {
  const path = ctx.table.endpoints.transitions?.[t.id]?.path ?? `/${ctx.table.descriptor.resource}/:id/${t.id}`
  // A path SPEC names without the key carries it in the body, under the contract's own name.
  const body = path.includes(":id") ? inputOf(ctx, t) : { ...transitionKey(ctx.table.descriptor, t, row), ...inputOf(ctx, t) }
  return api(ctx, pathFor(ctx, path, row), body, token)
}

/** The states a transition may end in: its target, or its flow's pending state. */
const targetsOf = (t: Transition): ReadonlyArray<string> => (t.authorization === undefined ? [t.to] : [t.to, t.authorization.pending])

/** The shortest run of transitions from one state to another, if the workflow has one. */
const pathBetween = (w: Workflow, from: string, to: string): ReadonlyArray<Transition> | undefined => {
  const seen = new Map<string, ReadonlyArray<Transition>>([[from, []]])
  const queue = [from]
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    const before = seen.get(state) ?? []
    if (state === to) return before
    for (const t of w.transitions.filter((x) => (x.from as ReadonlyArray<string>).includes(state))) {
      if (!seen.has(t.to)) {
        seen.set(t.to, [...before, t])
        queue.push(t.to)
      }
    }
  }
  return undefined
}

/** The records the workflow steps moved, by resource context: each step reuses them. */
const pools = new WeakMap<StepContext, Array<Row>>()
const poolOf = (ctx: StepContext): Array<Row> => {
  const pool = pools.get(ctx) ?? []
  pools.set(ctx, pool)
  return pool
}

const edge = (t: Transition, state: unknown) => `${t.id}|${String(state)}`

/** Fires the transition with a valid input and checks its answer and the record's new state. */
const fireAndCheck = async (ctx: StepContext, t: Transition, row: Row, fired: Set<string>): Promise<Row> => {
  const w = workflow(ctx)
  const from = row[w.field]
  const answer = await fire(ctx, t, row)
  expectOk(`${t.id} from ${String(from)}`, answer)
  expect((answer.body as { message: string }).message.startsWith(t.done), `${t.id}: its message`).toBe(true)
  const after = await read(ctx, row)
  expect(targetsOf(t), `${t.id} from ${String(from)} lands in its target`).toContain(after[w.field])
  fired.add(edge(t, from))
  const pool = poolOf(ctx)
  pool.splice(pool.indexOf(row), 1, after)
  return after
}

/** A record of the resource the steps may move. */
const newRecord = async (ctx: StepContext, w: Workflow, state: string): Promise<Row | undefined> => {
  if (ctx.creates) {
    const create = async () => api(ctx, `/${ctx.table.descriptor.resource}`, await ctx.freshBody())
    let answer = await create()
    // A rule about the copied references (a person's loans a year) is tried again from the seed's
    // other records, as the create step does; the template stays the one that worked.
    for (const other of ctx.others) {
      if (answer.status === 200) break
      ctx.template = await read(ctx, other)
      answer = await create()
    }
    expectOk("create for the workflow", answer)
    return read(ctx, (answer.body as { result: Row }).result)
  }
  // Without a create of its own: a record of the seed in that state, else one that can reach it.
  const answer = await api(ctx, `/${ctx.table.descriptor.resource}?por_pagina=100`)
  expectOk("list for the workflow", answer)
  const rows = (answer.body as { result: { registros: ReadonlyArray<Row> } }).result.registros
  const used = new Set(poolOf(ctx).map((r) => idOf(ctx.table.descriptor, r)))
  const free = rows.filter((r) => !used.has(idOf(ctx.table.descriptor, r)) && r[w.field] !== undefined)
  const found = free.find((r) => r[w.field] === state) ?? free.find((r) => pathBetween(w, String(r[w.field]), state) !== undefined)
  return found === undefined ? undefined : read(ctx, found)
}

/** A record in `state`: one the steps already moved there, else a new one taken there by the workflow. */
const recordIn = async (ctx: StepContext, state: string, fired: Set<string>): Promise<Row | undefined> => {
  const w = workflow(ctx)
  const pool = poolOf(ctx)
  const held = pool.find((r) => r[w.field] === state)
  if (held !== undefined) return held
  const fresh = await newRecord(ctx, w, state)
  if (fresh === undefined) return undefined
  const path = pathBetween(w, String(fresh[w.field]), state)
  if (path === undefined) return undefined
  pool.push(fresh)
  let row = fresh
  for (const t of path) row = await fireAndCheck(ctx, t, row, fired)
  return row[w.field] === state ? row : undefined
}

/** The states a new record can reach (its first, and those its transitions lead to). */
const reachable = async (ctx: StepContext): Promise<ReadonlyArray<string>> => {
  const w = workflow(ctx)
  const start = poolOf(ctx)[0] ?? (await recordIn(ctx, w.states[0].code, new Set()))
  const first = String(start?.[w.field] ?? w.states[0].code)
  return w.states.map((s) => s.code).filter((code) => pathBetween(w, first, code) !== undefined)
}

/** A token per key of a user holding every key but that one (same workplaces as the admin), per server. */
const keylessTokens = new WeakMap<object, Map<string, Promise<string>>>()
const tokenWithout = (ctx: StepContext, key: string): Promise<string> => {
  const byKey = keylessTokens.get(ctx.server.server) ?? new Map<string, Promise<string>>()
  keylessTokens.set(ctx.server.server, byKey)
  const known = byKey.get(key)
  if (known !== undefined) return known
  const user = { email: `sin-${key.toLowerCase()}@generado.mx`, password: `Sin.${key}-Generado-2026`, group: `SIN${key}`.slice(0, 20), keys: allKeys.filter((k) => k !== key), role: "GLOBAL" }
  const token = createUser(ctx.server.server, user).then(async () => (await signIn(ctx.server.url, user.email, user.password)).token)
  byKey.set(key, token)
  return token
}

const hasTransitions = (t: RecordTable) => (workflowOf(t)?.transitions.length ?? 0) > 0

// --- Documents ---------------------------------------------------------------------------------

const documentsOf = (t: RecordTable): ReadonlyArray<RecordDocument> => t.descriptor.documents ?? []

const documentEndpoints = (ctx: StepContext, doc: RecordDocument) => {
  const e = ctx.table.endpoints.documents?.[doc.name]
  if (e === undefined) throw new Error(`${ctx.table.descriptor.resource}: no endpoint for the document ${doc.name}`)
  return e
}

const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ")

/**
 * What names the record on paper: its folio once it has one, and the text this suite wrote into
 * it (each value its own). A record with neither (a draft of the seed) is not picked to print.
 */
const namesOnPaper = (ctx: StepContext, row: Row): ReadonlyArray<string> => [
  ...(typeof row.folio === "string" && row.folio !== "" ? [row.folio] : []),
  ...Object.values(row).filter((v): v is string => typeof v === "string" && v.includes(ctx.marker)),
]

const named = (ctx: StepContext, row: Row, text: string) => namesOnPaper(ctx, row).some((name) => text.includes(name))

/** A record the document prints and can be told by on paper. */
const printsNamed = (ctx: StepContext, doc: RecordDocument) => (r: Row) => printableIn(doc, r) && namesOnPaper(ctx, r).length > 0

const fetchBytes = async (ctx: StepContext, path: string) => {
  const answer = await fetch(`${ctx.server.url}/api${path}`, { headers: { authorization: `Bearer ${ctx.token}` } })
  return { status: answer.status, type: answer.headers.get("content-type"), bytes: new Uint8Array(await answer.arrayBuffer()) }
}

/** Up to `n` stored records for which `wanted` holds: this suite's own first, then the seed's. */
const recordsWhere = async (ctx: StepContext, wanted: (row: Row) => boolean, n: number): Promise<ReadonlyArray<Row>> => {
  const found: Array<Row> = []
  const keys = new Set<string>()
  const take = (row: Row) => {
    const key = idOf(ctx.table.descriptor, row)
    if (found.length < n && !keys.has(key) && wanted(row)) {
      found.push(row)
      keys.add(key)
    }
  }
  for (const row of [...(ctx.record === undefined ? [] : [ctx.record]), ...poolOf(ctx)]) take(await read(ctx, row))
  if (found.length >= n) return found
  const answer = await api(ctx, `/${ctx.table.descriptor.resource}?por_pagina=100`)
  expectOk("list for the documents", answer)
  const rows = (answer.body as { result: { registros: ReadonlyArray<Row> } }).result.registros
  // The list rows that already qualify are read first; a rule on fields the list leaves out
  // (judged on the whole stored record) makes the rest worth reading too.
  for (const row of [...rows.filter(wanted), ...rows.filter((r) => !wanted(r))]) {
    if (found.length >= n) break
    take(await read(ctx, row))
  }
  return found
}

/** A record in a state the document refuses: the seed's, else one the workflow takes there. */
const recordOutside = async (ctx: StepContext, doc: RecordDocument): Promise<Row | undefined> => {
  const [seeded] = await recordsWhere(ctx, (r) => !printableIn(doc, r), 1)
  if (seeded !== undefined || workflowOf(ctx.table) === undefined || !Array.isArray(doc.states)) return seeded
  const outside = workflow(ctx).states.find((s) => !(doc.states as ReadonlyArray<string>).includes(s.code))
  return outside === undefined ? undefined : recordIn(ctx, outside.code, new Set())
}

const batchable = (t: RecordTable) => documentsOf(t).some((d) => d.batch === true)

// --- Steps -------------------------------------------------------------------------------------

export const flowRecordSteps: ReadonlyArray<RecordStep> = [
  {
    name: flowSteps.transitions,
    applies: hasTransitions,
    run: async (ctx) => {
      const w = workflow(ctx)
      const fired = new Set<string>()
      for (const t of w.transitions) {
        for (const state of t.from) {
          // A record taken to this state on the way to another may have fired it already.
          if (fired.has(edge(t, state))) continue
          const row = await recordIn(ctx, state, fired)
          expect(row, `a record in ${state} for ${t.id}`).toBeDefined()
          if (row !== undefined) await fireAndCheck(ctx, t, row, fired)
        }
      }
    },
  },
  {
    name: flowSteps.transitionRefused,
    applies: hasTransitions,
    run: async (ctx) => {
      const w = workflow(ctx)
      const states = await reachable(ctx)
      for (const t of w.transitions) {
        for (const state of states.filter((s) => !(t.from as ReadonlyArray<string>).includes(s))) {
          const row = await recordIn(ctx, state, new Set())
          expect(row, `a record in ${state}`).toBeDefined()
          if (row === undefined) continue
          await expectRefusedUnchanged(ctx, `${t.id} from ${state}`, () => fire(ctx, t, row), 409, t.refusedIn?.[state] ?? t.refused)
          expect((await read(ctx, row))[w.field]).toBe(state)
        }
      }
    },
  },
  {
    name: flowSteps.transitionKey,
    applies: hasTransitions,
    run: async (ctx) => {
      const w = workflow(ctx)
      for (const t of w.transitions) {
        const row = await recordIn(ctx, t.from[0], new Set())
        expect(row, `a record in ${t.from[0]}`).toBeDefined()
        if (row === undefined) continue
        const token = await tokenWithout(ctx, t.key)
        await expectRefusedUnchanged(ctx, `${t.id} without ${t.key}`, () => fire(ctx, t, row, token), 403, messages.sinPermiso)
        expect((await read(ctx, row))[w.field]).toBe(t.from[0])
      }
    },
  },
  {
    name: flowSteps.documentPrint,
    applies: (t) => documentsOf(t).length > 0,
    run: async (ctx) => {
      for (const doc of documentsOf(ctx.table)) {
        const [row] = await recordsWhere(ctx, printsNamed(ctx, doc), 1)
        expect(row, `a record ${doc.name} prints`).toBeDefined()
        if (row === undefined) continue
        const pdf = await fetchBytes(ctx, pathFor(ctx, documentEndpoints(ctx, doc).print.path, row))
        expect(pdf.status, `${doc.name}: ${new TextDecoder().decode(pdf.bytes).slice(0, 300)}`).toBe(200)
        expect(pdf.type).toBe("application/pdf")
        const text = await textOf(pdf.bytes)
        expect(named(ctx, row, text), `${doc.name} names ${namesOnPaper(ctx, row).join(" or ")}: ${text.slice(0, 300)}`).toBe(true)
      }
    },
  },
  {
    name: flowSteps.documentRefused,
    applies: (t) => documentsOf(t).some((d) => d.states !== undefined),
    run: async (ctx) => {
      for (const doc of documentsOf(ctx.table).filter((d) => d.states !== undefined)) {
        const row = await recordOutside(ctx, doc)
        expect(row, `a record outside the states of ${doc.name}`).toBeDefined()
        if (row === undefined) continue
        const path = pathFor(ctx, documentEndpoints(ctx, doc).print.path, row)
        await expectRefusedUnchanged(ctx, `${doc.name} outside its states`, () => api(ctx, path), 409, refusalOf(doc, row))
      }
    },
  },
  {
    name: flowSteps.documentBatch,
    applies: batchable,
    run: async (ctx) => {
      for (const doc of documentsOf(ctx.table).filter((d) => d.batch === true)) {
        const batch = documentEndpoints(ctx, doc).batch
        if (batch === undefined) throw new Error(`${doc.name}: a batch document without its batch endpoint`)
        const rows = await recordsWhere(ctx, printsNamed(ctx, doc), 3)
        expect(rows.length, `records ${doc.name} prints`).toBeGreaterThan(1)
        const started = await api(ctx, batch.path, { ids: rows.map((r) => idOf(ctx.table.descriptor, r)) })
        expectOk(`batch of ${doc.name}`, started)
        const job = (started.body as { result: { trabajo: string; estado: string } }).result
        // The batch runs off the request: polled until it ends, as the browser does.
        let estado = job.estado
        while (estado === "en_proceso") {
          const polled = await api(ctx, `/lotes-documentos/${job.trabajo}`)
          expectOk("batch progress", polled)
          estado = (polled.body as { result: { estado: string } }).result.estado
        }
        expect(estado).toBe("listo")
        const zip = await fetchBytes(ctx, `/lotes-documentos/${job.trabajo}/archivo`)
        expect(zip.status).toBe(200)
        expect(zip.type).toBe("application/zip")
        const buffer = Buffer.from(zip.bytes)
        const entries = [...zipEntries(buffer).values()]
        expect(entries.map((e) => e.name.endsWith(".pdf"))).toEqual(rows.map(() => true))
        const texts = await Promise.all(entries.map(async (e) => textOf(new Uint8Array(await inflateSmallEntry(buffer, e, { remaining: 50_000_000 }, 50_000_000)))))
        for (const row of rows) expect(texts.filter((text) => named(ctx, row, text)), `one PDF names ${namesOnPaper(ctx, row).join(" or ")}`).toHaveLength(1)
      }
    },
  },
]
