import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { KioskClimateInvitation } from "../../domain/kiosko/kiosko-clima"
import { kioskClimateTexts as t } from "../../domain/kiosko/kiosko-clima"
import { newToken, tokenHash } from "../auth/token"
import { usableLink } from "../clima-laboral/cuestionario-link"
import { refuse } from "../http/failure"
import { dateTextSql } from "../records/date-text"

// The kiosk's way into the NOM-035 questionnaire for a participant CLI210 invited by kiosk. The
// database keeps only a link's SHA-256, so a kiosk cannot hand back a token issued before: opening
// issues a new single-use one (replacing the person's previous link, as a resend does) and the
// kiosk goes to the public page with it. From there the questionnaire is the mailed link's own:
// the same checks, the same anonymous storage, the link spent once answered. The issued link is
// judged by the public page's rules before it is returned, and a refusal rolls the issue back.

/** The acting employee's pending kiosk invitations: project in application, unanswered, not expired. */
export const kioskInvitations = (id_empleado: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_proyecto: number | string; n_proyecto: string; n_centro_trabajo: string; f_fin: string }>`
      SELECT p.id_proyecto, p.n_proyecto, ct.n_centro_trabajo, ${dateTextSql(sql, "p.f_fin")} AS f_fin
      FROM clima_participantes cp
      JOIN proyectos_clima p ON p.id_proyecto = cp.id_proyecto
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = p.id_centro_trabajo
      WHERE cp.id_empleado = ${id_empleado} AND cp.medio = 'Kiosko' AND cp.envios > 0 AND cp.respondio = '0' AND p.estado = 'En aplicación'
      ORDER BY p.f_fin, p.id_proyecto`
    return rows
      .map((r): KioskClimateInvitation => ({ id_proyecto: Number(r.id_proyecto), n_proyecto: r.n_proyecto, n_centro_trabajo: r.n_centro_trabajo, f_fin: r.f_fin }))
      .filter((r) => r.f_fin >= today)
  })

/** A fresh single-use token of the questionnaire for the acting employee's kiosk invitation. */
export const issueKioskLink = (id_empleado: number, id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [invited] = yield* sql<{ f_fin: string }>`
      SELECT ${dateTextSql(sql, "p.f_fin")} AS f_fin FROM clima_participantes cp JOIN proyectos_clima p ON p.id_proyecto = cp.id_proyecto
      WHERE cp.id_proyecto = ${id_proyecto} AND cp.id_empleado = ${id_empleado} AND cp.medio = 'Kiosko' AND cp.envios > 0`
    // Another person's project, one not invited by kiosk and one that does not exist answer alike.
    if (invited === undefined) return yield* refuse(404, t.sinInvitacion)
    const token = newToken()
    const hash = tokenHash(token)
    yield* sql`DELETE FROM clima_tokens WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado}`
    yield* sql`INSERT INTO clima_tokens ${sql.insert({ token_hash: hash, id_proyecto, id_empleado, f_expira: invited.f_fin, f_uso: null })}`
    yield* usableLink(hash)
    return token
  })
