import { getCatalogo, getRegistroById, mainConnection } from "../../domain/api/catalogs"
import { messages } from "../../domain/messages"
import type { RecordDescriptor } from "../../domain/records/descriptor"
import type { AnyField } from "../../domain/records/field"
import type { ApiPort } from "./api-port"
import type { Loaded } from "./loaded-resource"

// A picker's items from an allowlisted catalogue: all its rows, or those whose `column` equals
// `value` (the towns of a state). Each row becomes an id and a label.

export interface LookupKey {
  readonly tabla: string
  readonly idColumn: string
  readonly labelColumn: string
  readonly column?: string
  readonly value?: string
  /** A column read besides the label: the value a choice proposes for another field (Lookup's `proposes`). */
  readonly proposedColumn?: string
}

export interface LookupItem {
  readonly id: string
  readonly label: string
  readonly proposed?: string
}

export const readLookup =
  (api: ApiPort) =>
  async ({ tabla, idColumn, labelColumn, column, value, proposedColumn }: LookupKey): Promise<Loaded<ReadonlyArray<LookupItem>>> => {
    const result =
      column === undefined || value === undefined
        ? await api.call(getCatalogo, { tabla, conexion: mainConnection })
        : await api.call(getRegistroById, { tabla, conexion: mainConnection, columnId: column, id: /^\d+$/.test(value) ? Number(value) : value })
    return result.ok
      ? {
          kind: "loaded",
          value: result.value.result.map((r) => ({
            id: String(r[idColumn]),
            label: String(r[labelColumn] ?? ""),
            ...(proposedColumn === undefined ? {} : { proposed: String(r[proposedColumn] ?? "") }),
          })),
        }
      : { kind: "failed", message: messages.errorObtener }
  }

/**
 * `read` with the reads of one key shared: a key asked again while its read is under way, or
 * within `keepMs` of its answer, gets that read's answer instead of a new request. A table of
 * child rows labels each row's person from the same catalogue: 300 participants are one read, not
 * 300. A failed read is not kept, so the next asks again.
 */
export const shareReads = <A>(read: (key: LookupKey) => Promise<Loaded<A>>, keepMs = 5_000, now: () => number = Date.now) => {
  const kept = new Map<string, { readonly until: number; readonly answer: Promise<Loaded<A>> }>()
  return (key: LookupKey): Promise<Loaded<A>> => {
    const id = JSON.stringify([key.tabla, key.idColumn, key.labelColumn, key.column, key.value, key.proposedColumn])
    const hit = kept.get(id)
    if (hit !== undefined && hit.until > now()) return hit.answer
    const answer = read(key)
    kept.set(id, { until: Number.POSITIVE_INFINITY, answer })
    void answer.then(
      (outcome) => {
        if (kept.get(id)?.answer !== answer) return
        if (outcome.kind === "failed") kept.delete(id)
        else kept.set(id, { until: now() + keepMs, answer })
      },
      () => kept.delete(id),
    )
    return answer
  }
}

/** The lookups of fields and of their rows' fields. */
const fieldLookups = (fields: Readonly<Record<string, AnyField>>): ReadonlyArray<NonNullable<AnyField["lookup"]>> =>
  Object.values(fields).flatMap((f) => [...(f.lookup === undefined ? [] : [f.lookup]), ...(f.rows === undefined ? [] : fieldLookups(f.rows.fields))])

/** Which rows of a catalogue to read: all (no column), or those whose `column` equals `value`. */
export type LookupScope = Pick<LookupKey, "column" | "value">

/**
 * Every catalogue the descriptors' selects name (their rows' too), each read once, as items by
 * catalogue name: the fixed choices of forms whose selects are loaded before they open. `scope`
 * narrows a catalogue to some rows (a company's own). One catalogue that cannot be read fails the whole.
 */
export const readChoices =
  (api: ApiPort) =>
  async (
    descriptors: ReadonlyArray<RecordDescriptor>,
    scope: (catalogue: string) => LookupScope = () => ({}),
  ): Promise<Loaded<Readonly<Record<string, ReadonlyArray<LookupItem>>>>> => {
    const lookups = [...new Map(descriptors.flatMap((d) => fieldLookups(d.fields)).map((l) => [l.catalogue, l])).values()]
    const read = readLookup(api)
    const loaded = await Promise.all(
      lookups.map(async (l) => [l.catalogue, await read({ tabla: l.catalogue, idColumn: l.idColumn, labelColumn: l.labelColumn, ...scope(l.catalogue) })] as const),
    )
    const items: Record<string, ReadonlyArray<LookupItem>> = {}
    for (const [catalogue, outcome] of loaded) {
      if (outcome.kind === "failed") return outcome
      items[catalogue] = outcome.value
    }
    return { kind: "loaded", value: items }
  }
