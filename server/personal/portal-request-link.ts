import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { holdsAny } from "../../domain/catalog"
import { type LinkedResource, linkedRequestType, portalLinkTexts } from "../../domain/personal/portal-request-link"
import { portalRequestTypeLabel } from "../../domain/personal/solicitudes-portal-vocabulary"
import { portalRequests } from "../../domain/personal/solicitudes-portal"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import { asRecordTable, type Row } from "../records/table"
import { isVisible } from "../records/visible"
import { moveByServer } from "../records/workflow-move"
import { portalRequestsTable } from "./solicitudes-portal"

// The link between a kiosk request and the letter, loan or aid HR creates for it
// (domain/personal/portal-request-link.ts). The create's hooks call `checkPortalLink` before anything is
// stored (a refusal leaves every table as it was) and `attendLinked` in the same transaction
// once the record exists. Attending a request is what GP100 does (the portal's commands): a
// letter's GP210 alone does not let its creator attend one.

/** The request a create names, or null when it names none. */
export const linkedId = (request: Row): number | null => {
  const id = request.id_solicitud
  const n = typeof id === "number" || typeof id === "string" ? Number(id) : Number.NaN
  return Number.isInteger(n) && n > 0 ? n : null
}

/** What already attends a request, in words ("la carta laboral 45"), if anything does. */
const linkedRecord = (id_solicitud: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ what: string }>`
      SELECT 'la carta laboral ' || COALESCE(folio, CAST(id_carta AS VARCHAR(12))) AS what FROM cartas_laborales WHERE id_solicitud = ${id_solicitud}
      UNION ALL SELECT 'el préstamo ' || CAST(id_prestamo AS VARCHAR(12)) FROM prestamos WHERE id_solicitud = ${id_solicitud}
      UNION ALL SELECT 'la ayuda económica ' || CAST(id_ayuda AS VARCHAR(12)) FROM ayudas_economicas WHERE id_solicitud = ${id_solicitud}`
    return row?.what ?? null
  })

/**
 * Checks the request a create of `resource` names: it exists (400), the caller attends portal
 * requests and may see its person (403), it is of the resource's type and of the record's person
 * (400), Autorizada (409) and attended by nothing else (409). On PostgreSQL the request's row is
 * locked until the transaction ends, so two creates from one request are decided one after the
 * other (and the unique index of migration 0120 stops the second in any case).
 */
export const checkPortalLink = (resource: LinkedResource, request: Row, principal: Principal) =>
  Effect.gen(function* () {
    const id = linkedId(request)
    if (id === null) return
    if (!holdsAny(principal.keys, portalRequests.keys)) return yield* forbidden()
    const sql = yield* SqlClient.SqlClient
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT id_solicitud FROM solicitudes_portal WHERE id_solicitud = ${id} FOR UPDATE`,
      orElse: () => Effect.succeed([]),
    })
    const [row] = yield* sql<{ id_empleado: number | string; id_tipo_solicitud: string; estado: string; ve: unknown }>`
      SELECT t.id_empleado, t.id_tipo_solicitud, t.estado,
        CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM solicitudes_portal t WHERE t.id_solicitud = ${id}`
    if (row === undefined) return yield* refuse(400, portalLinkTexts.noExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    if (row.id_tipo_solicitud !== linkedRequestType[resource]) return yield* refuse(400, portalLinkTexts.otroTipo(resource, portalRequestTypeLabel(row.id_tipo_solicitud)))
    if (Number(row.id_empleado) !== Number(request.id_empleado)) return yield* refuse(400, portalLinkTexts.otroColaborador)
    if (row.estado !== "Autorizada") return yield* refuse(409, portalLinkTexts.noAutorizada)
    const taken = yield* linkedRecord(id)
    if (taken !== null) return yield* refuse(409, portalLinkTexts.enUso(taken))
  })

/**
 * Marks an Autorizada request Atendida (its workflow's `atender`, by the server's act) with the
 * comment naming what was created; false when it is no longer Autorizada (cancelled, or attended
 * by hand meanwhile).
 */
export const attendLinked = (id_solicitud: number, comentario: string, principal: Principal) =>
  Effect.map(
    moveByServer(asRecordTable(portalRequestsTable), "atender", { id_solicitud, estado: "Autorizada" }, { who: principal.id_usuario, columns: { comentarios: comentario.slice(0, 500) } }),
    (ended) => ended !== undefined,
  )

/** A create's attendance: the request was checked Autorizada in this transaction, so it must still be. */
export const attendCreated = (id_solicitud: number, comentario: string, principal: Principal) =>
  Effect.flatMap(attendLinked(id_solicitud, comentario, principal), (done) => (done ? Effect.void : Effect.fail(refuse(409, portalLinkTexts.noAutorizada))))

/** The audit row's note of a record created for a request. */
export const linkAuditDetail = (stored: Row, mode: "add" | "edit"): string | undefined =>
  mode === "add" && linkedId(stored) !== null ? `Atiende la solicitud del portal ${String(stored.id_solicitud)}` : undefined
