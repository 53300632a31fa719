import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { commitmentState } from "../../domain/evaluacion/reporte-compromisos-rules"
import type { CommitmentType } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { demoEvaluationProjectId } from "./demo-evaluacion"
import { isoDaysFrom, mexicoToday } from "../dates"

// The demo cycle's feedback sessions (EVA370/EVA375) and their commitments (EVA380), so the pages
// show content: four people with a boss get a 360 session (two held by the boss, one of them
// signed by the person; one still a draft) and the first of those with an operative evaluation an
// operative one. Their commitments mix the four types, one Vencido (its date past at 30 %) and
// one Cumplido; the held 360 sessions release their people's 360 report.

const day = (nowMs: number, offset = 0) => isoDaysFrom(mexicoToday(nowMs))(offset)

interface Plan {
  readonly tipo: "360" | "Operativa"
  readonly heldByBoss: boolean
  readonly signedByPerson: boolean
  readonly fortalezas: string
  readonly areas_mejora: string
  readonly compromisos: ReadonlyArray<{ readonly accion: string; readonly tipo: CommitmentType; readonly forBoss: boolean; readonly due: number; readonly avance: number }>
}

const plans360: ReadonlyArray<Plan> = [
  {
    tipo: "360",
    heldByBoss: true,
    signedByPerson: true,
    fortalezas: "Trabajo en equipo y orientación al cliente interno; sus pares lo reconocen como apoyo constante.",
    areas_mejora: "Delegar tareas operativas y dar seguimiento por escrito a los acuerdos.",
    compromisos: [
      { accion: "Curso de liderazgo situacional", tipo: "Capacitación", forBoss: false, due: 45, avance: 20 },
      { accion: "Reuniones quincenales de seguimiento con su jefe", tipo: "Mentoría", forBoss: true, due: -5, avance: 30 },
    ],
  },
  {
    tipo: "360",
    heldByBoss: true,
    signedByPerson: false,
    fortalezas: "Dominio técnico del proceso y cumplimiento puntual de sus entregas.",
    areas_mejora: "Comunicación con otras áreas y manejo de desacuerdos.",
    compromisos: [
      { accion: "Taller de comunicación asertiva", tipo: "Capacitación", forBoss: false, due: 60, avance: 0 },
      { accion: "Documentar el procedimiento de cierre mensual", tipo: "Proyecto", forBoss: false, due: 20, avance: 100 },
    ],
  },
  {
    tipo: "360",
    heldByBoss: false,
    signedByPerson: false,
    fortalezas: "Iniciativa para proponer mejoras al proceso.",
    areas_mejora: "Puntualidad en las juntas de arranque.",
    compromisos: [{ accion: "Llegar a tiempo a las juntas de arranque del turno", tipo: "Conducta", forBoss: false, due: 30, avance: 50 }],
  },
]

const planOperativa: Plan = {
  tipo: "Operativa",
  heldByBoss: true,
  signedByPerson: false,
  fortalezas: "Opera el equipo con seguridad y sin paros imputables.",
  areas_mejora: "Registro completo de las bitácoras de mantenimiento.",
  compromisos: [{ accion: "Curso de mantenimiento autónomo", tipo: "Capacitación", forBoss: false, due: 40, avance: 10 }],
}

export const seedDemoFeedback = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id_proyecto = yield* demoEvaluationProjectId
    if (id_proyecto === undefined) return
    const today = day(nowMs)
    const stamp = new Date(nowMs).toISOString()
    const [user] = yield* sql<{ id: string }>`SELECT MIN(id_usuario) AS id FROM usuarios WHERE admin = '1'`
    const who = user?.id ?? "demo"
    // People with an active boss in the position tree, and whether they have an operative evaluation.
    const people = yield* sql<{ id_empleado: number; id_jefe: number; operativa: number }>`
      SELECT pa.id_empleado, MIN(b.id_empleado) AS id_jefe,
        MAX(CASE WHEN o.id_evaluado IS NULL THEN 0 ELSE 1 END) AS operativa
      FROM eva_participantes pa JOIN posiciones po ON po.id_posicion = pa.id_posicion
        JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
        LEFT JOIN eva_evaluaciones_operativas o ON o.id_proyecto = pa.id_proyecto AND o.id_evaluado = pa.id_empleado
      WHERE pa.id_proyecto = ${id_proyecto} GROUP BY pa.id_empleado ORDER BY pa.id_empleado`
    const withOperative = people.find((p) => Number(p.operativa) === 1)
    const chosen = [
      ...people.filter((p) => p !== withOperative).slice(0, plans360.length).map((p, i) => ({ person: p, plan: plans360[i] as Plan })),
      ...(withOperative === undefined ? [] : [{ person: withOperative, plan: planOperativa }]),
    ]
    for (const { person, plan } of chosen) {
      const held = plan.heldByBoss ? "1" : "0"
      const [row] = yield* sql<{ id_retro: number }>`INSERT INTO eva_retroalimentaciones ${sql.insert({
        id_proyecto,
        id_empleado: Number(person.id_empleado),
        tipo: plan.tipo,
        id_jefe: Number(person.id_jefe),
        f_sesion: day(nowMs, -2),
        fortalezas: plan.fortalezas,
        areas_mejora: plan.areas_mejora,
        comentarios_colaborador: plan.signedByPerson ? "Estoy de acuerdo con los compromisos." : null,
        conformidad: plan.signedByPerson ? "De acuerdo" : null,
        firma_jefe: held,
        f_firma_jefe: plan.heldByBoss ? stamp : null,
        firma_colaborador: plan.signedByPerson ? "1" : "0",
        f_firma_colaborador: plan.signedByPerson ? stamp : null,
        f_liberacion: plan.heldByBoss && plan.tipo === "360" ? stamp : null,
        id_usuario_registro: who,
        f_registro: stamp,
        f_modificacion: stamp,
      })} RETURNING id_retro`
      for (const [i, c] of plan.compromisos.entries()) {
        const f_compromiso = day(nowMs, c.due)
        yield* sql`INSERT INTO eva_compromisos ${sql.insert({
          id_retro: Number(row?.id_retro),
          orden: i + 1,
          accion: c.accion,
          tipo: c.tipo,
          id_responsable: c.forBoss ? Number(person.id_jefe) : Number(person.id_empleado),
          f_compromiso,
          avance: c.avance,
          estado: commitmentState(c.avance, f_compromiso, today),
          f_modificacion: stamp,
        })}`
      }
    }
  })
