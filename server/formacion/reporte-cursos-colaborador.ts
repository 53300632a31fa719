import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import {
  type CursoColaborador,
  type CursosColaborador,
  type CursosColaboradorRequest,
  type ResumenColaborador,
  creditedStates,
} from "../../domain/formacion/reporte-cursos-colaborador-api"
import { hoursCompliance } from "../../domain/rules/training-figures"
import type { Principal } from "../auth/principal"
import { numberedNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import type { PageWindow } from "../records/report"
import { courseOfYear } from "./reportes-cursos"

// The read of FOR550, a page at a time in SQL: at 100,000 people the summary has a row per
// active person, so a page walks the people's name index and stops at its fifty (the scope as a
// correlated EXISTS), each person's credited participations of the year (courses begun in it,
// not cancelled, Asistió or Aprobado) probed by the participants' person index for those fifty
// alone. The exports read it whole. The person's level gives the minimum. The people are the
// caller's centres' (the person's centre, wherever the course was given: it is their history).

type Sql = SqlClient.SqlClient

interface SummaryRow {
  readonly id_empleado: number | string
  readonly colaborador: string
  readonly n_puesto: string
  readonly n_nivel: string | null
  readonly minimo: number | string
  readonly cursos: number | string
  readonly horas: number | string
}

interface CourseRow {
  readonly id_empleado: number | string
  readonly colaborador: string
  readonly id_proyecto: number | string
  readonly n_curso: string
  readonly f_inicio: unknown
  readonly f_fin: unknown
  readonly duracion_horas: number | string
  readonly estado: string
  readonly calificacion: number | string | null
  readonly folio_dc3: string | null
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))
const creditedList = creditedStates.map((s) => `'${s}'`).join(", ")

/** The people of the report, by their centre: "exists" lets a page walk the name index, "in" lets a count read the centre index. */
const people = (sql: Sql, request: CursosColaboradorRequest, principal: Principal, form: "exists" | "in"): ReadonlyArray<Fragment> => [
  sql`e.activo = '1'`,
  scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal, form),
  ...(request.id_empresa === undefined ? [] : [sql`e.id_empresa = ${request.id_empresa}`]),
  ...(request.id_centro_trabajo === undefined ? [] : [sql`e.id_centro_trabajo = ${request.id_centro_trabajo}`]),
  ...(request.id_depto === undefined ? [] : [sql`e.id_depto = ${request.id_depto}`]),
]

const window = (sql: Sql, page: PageWindow | undefined) => (page === undefined ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset}`)

const byName = "e.apellido_paterno, e.apellido_materno, e.nombre, e.id_empleado"

/** The person's credited participations of the year (`pick` is COUNT(*) or the hours' SUM), probed by the person's index. */
const credited = (sql: Sql, request: CursosColaboradorRequest, pick: string): Fragment =>
  sql`(SELECT ${sql.literal(pick)} FROM proyectos_formacion_participantes p JOIN proyectos_formacion c ON c.id_proyecto = p.id_proyecto
    WHERE ${sql.and([sql`p.id_empleado = e.id_empleado`, sql`p.estado IN (${sql.literal(creditedList)})`, ...courseOfYear(sql, request)])})`

/**
 * The people who reach (si) or miss (no) their minimum; a level that asks for no hours complies
 * without adding theirs up. Those who miss it hold a position whose level asks for hours: said
 * as a list of those positions too, it lets the people's position index find them, where
 * otherwise a page walked every name (100,000 of them, 2 s) when few or none miss it.
 */
const complianceConditions = (sql: Sql, request: CursosColaboradorRequest, minimum: Fragment, hours: Fragment): ReadonlyArray<Fragment> =>
  request.cumplimiento === undefined
    ? []
    : request.cumplimiento === "si"
      ? [sql`(${minimum} = 0 OR ${hours} >= ${minimum})`]
      : [
          sql`e.id_puesto IN (SELECT lp.id_puesto FROM puestos lp JOIN niveles_puesto ln ON ln.id_nivel_puesto = lp.id_nivel_puesto WHERE ln.horas_minimas_anuales > 0)`,
          sql`${minimum} > 0`,
          sql`${hours} < ${minimum}`,
        ]

const readSummary = (request: CursosColaboradorRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const hours = credited(sql, request, "COALESCE(SUM(c.duracion_horas), 0)")
    const minimum = sql`COALESCE(n.horas_minimas_anuales, 0)`
    const compliance = complianceConditions(sql, request, minimum, hours)
    const from = sql`FROM empleados e
      JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN niveles_puesto n ON n.id_nivel_puesto = pu.id_nivel_puesto`
    // Each page's people by the name index, their year's figures probed for them alone.
    const rows = yield* sql<SummaryRow>`
      SELECT e.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador, pu.n_puesto, n.n_nivel_puesto AS n_nivel,
        ${minimum} AS minimo, ${credited(sql, request, "COUNT(*)")} AS cursos, ${hours} AS horas
      ${from} WHERE ${sql.and([...people(sql, request, principal, "exists"), ...compliance])} ORDER BY ${sql.literal(byName)} ${window(sql, page)}`
    const total =
      page === undefined
        ? rows.length
        : Number(
            (compliance.length === 0
              ? yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM empleados e WHERE ${sql.and(people(sql, request, principal, "in"))}`
              : yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n ${from} WHERE ${sql.and([...people(sql, request, principal, "in"), ...compliance])}`)[0]?.n ?? 0,
          )
    const resumen: ReadonlyArray<ResumenColaborador> = rows.map((r) => {
      const horas = Number(r.horas)
      const minimo = Number(r.minimo)
      return {
        id_empleado: Number(r.id_empleado),
        colaborador: r.colaborador,
        n_puesto: r.n_puesto,
        n_nivel: r.n_nivel,
        cursos: Number(r.cursos),
        horas,
        horas_minimas: minimo,
        ...hoursCompliance(horas, minimo),
      }
    })
    const result: CursosColaborador = { vista: "resumen", resumen, cursos: [] }
    return { result, total }
  })

const readCourses = (request: CursosColaboradorRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // The compliance filter keeps the courses of the people who (do not) reach their minimum.
    const minimum = sql`COALESCE((SELECT n.horas_minimas_anuales FROM puestos pu JOIN niveles_puesto n ON n.id_nivel_puesto = pu.id_nivel_puesto WHERE pu.id_puesto = e.id_puesto), 0)`
    const compliance = complianceConditions(sql, request, minimum, credited(sql, request, "COALESCE(SUM(c.duracion_horas), 0)"))
    const ofYear = courseOfYear(sql, request)
    // CROSS JOIN keeps SQLite on the people's name index (a page reads its fifty rows and stops);
    // PostgreSQL plans it as the inner join it is.
    const rows = yield* sql<CourseRow>`
      SELECT e.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador, c.id_proyecto, c.n_curso, c.f_inicio, c.f_fin, c.duracion_horas,
        p.estado, p.calificacion,
        (SELECT k.folio_dc3 FROM constancias_dc3 k WHERE k.id_proyecto = p.id_proyecto AND k.id_empleado = p.id_empleado) AS folio_dc3
      FROM empleados e CROSS JOIN proyectos_formacion_participantes p CROSS JOIN proyectos_formacion c
      WHERE ${sql.and([sql`p.id_empleado = e.id_empleado`, sql`c.id_proyecto = p.id_proyecto`, ...ofYear, ...people(sql, request, principal, "exists"), ...compliance])}
      ORDER BY ${sql.literal(byName)}, c.f_inicio, c.id_proyecto ${window(sql, page)}`
    // The count joins each participation to its person. Not "p.id_empleado IN (the people)":
    // with bound parameters SQLite probes every course for every person in that list (29 s at
    // the scale seed instead of a fraction of one).
    const total =
      page === undefined
        ? rows.length
        : Number(
            (yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM proyectos_formacion_participantes p
              JOIN proyectos_formacion c ON c.id_proyecto = p.id_proyecto JOIN empleados e ON e.id_empleado = p.id_empleado
              WHERE ${sql.and([...ofYear, ...people(sql, request, principal, "in"), ...compliance])}`)[0]?.n ?? 0,
          )
    const cursos: ReadonlyArray<CursoColaborador> = rows.map((r) => ({
      id_empleado: Number(r.id_empleado),
      colaborador: r.colaborador,
      id_proyecto: Number(r.id_proyecto),
      n_curso: r.n_curso,
      f_inicio: iso(r.f_inicio),
      f_fin: iso(r.f_fin),
      duracion_horas: Number(r.duracion_horas),
      estado: r.estado,
      calificacion: r.calificacion === null ? null : Number(r.calificacion),
      horas_acreditadas: (creditedStates as ReadonlyArray<string>).includes(r.estado) ? Number(r.duracion_horas) : 0,
      folio_dc3: r.folio_dc3,
    }))
    const result: CursosColaborador = { vista: "cursos", resumen: [], cursos }
    return { result, total }
  })

/**
 * Whether some level asks for hours: without one nobody can miss a minimum, and "no cumplen" is
 * empty. Asked first because the planners cannot tell: PostgreSQL takes an empty levels table
 * for a small one and walked all 100,000 names (1.5 s) looking for people of its levels.
 */
const someLevelAsksHours = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return (yield* sql`SELECT 1 AS si FROM niveles_puesto WHERE horas_minimas_anuales > 0 LIMIT 1`).length > 0
})

export const readPersonCoursesPage = (request: CursosColaboradorRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    if (request.cumplimiento === "no" && !(yield* someLevelAsksHours)) {
      const result: CursosColaborador = { vista: request.vista, resumen: [], cursos: [] }
      return { result, total: 0 }
    }
    return yield* request.vista === "resumen" ? readSummary(request, principal, page) : readCourses(request, principal, page)
  })

export const readPersonCourses = (request: CursosColaboradorRequest, principal: Principal) =>
  Effect.map(readPersonCoursesPage(request, principal, undefined), (page) => page.result)
