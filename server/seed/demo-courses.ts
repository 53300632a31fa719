import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { AttendanceMark } from "../../domain/formacion/lista-asistencia-rules"
import { isWorkingDay, shiftDay } from "../../domain/rules/working-days"
import { isoDaysFrom, mexicoToday } from "../dates"

// The demo's courses (FOR160) and their attendance (FOR200): one in each state, in the first
// training room's centre, with collaborators of that centre. Dated around the demo's day: the
// planned and convoked ones ahead, the one in progress this week, the concluded, closed and
// cancelled ones behind; every session on a working day. The concluded and closed ones carry
// grades, the attendance of every session and their outcome (one participant failed by absences);
// the one in progress its first sessions' attendance. Inserted so that the newest (the list's
// first row) is the concluded course, which the generated API suite copies: every participant
// graded, so its copy may be concluded too.

type Marks = ReadonlyArray<AttendanceMark>

interface DemoParticipant {
  readonly estado: string
  readonly calificacion: number | null
  /** The marks of the sessions attended so far, in order. */
  readonly marks: Marks
}

interface DemoCourse {
  readonly n_curso: string
  readonly estado: string
  readonly tipo: "Interno" | "Externo"
  readonly id_agente: string | null
  readonly id_instructor: string
  readonly id_modalidad: string
  readonly id_tipo_curso: string
  readonly area_tematica: string
  readonly objetivo_153f: string
  /** Days from the demo's day to the first session; the next ones follow on the next working days. */
  readonly desde: number
  readonly horas: readonly [inicio: string, fin: string, horas: number]
  readonly sesiones: number
  readonly cupo: number
  readonly costo_estimado: number
  readonly costos: ReadonlyArray<readonly [concepto: string, monto: number, comprobante: string | null]>
  readonly participantes: ReadonlyArray<DemoParticipant>
  readonly motivo?: string
}

const enrolled = (n: number): ReadonlyArray<DemoParticipant> => Array.from({ length: n }, () => ({ estado: "Inscrito", calificacion: null, marks: [] }))
const all = (mark: AttendanceMark, n: number): Marks => Array.from({ length: n }, () => mark)

const courses: ReadonlyArray<DemoCourse> = [
  {
    n_curso: "NOM-035: factores de riesgo psicosocial",
    estado: "Cancelado",
    tipo: "Externo",
    id_agente: "LMEDINA",
    id_instructor: "EXT2",
    id_modalidad: "EN_LINEA",
    id_tipo_curso: "NORMATIVO",
    area_tematica: "6000",
    objetivo_153f: "III",
    desde: -20,
    horas: ["10:00", "12:00", 2],
    sesiones: 2,
    cupo: 20,
    costo_estimado: 4_500,
    costos: [],
    participantes: enrolled(3),
    motivo: "El proveedor no confirmó la fecha; se reprograma en el siguiente trimestre",
  },
  {
    n_curso: "Inducción a la empresa",
    estado: "Planeado",
    tipo: "Interno",
    id_agente: "INTERNO",
    id_instructor: "INS1",
    id_modalidad: "PRESENCIAL",
    id_tipo_curso: "INDUCCION",
    area_tematica: "7000",
    objetivo_153f: "V",
    desde: 14,
    horas: ["09:00", "13:00", 4],
    sesiones: 2,
    cupo: 15,
    costo_estimado: 3_000,
    costos: [],
    participantes: enrolled(4),
  },
  {
    n_curso: "Manejo seguro de montacargas",
    estado: "Convocado",
    tipo: "Externo",
    id_agente: "CINSA",
    id_instructor: "EXT1",
    id_modalidad: "PRESENCIAL",
    id_tipo_curso: "SEGURIDAD",
    area_tematica: "6000",
    objetivo_153f: "III",
    desde: 7,
    horas: ["08:00", "12:00", 4],
    sesiones: 3,
    cupo: 12,
    costo_estimado: 18_000,
    costos: [],
    participantes: enrolled(5),
  },
  {
    n_curso: "Excel avanzado",
    estado: "En curso",
    tipo: "Externo",
    id_agente: "LMEDINA",
    id_instructor: "EXT2",
    id_modalidad: "MIXTA",
    id_tipo_curso: "TECNICO",
    area_tematica: "8000",
    objetivo_153f: "IV",
    desde: -3,
    horas: ["16:00", "18:00", 2],
    sesiones: 4,
    cupo: 10,
    costo_estimado: 9_600,
    costos: [["INSTRUCTOR", 4_800, "A-2291"]],
    participantes: [
      { estado: "Inscrito", calificacion: null, marks: ["Asistió", "Asistió"] },
      { estado: "Inscrito", calificacion: null, marks: ["Asistió", "Retardo"] },
      { estado: "Inscrito", calificacion: null, marks: ["Falta", "Asistió"] },
      { estado: "Inscrito", calificacion: null, marks: ["Asistió", "Justificada"] },
      { estado: "Baja", calificacion: null, marks: ["Falta"] },
    ],
  },
  {
    n_curso: "Liderazgo y trabajo en equipo",
    estado: "Cerrado",
    tipo: "Interno",
    id_agente: "INTERNO",
    id_instructor: "INS2",
    id_modalidad: "PRESENCIAL",
    id_tipo_curso: "DESARROLLO",
    area_tematica: "7000",
    objetivo_153f: "I",
    desde: -60,
    horas: ["09:00", "13:00", 4],
    sesiones: 3,
    cupo: 15,
    costo_estimado: 2_500,
    costos: [["MATERIALES", 1_350, "F-8812"]],
    participantes: [
      { estado: "Aprobado", calificacion: 92, marks: all("Asistió", 3) },
      { estado: "Aprobado", calificacion: 85, marks: all("Asistió", 3) },
      { estado: "Aprobado", calificacion: 88, marks: ["Asistió", "Retardo", "Asistió"] },
      { estado: "Reprobado", calificacion: 70, marks: all("Asistió", 3) },
    ],
  },
  {
    n_curso: "Primeros auxilios",
    estado: "Concluido",
    tipo: "Externo",
    id_agente: "CINSA",
    id_instructor: "EXT1",
    id_modalidad: "PRESENCIAL",
    id_tipo_curso: "SEGURIDAD",
    area_tematica: "6000",
    objetivo_153f: "III",
    desde: -30,
    horas: ["09:00", "14:00", 5],
    sesiones: 2,
    cupo: 20,
    costo_estimado: 12_000,
    costos: [
      ["INSTRUCTOR", 9_500, "F-10231"],
      ["MATERIALES", 1_870.5, "F-10232"],
    ],
    participantes: [
      { estado: "Aprobado", calificacion: 95, marks: all("Asistió", 2) },
      { estado: "Aprobado", calificacion: 88, marks: all("Asistió", 2) },
      { estado: "Aprobado", calificacion: 81, marks: ["Retardo", "Asistió"] },
      { estado: "Reprobado", calificacion: 90, marks: ["Asistió", "Falta"] },
      { estado: "Aprobado", calificacion: 100, marks: all("Asistió", 2) },
    ],
  },
]

/** The working day `offset` days from the demo's, or the next one. */
const workingDay = (day: (offset: number) => string, offset: number): string => {
  let d = day(offset)
  while (!isWorkingDay(d)) d = shiftDay(d, 1)
  return d
}

/** `n` working days from `first` on. */
const sessionDays = (first: string, n: number): ReadonlyArray<string> => {
  const days = [first]
  while (days.length < n) {
    let d = shiftDay(days[days.length - 1] ?? first, 1)
    while (!isWorkingDay(d)) d = shiftDay(d, 1)
    days.push(d)
  }
  return days
}

export const seedDemoCourses = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(nowMs)
    const day = isoDaysFrom(mexicoToday(nowMs))
    const [room] = yield* sql<{ id_centro_trabajo: number | string; id_empresa: number | string }>`
      SELECT s.id_centro_trabajo, ct.id_empresa FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo WHERE s.id_sede = 'AULA1'`
    if (room === undefined) return
    const people = (yield* sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_centro_trabajo = ${room.id_centro_trabajo} AND activo = '1' ORDER BY id_empleado LIMIT 12`).map((p) => Number(p.id_empleado))
    for (const [i, c] of courses.entries()) {
      const days = sessionDays(workingDay(day, c.desde), c.sesiones)
      const [inicio, fin, horas] = c.horas
      const [created] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO proyectos_formacion ${sql.insert({
        n_curso: c.n_curso,
        id_empresa: Number(room.id_empresa),
        id_centro_trabajo: Number(room.id_centro_trabajo),
        tipo: c.tipo,
        id_agente: c.id_agente,
        id_instructor: c.id_instructor,
        id_modalidad: c.id_modalidad,
        id_tipo_curso: c.id_tipo_curso,
        area_tematica: c.area_tematica,
        objetivo_153f: c.objetivo_153f,
        f_inicio: days[0] ?? day(c.desde),
        f_fin: days[days.length - 1] ?? day(c.desde),
        duracion_horas: horas * c.sesiones,
        cupo: c.cupo,
        calificacion_minima: 80,
        costo_estimado: c.costo_estimado,
        estado: c.estado,
        motivo_cancelacion: c.motivo ?? null,
        id_usuario_alta: "admin@demo.mx",
        f_alta: now.toISOString(),
      })} RETURNING id_proyecto`
      if (created === undefined) continue
      const id_proyecto = Number(created.id_proyecto)
      yield* sql`INSERT INTO proyectos_formacion_sesiones ${sql.insert(
        days.map((fecha, n) => ({ id_proyecto, orden: n + 1, fecha, hora_inicio: inicio, hora_fin: fin, id_sede: c.id_modalidad === "EN_LINEA" ? null : "AULA1" })),
      )}`
      // Each course takes the centre's people from a different place in the list.
      const taking = c.participantes.flatMap((p, n) => {
        const id_empleado = people[(i * 2 + n) % Math.max(1, people.length)]
        return id_empleado === undefined ? [] : [{ ...p, id_empleado }]
      })
      const unique = taking.filter((p, n) => taking.findIndex((q) => q.id_empleado === p.id_empleado) === n)
      if (unique.length > 0) {
        yield* sql`INSERT INTO proyectos_formacion_participantes ${sql.insert(
          unique.map((p, n) => ({ id_proyecto, orden: n + 1, id_empleado: p.id_empleado, estado: p.estado, calificacion: p.calificacion })),
        )}`
      }
      const marks = unique.flatMap((p) => p.marks.map((marca, n) => ({ id_proyecto, sesion: n + 1, id_empleado: p.id_empleado, marca, observacion: marca === "Justificada" ? "Incapacidad del IMSS" : null, id_usuario: "admin@demo.mx", f_registro: now.toISOString() })))
      if (marks.length > 0) yield* sql`INSERT INTO asistencias_formacion ${sql.insert(marks)}`
      if (c.costos.length > 0) {
        yield* sql`INSERT INTO proyectos_formacion_costos ${sql.insert(
          c.costos.map(([id_concepto_gasto, monto, comprobante], n) => ({ id_proyecto, orden: n + 1, id_concepto_gasto, monto, comprobante })),
        )}`
      }
    }
  })
