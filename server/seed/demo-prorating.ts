import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { costProjectType } from "../../domain/organizacion/prorrateo-posiciones"
import { mexicoIsoDay } from "../../domain/dates"
import { dateText } from "../records/date-text"

// The demo's cost projects (three active and one closed per company) and a few proratings
// (DOMAIN-MX 3.9): in each company the first positions in force today split their cost between
// their own department and another of the company, or a project; one keeps last year's split
// beside this year's. Runs after the positions exist and picks whatever positions there are: with
// none it inserts no prorating. Every split adds up to exactly 100.00.

const projectNames = ["Expansión región norte", "Implementación ERP", "Lanzamiento de línea nueva", "Auditoría 2024 (cerrado)"] as const

interface PositionRow {
  readonly id_posicion: string
  readonly id_empresa: number | string
  readonly id_depto: number | string
  readonly f_inicio: string
}

type Split = ReadonlyArray<{ readonly tipo: "D" | "P"; readonly id: number; readonly porcentaje: number }>

export const seedDemoProrating = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = mexicoIsoDay(nowMs)
    const year = Number(today.slice(0, 4))
    const companies = yield* sql<{ id_empresa: number | string }>`SELECT id_empresa FROM empresas ORDER BY id_empresa`
    let nextProject = 1
    const projectsOf = new Map<number, ReadonlyArray<number>>()
    for (const company of companies) {
      const id = Number(company.id_empresa)
      const rows = projectNames.map((name, i) => ({
        id_proyecto: nextProject + i,
        id_empresa: id,
        n_proyecto: name,
        tipo_proyecto: costProjectType,
        activo: i < 3 ? "1" : "0",
      }))
      nextProject += rows.length
      yield* sql`INSERT INTO proyectos ${sql.insert(rows)}`
      projectsOf.set(id, rows.filter((r) => r.activo === "1").map((r) => r.id_proyecto))
    }

    const startText = dateText(sql, "p.f_inicio")
    for (const company of companies) {
      const id = Number(company.id_empresa)
      const positions = yield* sql<PositionRow>`
        SELECT p.id_posicion, p.id_empresa, p.id_depto, ${sql.literal(startText)} AS f_inicio FROM posiciones p
        WHERE p.id_empresa = ${id} AND p.f_inicio <= ${today} AND (p.f_fin IS NULL OR p.f_fin >= ${today})
        ORDER BY p.id_posicion LIMIT 4`
      const departments = yield* sql<{ id_depto: number | string }>`SELECT id_depto FROM departamentos WHERE id_empresa = ${id} ORDER BY id_depto`
      const projects = projectsOf.get(id) ?? []
      for (const [i, position] of positions.entries()) {
        const own = Number(position.id_depto)
        const other = departments.map((d) => Number(d.id_depto)).find((d) => d !== own)
        const project = projects[i % Math.max(projects.length, 1)]
        const split: Split =
          i % 2 === 1 && project !== undefined
            ? other === undefined
              ? [
                  { tipo: "D", id: own, porcentaje: 50 },
                  { tipo: "P", id: project, porcentaje: 50 },
                ]
              : [
                  { tipo: "D", id: own, porcentaje: 33.34 },
                  { tipo: "P", id: project, porcentaje: 33.33 },
                  { tipo: "D", id: other, porcentaje: 33.33 },
                ]
            : other === undefined
              ? [{ tipo: "D", id: own, porcentaje: 100 }]
              : [
                  { tipo: "D", id: own, porcentaje: 60 },
                  { tipo: "D", id: other, porcentaje: 40 },
                ]
        const thisYear = `${year}-01-01`
        const lastYear = `${year - 1}-01-01`
        // The first position of each company also keeps last year's split (all on its department).
        if (i === 0 && position.f_inicio <= lastYear) {
          yield* insertProrating(position.id_posicion, lastYear, `${year - 1}-12-31`, [{ tipo: "D", id: own, porcentaje: 100 }])
        }
        yield* insertProrating(position.id_posicion, position.f_inicio > thisYear ? position.f_inicio : thisYear, null, split)
      }
    }
  })

const insertProrating = (idPosicion: string, start: string, end: string | null, split: Split) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // The folio comes from the table's own sequence (identity on PostgreSQL, rowid on SQLite).
    yield* sql`INSERT INTO prorrateos_posicion ${sql.insert({ id_posicion: idPosicion, f_inicio: start, f_fin: end })}`
    const [row] = yield* sql<{ id_prorrateo: number | string }>`
      SELECT id_prorrateo FROM prorrateos_posicion WHERE id_posicion = ${idPosicion} AND f_inicio = ${start}`
    const id = Number(row?.id_prorrateo)
    yield* sql`INSERT INTO prorrateos_posicion_destinos ${sql.insert(
      split.map((d, k) => ({
        id_prorrateo: id,
        orden: k + 1,
        tipo: d.tipo,
        id_depto: d.tipo === "D" ? d.id : null,
        id_proyecto: d.tipo === "P" ? d.id : null,
        porcentaje: d.porcentaje,
      })),
    )}`
  })
