import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { interviews, interviewsEndpoints } from "../../domain/seleccion/entrevistas"
import { interviewStart, interviewMessages as m } from "../../domain/seleccion/entrevistas-vocabulary"
import { calificacionEntrevista } from "../../domain/rules/seleccion-entrevista"
import { Now } from "../clock"
import { afterCommit } from "../db/after-commit"
import { refuseField } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import { fullNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { isVisible } from "../records/visible"
import { vacancyNameSql } from "./entrevistas-catalogs"
import { sendInvitation } from "./entrevistas-mail"

// Entrevistas' RecordTable (descriptor: domain/seleccion/entrevistas.ts). The generic handlers
// list, read, create, update and delete (Programada only) and export, and the workflow marks it
// Realizada, No se presentó or Cancelada; the hooks add the interview's own part:
// - a new interview names an assignment of the caller's centres whose candidate is still in
//   process (neither discarded nor hired) and takes the stage the candidate is in;
// - its day and hour are in the future (Mexico City's clock, the server's) when scheduled or
//   moved;
// - its interviewers are active collaborators;
// - its score is Σ c × p / Σ p of the scorecard, worked out on every save;
// - the invitation, its update and its cancellation go by mail with their .ics after commit.

type Interviews = typeof interviews

/** Mexico City's wall clock now, as "YYYY-MM-DDTHH:MM" (f_hora's form). */
const mexicoMinute = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Mexico_City",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
})
const nowInMexico = Effect.map(Now, (now) => {
  const parts = Object.fromEntries(mexicoMinute.formatToParts(new Date(now())).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
})

/** The assignment exists, is of one of the caller's centres and its candidate is still in process. */
const checkAssignment = (id: number, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ ve: unknown; tipo: string; estado: string }>`
      SELECT CASE WHEN EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${ctx.principal.id_rol} AND pr.permiso = '1'
          AND pr.id_centro_trabajo = r.id_centro_trabajo) THEN 1 ELSE 0 END AS ve, et.tipo, v.estado
      FROM sel_asignaciones a
      JOIN vacantes v ON v.id_vacante = a.id_vacante
      JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
      WHERE a.id_asignacion = ${id}`
    if (row === undefined) return yield* refuseField("id_asignacion", m.asignacionInexistente)
    if (!isVisible(row.ve)) return yield* refuseField("id_asignacion", m.asignacionInexistente, 403)
    if (row.tipo === "Descartado" || row.tipo === "Contratado" || (row.estado !== "Abierta" && row.estado !== "En pausa"))
      return yield* refuseField("id_asignacion", m.asignacionCerrada, 409)
  })

/** Every interviewer is an active collaborator. */
const checkInterviewers = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const named = [...new Set(ids)]
    if (named.length === 0) return yield* refuseField("entrevistadores", m.entrevistadores)
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_empleado: number | string }>`SELECT id_empleado FROM empleados WHERE activo = '1' AND id_empleado IN ${sql.in(named)}`
    if (found.length !== named.length) return yield* refuseField("entrevistadores", m.entrevistadorInactivo)
  })

/** What the invitation carries: a change of any of them sends the update. */
const invitationChanged = (request: { readonly fecha: string; readonly hora: string; readonly duracion_min: number; readonly lugar_o_liga: string | null; readonly modalidad: string }, stored: typeof request) =>
  request.fecha !== stored.fecha ||
  request.hora !== stored.hora ||
  request.duracion_min !== stored.duracion_min ||
  request.lugar_o_liga !== stored.lugar_o_liga ||
  request.modalidad !== stored.modalidad

export const interviewsTable: RecordTable<Interviews> = {
  descriptor: interviews,
  endpoints: interviewsEndpoints,
  entity: "entrevista",
  table: "sel_entrevistas",
  from: `sel_entrevistas t
    JOIN sel_asignaciones a ON a.id_asignacion = t.id_asignacion
    JOIN candidatos c ON c.id_candidato = a.id_candidato
    JOIN vacantes v ON v.id_vacante = a.id_vacante
    JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
    LEFT JOIN sel_procesos_etapas et ON et.id_etapa = t.id_etapa`,
  expressions: {
    n_candidato: fullNameSql("c"),
    id_vacante: "a.id_vacante",
    n_vacante: vacancyNameSql,
    n_etapa: "et.n_etapa",
    id_centro_trabajo: "r.id_centro_trabajo",
    // The first interviewer by name and how many more: one portable expression on both dialects.
    n_entrevistadores: `(SELECT MIN(${fullNameSql("e")}) || CASE WHEN COUNT(*) > 1 THEN ' y ' || (COUNT(*) - 1) || ' más' ELSE '' END
      FROM sel_entrevistas_entrevistadores x JOIN empleados e ON e.id_empleado = x.id_empleado WHERE x.id_entrevista = t.id_entrevista)`,
  },
  sortExpressions: { fecha: "t.fecha" },
  children: {
    entrevistadores: {
      table: "sel_entrevistas_entrevistadores",
      parent: { id_entrevista: "id_entrevista" },
      order: "orden",
      expressions: { n_empleado: `(SELECT ${fullNameSql("e")} FROM empleados e WHERE e.id_empleado = c.id_empleado)` },
    },
    scorecard: { table: "sel_entrevistas_scorecard", parent: { id_entrevista: "id_entrevista" }, order: "orden" },
  },
  generatedKey: () => nextSerialKey("sel_entrevistas"),
  hookColumns: ["f_hora", "calificacion", "id_etapa", "secuencia_ics"],
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        if (mode === "add") yield* checkAssignment(request.id_asignacion, ctx)
        const moved = stored === undefined || request.fecha !== stored.fecha || request.hora !== stored.hora
        if (moved && interviewStart(request.fecha, request.hora) <= (yield* nowInMexico)) return yield* refuseField("fecha", m.futura)
        yield* checkInterviewers(request.entrevistadores.map((x) => Number(x.id_empleado)))
      }),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        const own = {
          ...fieldColumns(interviews, request, mode),
          f_hora: interviewStart(request.fecha, request.hora),
          calificacion: calificacionEntrevista(request.scorecard.map((l) => ({ peso: Number(l.peso), calificacion: l.calificacion === null ? null : Number(l.calificacion) }))),
        }
        const sql = yield* SqlClient.SqlClient
        if (mode === "add") {
          const [stage] = yield* sql<{ id_etapa: number | string }>`SELECT id_etapa_actual AS id_etapa FROM sel_asignaciones WHERE id_asignacion = ${request.id_asignacion}`
          return { ...own, id_etapa: stage === undefined ? null : Number(stage.id_etapa), estado: "Programada", secuencia_ics: 0 }
        }
        if (stored === undefined || !invitationChanged(request, stored)) return own
        // The invitation's update: the same event, the next sequence, sent once the save commits.
        const [row] = yield* sql<{ s: number | string }>`SELECT secuencia_ics AS s FROM sel_entrevistas WHERE id_entrevista = ${stored.id_entrevista}`
        yield* afterCommit(sendInvitation(Number(stored.id_entrevista), "cambio"))
        return { ...own, secuencia_ics: Number(row?.s ?? 0) + 1 }
      }),
    afterWrite: (stored, mode) => (mode === "add" ? afterCommit(sendInvitation(Number(stored.id_entrevista), "nueva")) : Effect.void),
    afterReached: (transition, key) =>
      transition === "cancelar"
        ? Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const id = Number(key.id_entrevista)
            yield* sql`UPDATE sel_entrevistas SET secuencia_ics = secuencia_ics + 1 WHERE id_entrevista = ${id}`
            yield* afterCommit(sendInvitation(id, "cancelada"))
          })
        : Effect.void,
  },
}
