import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isWorkingDay, shiftDay } from "../../domain/rules/working-days"
import { insertInChunks } from "./insert-chunks"
import { seedDemoFormacion } from "./demo-formacion"
import { seededRandom } from "./position-tree"
import { seedScaleSurveys } from "./scale-surveys"

// The scale seed's year of training (FOR150, FOR160, FOR200): the demo's Formación catalogues, a
// training room in every centre, and per centre `coursesPerCentre` courses spread over the year
// with about 30 of its people each (2,000 courses and 60,000 participations for the default 500
// centres): the ones behind the seed's day Concluido with every session's attendance, the grades
// and the outcome the attendance rule gives, the one under way En curso, the ones ahead Planeado or
// Convocado, one in 25 Cancelado. The first company's first centre also holds one course of
// `bigCourse` people (the bench opens it). Every course is delivered by its company's DNC project
// of the year, whose budget v1 is Autorizado by department and concept. Every concluded course has
// its opinion survey sent and partly answered (scale-surveys.ts).

const coursesPerCentre = 4
const peoplePerCourse = 30
const bigCourse = 300

const titles = [
  ["Inducción a la empresa", "INDUCCION", "7000", "V"],
  ["Manejo seguro de montacargas", "SEGURIDAD", "6000", "III"],
  ["Primeros auxilios", "SEGURIDAD", "6000", "III"],
  ["Excel avanzado", "TECNICO", "8000", "IV"],
  ["Liderazgo y trabajo en equipo", "DESARROLLO", "7000", "I"],
  ["NOM-035: factores de riesgo psicosocial", "NORMATIVO", "6000", "III"],
  ["Servicio al cliente", "DESARROLLO", "7000", "II"],
  ["Lean manufacturing", "TECNICO", "2000", "II"],
] as const

const modalities = ["PRESENCIAL", "PRESENCIAL", "MIXTA", "EN_LINEA"] as const
const agents = [
  ["Interno", "INTERNO", "INS1"],
  ["Externo", "CINSA", "EXT1"],
  ["Externo", "LMEDINA", "EXT2"],
] as const

const nextWorkingDay = (day: string): string => {
  let d = day
  while (!isWorkingDay(d)) d = shiftDay(d, 1)
  return d
}

export const seedScaleCourses = (today: string, at: string, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const random = seededRandom(20_261_129)
    yield* seedDemoFormacion
    const centres = (yield* sql<{ id: number | string; empresa: number | string }>`
      SELECT id_centro_trabajo AS id, id_empresa AS empresa FROM centros_trabajo ORDER BY id_centro_trabajo`).map((c) => ({ id: Number(c.id), empresa: Number(c.empresa) }))
    yield* insertInChunks(
      "sedes",
      centres.map((c) => ({ id_sede: `CAP${c.id}`, n_sede: "Aula de capacitación", capacidad: bigCourse, id_centro_trabajo: c.id, activo: "1" })),
    )
    const projects = new Map(
      (yield* sql<{ id: number | string; empresa: number | string }>`SELECT id_proyecto_dnc AS id, id_empresa AS empresa FROM proyectos_dnc`).map((p) => [Number(p.empresa), Number(p.id)]),
    )
    const peopleRows = yield* sql<{ id: number | string; centro: number | string }>`
      SELECT id_empleado AS id, id_centro_trabajo AS centro FROM empleados WHERE activo = '1' ORDER BY id_centro_trabajo, id_empleado`
    const peopleOf = new Map<number, Array<number>>()
    for (const p of peopleRows) {
      const list = peopleOf.get(Number(p.centro)) ?? []
      list.push(Number(p.id))
      peopleOf.set(Number(p.centro), list)
    }
    const year = Number(today.slice(0, 4))
    const yearStart = `${year}-01-01`

    const courses: Array<Record<string, unknown>> = []
    const sessions: Array<Record<string, unknown>> = []
    const participants: Array<Record<string, unknown>> = []
    const marks: Array<Record<string, unknown>> = []
    const costs: Array<Record<string, unknown>> = []
    // Keys are drawn here, after the table's highest, so the child rows can name them.
    const [top] = yield* sql<{ id: number | string | null }>`SELECT MAX(id_proyecto) AS id FROM proyectos_formacion`
    let id_proyecto = Number(top?.id ?? 0)

    const addCourse = (centre: { id: number; empresa: number }, n: number, size: number) => {
      const people = peopleOf.get(centre.id) ?? []
      if (people.length === 0) return
      id_proyecto += 1
      const [n_curso, id_tipo_curso, area_tematica, objetivo_153f] = titles[(centre.id + n) % titles.length]!
      const [tipo, id_agente, id_instructor] = agents[(centre.id * 3 + n) % agents.length]!
      const id_modalidad = modalities[(centre.id + n * 2) % modalities.length]!
      // Spread over the year: course n of a centre in its quarter n, on a working day.
      const offset = n * 91 + Math.floor(random() * 80)
      const first = nextWorkingDay(shiftDay(yearStart, offset))
      const count = 2 + Math.floor(random() * 2)
      const days = [first]
      while (days.length < count) days.push(nextWorkingDay(shiftDay(days[days.length - 1]!, 1)))
      const last = days[days.length - 1]!
      const cancelled = random() < 0.04
      const estado = cancelled
        ? "Cancelado"
        : last < today
          ? "Concluido"
          : first <= today
            ? "En curso"
            : shiftDay(first, -14) <= today
              ? "Convocado"
              : "Planeado"
      const hours = 4
      const costo = 1_500 * count + (tipo === "Externo" ? 6_000 : 0)
      courses.push({
        id_proyecto,
        n_curso,
        id_empresa: centre.empresa,
        id_centro_trabajo: centre.id,
        id_proyecto_dnc: projects.get(centre.empresa) ?? null,
        tipo,
        id_agente,
        id_instructor,
        id_modalidad,
        id_tipo_curso,
        area_tematica,
        objetivo_153f,
        f_inicio: first,
        f_fin: last,
        duracion_horas: hours * count,
        cupo: size,
        calificacion_minima: 80,
        costo_estimado: costo,
        estado,
        motivo_cancelacion: cancelled ? "Se reprograma por carga de trabajo del centro" : null,
        id_usuario_alta: user,
        f_alta: at,
      })
      for (const [i, fecha] of days.entries()) {
        sessions.push({ id_proyecto, orden: i + 1, fecha, hora_inicio: "09:00", hora_fin: "13:00", id_sede: id_modalidad === "EN_LINEA" ? null : `CAP${centre.id}` })
      }
      const start = Math.floor(random() * people.length)
      const taken = Math.min(size, people.length)
      for (let k = 0; k < taken; k++) {
        const id_empleado = people[(start + k) % people.length]!
        const orden = k + 1
        if (estado === "Concluido") {
          // One in ten misses a session (under 80 %), one in twelve grades under the minimum.
          const absent = random() < 0.1 ? Math.floor(random() * count) + 1 : 0
          const calificacion = random() < 0.08 ? 60 + Math.floor(random() * 20) : 80 + Math.floor(random() * 21)
          participants.push({ id_proyecto, orden, id_empleado, estado: absent === 0 && calificacion >= 80 ? "Aprobado" : "Reprobado", calificacion })
          for (let s = 1; s <= count; s++) {
            marks.push({ id_proyecto, sesion: s, id_empleado, marca: s === absent ? "Falta" : "Asistió", observacion: null, id_usuario: user, f_registro: at })
          }
        } else {
          participants.push({ id_proyecto, orden, id_empleado, estado: "Inscrito", calificacion: null })
          if (estado === "En curso") {
            for (const [s, fecha] of days.entries()) {
              if (fecha <= today) marks.push({ id_proyecto, sesion: s + 1, id_empleado, marca: "Asistió", observacion: null, id_usuario: user, f_registro: at })
            }
          }
        }
      }
      if (estado === "Concluido") {
        costs.push({ id_proyecto, orden: 1, id_concepto_gasto: tipo === "Externo" ? "INSTRUCTOR" : "MATERIALES", monto: Math.round(costo * (0.8 + random() * 0.4)), comprobante: `F-${id_proyecto}` })
      }
    }

    for (const centre of centres) {
      for (let n = 0; n < coursesPerCentre; n++) addCourse(centre, n, peoplePerCourse)
    }
    const firstCentre = centres[0]
    if (firstCentre !== undefined) addCourse(firstCentre, 1, bigCourse)

    yield* insertInChunks("proyectos_formacion", courses)
    yield* insertInChunks("proyectos_formacion_sesiones", sessions)
    yield* insertInChunks("proyectos_formacion_participantes", participants)
    yield* insertInChunks("asistencias_formacion", marks)
    yield* insertInChunks("proyectos_formacion_costos", costs)
    // PostgreSQL's identity moves past the keys drawn here, so the page's next course gets a new one.
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT setval(pg_get_serial_sequence('proyectos_formacion', 'id_proyecto'), ${id_proyecto})`,
      orElse: () => Effect.void,
    })
    const budgets = yield* seedScaleBudgets(at, user)
    const surveys = yield* seedScaleSurveys(today, at, user)
    return { cursos: courses.length, participaciones: participants.length, asistencias: marks.length, presupuestos: budgets, ...surveys }
  })

/** Each DNC project's budget v1, Autorizado: its company's first ten departments, two concepts each. */
const seedScaleBudgets = (at: string, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const projects = yield* sql<{ id: number | string; empresa: number | string }>`SELECT id_proyecto_dnc AS id, id_empresa AS empresa FROM proyectos_dnc ORDER BY id_proyecto_dnc`
    for (const p of projects) {
      const departments = (yield* sql<{ id: number | string }>`
        SELECT id_depto AS id FROM departamentos WHERE id_empresa = ${p.empresa} ORDER BY id_depto LIMIT 10`).map((d) => Number(d.id))
      const [responsible] = yield* sql<{ id: number | string | null }>`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = ${p.empresa} AND activo = '1'`
      if (departments.length === 0 || responsible?.id === null || responsible?.id === undefined) continue
      yield* sql`INSERT INTO presupuestos_formacion ${sql.insert({
        id_proyecto_dnc: Number(p.id),
        version: 1,
        id_empleado: Number(responsible.id),
        observaciones: "Plan anual de capacitación",
        estado: "Autorizado",
        id_usuario_alta: user,
        f_alta: at,
        f_autorizacion: at,
      })}`
      const [row] = yield* sql<{ id: number | string }>`SELECT MAX(id_presupuesto) AS id FROM presupuestos_formacion`
      const id_presupuesto = Number(row?.id)
      yield* insertInChunks(
        "presupuestos_formacion_lineas",
        departments.flatMap((id_depto, i) => [
          { id_presupuesto, orden: i * 2 + 1, id_depto, id_concepto_gasto: "INSTRUCTOR", monto: 100_000 },
          { id_presupuesto, orden: i * 2 + 2, id_depto, id_concepto_gasto: "MATERIALES", monto: 20_000 },
        ]),
      )
    }
    return projects.length
  })
