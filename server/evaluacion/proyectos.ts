import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { evaluationProjects, evaluationProjectsEndpoints } from "../../domain/evaluacion/proyectos"
import { nextPhase, phaseOnDay } from "../../domain/evaluacion/proyectos-rules"
import { evaluationProjectMessages as m, stateOfPhase } from "../../domain/evaluacion/proyectos-vocabulary"
import type { Principal } from "../auth/principal"
import { refuse, refuseField } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"
import { scopeCondition } from "../records/queries"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { createOperativeEvaluations } from "./operativa-asignaciones"
import { projectFacts, storeParticipants } from "./proyectos-population"

// EVA150's RecordTable (descriptor: domain/evaluacion/proyectos.ts). The generic handlers list,
// read, create, update, delete and export it and fire its transitions; the hooks add:
// - a save's population stays inside the project's company and the caller's work centres: each
//   centre, department and puesto is the company's (departments also of the listed centres), and
//   a caller who does not hold every centre of the company must list the centres;
// - publishing stores the participants (one INSERT ... SELECT) and enters the phase the server's
//   day falls in, the state following the phase; with nobody in the population it is refused and
//   nothing changes;
// - "Avanzar fase" (`/avanzar-fase`) moves to the next phase of the project's own list on the
//   server's day and the state with it; at the last phase it is refused (close it instead).

type Project = typeof evaluationProjects

const idsOf = (rows: ReadonlyArray<Readonly<Record<string, unknown>>>, field: string) => rows.map((r) => r[field]).filter((v): v is number | string => typeof v === "number" || typeof v === "string")

/** An instrument named by a cycle exists in EVA100, is active and is of the slot's kind. */
const checkInstrument = (id: number | null | undefined, field: "id_encuesta_360" | "id_encuesta_operativa", tipo: "360" | "Operativa") =>
  Effect.gen(function* () {
    if (id === null || id === undefined) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql`SELECT 1 AS x FROM eva_encuestas WHERE id_encuesta = ${id} AND tipo = ${tipo} AND activo = '1'`
    if (found.length === 0) return yield* refuseField(field, m.encuestaNoValida(tipo))
  })

/** The population's filters are the company's and the caller's. */
const checkPopulation = (
  request: { readonly id_empresa: number; readonly centros: ReadonlyArray<Readonly<Record<string, unknown>>>; readonly deptos: ReadonlyArray<Readonly<Record<string, unknown>>>; readonly puestos: ReadonlyArray<Readonly<Record<string, unknown>>> },
  principal: Principal,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const company = request.id_empresa
    const centres = idsOf(request.centros, "id_centro_trabajo")
    if (centres.length > 0) {
      const mine = yield* sql<{ id_centro_trabajo: number }>`SELECT ct.id_centro_trabajo FROM centros_trabajo ct
        WHERE ct.id_empresa = ${company} AND ${sql.in("ct.id_centro_trabajo", centres)}`
      if (mine.length !== centres.length) return yield* refuseField("centros", m.centroDeEmpresa)
      const visible = yield* sql<{ id_centro_trabajo: number }>`SELECT ct.id_centro_trabajo FROM centros_trabajo ct
        WHERE ${sql.in("ct.id_centro_trabajo", centres)} AND ${scopeCondition(sql, "centro_trabajo", "ct.id_centro_trabajo", principal)}`
      if (visible.length !== centres.length) return yield* refuseField("centros", m.centroFueraDeRol, 403)
    } else {
      const [hidden] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM centros_trabajo ct
        WHERE ct.id_empresa = ${company} AND NOT ${scopeCondition(sql, "centro_trabajo", "ct.id_centro_trabajo", principal)}`
      if (Number(hidden?.n ?? 0) > 0) return yield* refuseField("centros", m.centrosRequeridos)
    }
    const departments = idsOf(request.deptos, "id_depto")
    if (departments.length > 0) {
      const inCentres = centres.length > 0 ? sql`AND ${sql.in("d.id_centro_trabajo", centres)}` : sql``
      const found = yield* sql<{ id_depto: number }>`SELECT d.id_depto FROM departamentos d
        WHERE d.id_empresa = ${company} AND ${sql.in("d.id_depto", departments)} ${inCentres}
          AND ${scopeCondition(sql, "centro_trabajo", "d.id_centro_trabajo", principal)}`
      if (found.length !== departments.length) return yield* refuseField("deptos", m.deptoDeEmpresa)
    }
    const positions = idsOf(request.puestos, "id_puesto")
    if (positions.length > 0) {
      const found = yield* sql<{ id_puesto: string }>`SELECT p.id_puesto FROM puestos p WHERE p.id_empresa = ${company} AND ${sql.in("p.id_puesto", positions)}`
      if (found.length !== positions.length) return yield* refuseField("puestos", m.puestoDeEmpresa)
    }
  })

/** The project's phases in their order. */
const phasesOf = (id: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ fase: string; f_inicio: string; f_fin: string }>`
      SELECT fase, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin FROM eva_proyecto_fases WHERE id_proyecto = ${id} ORDER BY orden`,
  )

/** Puts the project in a phase on the server's day, its state following the phase. */
const enterPhase = (id: number, fase: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    yield* sql`UPDATE eva_proyectos SET fase_actual = ${fase}, f_cambio_fase = ${today}, estado = ${stateOfPhase(fase)} WHERE id_proyecto = ${id}`
  })

export const evaluationProjectsTable: RecordTable<Project> = {
  descriptor: evaluationProjects,
  endpoints: evaluationProjectsEndpoints,
  entity: "proyecto de evaluación",
  table: "eva_proyectos",
  from: "eva_proyectos t JOIN empresas em ON em.id_empresa = t.id_empresa",
  expressions: {
    n_empresa: "em.n_empresa",
    participantes: "(SELECT COUNT(*) FROM eva_participantes pa WHERE pa.id_proyecto = t.id_proyecto)",
    // The evaluated share of the stored participants, each judged by ./participante-evaluado.ts and
    // the judgement kept in `evaluado` (0321): both counts come from the (id_proyecto, evaluado) index.
    avance: `(SELECT CASE WHEN COUNT(*) = 0 THEN 0 ELSE ROUND(100.0 * SUM(CASE WHEN pa.evaluado = '1' THEN 1 ELSE 0 END) / COUNT(*), 2) END
      FROM eva_participantes pa WHERE pa.id_proyecto = t.id_proyecto)`,
  },
  children: {
    fases: { table: "eva_proyecto_fases", parent: { id_proyecto: "id_proyecto" }, order: "orden" },
    centros: {
      table: "eva_proyecto_centros",
      parent: { id_proyecto: "id_proyecto" },
      order: "orden",
      expressions: { n_centro_trabajo: "(SELECT ct.n_centro_trabajo FROM centros_trabajo ct WHERE ct.id_centro_trabajo = c.id_centro_trabajo)" },
    },
    deptos: {
      table: "eva_proyecto_deptos",
      parent: { id_proyecto: "id_proyecto" },
      order: "orden",
      expressions: { n_depto: "(SELECT d.n_depto FROM departamentos d WHERE d.id_depto = c.id_depto)" },
    },
    puestos: {
      table: "eva_proyecto_puestos",
      parent: { id_proyecto: "id_proyecto" },
      order: "orden",
      expressions: { n_puesto: "(SELECT pu.n_puesto FROM puestos pu WHERE pu.id_puesto = c.id_puesto)" },
    },
  },
  generatedKey: () => nextSerialKey("eva_proyectos"),
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) =>
      Effect.gen(function* () {
        if (stored !== undefined && stored.id_empresa !== request.id_empresa) return yield* refuseField("id_empresa", m.empresaFija)
        yield* checkPopulation(request, ctx.principal)
        yield* checkInstrument(request.id_encuesta_360, "id_encuesta_360", "360")
        yield* checkInstrument(request.id_encuesta_operativa, "id_encuesta_operativa", "Operativa")
      }),
    afterReached: (transition, key) =>
      Effect.gen(function* () {
        if (transition !== "publicar") return
        const id = Number(key.id_proyecto)
        const facts = yield* projectFacts(id)
        if (facts === undefined) return yield* refuse(404, m.proyectoNoExiste)
        const stored = yield* storeParticipants(facts)
        if (stored === 0) return yield* refuse(409, m.sinParticipantes)
        yield* createOperativeEvaluations(id)
        const fase = phaseOnDay(yield* phasesOf(id), yield* todayInMexico)
        if (fase !== undefined) yield* enterPhase(id, fase)
      }),
    divert: (transition, stored) =>
      Effect.gen(function* () {
        if (transition !== "avanzar-fase") return undefined
        const id = Number(stored.id_proyecto)
        const next = nextPhase(yield* phasesOf(id), String(stored.fase_actual ?? ""))
        if (next === undefined) return yield* refuse(409, m.ultimaFase)
        yield* enterPhase(id, next)
        return { message: m.faseAvanzada(next) }
      }),
    cascade: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const id = Number(stored.id_proyecto)
        yield* sql`DELETE FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id}`
        yield* sql`DELETE FROM eva_participantes WHERE id_proyecto = ${id}`
      }),
  },
}
