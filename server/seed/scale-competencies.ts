import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { insertInChunks } from "./insert-chunks"

// The scale seed's competency model (issue 16 part 7, for COM350's bench): four levels, 8
// organisational, 12 technical and 6 operative competencies; expectations on every scale puesto,
// 3 organisational and 2 technical each as on the demo's puestos (weights adding up to 100 per
// type), chosen in rotation so each department holds people expected of all 12 technical ones
// (the scale puestos are all Administrativo, so none expects an operative one); and, for the
// 100,000 people, assessments of about 85 % of what their puesto expects, a third of those with
// an older one before it (history). The assessments are one INSERT ... SELECT over empleados and
// puestos_competencias, drawn by arithmetic on the ids: half a million rows built in JavaScript
// and sent as bound parameters would cost most of the seed's time.

const levels: ReadonlyArray<readonly [string, string]> = [
  ["Básico", "Conoce los conceptos y los aplica con guía y supervisión."],
  ["Intermedio", "Aplica la competencia con autonomía en las situaciones habituales del puesto."],
  ["Avanzado", "La aplica en situaciones complejas o nuevas y orienta a otros."],
  ["Experto", "Es referente en la organización: define prácticas, enseña y mejora la forma de trabajar."],
]

const organizational = [
  "Trabajo en equipo",
  "Orientación al cliente",
  "Comunicación efectiva",
  "Integridad",
  "Liderazgo",
  "Adaptabilidad al cambio",
  "Orientación a resultados",
  "Solución de problemas",
]
const technical = [
  "Contabilidad general",
  "Administración de personal",
  "Mantenimiento industrial",
  "Nómina e IMSS",
  "Gestión de almacenes",
  "Seguridad e higiene industrial",
  "Reclutamiento y selección",
  "Contabilidad fiscal",
  "Planeación de la producción",
  "Tráfico y distribución",
  "Impartición de cursos presenciales",
  "Control estadístico de procesos",
]
const operative = [
  "Operación de montacargas",
  "Uso del equipo de protección personal",
  "Inspección de calidad en línea",
  "Orden y limpieza (5S)",
  "Operación de maquinaria de producción",
  "Manejo de materiales peligrosos",
]

/** Competency ids: organisational from 1, technical from 101, operative from 201. */
const idOf = { O: 1, T: 101, P: 201 } as const

const organizationalWeights = [40, 30, 30]
const technicalWeights = [60, 40]

/** The puesto's expectations: a rotating choice of 3 of 8 organisational and 2 of 12 technical ones. */
const expectationsOf = (id_puesto: string, k: number) => [
  ...organizationalWeights.map((peso, j) => ({
    id_puesto,
    tipo: "O",
    orden: j + 1,
    id_competencia: idOf.O + ((k + 3 * j) % organizational.length),
    id_nivel_esperado: 2 + ((k + j) % 3),
    peso,
  })),
  ...technicalWeights.map((peso, j) => ({
    id_puesto,
    tipo: "T",
    orden: j + 1,
    id_competencia: idOf.T + ((k + 6 * j) % technical.length),
    id_nivel_esperado: 2 + ((k + 2 * j) % 3),
    peso,
  })),
]

/** Days before `today` as an ISO date. */
const daysBefore = (today: string, days: number): string => {
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() - days)
  return d.toISOString().slice(0, 10)
}

/** The kept cells' per-row insert triggers on expectations and latest assessments, paused or resumed (PostgreSQL only). */
const pauseCellTriggers = (sql: SqlClient.SqlClient, action: "DISABLE" | "ENABLE") =>
  sql.onDialectOrElse({
    pg: () =>
      Effect.andThen(
        sql.unsafe(`ALTER TABLE puestos_competencias ${action} TRIGGER mapa_celdas_puestos_competencias_alta`),
        sql.unsafe(`ALTER TABLE competencias_vigentes ${action} TRIGGER mapa_celdas_competencias_vigentes_alta`),
      ),
    orElse: () => Effect.void,
  })

export const seedScaleCompetencies = (puestos: ReadonlyArray<{ readonly id_puesto: string }>, today: string, stamp: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO niveles_competencia ${sql.insert(levels.map(([n_nivel, descripcion], i) => ({ id_nivel: i + 1, n_nivel, valor: i + 1, descripcion, orden: i + 1 })))}`
    const competencias = [
      ...organizational.map((n, i) => ({ id_competencia: idOf.O + i, tipo: "O", n_competencia: n })),
      ...technical.map((n, i) => ({ id_competencia: idOf.T + i, tipo: "T", n_competencia: n })),
      ...operative.map((n, i) => ({ id_competencia: idOf.P + i, tipo: "P", n_competencia: n })),
    ]
    yield* sql`INSERT INTO competencias ${sql.insert(competencias.map((c) => ({ ...c, descripcion: `${c.n_competencia}: conducta observable en el puesto.`, activo: "1" })))}`
    yield* insertInChunks(
      "competencias_descriptores",
      competencias.flatMap((c) => levels.map(([n], i) => ({ id_competencia: c.id_competencia, orden: i + 1, id_nivel: i + 1, conducta: `${n}: ${c.n_competencia.toLowerCase()}.` }))),
    )
    // The heat map's kept cells follow each expectation and each latest assessment by a row
    // trigger: 100,000 expectations and 2.8 million assessments at half a million people, whose
    // insert then ran for an hour on PostgreSQL (a loaded machine). There they are paused for the bulk and refilled once
    // afterwards by their own statement-level refill (the levels' trigger, which fires on an
    // UPDATE of no row too). SQLite cannot pause a trigger; its 100,000 people take minutes.
    yield* pauseCellTriggers(sql, "DISABLE")
    yield* insertInChunks(
      "puestos_competencias",
      puestos.flatMap((p, k) => expectationsOf(p.id_puesto, k)),
    )

    // Four recent dates (the latest assessment) and one a year before them (the older one).
    const recent = [20, 75, 140, 230].map((d) => daysBefore(today, d))
    const older = daysBefore(today, 420)
    const asDate = (expression: string) => sql.onDialectOrElse({ pg: () => `CAST(${expression} AS DATE)`, orElse: () => expression })
    const pick = `CASE (e.id_empleado + pc.id_competencia) % 4 ${recent.map((d, i) => `WHEN ${i} THEN '${d}'`).join(" ")} END`
    // Assessed on 85 % of the pairs; the older assessment on a third of those, one level lower or equal.
    const assessed = "(e.id_empleado * 7 + pc.id_competencia * 3) % 20 < 17"
    yield* sql.unsafe(`INSERT INTO evaluaciones_competencia (id_empleado, id_competencia, id_nivel_evaluado, f_evaluacion, origen, f_alta)
      SELECT e.id_empleado, pc.id_competencia, 1 + ((e.id_empleado + pc.id_competencia) % 3), ${asDate(`'${older}'`)}, 'IMPORTACION', '${stamp}'
      FROM empleados e JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto
      WHERE ${assessed} AND (e.id_empleado + 2 * pc.id_competencia) % 3 = 0`)
    yield* sql.unsafe(`INSERT INTO evaluaciones_competencia (id_empleado, id_competencia, id_nivel_evaluado, f_evaluacion, origen, f_alta)
      SELECT e.id_empleado, pc.id_competencia, 1 + ((e.id_empleado * 5 + pc.id_competencia * 11) % 4), ${asDate(pick)}, 'IMPORTACION', '${stamp}'
      FROM empleados e JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto
      WHERE ${assessed}`)
    yield* pauseCellTriggers(sql, "ENABLE")
    yield* sql.onDialectOrElse({ pg: () => sql`UPDATE niveles_competencia SET valor = valor WHERE 1 = 0`, orElse: () => Effect.void })
    const [count] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM evaluaciones_competencia`
    return { competencias: competencias.length, expectativas: puestos.length * (organizationalWeights.length + technicalWeights.length), evaluaciones: Number(count?.n ?? 0) }
  })
