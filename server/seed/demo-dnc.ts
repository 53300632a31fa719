import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { importGaps } from "../formacion/proyectos-dnc-import"
import { recountTotals } from "../formacion/proyectos-dnc-totals"
import { mexicoToday } from "../dates"
import { consultaCompany } from "./demo-structure"

// The demo's Proyectos DNC (FOR100), both of the first company: last year's, Autorizado, over
// every centre, and this year's, En captura, over its first two centres. Each holds the gaps of
// Competencias por colaborador its people show today, imported by the page's own import
// (server/formacion/proyectos-dnc-import.ts), and a few needs captured by hand: a puesto's, a
// department's and two people's, with a modalidad, a quarter and a cost. This year's comes
// second, so the newest needs are of a project still capturing.

type Row = Record<string, unknown>

const user = "admin@demo.mx"

const firstOf = <T>(rows: ReadonlyArray<T>): T | undefined => rows[0]

export const seedDemoDnc = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = new Date(nowMs).toISOString()
    const year = mexicoToday(nowMs).getFullYear()
    const centres = (yield* sql<{ id: number | string }>`
      SELECT id_centro_trabajo AS id FROM centros_trabajo WHERE id_empresa = ${consultaCompany} ORDER BY id_centro_trabajo LIMIT 2`).map((c) => Number(c.id))

    const project = (n_proyecto: string, anio: number, withCentres: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        yield* sql`INSERT INTO proyectos_dnc ${sql.insert({
          n_proyecto,
          anio,
          id_empresa: consultaCompany,
          f_inicio: `${anio}-01-15`,
          f_cierre: `${anio}-03-31`,
          estado: "En captura",
          id_usuario_alta: user,
          f_alta: at,
        })}`
        const [row] = yield* sql<{ id: number | string }>`SELECT MAX(id_proyecto_dnc) AS id FROM proyectos_dnc`
        const id = Number(row?.id)
        if (withCentres.length > 0) {
          yield* sql`INSERT INTO proyectos_dnc_centros ${sql.insert(withCentres.map((id_centro_trabajo, i) => ({ id_proyecto_dnc: id, orden: i + 1, id_centro_trabajo })))}`
        }
        yield* importGaps(id, { who: user, at, within: null })
        return id
      })

    /** Needs captured by hand in the project's centres: a puesto's, a department's and two people's. */
    const handNeeds = (id_proyecto_dnc: number, inCentres: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        const centreFilter = inCentres.length === 0 ? sql.literal("1 = 1") : sql.in("id_centro_trabajo", inCentres)
        const puesto = firstOf(yield* sql<{ id: string }>`SELECT id_puesto AS id FROM puestos WHERE id_empresa = ${consultaCompany} ORDER BY id_puesto LIMIT 1`)
        const depto = firstOf(yield* sql<{ id: number | string }>`
          SELECT id_depto AS id FROM departamentos WHERE id_empresa = ${consultaCompany} AND ${centreFilter} ORDER BY id_depto LIMIT 1`)
        const people = (yield* sql<{ id: number | string }>`
          SELECT id_empleado AS id FROM empleados WHERE id_empresa = ${consultaCompany} AND activo = '1' AND ${centreFilter} ORDER BY id_empleado LIMIT 2`).map((p) => Number(p.id))
        const leadership = firstOf(yield* sql<{ id: number | string }>`SELECT id_competencia AS id FROM competencias WHERE n_competencia = 'Liderazgo'`)
        const common = { id_proyecto_dnc, id_empleado: null, id_puesto: null, id_depto: null, id_competencia: null, id_usuario_alta: user, f_alta: at }
        const rows: Array<Row> = [
          ...(puesto === undefined
            ? []
            : [{ ...common, nivel: "Puesto", id_puesto: puesto.id, tema: "Prevención de factores de riesgo psicosocial (NOM-035)", origen: "NOM-035", objetivo_153f: "III", prioridad: "Alta", id_modalidad: "EN_LINEA", horas_estimadas: 4, participantes_estimados: 12, costo_estimado: 0, trimestre: "1" }]),
          ...(depto === undefined
            ? []
            : [{ ...common, nivel: "Departamento", id_depto: Number(depto.id), tema: "Manejo seguro de montacargas", origen: "Requisito legal/NOM", objetivo_153f: "III", prioridad: "Alta", id_modalidad: "PRESENCIAL", horas_estimadas: 16, participantes_estimados: 8, costo_estimado: 24_000, trimestre: "2" }]),
          ...people.map((id_empleado, i) =>
            i === 0
              ? { ...common, nivel: "Colaborador", id_empleado, tema: "Excel avanzado", origen: "Solicitud del jefe", objetivo_153f: "IV", prioridad: "Media", id_modalidad: "MIXTA", horas_estimadas: 20, participantes_estimados: 1, costo_estimado: 3_500, trimestre: "2" }
              : { ...common, nivel: "Colaborador", id_empleado, tema: "Liderazgo de equipos de alto desempeño", id_competencia: leadership === undefined ? null : Number(leadership.id), origen: "Plan de sucesión", objetivo_153f: "II", prioridad: "Media", id_modalidad: "PRESENCIAL", horas_estimadas: 24, participantes_estimados: 1, costo_estimado: 8_000, trimestre: "3" },
          ),
        ]
        // One at a time: the rows differ in which of the three targets they name.
        for (const row of rows) yield* sql`INSERT INTO necesidades_dnc ${sql.insert(row)}`
        yield* recountTotals(id_proyecto_dnc)
      })

    const last = yield* project(`DNC ${year - 1}`, year - 1, [])
    yield* handNeeds(last, [])
    yield* sql`UPDATE proyectos_dnc SET estado = 'Autorizado', f_autorizacion = ${`${year - 1}-04-10`}, id_usuario_autoriza = ${user}, f_modificacion = ${at}
      WHERE id_proyecto_dnc = ${last}`
    const current = yield* project(`DNC ${year}`, year, centres)
    yield* handNeeds(current, centres)
  })
