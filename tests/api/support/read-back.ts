import { expect } from "vitest"
import type { AnyEndpoint } from "../../../domain/api/endpoint"
import { idOf } from "../../../domain/records/descriptor"
import { recordTables } from "../../../server/parts/all-parts"
import type { RecordTable } from "../../../server/records/table"
import { type Answer, call } from "./http"

// What a write accepts, every read returns: after an accepted write of a record resource, its
// list and the record itself still answer 200 (a value stored that the answers' schemas refuse
// would fail them for everyone, from then on); and, once every endpoint of a fuzzing part has
// written, every list and a record of each still answer 200, which covers some of what
// hand-written writes and other resources' names reach.

const byWrite = new Map<string, RecordTable>(
  recordTables.flatMap((t) => [t.endpoints.create, t.endpoints.write].flatMap((e) => (e === undefined ? [] : [[e.name, t] as const]))),
)

const pageSize = 100

const expectOk = (label: string, answer: Answer) =>
  expect(answer.status, `${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200)

const rowsOf = (answer: Answer): ReadonlyArray<Readonly<Record<string, unknown>>> =>
  (answer.body as { result?: { registros?: ReadonlyArray<Readonly<Record<string, unknown>>> } }).result?.registros ?? []

const readUrl = (t: RecordTable, row: Readonly<Record<string, unknown>>) => `/api/${t.descriptor.resource}/${encodeURIComponent(idOf(t.descriptor, row))}`

/** After the accepted write `e` answered `answer` (to `request`): the written record, unless deleted, answers 200. */
export const expectRecordReads = async (base: string, token: string, label: string, e: AnyEndpoint, request: unknown, answer: Answer): Promise<void> => {
  const t = byWrite.get(e.name)
  if (t === undefined) return
  const result = (answer.body as { result?: unknown }).result
  const fields = typeof request === "object" && request !== null ? (request as Readonly<Record<string, unknown>>) : {}
  if (fields._method === "DELETE" || typeof result !== "object" || result === null) return
  expectOk(`${label}, then the record`, await call(base, readUrl(t, result as Readonly<Record<string, unknown>>), { token }))
}

/**
 * After the writes of `e`: the first page of its resource's list answers 200. Once per endpoint,
 * not per write: a list row is the record's own fields, which the reads after each write checked.
 */
export const expectListReads = async (base: string, token: string, e: AnyEndpoint): Promise<void> => {
  const t = byWrite.get(e.name)
  if (t === undefined) return
  expectOk(`${e.name}, then its list`, await call(base, `/api/${t.descriptor.resource}?por_pagina=${pageSize}`, { token }))
}

/**
 * The first page (100 rows) of every list of every record resource, and its first record, answer
 * 200. Not every page: the thousand people and positions of the demo are ten pages each, and the
 * records a write names are read back after it (expectReadsBack); this sweep is for what
 * hand-written writes reach.
 */
export const expectEveryListReads = async (base: string, token: string): Promise<void> => {
  const failures: Array<string> = []
  for (const t of recordTables) {
    const list = await call(base, `/api/${t.descriptor.resource}?por_pagina=${pageSize}`, { token })
    if (list.status !== 200) {
      failures.push(`${t.descriptor.resource}: ${list.status} ${JSON.stringify(list.body).slice(0, 200)}`)
      continue
    }
    const first = rowsOf(list)[0]
    if (first === undefined) continue
    const read = await call(base, readUrl(t, first), { token })
    if (read.status !== 200) failures.push(`${readUrl(t, first)}: ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`)
  }
  expect(failures, "reads that fail after the writes").toEqual([])
}

/**
 * A record write's request with every field it leaves empty (null) sent blank instead, or
 * undefined when it has none or is no record write: a blank optional value must be stored as
 * none, and read back (a blank second surname once broke the people lists for everyone).
 */
export const blankVariant = (e: AnyEndpoint, request: unknown): Readonly<Record<string, unknown>> | undefined => {
  if (!byWrite.has(e.name) || typeof request !== "object" || request === null || Array.isArray(request)) return undefined
  const fields = request as Readonly<Record<string, unknown>>
  if (fields._method === "DELETE" || !Object.values(fields).some((v) => v === null)) return undefined
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null ? "  " : v]))
}
