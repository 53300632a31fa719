import { Effect } from "effect"
import type { RunningServer } from "../../../server/app"
import { sqlOf } from "./security"

// The data Formación's report tests read (tests/api/formacion-reportes.test.ts), written straight
// into the tables in a year of its own (2031) so that nothing of the demo's, dated around today,
// falls in it. Company 1: centre A (the training room's) and centre B, two departments of A.
//
// - DNC project P (2031): budget v1 Autorizado (A1 Instructor 100,000), v2 Autorizado, the one in
//   force (A1 Instructor 150,000 and Materiales 50,000, A2 Instructor 50,000: 250,000), v3
//   Borrador (A1 Materiales 1,000).
// - C1 (centre A, 16 h, área 6000, objetivo III, Presencial): p1 Aprobado 95, p2 Aprobado 85,
//   p3 Reprobado 70, p4 Asistió (no grade), p5 Baja; costs Instructor 150,000, Materiales 12,500.
// - C2 (centre A, 8 h, área 8000, objetivo IV, En línea): p1 Aprobado 90, p6 Inscrito; costs
//   Instructor 50,000. Real of P: 212,500 (85.00 % of 250,000, −37,500).
// - C3 (centre B, 4 h, área 6000, objetivo III, Mixta): p7 Aprobado 88; no costs.
// - C4 (centre A, cancelled) and C5 (centre A, 2030): in no report of 2031.
// p1, p2, p3 and p5 are in department A1; p4 and p6 in A2; p7 is of centre B.

export const reportYear = 2031

export interface ReportFixture {
  readonly centreA: number
  readonly centreB: number
  readonly deptA1: number
  readonly deptA2: number
  readonly project: number
  readonly courses: { readonly c1: number; readonly c2: number; readonly c3: number; readonly c4: number; readonly c5: number }
  readonly people: ReadonlyArray<number>
  readonly budgets: { readonly v1: number; readonly v2: number; readonly v3: number }
}

type Row = Record<string, unknown>

export const writeReportFixture = (server: RunningServer): Promise<ReportFixture> =>
  sqlOf(server, (sql) =>
    Effect.gen(function* () {
      const one = <A extends Row>(rows: ReadonlyArray<A>): A => {
        const [row] = rows
        if (row === undefined) throw new Error("the demo lacks what the fixture needs")
        return row
      }
      const room = one(yield* sql<{ id_centro_trabajo: number | string }>`SELECT id_centro_trabajo FROM sedes WHERE id_sede = 'AULA1'`)
      const centreA = Number(room.id_centro_trabajo)
      const centreB = Number(
        one(yield* sql<{ id: number | string }>`SELECT MIN(id_centro_trabajo) AS id FROM centros_trabajo WHERE id_empresa = 1 AND id_centro_trabajo <> ${centreA}`).id,
      )
      const depts = (yield* sql<{ id_depto: number | string }>`SELECT id_depto FROM departamentos WHERE id_centro_trabajo = ${centreA} ORDER BY id_depto LIMIT 2`).map((d) =>
        Number(d.id_depto),
      )
      const [deptA1 = 0, deptA2 = 0] = depts
      const inA = (yield* sql<{ id_empleado: number | string }>`
        SELECT e.id_empleado FROM empleados e WHERE e.id_centro_trabajo = ${centreA} AND e.activo = '1'
          AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
        ORDER BY e.id_empleado LIMIT 6`).map((e) => Number(e.id_empleado))
      const inB = Number(one(yield* sql<{ id: number | string }>`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_centro_trabajo = ${centreB} AND activo = '1'`).id)
      if (inA.length < 6) throw new Error("too few people in centre A")
      const people = [...inA, inB]
      const person = (n: number): number => people[n - 1] ?? 0
      for (const [n, dept] of [
        [1, deptA1],
        [2, deptA1],
        [3, deptA1],
        [5, deptA1],
        [4, deptA2],
        [6, deptA2],
      ] as const)
        yield* sql`UPDATE empleados SET id_depto = ${dept} WHERE id_empleado = ${person(n)}`

      const at = "2031-01-02T12:00:00.000Z"
      const project = Number(
        one(
          yield* sql<{ id: number | string }>`INSERT INTO proyectos_dnc ${sql.insert({
            n_proyecto: "Plan de capacitación de la prueba",
            anio: 2031,
            id_empresa: 1,
            estado: "Autorizado",
            id_usuario_alta: "admin@demo.mx",
            f_alta: at,
          })} RETURNING id_proyecto_dnc AS id`,
        ).id,
      )
      const responsible = person(1)
      const budget = (version: number, estado: string, lines: ReadonlyArray<readonly [number, string, number]>) =>
        Effect.gen(function* () {
          const id = Number(
            one(
              yield* sql<{ id: number | string }>`INSERT INTO presupuestos_formacion ${sql.insert({
                id_proyecto_dnc: project,
                version,
                id_empleado: responsible,
                estado,
                id_usuario_alta: "admin@demo.mx",
                f_alta: at,
                f_autorizacion: estado === "Autorizado" ? at : null,
              })} RETURNING id_presupuesto AS id`,
            ).id,
          )
          yield* sql`INSERT INTO presupuestos_formacion_lineas ${sql.insert(
            lines.map(([id_depto, id_concepto_gasto, monto], i) => ({ id_presupuesto: id, orden: i + 1, id_depto, id_concepto_gasto, monto })),
          )}`
          return id
        })
      const v1 = yield* budget(1, "Autorizado", [[deptA1, "INSTRUCTOR", 100_000]])
      const v2 = yield* budget(2, "Autorizado", [
        [deptA1, "INSTRUCTOR", 150_000],
        [deptA1, "MATERIALES", 50_000],
        [deptA2, "INSTRUCTOR", 50_000],
      ])
      const v3 = yield* budget(3, "Borrador", [[deptA1, "MATERIALES", 1_000]])

      const course = (
        c: { n_curso: string; centre: number; horas: number; area: string; objetivo: string; modalidad: string; estado: string; inicio: string; dnc: number | null },
        participants: ReadonlyArray<readonly [number, string, number | null]>,
        costs: ReadonlyArray<readonly [string, number]>,
      ) =>
        Effect.gen(function* () {
          const id = Number(
            one(
              yield* sql<{ id: number | string }>`INSERT INTO proyectos_formacion ${sql.insert({
                n_curso: c.n_curso,
                id_empresa: 1,
                id_centro_trabajo: c.centre,
                tipo: "Interno",
                id_agente: "INTERNO",
                id_instructor: "INS1",
                id_modalidad: c.modalidad,
                id_tipo_curso: null,
                area_tematica: c.area,
                objetivo_153f: c.objetivo,
                f_inicio: c.inicio,
                f_fin: c.inicio,
                duracion_horas: c.horas,
                cupo: 30,
                calificacion_minima: 80,
                costo_estimado: 0,
                estado: c.estado,
                motivo_cancelacion: c.estado === "Cancelado" ? "Cancelado para la prueba" : null,
                id_usuario_alta: "admin@demo.mx",
                f_alta: at,
                id_proyecto_dnc: c.dnc,
              })} RETURNING id_proyecto AS id`,
            ).id,
          )
          if (participants.length > 0)
            yield* sql`INSERT INTO proyectos_formacion_participantes ${sql.insert(
              participants.map(([n, estado, calificacion], i) => ({ id_proyecto: id, orden: i + 1, id_empleado: person(n), estado, calificacion })),
            )}`
          if (costs.length > 0)
            yield* sql`INSERT INTO proyectos_formacion_costos ${sql.insert(
              costs.map(([id_concepto_gasto, monto], i) => ({ id_proyecto: id, orden: i + 1, id_concepto_gasto, monto, comprobante: null })),
            )}`
          return id
        })
      const c1 = yield* course(
        { n_curso: "Seguridad en planta", centre: centreA, horas: 16, area: "6000", objetivo: "III", modalidad: "PRESENCIAL", estado: "Concluido", inicio: "2031-03-10", dnc: project },
        [
          [1, "Aprobado", 95],
          [2, "Aprobado", 85],
          [3, "Reprobado", 70],
          [4, "Asistió", null],
          [5, "Baja", null],
        ],
        [
          ["INSTRUCTOR", 150_000],
          ["MATERIALES", 12_500],
        ],
      )
      const c2 = yield* course(
        { n_curso: "Hojas de cálculo", centre: centreA, horas: 8, area: "8000", objetivo: "IV", modalidad: "EN_LINEA", estado: "En curso", inicio: "2031-05-05", dnc: project },
        [
          [1, "Aprobado", 90],
          [6, "Inscrito", null],
        ],
        [["INSTRUCTOR", 50_000]],
      )
      const c3 = yield* course(
        { n_curso: "Uso de extintores", centre: centreB, horas: 4, area: "6000", objetivo: "III", modalidad: "MIXTA", estado: "Cerrado", inicio: "2031-06-02", dnc: project },
        [[7, "Aprobado", 88]],
        [],
      )
      const c4 = yield* course(
        { n_curso: "Curso cancelado", centre: centreA, horas: 10, area: "6000", objetivo: "III", modalidad: "PRESENCIAL", estado: "Cancelado", inicio: "2031-07-01", dnc: project },
        [[1, "Inscrito", null]],
        [],
      )
      const c5 = yield* course(
        { n_curso: "Curso del año anterior", centre: centreA, horas: 20, area: "6000", objetivo: "III", modalidad: "PRESENCIAL", estado: "Cerrado", inicio: "2030-11-03", dnc: null },
        [[1, "Aprobado", 100]],
        [["INSTRUCTOR", 9_999]],
      )
      // A role that sees centre B alone.
      yield* sql`INSERT INTO roles ${sql.insert({ id_rol: "CENTROB", n_rol: "Solo el centro B" })}`
      yield* sql`INSERT INTO permisos_rol ${sql.insert({ id_rol: "CENTROB", id_empresa: 1, id_centro_trabajo: centreB, permiso: "1" })}`
      return { centreA, centreB, deptA1, deptA2, project, courses: { c1, c2, c3, c4, c5 }, people, budgets: { v1, v2, v3 } }
    }),
  )
