import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { GrupoFormacion, ReporteFormacion, ReporteFormacionRequest } from "../../domain/formacion/reporte-formacion-api"
import { objectiveChoices } from "../../domain/formacion/proyectos-formacion-vocabulary"
import { manHours } from "../../domain/rules/training-figures"
import type { Principal } from "../auth/principal"
import { courseConditions, participantInDepartment } from "./reportes-cursos"
import { byName, byNumber } from "./reportes-orden"

// The read of FOR450: one query of the year's courses with their participants counted (the Baja
// left out, the department's only when one is asked for), then the grouping here: a course is a
// few columns, a year of a large employer a few thousand of them.

interface Row {
  readonly id_proyecto: number | string
  readonly n_curso: string
  readonly area_tematica: string
  readonly n_area_tematica: string
  readonly objetivo_153f: string
  readonly id_modalidad: string | null
  readonly n_modalidad: string | null
  readonly duracion_horas: number | string
  readonly participantes: number | string
}

interface Group {
  readonly clave: string
  readonly nombre: string
  readonly detalle: string
}

const objectiveName = (id: string): string => objectiveChoices.find((o) => o.id === id)?.label.replace(/^[IVX]+\. /, "") ?? id
const noModality = "Sin modalidad"

const groupOf = (r: Row, grouping: ReporteFormacionRequest["agrupar"]): Group => {
  switch (grouping) {
    case "area":
      return { clave: r.area_tematica, nombre: r.n_area_tematica, detalle: "" }
    case "objetivo":
      return { clave: r.objetivo_153f, nombre: objectiveName(r.objetivo_153f), detalle: "" }
    case "modalidad":
      return { clave: r.id_modalidad ?? "", nombre: r.n_modalidad ?? noModality, detalle: "" }
    case "curso":
      return { clave: String(r.id_proyecto), nombre: r.n_curso, detalle: `${r.n_area_tematica} · ${r.n_modalidad ?? noModality}` }
  }
}

const romanOrder = ["I", "II", "III", "IV", "V"]

export const readTrainingReport = (request: ReporteFormacionRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const counted = sql.and([sql`p.id_proyecto = c.id_proyecto`, sql`p.estado <> 'Baja'`, ...participantInDepartment(sql, request)])
    // Each course's participants counted by its own probe of the participants' course index: a
    // join grouped by the course's eight columns sorted all 57,000 participants of the scale seed's year.
    const courses = yield* sql<Row>`
      SELECT c.id_proyecto, c.n_curso, c.area_tematica, a.n_area_tematica, c.objetivo_153f, c.id_modalidad, m.n_modalidad, c.duracion_horas,
        (SELECT COUNT(*) FROM proyectos_formacion_participantes p WHERE ${counted}) AS participantes
      FROM proyectos_formacion c
      JOIN areas_tematicas a ON a.id_area_tematica = c.area_tematica
      LEFT JOIN modalidades m ON m.id_modalidad = c.id_modalidad
      WHERE ${sql.and(courseConditions(sql, request, principal))}`
    // Asked for a department, a course counts only when some of its participants are of it.
    const rows = request.id_depto === undefined ? courses : courses.filter((r) => Number(r.participantes) > 0)

    const groups = new Map<string, Group & { cursos: Array<{ participantes: number; horas: number }> }>()
    for (const r of rows) {
      const g = groupOf(r, request.agrupar)
      const held = groups.get(g.clave) ?? { ...g, cursos: [] }
      held.cursos.push({ participantes: Number(r.participantes), horas: Number(r.duracion_horas) })
      groups.set(g.clave, held)
    }
    const order = (a: Group, b: Group): number => {
      if (request.agrupar === "objetivo") return romanOrder.indexOf(a.clave) - romanOrder.indexOf(b.clave)
      if (request.agrupar === "area") return a.clave.localeCompare(b.clave)
      return byName(a.nombre, b.nombre) || byNumber(a.clave, b.clave)
    }
    const grupos: ReadonlyArray<GrupoFormacion> = [...groups.values()].sort(order).map((g) => ({
      clave: g.clave,
      nombre: g.nombre,
      detalle: g.detalle,
      cursos: g.cursos.length,
      participantes: g.cursos.reduce((n, c) => n + c.participantes, 0),
      horas: g.cursos.reduce((n, c) => n + c.horas, 0),
      horas_hombre: manHours(g.cursos),
    }))
    const sum = (pick: (g: GrupoFormacion) => number) => grupos.reduce((n, g) => n + pick(g), 0)
    const result: ReporteFormacion = {
      agrupar: request.agrupar,
      grupos,
      totales: { cursos: sum((g) => g.cursos), participantes: sum((g) => g.participantes), horas: sum((g) => g.horas), horas_hombre: sum((g) => g.horas_hombre) },
    }
    return result
  })
