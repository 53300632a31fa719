import { Effect } from "effect"
import { entriesOf, type RecordDescriptor } from "../../domain/records/descriptor"
import type { StampKind } from "../../domain/records/field"
import { Now } from "../clock"
import type { Row } from "./table"

// The audit stamps of a write: the fields flagged `stamp` get the caller's user id or the
// server's clock (Now, so tests can move it) as an ISO instant. A create stamps "created", an
// update "changed"; no hook writes them by hand.

const stampsOf: Readonly<Record<"add" | "edit", ReadonlyArray<StampKind>>> = {
  add: ["created-by", "created-at"],
  edit: ["changed-by", "changed-at"],
}

/**
 * The stamp columns of a create or an update of the descriptor's records, by `who` (a user id;
 * null for the server's own act, such as the ALTA a hire records).
 */
export const stampColumns = (d: RecordDescriptor, mode: "add" | "edit", who: string | null): Effect.Effect<Row, never, Now> =>
  Effect.map(Now, (now) => {
    const at = new Date(now()).toISOString()
    const kinds = stampsOf[mode]
    return Object.fromEntries(
      entriesOf(d).flatMap(([name, f]) =>
        f.stamp === undefined || !kinds.includes(f.stamp) ? [] : [[name, f.stamp.endsWith("-by") ? who : at] as const],
      ),
    )
  })
