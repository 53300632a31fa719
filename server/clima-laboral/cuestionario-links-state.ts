import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ParticipantLink } from "../../domain/clima-laboral/cuestionario-api"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"

// The state of each participant's link, for HR to follow up who still has to answer: whether
// they were invited and how, whether their link is pending, spent or expired, or gone because the
// project closed. It reads the participation and the link's dates, never an answer.

const stateOf = (
  r: { readonly envios: number; readonly medio: string | null; readonly respondio: string; readonly f_expira: string | null; readonly guia_i: number },
  today: string,
): ParticipantLink["estado"] => {
  if (r.respondio === "1") return "Respondido"
  if (r.envios === 0) return "Sin invitar"
  if (r.medio === "Kiosko") return "Kiosko"
  if (r.f_expira === null) return "Sin enlace"
  if (today > r.f_expira) return "Vencido"
  return r.guia_i > 0 ? "Guía I respondida" : "Pendiente"
}

export const participantLinks = (id_proyecto: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id_empleado: number | string
      n_empleado: string | number | null
      nombre: string
      n_depto: string
      medio: string | null
      envios: number | string
      f_invitacion: string | null
      respondio: string
      f_expira: string | null
      guia_i: number | string
    }>`
      SELECT cp.id_empleado, e.num_empleado AS n_empleado, ${sql.literal(fullNameSql("e"))} AS nombre, d.n_depto, cp.medio, cp.envios, cp.f_invitacion, cp.respondio,
        (SELECT MAX(${dateTextSql(sql, "t.f_expira")}) FROM clima_tokens t WHERE t.id_proyecto = cp.id_proyecto AND t.id_empleado = cp.id_empleado) AS f_expira,
        (SELECT COUNT(*) FROM clima_guia_i g WHERE g.id_proyecto = cp.id_proyecto AND g.id_empleado = cp.id_empleado) AS guia_i
      FROM clima_participantes cp
      JOIN empleados e ON e.id_empleado = cp.id_empleado
      JOIN departamentos d ON d.id_depto = cp.id_depto
      WHERE cp.id_proyecto = ${id_proyecto}
      ORDER BY d.n_depto, nombre, cp.id_empleado`
    return rows.map(
      (r): ParticipantLink => ({
        id_empleado: Number(r.id_empleado),
        n_empleado: r.n_empleado === null ? "" : String(r.n_empleado),
        nombre: r.nombre,
        n_depto: r.n_depto,
        medio: r.medio,
        envios: Number(r.envios),
        f_invitacion: r.f_invitacion,
        estado: stateOf({ envios: Number(r.envios), medio: r.medio, respondio: r.respondio, f_expira: r.f_expira, guia_i: Number(r.guia_i) }, today),
      }),
    )
  })
