import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { jobProfileMessages, jobProfiles, jobProfilesEndpoints } from "../../domain/organizacion/gestionar-puestos"
import { sectionMessages } from "../../domain/organizacion/gestionar-puestos-sections"
import { chiefProblem, minimumWageMessage, underMinimumWage } from "../../domain/organizacion/gestionar-puestos-rules"
import { refuse } from "../http/failure"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable, Row } from "../records/table"
import { todayInMexico } from "./in-force"
import { occupiedSeats } from "./gestionar-puestos-read"
import { chainAbove } from "./parent-chain"

// Puestos: the record is the puesto's row (its general columns since 0065), scoped by its
// company. What is its own, checked in the write's transaction, by the records platform's
// create and update and by the generales store alike (checkGenerales):
// - the company never changes (its positions and employees stay in it);
// - the department is of the puesto's company (the router has refused one outside the caller's
//   centres);
// - the chief puesto exists, is of the same company, and is neither the puesto nor one under it
//   (the chain above the chief is read with a recursive query);
// - the tabulador's monthly minimum is not under the monthly minimum wage (daily × 30.4) of the
//   zone of the department's centre, the general zone when there is no department, on today's
//   wage row;
// - a puesto whose operative competencies are stored keeps the Operativo type until they go.
// A delete refuses a puesto with positions (any row, ended or not) and otherwise deactivates
// it: a puesto is never lost (OrangeHRM's soft delete).

type JobProfile = typeof jobProfiles

/** The chiefs above `chief`, nearest first (at most 50 levels: a stored loop ends the walk). */
const chiefChain = (chief: string) =>
  Effect.map(chainAbove("puestos", chief, 50), (links) => links.map((l) => String(l.id)))

/** The minimum wage in force today in the zone of the department's centre (general zone without one). */
const zoneWage = (idDepto: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    let zone = "GEN"
    if (idDepto !== null) {
      const [row] = yield* sql<{ id_zona: string | null }>`
        SELECT ct.id_zona FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo WHERE d.id_depto = ${idDepto}`
      if (row?.id_zona !== null && row?.id_zona !== undefined && row.id_zona !== "") zone = row.id_zona
    }
    const [wage] = yield* sql<{ n_zona: string; salario_diario: number | string }>`
      SELECT z.n_zona, w.salario_diario FROM zonas z JOIN zonas_salarios_minimos w ON w.id_zona = z.id_zona
      WHERE z.id_zona = ${zone} AND w.f_inicio <= ${today}
      ORDER BY w.f_inicio DESC LIMIT 1`
    return wage === undefined ? undefined : { zone: wage.n_zona, daily: Number(wage.salario_diario) }
  })

/** The database's judgement of a puesto's general data (see the header). */
export const checkGenerales = (request: RequestOf<JobProfile>, stored: EntityOf<JobProfile> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = request.id_puesto
    const company = request.id_empresa
    if (stored !== undefined && stored.id_empresa !== company) return yield* refuse(400, jobProfileMessages.empresaFija)
    const depto = request.id_depto
    if (depto !== null) {
      const [row] = yield* sql<{ id_empresa: number }>`SELECT id_empresa FROM departamentos WHERE id_depto = ${depto}`
      if (row === undefined || row.id_empresa !== company) return yield* refuse(400, jobProfileMessages.deptoDeEmpresa)
    }
    const chief = request.id_puesto_jefe !== "" ? request.id_puesto_jefe : null
    if (chief !== null) {
      const self = chiefProblem(id, chief, [])
      if (self !== undefined) return yield* refuse(400, self)
      const [row] = yield* sql<{ id_puesto: string; id_empresa: number }>`SELECT id_puesto, id_empresa FROM puestos WHERE id_puesto = ${chief}`
      if (row === undefined) return yield* refuse(400, jobProfileMessages.jefeNoExiste)
      if (row.id_empresa !== company) return yield* refuse(400, jobProfileMessages.jefeOtraEmpresa)
      const problem = chiefProblem(id, chief, yield* chiefChain(chief))
      if (problem !== undefined) return yield* refuse(400, problem)
    }
    const minimum = request.salario_min
    if (minimum !== null) {
      const wage = yield* zoneWage(depto)
      if (wage !== undefined && underMinimumWage(minimum, wage.daily)) return yield* refuse(400, minimumWageMessage(wage.zone, wage.daily))
    }
    if (stored !== undefined && request.tipo_puesto !== "O") {
      const operative = yield* sql`SELECT 1 AS x FROM puestos_competencias WHERE id_puesto = ${id} AND tipo = 'P' LIMIT 1`
      if (operative.length > 0) return yield* refuse(409, jobProfileMessages.operativasTipo)
    }
  })

/** Refuses the competency rows of a section whose competencies are not of its type. */
export const checkCompetencyTypes = (items: ReadonlyArray<Row>, tipo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const [i, item] of items.entries()) {
      const [row] = yield* sql<{ tipo: string }>`SELECT tipo FROM competencias WHERE id_competencia = ${Number(item.id_competencia)}`
      if (row !== undefined && row.tipo !== tipo) return yield* refuse(400, sectionMessages.competenciaOtroTipo(i + 1))
    }
  })

export const jobProfilesTable: RecordTable<JobProfile> = {
  descriptor: jobProfiles,
  endpoints: jobProfilesEndpoints,
  entity: "puesto",
  table: "puestos",
  // The SAT's risk classes, seeded after puestos existed: no foreign key links them. The CNO's
  // subáreas have one (0237); checked here too, so an unknown clave is a 400 naming the field.
  references: {
    riesgo_puesto: { table: "riesgos_puesto", column: "id_riesgo" },
    id_ocupacion_cno: { table: "ocupaciones_cno", column: "id_ocupacion_cno" },
  },
  from: `puestos t
    JOIN empresas em ON em.id_empresa = t.id_empresa
    LEFT JOIN departamentos dp ON dp.id_depto = t.id_depto
    LEFT JOIN niveles_puesto np ON np.id_nivel_puesto = t.id_nivel_puesto
    LEFT JOIN ocupaciones_cno oc ON oc.id_ocupacion_cno = t.id_ocupacion_cno`,
  expressions: {
    n_empresa: "em.n_empresa",
    n_depto: "dp.n_depto",
    n_nivel_puesto: "np.n_nivel_puesto",
    n_ocupacion_cno: "oc.id_ocupacion_cno || ' ' || oc.n_ocupacion_cno",
    // Fixed SQL text takes no parameter: the database's date (see in-force.ts on the difference).
    plazas_ocupadas: occupiedSeats("t.id_puesto", "CURRENT_DATE"),
  },
  hooks: {
    beforeWrite: (request, _mode, stored) => checkGenerales(request, stored),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const positions = yield* sql`SELECT 1 AS x FROM posiciones WHERE id_puesto = ${stored.id_puesto} LIMIT 1`
        if (positions.length > 0) return yield* refuse(409, jobProfileMessages.conPosiciones)
      }),
    softDelete: (stored) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE puestos SET activo = '0' WHERE id_puesto = ${stored.id_puesto}`),
  },
}
