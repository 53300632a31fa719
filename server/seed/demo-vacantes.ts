import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type PipelineStage, type StageOutcome, totalScore } from "../../domain/rules/seleccion-pipeline"
import { addDays, isoDate, mexicoToday } from "../dates"
import { nextSerial } from "../records/serial-key"

// The pool's Selección facts (source, consent, activity) and the demo's two vacancies (SEL160) with candidates spread across their boards (SEL250): one of
// each of the first two companies, opened from a requisition of their own (authorized and now En
// proceso) on a free position, with a process template "Selección con examen técnico"
// (Postulación, Filtro curricular 20 %, Examen técnico 30 %, Entrevista 50 %, Oferta, Contratado,
// Descartado). The pool's candidates (./demo-candidates.ts) of each company are in a stage that
// fits their GP220 state: the Seleccionado one at Oferta, the discarded ones in Descartado with a
// reason, the others from Postulación to Entrevista, each with the history of the stages they
// passed and its scores, so the totals and the days in stage read true.

interface Step {
  readonly stage: number
  readonly score: number | null
}

interface Placement {
  readonly email: string
  /** The stages passed, in order, with the score each gave; the last is where the candidate is. */
  readonly path: ReadonlyArray<Step>
  /** Days before today the candidate applied. */
  readonly applied: number
  readonly discarded?: boolean
}

// Stage numbers are the template's orden.
const stages: ReadonlyArray<[string, string, "1" | "0", number]> = [
  ["Postulación", "Inicial", "1", 0],
  ["Filtro curricular", "Filtro", "1", 20],
  ["Examen técnico", "Evaluación", "0", 30],
  ["Entrevista", "Entrevista", "1", 50],
  ["Oferta", "Oferta", "0", 0],
  ["Contratado", "Contratado", "0", 0],
  ["Descartado", "Descartado", "0", 0],
]

const first: ReadonlyArray<Placement> = [
  { email: "mariana.castillo@correo.mx", applied: 20, path: [{ stage: 1, score: null }, { stage: 2, score: 90 }, { stage: 3, score: 85 }, { stage: 4, score: 92 }, { stage: 5, score: null }] },
  { email: "joaquin.ibarra@correo.mx", applied: 14, path: [{ stage: 1, score: null }, { stage: 2, score: 80 }, { stage: 3, score: 75 }, { stage: 4, score: null }] },
  { email: "emilio.zavala@correo.mx", applied: 8, path: [{ stage: 1, score: null }, { stage: 2, score: null }] },
  { email: "fernanda.ochoa@correo.mx", applied: 2, path: [{ stage: 1, score: null }] },
  { email: "daniela.rosales@correo.mx", applied: 1, path: [{ stage: 1, score: null }] },
  { email: "rodrigo.campos@correo.mx", applied: 30, path: [{ stage: 1, score: null }, { stage: 2, score: 40 }, { stage: 7, score: null }], discarded: true },
]

const second: ReadonlyArray<Placement> = [
  { email: "valeria.navarro@correo.mx", applied: 17, path: [{ stage: 1, score: null }, { stage: 2, score: 95 }, { stage: 4, score: 88 }, { stage: 5, score: null }] },
  { email: "santiago.olvera@correo.mx", applied: 11, path: [{ stage: 1, score: null }, { stage: 2, score: 70 }, { stage: 3, score: null }] },
  { email: "renata.esquivel@correo.mx", applied: 4, path: [{ stage: 1, score: null }, { stage: 2, score: null }] },
  { email: "leonardo.montes@correo.mx", applied: 5, path: [{ stage: 1, score: null }] },
  { email: "tomas.beltran@correo.mx", applied: 25, path: [{ stage: 1, score: null }, { stage: 2, score: 55 }, { stage: 3, score: 45 }, { stage: 7, score: null }], discarded: true },
  { email: "ximena.palacios@correo.mx", applied: 45, path: [{ stage: 1, score: null }, { stage: 7, score: null }], discarded: true },
]

const reasons = ["No cubre la experiencia requerida", "Pretensión salarial fuera de rango", "No se presentó a la entrevista"]

export const seedDemoVacancies = (nowMs: number, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const day = (ago: number) => isoDate(addDays(mexicoToday(nowMs), -ago))
    const stamp = now.toISOString()
    // The pool files each candidate under the SEL050 source of its GP220 code, active since it registered.
    yield* sql`UPDATE candidatos SET id_fuente = (SELECT MIN(f.id_fuente) FROM sel_fuentes f WHERE f.fuente_gp220 = candidatos.fuente) WHERE id_fuente IS NULL`
    yield* sql`UPDATE candidatos SET f_ultima_actividad = f_registro WHERE f_ultima_actividad IS NULL`
    // Each accepted the privacy notice as they registered (SEL200 stores no candidate without it).
    yield* sql`UPDATE candidatos SET consentimiento_privacidad = '1', f_consentimiento = f_registro WHERE consentimiento_privacidad = '0'`

    const id_proceso = yield* Effect.map(
      sql<{ id_proceso: number | string }>`INSERT INTO sel_procesos ${sql.insert({ n_proceso: "Selección con examen técnico", descripcion: "Filtro, examen, entrevista y oferta", activo: "1", id_usuario_alta: user, f_alta: stamp })} RETURNING id_proceso`,
      (rows) => Number(rows[0]?.id_proceso),
    )
    const template: Array<PipelineStage> = []
    for (const [i, [n_etapa, tipo, obligatoria, peso]] of stages.entries()) {
      const [row] = yield* sql<{ id_etapa: number | string }>`INSERT INTO sel_procesos_etapas ${sql.insert({ id_proceso, orden: i + 1, n_etapa, tipo, obligatoria, peso })} RETURNING id_etapa`
      template.push({ id_etapa: Number(row?.id_etapa), orden: i + 1, n_etapa, tipo, obligatoria: obligatoria === "1", peso })
    }
    const stageId = (orden: number) => template[orden - 1]?.id_etapa ?? 0
    const reasonIds: Array<number> = []
    for (const n_motivo_rechazo of reasons) {
      const existing = yield* sql<{ id: number | string }>`SELECT id_motivo_rechazo AS id FROM sel_motivos_rechazo WHERE LOWER(n_motivo_rechazo) = ${n_motivo_rechazo.toLowerCase()}`
      const id =
        existing[0] === undefined
          ? Number((yield* sql<{ id: number | string }>`INSERT INTO sel_motivos_rechazo ${sql.insert({ n_motivo_rechazo, activo: "1" })} RETURNING id_motivo_rechazo AS id`)[0]?.id)
          : Number(existing[0].id)
      reasonIds.push(id)
    }
    const [motivo] = yield* sql<{ id: number | string }>`SELECT MIN(id_motivo) AS id FROM sel_motivos_requisicion WHERE clave = 'INCREMENTO'`

    const open = (empresa: number, folio: string, titulo: string, placements: ReadonlyArray<Placement>, opened: number, recruiterIndex: number) =>
      Effect.gen(function* () {
        // A position of the company nobody sits in today, its puesto active.
        const [free] = yield* sql<{ id_posicion: string; id_centro_trabajo: number | string; id_depto: number | string; id_puesto: string }>`
          SELECT p.id_posicion, p.id_centro_trabajo, p.id_depto, p.id_puesto FROM posiciones p JOIN puestos pu ON pu.id_puesto = p.id_puesto AND pu.activo = '1'
          WHERE p.id_empresa = ${empresa} AND p.f_fin IS NULL
            AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= ${day(0)}))
          ORDER BY p.id_posicion LIMIT 1`
        if (free === undefined) return
        const [recruiter] = yield* sql<{ id_empleado: number | string }>`SELECT id_empleado FROM empleados WHERE id_empresa = ${empresa} AND activo = '1' ORDER BY id_empleado LIMIT 1 OFFSET ${recruiterIndex}`
        const [req] = yield* sql<{ id: number | string }>`INSERT INTO requisiciones ${sql.insert({
          folio,
          id_empresa: empresa,
          id_centro_trabajo: Number(free.id_centro_trabajo),
          id_depto: Number(free.id_depto),
          id_posicion: free.id_posicion,
          id_puesto: free.id_puesto,
          id_motivo: Number(motivo?.id),
          num_vacantes: 1,
          f_requerida: day(-30),
          salario_min: 14000,
          salario_max: 18000,
          justificacion: "Aumento de la carga de trabajo del área",
          id_solicitante: user,
          // The recruiter asked for it: every requisition names the employee who requested it.
          id_empleado_solicitante: recruiter === undefined ? null : Number(recruiter.id_empleado),
          estado: "En proceso",
          f_solicitud: day(opened + 5),
          f_envio: day(opened + 4),
          f_autorizacion: day(opened + 2),
          id_usuario_alta: user,
          f_alta: stamp,
        })} RETURNING id_requisicion AS id`
        const id_vacante = yield* nextSerial("vacantes")
        yield* sql`INSERT INTO vacantes ${sql.insert({
          id_vacante,
          id_requisicion: Number(req?.id),
          id_proceso,
          id_posicion: free.id_posicion,
          titulo,
          descripcion: "Atención de procesos del área, reportes semanales y seguimiento con proveedores.",
          modalidad: "Presencial",
          ubicacion: "Oficinas del centro de trabajo",
          publicar_bolsa: "0",
          f_publicacion: day(opened),
          f_cierre: day(-20),
          id_reclutador: recruiter === undefined ? null : Number(recruiter.id_empleado),
          estado: "Abierta",
          id_usuario_alta: user,
          f_alta: stamp,
        })}`
        for (const [i, p] of placements.entries()) {
          const [c] = yield* sql<{ id: number | string }>`SELECT id_candidato AS id FROM candidatos WHERE email = ${p.email}`
          if (c === undefined) continue
          const id_asignacion = yield* nextSerial("sel_asignaciones")
          const last = p.path[p.path.length - 1]
          // Each stage took a few days; the last one entered `since` days ago.
          const gap = Math.max(1, Math.floor(p.applied / p.path.length))
          const since = p.applied - gap * (p.path.length - 1)
          const history: Array<StageOutcome> = p.path.slice(0, -1).map((s, k) => ({ id_etapa: stageId(s.stage), resultado: p.path[k + 1]?.stage === 7 ? "Rechazado" : "Aprobado", calificacion: s.score }))
          const reason = p.discarded === true ? reasonIds[i % reasonIds.length] : null
          yield* sql`INSERT INTO sel_asignaciones ${sql.insert({
            id_asignacion,
            id_candidato: Number(c.id),
            id_vacante,
            id_etapa_actual: stageId(last?.stage ?? 1),
            f_postulacion: day(p.applied),
            f_etapa: day(since),
            calificacion_total: totalScore(template, history),
            id_motivo_rechazo: reason ?? null,
            version: p.path.length,
            id_usuario_alta: user,
            f_alta: stamp,
          })}`
          const rows = [
            { id_etapa: stageId(1), resultado: "Pendiente", calificacion: null, id_motivo_rechazo: null, fecha: day(p.applied), comentario: "Candidato asignado a la vacante" },
            ...history.map((h, k) => ({
              id_etapa: h.id_etapa,
              resultado: h.resultado,
              calificacion: h.calificacion,
              id_motivo_rechazo: h.resultado === "Rechazado" ? reason : null,
              fecha: day(p.applied - gap * (k + 1)),
              comentario: h.resultado === "Rechazado" ? "No continúa en el proceso" : "Cumple con lo solicitado",
            })),
          ]
          for (const row of rows) {
            const id_historial = yield* nextSerial("sel_asignaciones_historial")
            yield* sql`INSERT INTO sel_asignaciones_historial ${sql.insert({ id_historial, id_asignacion, ...row, usuario: user, f_registro: stamp })}`
          }
          yield* sql`UPDATE candidatos SET f_ultima_actividad = ${day(since)} WHERE id_candidato = ${Number(c.id)}`
        }
      })
    yield* open(1, "REQ-DEMO-V0001", "Analista administrativo", first, 22, 2)
    yield* open(2, "REQ-DEMO-V0002", "Auxiliar de operaciones", second, 19, 3)
  })
