import type { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import type { Effect } from "effect"
import type { OriginSummary } from "../../domain/authorization"
import type { Now } from "../clock"
import type { ApiFailure } from "../http/failure"

export type { OriginSummary } from "../../domain/authorization"

/** A stored file: its MIME type, its bytes and the name the browser saves it under. */
export interface AttachedFile {
  readonly tipo: string
  readonly datos: Uint8Array
  readonly nombre: string
}

/**
 * Something that can be sent through an authorization flow: personnel movements ("MOV") today,
 * loans, aid and kiosk requests later. The engine knows a request only as (origen, id_origen);
 * the origin tells what it is and what happens when its flow ends.
 *
 * onApproved and onRejected run inside the engine's transaction for the decision, so a failure
 * there (an ApiFailure such as "the position is no longer vacant") undoes the decision too.
 */
export interface AuthorizationOrigin {
  /** Short code stored in the steps table: "MOV" (issue 15 adds PRESTAMO, AYUDA, PORTAL). */
  readonly origen: string
  /**
   * Summaries for "Mis autorizaciones" and the e-mails (folio, colaborador, tipo, fecha, detalle
   * lines) of these requests, read in batches; a request that is gone has none.
   */
  readonly describe: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, OriginSummary>, SqlError, SqlClient.SqlClient>
  /**
   * One file the request carries (one of its summary's adjuntos, by version), or null. Absent
   * for origins whose requests carry none. The caller has already checked who may see it.
   */
  readonly attachment?: (id_origen: number, version: string) => Effect.Effect<AttachedFile | null, SqlError, SqlClient.SqlClient>
  /** Last level approved: the origin becomes authorized (and is applied when due). */
  readonly onApproved: (id_origen: number) => Effect.Effect<void, SqlError | ApiFailure, SqlClient.SqlClient | Now>
  /** A level rejected: the flow ends and the origin is rejected with the approver's comment. */
  readonly onRejected: (id_origen: number, comentario: string) => Effect.Effect<void, SqlError | ApiFailure, SqlClient.SqlClient | Now>
}
