import type { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import type { Effect } from "effect"
import type { EntityOf, RecordDescriptor, RequestOf } from "../../domain/records/descriptor"
import type { AnyResourceEndpoints } from "../../domain/records/endpoints"
import type { Principal } from "../auth/principal"
import type { ApiFailure } from "../http/failure"
import type { Now } from "../clock"
import type { ServerServices } from "../http/handler"
import type { DocumentBuilders } from "./document"

// How a record type is stored: the table it is written to, the SQL it is read from, and the
// hooks for what is truly its own. Every name here is a server constant; nothing a client sends
// ever becomes a table or column name (the list's `orden` is checked against the descriptor's
// sortable fields, then mapped to one of these expressions).

export type Row = Readonly<Record<string, unknown>>

/** A child collection stored in its own table, replaced as a whole with its parent. */
export interface ChildTable {
  readonly table: string
  /** Child column -> parent field, e.g. `{ id_empresa: "id_empresa" }`. */
  readonly parent: Readonly<Record<string, string>>
  /** ORDER BY of the rows as they are read back (server constant). */
  readonly order: string
  /**
   * The SQL of the child descriptor's derived fields (server constants), over the child row as
   * `c`: a participant's name, `(SELECT ... FROM empleados e WHERE e.id_empleado = c.id_empleado)`.
   */
  readonly expressions?: Readonly<Record<string, string>>
}

export interface HookContext {
  readonly principal: Principal
}

type HookEffect<A> = Effect.Effect<A, ApiFailure | SqlError, ServerServices>

/**
 * The hooks of a table, typed by its descriptor: `stored` is the record as read (EntityOf) and
 * `request` the decoded write (RequestOf). Under the default descriptor type both are rows.
 * Declared as methods so a typed table is still a `RecordTable` in the server's list.
 */
export interface RecordHooks<D extends RecordDescriptor = RecordDescriptor> {
  /**
   * The columns to store for a create or an update, from the decoded request (defaults to the
   * writable non-rows fields). Password hashing, derived columns and defaults go here; audit
   * stamps are the platform's (fields flagged `stamp`).
   */
  toColumns?(request: RequestOf<D>, mode: "add" | "edit", stored: EntityOf<D> | undefined, ctx: HookContext): HookEffect<Row>
  /**
   * Stores a create's columns instead of the INSERT (with `generatedKey`): a create that may take
   * an existing row, e.g. a former employee's alta re-enters their own record (an UPDATE).
   */
  insert?(columns: Row, ctx: HookContext): HookEffect<void>
  /** Checks before a create or update (referenced records exist, a rule that needs the database). */
  beforeWrite?(request: RequestOf<D>, mode: "add" | "edit", stored: EntityOf<D> | undefined, ctx: HookContext): HookEffect<void>
  /**
   * A workflow transition's part that needs the database, before it moves the record (its key
   * checked, its state and guards judged): refuses it (an ApiFailure), or answers more columns to
   * store with it (a loan's limits judged again as it is sent, and its terms stored again).
   */
  beforeTransition?(transition: string, stored: EntityOf<D>, input: Row, ctx: HookContext): HookEffect<Row>
  /**
   * The table carries the transition out its own way for this record, after its key, state,
   * guards and `beforeTransition` allowed it: the record is not moved by the transition's UPDATE
   * (a renewal past the maximum stores the next contract and waits for its own flow, the renewed
   * one staying as it is). Answers the message, or undefined to fire the transition as usual.
   */
  divert?(transition: string, stored: EntityOf<D>, input: Row, ctx: HookContext): HookEffect<{ readonly message: string } | undefined>
  /**
   * The step after a transition reaches its target, straight on or by its flow's last approval,
   * in the same transaction (a movement authorized and due is applied); an approval has no
   * request, so only the database and the clock. It may move the record
   * on by itself; a refusal undoes the transition, or the approval, too.
   */
  afterReached?(transition: string, key: Row): Effect.Effect<void, ApiFailure | SqlError, SqlClient.SqlClient | Now>
  /** Refuses the delete (409 with a Spanish message) while other records use this one. */
  beforeDelete?(stored: EntityOf<D>, ctx: HookContext): HookEffect<void>
  /**
   * A delete that keeps the record (a soft delete: puestos are deactivated, never lost). Runs
   * after beforeDelete, instead of the cascade and the DELETE; the answer is the same.
   */
  softDelete?(stored: EntityOf<D>, ctx: HookContext): HookEffect<void>
  /** Deletes what belongs to the record only (rights of a profile) before it goes. */
  cascade?(stored: EntityOf<D>, ctx: HookContext): HookEffect<void>
  /** After a successful write in the same transaction (end a user's sessions, grant a centre). */
  afterWrite?(stored: EntityOf<D>, mode: "add" | "edit" | "delete", ctx: HookContext): HookEffect<void>
  /**
   * A note for the audit row of a create or update beyond the values before and after: a check
   * the user overrode (an RFC confirmed on the SAT's portal), so the log says so in words.
   */
  auditDetail?(stored: EntityOf<D>, mode: "add" | "edit"): string | undefined
}

/**
 * A code field naming a row of a reference table that no foreign key links (the table came
 * after the column, or the code is typed): the platform checks the code exists, and is active
 * where the table has `activo`, before a write stores it.
 */
export interface CatalogueReference {
  readonly table: string
  readonly column: string
  readonly activeOnly?: boolean
}

export interface RecordTable<D extends RecordDescriptor = RecordDescriptor> {
  readonly descriptor: D
  /** Five endpoints, or list, read and export for a read-only descriptor (no write handlers then). */
  readonly endpoints: AnyResourceEndpoints
  /** The table written to. */
  readonly table: string
  /**
   * The FROM clause the reads use, with the table aliased as `t` (joins for names of other
   * records go here). Defaults to `<table> t`.
   */
  readonly from?: string
  /**
   * The FROM the list's count and its page walk use instead of `from`, for a large table whose
   * joins only name other records (to-one, on NOT NULL keys): they neither drop nor repeat rows,
   * so counting and ordering the table alone gives the same rows without joining every one; only
   * the page's own rows are joined. Only valid while every filter, the search, the scope and the
   * sortable fields read `t` alone.
   */
  readonly keyFrom?: string
  /**
   * The ORDER BY expression per sortable field, when its answered expression would keep an index
   * from serving the order (a CHAR(10) date answered through DATE() sorts like its column).
   */
  readonly sortExpressions?: Readonly<Record<string, string>>
  /** SQL expression per answered field, when not `t.<field>` (joined names, derived figures). */
  readonly expressions?: Readonly<Record<string, string>>
  /**
   * Expressions of a field that depends on today's date in Mexico (an overdue flag), given the
   * day as a quoted SQL date literal. The day comes from the server's clock (`Now`, so tests can
   * move it), never from a client; the database's CURRENT_DATE would be UTC's day on SQLite,
   * six hours ahead of Mexico City's every evening. The reads resolve them (`onToday`).
   */
  readonly dayExpressions?: Readonly<Record<string, (today: string) => string>>
  /** A stored column holding the folded search text (big tables); else folded on the fly. */
  readonly searchColumn?: string
  /**
   * On SQLite, an FTS5 trigram table over `searchColumn` (rowids of the table): a search of three
   * or more characters reads its matches from the index instead of scanning every row.
   */
  readonly searchIndex?: string
  readonly children?: Readonly<Record<string, ChildTable>>
  /** Field -> the reference table its code names, where no foreign key checks it. */
  readonly references?: Readonly<Record<string, CatalogueReference>>
  readonly hooks?: RecordHooks<D>
  /**
   * Columns of the table a hook writes that no field names (a password's hash, the state a
   * create starts in): the schema-agreement test accepts a NOT NULL column without a default
   * only when a field, an audit stamp or this list writes it.
   */
  readonly hookColumns?: ReadonlyArray<string>
  /**
   * A key the server assigns on create (a serial folio such as a prorating's id_prorrateo): the
   * key field is `derived`, so no request carries it, and the create stores the record and its
   * child rows under the key this answers (read in the create's transaction).
   */
  generatedKey?(request: RequestOf<D>, ctx: HookContext): HookEffect<Row>
  /** Entity name of audit rows, e.g. "perfil". */
  readonly entity: string
  /** The builder of each document the descriptor declares, by its name (./document.ts). */
  readonly documents?: DocumentBuilders
}

/**
 * A typed table in the server's list of tables. The handlers call its hooks with the records and
 * requests its own descriptor decodes, which is what the typed hooks declare; TypeScript cannot
 * see that through the hooks' parameter types, hence the one cast here.
 */
export const asRecordTable = <D extends RecordDescriptor>(t: RecordTable<D>): RecordTable => t as unknown as RecordTable
