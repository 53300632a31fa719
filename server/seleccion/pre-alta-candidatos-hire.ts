import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Now } from "../clock"
import { draftHireContract } from "../contratos/hire-contract"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"

// What confirming the pre-alta of an accepted offer adds to GP250's confirmation
// (server/personal/pre-alta-candidatos-confirm.ts calls it inside the same transaction; a
// pre-alta of no offer changes nothing here):
// - the first contract's draft (CON210) from f_ingreso, with the offer's type and probation;
// - the assignment moves to its process's Contratado stage, with its history row;
// - the requisition becomes Cubierta (and its vacancies with it) once its confirmed pre-altas
//   reach its number of vacancies (MODULES-MX 0.1: "Cubierta al confirmar la última pre-alta").

interface OfferOfPreHire {
  readonly id_oferta: number | string
  readonly id_asignacion: number | string
  readonly id_tipo_contrato: string | null
  readonly dias_prueba: number | string | null
  readonly id_requisicion: number | string
  readonly id_proceso: number | string
  readonly f_ingreso: string
}

export const completeOfferHire = (idPreAlta: number, idEmpleado: number, who: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [o] = yield* sql<OfferOfPreHire>`
      SELECT o.id_oferta, o.id_asignacion, o.id_tipo_contrato, o.dias_prueba, v.id_requisicion, v.id_proceso, ${dateTextSql(sql, "p.f_ingreso")} AS f_ingreso
      FROM pre_altas p
        JOIN sel_ofertas o ON o.id_oferta = p.id_oferta
        JOIN sel_asignaciones a ON a.id_asignacion = o.id_asignacion
        JOIN vacantes v ON v.id_vacante = a.id_vacante
      WHERE p.id_pre_alta = ${idPreAlta}`
    if (o === undefined) return
    const today = yield* todayInMexico
    if (o.id_tipo_contrato !== null) {
      yield* draftHireContract(idEmpleado, o.f_ingreso, who, {
        id_tipo_contrato: o.id_tipo_contrato,
        dias_prueba: o.dias_prueba === null ? null : Number(o.dias_prueba),
      })
    }
    const [hired] = yield* sql<{ id_etapa: number | string }>`SELECT MIN(id_etapa) AS id_etapa FROM sel_procesos_etapas WHERE id_proceso = ${Number(o.id_proceso)} AND tipo = 'Contratado'`
    if (hired?.id_etapa !== null && hired?.id_etapa !== undefined) {
      const moved = yield* sql`UPDATE sel_asignaciones SET id_etapa_actual = ${Number(hired.id_etapa)}, f_etapa = ${today}, version = version + 1
        WHERE id_asignacion = ${Number(o.id_asignacion)} AND id_etapa_actual <> ${Number(hired.id_etapa)} RETURNING id_asignacion`
      if (moved.length > 0) {
        yield* sql`INSERT INTO sel_asignaciones_historial ${sql.insert({
          id_asignacion: Number(o.id_asignacion),
          id_etapa: Number(hired.id_etapa),
          resultado: "Aprobado",
          fecha: today,
          // The server's clock, as the board's own moves stamp it.
          f_registro: new Date((yield* Now)()).toISOString(),
          usuario: who,
          comentario: `Alta confirmada (pre-alta ${idPreAlta})`,
        })}`
      }
    }
    // Confirmed pre-altas of this requisition's accepted offers, against its vacancies.
    const [count] = yield* sql<{ n: number | string; num_vacantes: number | string }>`
      SELECT COUNT(*) AS n, MIN(r.num_vacantes) AS num_vacantes
      FROM requisiciones r
        JOIN vacantes v ON v.id_requisicion = r.id_requisicion
        JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
        JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion AND o.estado = 'Aceptada'
        JOIN pre_altas p ON p.id_oferta = o.id_oferta AND p.cancelada = '0' AND p.id_movimiento IS NOT NULL
      WHERE r.id_requisicion = ${Number(o.id_requisicion)}`
    if (count !== undefined && Number(count.n) >= Number(count.num_vacantes)) {
      yield* sql`UPDATE requisiciones SET estado = 'Cubierta', f_cubierta = ${today} WHERE id_requisicion = ${Number(o.id_requisicion)} AND estado IN ('Autorizada', 'En proceso')`
      yield* sql`UPDATE vacantes SET estado = 'Cubierta' WHERE id_requisicion = ${Number(o.id_requisicion)} AND estado IN ('Abierta', 'En pausa')`
    }
  })
