import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { type ListQuery, firstPage } from "../../domain/records/list-query"
import { type LoadOutcome, createListPageMachine, listQueryOf } from "../../machines/records/list-page"
import { prefetchListPage, takeListPage } from "../../machines/records/list-prefetch"
import { writeListState } from "../../machines/records/list-state"
import { MemoryStore } from "./support/memoryStore"

// The first page of a record list asked for when its route is entered: the list machine's first
// load takes it only for the same endpoint, page and query, once; anything else asks again.

type Row = Readonly<Record<string, unknown>>

const pageKey = "/formacion/proyectos-formacion"
// Only their identity matters here: the prefetch never calls them, the `load` given does.
const courses = { name: "cursos" } as unknown as AnyEndpoint
const needs = { name: "necesidades" } as unknown as AnyEndpoint

const loaded = (clave: string): LoadOutcome<Row> => ({ kind: "loaded", page: { registros: [{ clave }], total: 1, pagina: 1, por_pagina: 10 } })

/** A load that records each query it was asked, answering `clave`. */
const recording = (clave: string) => {
  const asked: Array<ListQuery> = []
  const load = (query: ListQuery) => {
    asked.push(query)
    return Promise.resolve(loaded(clave))
  }
  return { asked, load }
}

describe("a record list's first page asked ahead", () => {
  it("asks with the page's stored query, and hands that answer over once for the same endpoint and query", async () => {
    const storage = new MemoryStore()
    const stored: ListQuery = { ...firstPage, buscar: "excel", por_pagina: 20 }
    writeListState(storage, pageKey, stored)
    const ahead = recording("ahead")
    prefetchListPage(courses, pageKey, storage, ahead.load)
    expect(ahead.asked).toEqual([listQueryOf(stored)])
    const taken = takeListPage(courses, pageKey, stored)
    expect(await taken).toEqual(loaded("ahead"))
    // Taken once: a reload asks the server.
    expect(takeListPage(courses, pageKey, stored)).toBeNull()
  })

  it("drops the waiting answer when its page asks another query or another endpoint, and keeps it for another page's list", () => {
    const storage = new MemoryStore()
    prefetchListPage(courses, pageKey, storage, recording("ahead").load)
    // Another page (a list inside a record) leaves it waiting.
    expect(takeListPage(needs, "/formacion/proyectos-dnc", firstPage)).toBeNull()
    expect(takeListPage(courses, pageKey, { ...firstPage, pagina: 2 })).toBeNull()
    expect(takeListPage(courses, pageKey, firstPage)).toBeNull()
    prefetchListPage(courses, pageKey, storage, recording("ahead").load)
    expect(takeListPage(needs, pageKey, firstPage)).toBeNull()
    expect(takeListPage(courses, pageKey, firstPage)).toBeNull()
  })

  it("the list machine shows the answer asked ahead and asks the server only from its next load", async () => {
    const storage = new MemoryStore()
    prefetchListPage(courses, pageKey, storage, recording("ahead").load)
    const server = recording("server")
    const machine = createListPageMachine<Row>().provide({
      actors: { load: fromPromise<LoadOutcome<Row>, ListQuery>(({ input }) => takeListPage(courses, pageKey, input) ?? server.load(input)) },
    })
    const actor = createActor(machine, { input: { pageKey, storage } }).start()
    const first = await waitFor(actor, (s) => s.matches("ready"))
    expect(first.context.registros).toEqual([{ clave: "ahead" }])
    expect(server.asked).toEqual([])
    actor.send({ type: "RELOAD" })
    const again = await waitFor(actor, (s) => s.matches("ready") && s.context.registros[0]?.clave === "server")
    expect(again.context.registros).toEqual([{ clave: "server" }])
    expect(server.asked).toEqual([listQueryOf(firstPage)])
    actor.stop()
  })
})
