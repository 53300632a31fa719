import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { calificacionEntrevista } from "../../domain/rules/seleccion-entrevista"
import { demoUsers } from "./demo-structure"
import { isoDaysFrom, mexicoToday } from "../dates"

// The demo's interviews and candidate competencies (Entrevistas and Competencias de candidatos,
// guarded by SEL250). They need a vacancy with candidates in its pipeline: the first open
// vacancy that has at least three candidates in process (Asignación de candidatos' demo), else
// one of their own: a process with an interview stage, an authorized requisition for a puesto
// of the first company that expects competencies (COM250), its vacancy and the company's
// candidates not discarded, assigned at their first stages. Then, relative to today: two past
// interviews Realizada with their scorecards (one of them the §6 example, 4 × 40 + 3 × 30 +
// 5 × 30 = 4.00), one No se presentó, one Cancelada and two Programada in the coming days; and
// the assessed level of each candidate in the puesto's competencies, so the ranking shows fits.

const dayOf = (nowMs: number, offset: number) => isoDaysFrom(mexicoToday(nowMs))(offset)

type Id = number | string

/** A vacancy with candidates in process, or none. */
const existingVacancy = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ id_vacante: Id }>`
    SELECT a.id_vacante FROM sel_asignaciones a
    JOIN vacantes v ON v.id_vacante = a.id_vacante
    JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
    WHERE v.estado = 'Abierta' AND et.tipo NOT IN ('Descartado', 'Contratado')
    GROUP BY a.id_vacante HAVING COUNT(*) >= 3 ORDER BY a.id_vacante LIMIT 1`
  return row === undefined ? null : Number(row.id_vacante)
})

/** A process with an interview stage: the first there is, else the demo's own. */
const interviewProcess = (stamp: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [found] = yield* sql<{ id_proceso: Id }>`
      SELECT MIN(p.id_proceso) AS id_proceso FROM sel_procesos p JOIN sel_procesos_etapas e ON e.id_proceso = p.id_proceso WHERE e.tipo = 'Entrevista'`
    if (found?.id_proceso !== undefined && found.id_proceso !== null) return Number(found.id_proceso)
    const [created] = yield* sql<{ id_proceso: Id }>`INSERT INTO sel_procesos ${sql.insert({
      n_proceso: "Proceso con entrevista",
      descripcion: "Filtro curricular, entrevista con el área y oferta",
      activo: "1",
      id_usuario_alta: demoUsers.admin.email,
      f_alta: stamp,
    })} RETURNING id_proceso`
    const id = Number(created?.id_proceso)
    const stages = [
      { orden: 1, n_etapa: "Postulación", tipo: "Inicial", obligatoria: "1", peso: null },
      { orden: 2, n_etapa: "Filtro curricular", tipo: "Filtro", obligatoria: "1", peso: 30 },
      { orden: 3, n_etapa: "Entrevista con el área", tipo: "Entrevista", obligatoria: "1", peso: 70 },
      { orden: 4, n_etapa: "Oferta", tipo: "Oferta", obligatoria: "0", peso: null },
      { orden: 5, n_etapa: "Contratado", tipo: "Contratado", obligatoria: "0", peso: null },
      { orden: 6, n_etapa: "Descartado", tipo: "Descartado", obligatoria: "0", peso: null },
    ]
    yield* sql`INSERT INTO sel_procesos_etapas ${sql.insert(stages.map((s) => ({ ...s, id_proceso: id })))}`
    return id
  })

/** The demo's own vacancy and pipeline, for a puesto of the first company that expects competencies. */
const ownVacancy = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stamp = new Date(nowMs).toISOString()
    const [puesto] = yield* sql<{ id_puesto: string; n_puesto: string; id_empresa: Id }>`
      SELECT p.id_puesto, p.n_puesto, p.id_empresa FROM puestos p
      WHERE p.id_empresa = 1 AND (SELECT COUNT(*) FROM puestos_competencias pc WHERE pc.id_puesto = p.id_puesto) >= 3
      ORDER BY p.id_puesto LIMIT 1`
    const [place] = yield* sql<{ id_centro_trabajo: Id; id_depto: Id }>`
      SELECT d.id_centro_trabajo, d.id_depto FROM departamentos d WHERE d.id_empresa = 1 ORDER BY d.id_centro_trabajo, d.id_depto LIMIT 1`
    const [motivo] = yield* sql<{ id_motivo: Id }>`SELECT MIN(id_motivo) AS id_motivo FROM sel_motivos_requisicion WHERE clave = 'INCREMENTO'`
    if (puesto === undefined || place === undefined || motivo?.id_motivo === undefined || motivo.id_motivo === null) return null
    const proceso = yield* interviewProcess(stamp)
    const [requisition] = yield* sql<{ id_requisicion: Id }>`INSERT INTO requisiciones ${sql.insert({
      folio: `REQ-${dayOf(nowMs, 0).slice(0, 4)}-ENT01`,
      id_empresa: 1,
      id_centro_trabajo: Number(place.id_centro_trabajo),
      id_depto: Number(place.id_depto),
      id_puesto: puesto.id_puesto,
      id_motivo: Number(motivo.id_motivo),
      num_vacantes: 1,
      f_requerida: dayOf(nowMs, 30),
      salario_min: 15_000,
      salario_max: 22_000,
      justificacion: "Crecimiento del área: se requiere una persona más para atender la demanda del trimestre",
      id_solicitante: demoUsers.admin.email,
      estado: "En proceso",
      f_solicitud: dayOf(nowMs, -30),
      f_envio: dayOf(nowMs, -29),
      f_autorizacion: dayOf(nowMs, -27),
      id_usuario_alta: demoUsers.admin.email,
      f_alta: stamp,
    })} RETURNING id_requisicion`
    const [vacancy] = yield* sql<{ id_vacante: Id }>`INSERT INTO vacantes ${sql.insert({
      id_requisicion: Number(requisition?.id_requisicion),
      id_proceso: proceso,
      titulo: puesto.n_puesto,
      descripcion: "Vacante con entrevistas y evaluación de competencias del puesto",
      modalidad: "Presencial",
      publicar_bolsa: "0",
      f_publicacion: dayOf(nowMs, -25),
      f_cierre: dayOf(nowMs, 20),
      estado: "Abierta",
      id_usuario_alta: demoUsers.admin.email,
      f_alta: stamp,
    })} RETURNING id_vacante`
    const idVacante = Number(vacancy?.id_vacante)
    const stages = yield* sql<{ id_etapa: Id; tipo: string }>`SELECT id_etapa, tipo FROM sel_procesos_etapas WHERE id_proceso = ${proceso} ORDER BY orden`
    const stageOf = (tipo: string) => Number(stages.find((s) => s.tipo === tipo)?.id_etapa ?? stages[0]?.id_etapa)
    const candidates = yield* sql<{ id_candidato: Id }>`
      SELECT id_candidato FROM candidatos WHERE id_empresa = 1 AND estado <> 'Descartado' ORDER BY id_candidato LIMIT 4`
    const placed = ["Entrevista", "Entrevista", "Filtro", "Inicial"]
    const assignments = candidates.map((c, i) => ({
      id_candidato: Number(c.id_candidato),
      id_vacante: idVacante,
      id_etapa_actual: stageOf(placed[i] ?? "Inicial"),
      f_postulacion: dayOf(nowMs, -20 + i),
      f_etapa: dayOf(nowMs, -8 + i),
      version: 1,
      id_usuario_alta: demoUsers.admin.email,
      f_alta: stamp,
    }))
    if (assignments.length > 0) yield* sql`INSERT INTO sel_asignaciones ${sql.insert(assignments)}`
    return idVacante
  })

export const seedDemoInterviews = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stamp = new Date(nowMs).toISOString()
    const idVacante = (yield* existingVacancy) ?? (yield* ownVacancy(nowMs))
    if (idVacante === null) return
    const assignments = yield* sql<{ id_asignacion: Id; id_etapa_actual: Id; id_puesto: string; id_centro_trabajo: Id }>`
      SELECT a.id_asignacion, a.id_etapa_actual, r.id_puesto, r.id_centro_trabajo FROM sel_asignaciones a
      JOIN vacantes v ON v.id_vacante = a.id_vacante JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
      WHERE a.id_vacante = ${idVacante} AND et.tipo NOT IN ('Descartado', 'Contratado') ORDER BY a.id_asignacion`
    const first = assignments[0]
    if (first === undefined) return
    const interviewers = yield* sql<{ id_empleado: Id }>`
      SELECT id_empleado FROM empleados WHERE activo = '1' AND id_centro_trabajo = ${Number(first.id_centro_trabajo)} AND email_trabajo IS NOT NULL ORDER BY id_empleado LIMIT 3`
    const competencies = yield* sql<{ id_competencia: Id; valor: Id }>`
      SELECT pc.id_competencia, n.valor FROM puestos_competencias pc JOIN niveles_competencia n ON n.id_nivel = pc.id_nivel_esperado
      WHERE pc.id_puesto = ${first.id_puesto} ORDER BY pc.tipo, pc.orden`
    const [c1, c2, c3] = competencies.map((c) => Number(c.id_competencia))
    const at = (i: number) => assignments[i % assignments.length]!
    // The §6 example as the first scorecard: two competencies of the puesto and a free criterion.
    const example = [
      { id_competencia: c1 ?? null, criterio: c1 === undefined ? "Conocimiento del puesto" : null, peso: 40, calificacion: 4, comentario: "Domina lo esencial del puesto" },
      { id_competencia: c2 ?? null, criterio: c2 === undefined ? "Trabajo en equipo" : null, peso: 30, calificacion: 3, comentario: null },
      { id_competencia: null, criterio: "Comunicación", peso: 30, calificacion: 5, comentario: "Claro y puntual" },
    ]
    const second = [
      { id_competencia: c3 ?? c1 ?? null, criterio: (c3 ?? c1) === undefined ? "Orientación a resultados" : null, peso: 50, calificacion: 3, comentario: null },
      { id_competencia: null, criterio: "Experiencia en el giro", peso: 50, calificacion: 2, comentario: "Poca experiencia en el sector" },
    ]
    const plan = [
      { a: at(0), day: -6, hora: "10:00", estado: "Realizada", recomendacion: "Contratar", scorecard: example },
      { a: at(1), day: -5, hora: "12:30", estado: "Realizada", recomendacion: "Dudoso", scorecard: second },
      { a: at(2), day: -3, hora: "09:00", estado: "No se presentó", recomendacion: null, scorecard: [] },
      { a: at(3), day: -2, hora: "16:00", estado: "Cancelada", recomendacion: null, scorecard: [] },
      { a: at(0), day: 2, hora: "11:00", estado: "Programada", recomendacion: null, scorecard: [] },
      { a: at(1), day: 4, hora: "17:00", estado: "Programada", recomendacion: null, scorecard: [] },
    ]
    for (const [n, p] of plan.entries()) {
      const fecha = dayOf(nowMs, p.day)
      const [row] = yield* sql<{ id_entrevista: Id }>`INSERT INTO sel_entrevistas ${sql.insert({
        id_asignacion: Number(p.a.id_asignacion),
        id_etapa: Number(p.a.id_etapa_actual),
        f_hora: `${fecha}T${p.hora}`,
        fecha,
        hora: p.hora,
        duracion_min: 60,
        modalidad: n % 2 === 0 ? "Presencial" : "Videollamada",
        lugar_o_liga: n % 2 === 0 ? "Sala de juntas 2, planta baja" : "https://meet.example.mx/entrevista-demo",
        recomendacion: p.recomendacion,
        estado: p.estado,
        calificacion: calificacionEntrevista(p.scorecard),
        secuencia_ics: p.estado === "Cancelada" ? 1 : 0,
        id_usuario_alta: demoUsers.admin.email,
        f_alta: stamp,
      })} RETURNING id_entrevista`
      const id = Number(row?.id_entrevista)
      const who = interviewers.slice(0, n % 2 === 0 ? 2 : 1).map((e, i) => ({ id_entrevista: id, id_empleado: Number(e.id_empleado), orden: i + 1 }))
      if (who.length > 0) yield* sql`INSERT INTO sel_entrevistas_entrevistadores ${sql.insert(who)}`
      const lines = p.scorecard.map((l, i) => ({ id_entrevista: id, orden: i + 1, ...l }))
      if (lines.length > 0) yield* sql`INSERT INTO sel_entrevistas_scorecard ${sql.insert(lines)}`
    }
    // Assessed levels: the first candidate meets most, the second falls short, the third is half assessed.
    const levels = assignments.slice(0, 3).flatMap((a, i) =>
      competencies
        .filter((_, k) => i !== 2 || k % 2 === 0)
        .map((c, k) => ({
          id_asignacion: Number(a.id_asignacion),
          id_competencia: Number(c.id_competencia),
          nivel_evaluado: Math.max(1, Number(c.valor) - (i === 0 ? (k === 0 ? 1 : 0) : 1)),
          usuario: demoUsers.admin.email,
          f_evaluacion: stamp,
        })),
    )
    if (levels.length > 0) yield* sql`INSERT INTO sel_competencias_candidato ${sql.insert(levels)}`
  })
