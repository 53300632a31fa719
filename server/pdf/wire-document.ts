import { isDeepStrictEqual } from "node:util"
import type { TDocumentDefinitions } from "pdfmake/interfaces"
import { keepHeadingsWithNext } from "./blocks"

// A document definition is laid out on a worker thread (render.ts), and a function cannot be
// posted to one. The functions our documents hold are of two kinds:
// - page templates (header, footer, background, a table layout's line styles): their answer
//   depends on the page numbers at most, by writing them into a text. Each is called here with
//   two marker numbers and sent as that answer; the worker puts the real numbers where the
//   markers are. Calls with other markers and with the first pages' numbers check the function
//   is of that kind, so one that branches on a page number fails loudly here (a defect the tests
//   meet) instead of printing wrong.
// - named rules (keepHeadingsWithNext), which read pdfmake's nodes: sent by name, the worker has
//   the same function.

const named: ReadonlyMap<string, unknown> = new Map<string, unknown>([["keepHeadingsWithNext", keepHeadingsWithNext]])
const nameOf = new Map([...named].map(([name, fn]) => [fn, name]))

const templateTag = "$pdfTemplate"
const namedTag = "$pdfNamed"

// Markers no document prints by chance; neither is a substring of another.
const markers = [7_391_001, 7_391_002] as const
// The check calls: other markers, and the first and last pages where templates branch most.
const checks: ReadonlyArray<ReadonlyArray<number>> = [
  [8_462_003, 8_462_004],
  [1, 1],
  [1, 2],
  [2, 2],
]

/** A document as it travels to the worker: the same tree with its functions made data. */
export type WireDocument = { readonly wire: unknown }

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** Puts page numbers where the markers of `markersUsed` are. */
const fillIn = (value: unknown, markersUsed: ReadonlyArray<number>, numbers: ReadonlyArray<number>): unknown => {
  if (typeof value === "string") {
    let out = value
    markersUsed.forEach((m, i) => {
      out = out.replaceAll(String(m), String(numbers[i]))
    })
    return out
  }
  if (typeof value === "number") {
    const i = markersUsed.indexOf(value)
    return i === -1 ? value : numbers[i]
  }
  if (Array.isArray(value)) return value.map((v) => fillIn(v, markersUsed, numbers))
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillIn(v, markersUsed, numbers)]))
  return value
}

const toWire = (value: unknown, path: string): unknown => {
  if (typeof value === "function") {
    const name = nameOf.get(value)
    if (name !== undefined) return { [namedTag]: name }
    const call = value as (...args: Array<unknown>) => unknown
    const answer = toWire(call(...markers), path)
    for (const numbers of checks) {
      if (!isDeepStrictEqual(fillIn(answer, markers, numbers), toWire(call(...numbers), path))) {
        throw new Error(`PDF document: the function at ${path} depends on its arguments beyond printing the page numbers`)
      }
    }
    return { [templateTag]: answer }
  }
  if (Array.isArray(value)) return value.map((v, i) => toWire(v, `${path}[${i}]`))
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v, `${path}.${k}`)]))
  return value
}

/** The document made data (on the requesting thread: the functions close over its values). */
export const documentToWire = (doc: TDocumentDefinitions): WireDocument => ({ wire: toWire(doc, "doc") })

const fromWire = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(fromWire)
  if (isPlainObject(value)) {
    if (namedTag in value) {
      const fn = named.get(String(value[namedTag]))
      if (fn === undefined) throw new Error(`PDF document: no function named ${String(value[namedTag])}`)
      return fn
    }
    if (templateTag in value) {
      const answer = fromWire(value[templateTag])
      return (...args: Array<unknown>) =>
        fillIn(
          answer,
          markers,
          markers.map((_, i) => (typeof args[i] === "number" ? (args[i] as number) : 0)),
        )
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v)]))
  }
  return value
}

/** The document again, its functions rebuilt (on the worker). */
export const documentFromWire = (doc: WireDocument): TDocumentDefinitions => fromWire(doc.wire) as TDocumentDefinitions
