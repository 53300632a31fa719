import type { KeyValueStore } from "../key-value-store"

// The one session-storage slot the list pages share (the generic list page and the organisation's
// tree, chart and positions pages): it holds the query of one page at a time, tagged with the
// page's path, so leaving a page forgets its query. Reading and writing it live here so every
// page tags and checks the slot the same way.

/** The storage slot of every list page: one at a time, so leaving a page forgets its query. */
export const listStateKey = "ch.listPage"

export const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === "object" && v !== null && !Array.isArray(v)

/** A stored id: a positive whole number, else none (the slot is written by older builds too). */
export const idOrNull = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null)

/** The state this page stored; null when the slot is empty, another page's or unreadable. */
export const readListState = (storage: KeyValueStore, pageKey: string): Readonly<Record<string, unknown>> | null => {
  let raw: unknown
  try {
    raw = JSON.parse(storage.getItem(listStateKey) ?? "null")
  } catch {
    return null
  }
  return isRecord(raw) && raw.pageKey === pageKey && isRecord(raw.state) ? raw.state : null
}

/** Keeps this page's state in the slot, in place of any other page's. */
export const writeListState = (storage: KeyValueStore, pageKey: string, state: unknown): void => {
  storage.setItem(listStateKey, JSON.stringify({ pageKey, state }))
}
