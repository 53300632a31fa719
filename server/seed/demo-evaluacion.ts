import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultMinimums360, defaultWeights360 } from "../../domain/rules/evaluacion-360"
import { type ObjectiveDirection, defaultFulfilmentCap, objectiveFulfilment, objectivesScore } from "../../domain/rules/evaluacion-objetivos"
import type { ObjectiveUnit } from "../../domain/evaluacion/objetivos-vocabulary"
import { type EvaluationPhase, stateOfPhase } from "../../domain/evaluacion/proyectos-vocabulary"
import { isoDaysFrom, mexicoToday } from "../dates"
import { createOperativeEvaluations } from "../evaluacion/operativa-asignaciones"
import { proposeEvaluators } from "../evaluacion/proyectos-evaluadores"
import { projectFacts, storeParticipants } from "../evaluacion/proyectos-population"
import { insertInChunks } from "./insert-chunks"

// The demo's evaluation cycle (EVA150, MODULES-MX §5): an Integral cycle of the first company in
// its Evaluación phase (its phases placed around the seed's day), the defaults' weights, the
// demo's instruments (server/seed/demo-eva-encuestas.ts). It is published as the Publicar
// transition does it (the same server functions: the participants stored, the phase of today
// entered) and its 360 evaluators proposed from the position tree. Every participant has an
// approved objectives sheet of three to five objectives whose weights add to 100; of those with
// a boss, two in five are evaluated (the fulfilment and the score by the domain's rules) and one
// in five self-evaluated. Its 360 answers and operative evaluations are another seed's
// (`demoEvaluationProjectId` finds the cycle).

export const demoEvaluationProjectName = "Evaluación integral del desempeño"

/** The demo cycle's id, or undefined when the seed did not write it. */
export const demoEvaluationProjectId = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ id_proyecto: number | string }>`SELECT MIN(id_proyecto) AS id_proyecto FROM eva_proyectos WHERE n_proyecto = ${demoEvaluationProjectName}`
  return row?.id_proyecto === null || row?.id_proyecto === undefined ? undefined : Number(row.id_proyecto)
})

/** The phases in their order, by days from the seed's day: today falls in Evaluación. */
const phaseDays: ReadonlyArray<readonly [EvaluationPhase, number, number]> = [
  ["Captura de objetivos", -75, -61],
  ["Aprobación", -60, -51],
  ["Seguimiento intermedio", -50, -21],
  ["Autoevaluación", -20, -8],
  ["Evaluación", -7, 14],
  ["Calibración", 15, 24],
  ["Retroalimentación", 25, 34],
  ["Cierre", 35, 40],
]

interface Template {
  readonly descripcion: string
  readonly indicador: string
  readonly unidad: ObjectiveUnit
  readonly sentido: ObjectiveDirection
  readonly linea_base: number | null
  readonly meta: number
}

const templates: ReadonlyArray<Template> = [
  { descripcion: "Incrementar la satisfacción de los clientes internos del área", indicador: "Índice de satisfacción", unidad: "%", sentido: "Mayor es mejor", linea_base: 80, meta: 90 },
  { descripcion: "Reducir el tiempo de respuesta a las solicitudes", indicador: "Días promedio de atención", unidad: "días", sentido: "Menor es mejor", linea_base: 5, meta: 3 },
  { descripcion: "Ejercer el presupuesto de gastos del área sin exceder lo autorizado", indicador: "Gasto ejercido", unidad: "$", sentido: "Menor es mejor", linea_base: 1_200_000, meta: 1_000_000 },
  { descripcion: "Concluir la certificación del proceso principal del área", indicador: "Certificación obtenida", unidad: "sí/no", sentido: "Binario", linea_base: null, meta: 1 },
  { descripcion: "Capacitar al equipo en el nuevo sistema de gestión", indicador: "Colaboradores capacitados", unidad: "número", sentido: "Mayor es mejor", linea_base: 0, meta: 12 },
  { descripcion: "Reducir la rotación voluntaria del equipo", indicador: "Rotación anual", unidad: "%", sentido: "Menor es mejor", linea_base: 12, meta: 8 },
  { descripcion: "Aumentar la productividad del proceso a cargo", indicador: "Unidades por jornada", unidad: "número", sentido: "Mayor es mejor", linea_base: 40, meta: 48 },
  { descripcion: "Cerrar en tiempo los hallazgos de auditoría", indicador: "Hallazgos cerrados a tiempo", unidad: "%", sentido: "Mayor es mejor", linea_base: 70, meta: 95 },
]

/** The weights of three, four or five objectives, each between 5 and 50, adding to 100. */
const weightsOf: Readonly<Record<number, ReadonlyArray<number>>> = { 3: [40, 35, 25], 4: [30, 30, 20, 20], 5: [25, 20, 20, 20, 15] }

/** A result around the goal, the same every seed: 70 % to 130 % of it (a binary one achieved three times in four). */
const resultOf = (t: Template, person: number, at: number, own: boolean): number => {
  const spread = ((person * 37 + at * 11 + (own ? 5 : 0)) % 61) / 100
  if (t.sentido === "Binario") return (person + at) % 4 === 3 ? 0 : 1
  const factor = t.sentido === "Menor es mejor" ? 1.3 - spread : 0.7 + spread
  return Math.round(t.meta * factor * 100) / 100
}

export const seedDemoEvaluacion = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = isoDaysFrom(mexicoToday(nowMs))
    const stamp = new Date(nowMs).toISOString()
    const [company] = yield* sql<{ id_empresa: number | string | null }>`SELECT MIN(id_empresa) AS id_empresa FROM empresas`
    if (company?.id_empresa === null || company?.id_empresa === undefined) return undefined
    const survey = (tipo: string) => sql<{ id_encuesta: number | string }>`SELECT MAX(id_encuesta) AS id_encuesta FROM eva_encuestas WHERE tipo = ${tipo} AND activo = '1'`
    const [threeSixty] = yield* survey("360")
    const [operative] = yield* survey("Operativa")
    const first = phaseDays[0]?.[1] ?? 0
    const last = phaseDays[phaseDays.length - 1]?.[2] ?? 0
    const f_fin = day(last)
    const [row] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO eva_proyectos ${sql.insert({
      n_proyecto: demoEvaluationProjectName,
      tipo: "Integral",
      id_empresa: Number(company.id_empresa),
      f_inicio: day(first),
      f_fin,
      peso_objetivos: 60,
      peso_360: 40,
      peso_operativa: 0,
      peso_auto: defaultWeights360.auto,
      peso_jefe: defaultWeights360.jefe,
      peso_pares: defaultWeights360.pares,
      peso_subordinados: defaultWeights360.subordinados,
      peso_clientes: defaultWeights360.clientes,
      min_pares: defaultMinimums360.pares,
      min_subordinados: defaultMinimums360.subordinados,
      id_encuesta_360: threeSixty?.id_encuesta === null || threeSixty?.id_encuesta === undefined ? null : Number(threeSixty.id_encuesta),
      id_encuesta_operativa: operative?.id_encuesta === null || operative?.id_encuesta === undefined ? null : Number(operative.id_encuesta),
      escala: 5,
      tope_cumplimiento: defaultFulfilmentCap,
      estado: "Borrador",
      id_usuario_alta: "admin@demo.mx",
      f_alta: stamp,
      f_modificacion: stamp,
    })} RETURNING id_proyecto`
    const id_proyecto = Number(row?.id_proyecto)
    yield* sql`INSERT INTO eva_proyecto_fases ${sql.insert(phaseDays.map(([fase, from, to], i) => ({ id_proyecto, orden: i + 1, fase, f_inicio: day(from), f_fin: day(to) })))}`

    // Publishing, as the transition's hook does it: the population stored, today's phase entered.
    const draft = yield* projectFacts(id_proyecto)
    if (draft === undefined) return undefined
    yield* storeParticipants(draft)
    yield* createOperativeEvaluations(id_proyecto)
    const fase: EvaluationPhase = "Evaluación"
    yield* sql`UPDATE eva_proyectos SET fase_actual = ${fase}, f_cambio_fase = ${day(phaseDays[4]?.[1] ?? 0)}, estado = ${stateOfPhase(fase)} WHERE id_proyecto = ${id_proyecto}`
    const published = yield* projectFacts(id_proyecto)
    if (published === undefined) return undefined
    yield* proposeEvaluators(published)

    const people = yield* sql<{ id_empleado: number | string; id_jefe: number | string | null }>`
      SELECT pa.id_empleado,
        (SELECT MIN(a.id_evaluador) FROM eva_asignaciones_evaluador a WHERE a.id_proyecto = pa.id_proyecto AND a.id_evaluado = pa.id_empleado AND a.relacion = 'Jefe') AS id_jefe
      FROM eva_participantes pa WHERE pa.id_proyecto = ${id_proyecto} ORDER BY pa.id_empleado`
    const at = (offset: number, hour: number) => `${day(offset)}T${String(hour).padStart(2, "0")}:00:00.000Z`
    const sheets: Array<Record<string, unknown>> = []
    const objectives: Array<Record<string, unknown>> = []
    for (const [i, p] of people.entries()) {
      const id_empleado = Number(p.id_empleado)
      const jefe = p.id_jefe === null ? null : Number(p.id_jefe)
      const band = i % 5
      const estado = jefe !== null && band < 2 ? "Evaluado" : band === 2 ? "Autoevaluado" : "Pendiente"
      const own = estado !== "Pendiente"
      const bossed = estado === "Evaluado"
      const count = 3 + (i % 3)
      const weights = weightsOf[count] ?? []
      const scored: Array<{ cumplimiento: number; peso: number }> = []
      for (let k = 0; k < count; k++) {
        const t = templates[(i + k) % templates.length] as Template
        const peso = weights[k] ?? 0
        const resultado = bossed ? resultOf(t, i, k, false) : null
        const cumplimiento = resultado === null ? null : objectiveFulfilment(t.sentido, resultado, t.meta, defaultFulfilmentCap)
        if (cumplimiento !== null) scored.push({ cumplimiento, peso })
        objectives.push({
          id_proyecto,
          id_empleado,
          orden: k + 1,
          ...t,
          peso,
          f_compromiso: f_fin,
          resultado_auto: own ? resultOf(t, i, k, true) : null,
          comentario_auto: own ? "Avance documentado en el reporte mensual del área." : null,
          resultado,
          comentario_jefe: bossed ? "Resultado verificado con el indicador del área." : null,
          cumplimiento,
        })
      }
      sheets.push({
        id_proyecto,
        id_empleado,
        estado_objetivos: "Aprobado",
        f_envio: at(-58, 16),
        f_aprobacion: at(-55, 17),
        id_aprobador: jefe,
        estado_evaluacion: estado,
        f_autoevaluacion: own ? at(-12, 15) : null,
        f_evaluacion: bossed ? at(-3, 18) : null,
        id_evaluador: bossed ? jefe : null,
        calificacion: bossed ? objectivesScore(scored) : null,
        f_modificacion: bossed ? at(-3, 18) : own ? at(-12, 15) : at(-55, 17),
      })
    }
    yield* insertInChunks("eva_hojas_objetivos", sheets)
    yield* insertInChunks("eva_objetivos", objectives)
    return id_proyecto
  })
