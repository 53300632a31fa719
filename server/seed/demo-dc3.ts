import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { workingDaysAfter } from "../../domain/formacion/formatos-dc3-rules"
import { mexicoIsoDay } from "../../domain/dates"
import { dateTextSql } from "../records/date-text"
import { issueDc3s, readDc3Company, readDc3CourseFacts, readDc3Participants, recordDelivery, storedHolidays } from "../formacion/formatos-dc3"

// The demo's DC-3s (FOR250): every company names its Comisión Mixta's representatives (the
// first company has more than 50 workers, so its DC-3s carry three signatures); the closed
// course's Aprobados all have their DC-3 (Cerrar requires it), two handed over with the worker's
// acknowledgement and one still pending past its limit (overdue); the concluded course has two of
// its Aprobados' DC-3s issued, one handed over, and the rest still to issue.

const workerRepresentatives = ["Ramón Ibarra Solís", "Gloria Estela Méndez Ruiz", "Héctor Salazar Pineda"]

const issue = (id_proyecto: number, delivered: number, issuedCount: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [course] = yield* sql<{ id_empresa: number | string; f_fin: string }>`SELECT id_empresa, ${dateTextSql(sql, "f_fin")} AS f_fin FROM proyectos_formacion WHERE id_proyecto = ${id_proyecto}`
    if (course === undefined) return
    const f_fin = course.f_fin
    const holidays = yield* storedHolidays
    // Issued three working days after the course, never after the demo's day.
    const issuedOn = [workingDaysAfter(f_fin, 3, holidays), today].sort()[0] ?? today
    const people = (yield* readDc3Participants(id_proyecto)).slice(0, issuedCount)
    const facts = yield* Effect.all({ empresa: readDc3Company(Number(course.id_empresa)), curso: readDc3CourseFacts(id_proyecto) })
    const issued = yield* issueDc3s({ id_proyecto, id_empresa: Number(course.id_empresa), f_fin }, people, facts, issuedOn, "admin@demo.mx")
    for (const p of issued.slice(0, delivered)) {
      const on = [workingDaysAfter(issuedOn, 2, holidays), today].sort()[0] ?? today
      yield* recordDelivery(id_proyecto, p.id_empleado, on, `Recibí original de la constancia DC-3 ${p.folio_dc3 ?? ""}. ${p.n_empleado}`, "admin@demo.mx")
    }
  })

export const seedDemoDc3 = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = mexicoIsoDay(nowMs)
    const companies = yield* sql<{ id_empresa: number | string; representante_legal: string | null }>`SELECT id_empresa, representante_legal FROM empresas ORDER BY id_empresa`
    for (const [i, c] of companies.entries()) {
      yield* sql`UPDATE empresas SET ${sql.update({
        representante_patron_cmcap: c.representante_legal,
        representante_trabajadores_cmcap: workerRepresentatives[i % workerRepresentatives.length] ?? null,
      })} WHERE id_empresa = ${c.id_empresa}`
    }
    const courses = yield* sql<{ id_proyecto: number | string; estado: string }>`SELECT id_proyecto, estado FROM proyectos_formacion WHERE estado IN ('Concluido', 'Cerrado') ORDER BY id_proyecto`
    for (const c of courses) {
      if (c.estado === "Cerrado") yield* issue(Number(c.id_proyecto), 2, Number.MAX_SAFE_INTEGER, today)
      else yield* issue(Number(c.id_proyecto), 1, 2, today)
    }
  })
