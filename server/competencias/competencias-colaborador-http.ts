import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import {
  type CompetenciaColaborador,
  type CompetenciasColaborador,
  type competenciasColaboradorEndpoints,
  necesidadMessages,
} from "../../domain/competencias/competencias-colaborador-api"
import { assessmentMessages } from "../../domain/competencias/assessments"
import { tipoWire, tiposCompetencia } from "../../domain/competencias/competency-types"
import type { TipoCompetencia } from "../../domain/organizacion/gestionar-puestos-profile"
import { brecha, cumplimiento, hasGap, weightedTotal } from "../../domain/rules/competency-gap"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { numberedNameSql } from "../records/person-name"
import { dateText } from "../records/date-text"
import { textOrNull } from "../records/stored-values"
import { activePeopleMatching } from "../personal/active-people-search"

// Competencias por colaborador (COM300): the person's puesto is the one of the position they
// occupy (their record's puesto while they hold none); its expectations are the rows COM250 and
// the job profile's tabs edit (puestos_competencias), read on every call, so a changed
// expectation shows at once. The latest assessment of each competency is the greatest
// (f_evaluacion, id_evaluacion), one index probe per row. The figures come from
// domain/rules/competency-gap.ts. The router has already refused a person outside the caller's
// centres (scope on id_empleado).

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

/** The person with the puesto they occupy, or 404. */
const personOf = (idEmpleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ colaborador: string; id_puesto: string | null; n_puesto: string | null }>`
      SELECT ${sql.literal(numberedNameSql("e"))} AS colaborador, pu.id_puesto, pu.n_puesto
      FROM empleados e
      LEFT JOIN posiciones po ON po.id_posicion = e.id_posicion
      LEFT JOIN puestos pu ON pu.id_puesto = COALESCE(po.id_puesto, e.id_puesto)
      WHERE e.id_empleado = ${idEmpleado}`
    if (row === undefined) return yield* refuse(404, assessmentMessages.colaboradorNoExiste)
    return { id_empleado: idEmpleado, colaborador: row.colaborador, id_puesto: row.id_puesto, n_puesto: row.n_puesto }
  })

/** The person's competencies: what the puesto expects beside the latest assessment of each. */
export const personCompetencies = (idEmpleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const person = yield* personOf(idEmpleado)
    const rows =
      person.id_puesto === null
        ? []
        : yield* sql<Record<string, unknown>>`
          SELECT pc.tipo, pc.id_competencia, c.n_competencia, pc.id_nivel_esperado, ne.n_nivel AS n_nivel_esperado, ne.valor AS valor_esperado, pc.peso,
            ev.id_nivel_evaluado, nv.n_nivel AS n_nivel_evaluado, nv.valor AS valor_evaluado, ${sql.literal(dateText(sql, "ev.f_evaluacion"))} AS f_evaluacion,
            ev.origen, ${sql.literal(numberedNameSql("em"))} AS evaluador,
            (SELECT COUNT(*) FROM necesidades_capacitacion nc WHERE nc.id_empleado = ${idEmpleado} AND nc.id_competencia = pc.id_competencia AND nc.estado = 'Abierta') AS abiertas
          FROM puestos_competencias pc
          JOIN competencias c ON c.id_competencia = pc.id_competencia
          JOIN niveles_competencia ne ON ne.id_nivel = pc.id_nivel_esperado
          LEFT JOIN evaluaciones_competencia ev ON ev.id_evaluacion = (
            SELECT x.id_evaluacion FROM evaluaciones_competencia x
            WHERE x.id_empleado = ${idEmpleado} AND x.id_competencia = pc.id_competencia
            ORDER BY x.f_evaluacion DESC, x.id_evaluacion DESC LIMIT 1)
          LEFT JOIN niveles_competencia nv ON nv.id_nivel = ev.id_nivel_evaluado
          LEFT JOIN empleados em ON em.id_empleado = ev.id_evaluador
          WHERE pc.id_puesto = ${person.id_puesto}
          ORDER BY CASE pc.tipo WHEN 'O' THEN 1 WHEN 'T' THEN 2 ELSE 3 END, pc.orden`
    const competencias = rows.map((r): CompetenciaColaborador => {
      const esperado = Number(r.valor_esperado)
      const evaluado = numberOrNull(r.valor_evaluado)
      return {
        id_competencia: Number(r.id_competencia),
        n_competencia: String(r.n_competencia),
        tipo: tipoWire[r.tipo as TipoCompetencia] ?? "ORG",
        id_nivel_esperado: Number(r.id_nivel_esperado),
        n_nivel_esperado: String(r.n_nivel_esperado),
        valor_esperado: esperado,
        id_nivel_evaluado: numberOrNull(r.id_nivel_evaluado),
        n_nivel_evaluado: textOrNull(r.n_nivel_evaluado),
        valor_evaluado: evaluado,
        f_evaluacion: textOrNull(r.f_evaluacion),
        // The concatenation is NULL without an assessor.
        evaluador: textOrNull(r.evaluador),
        origen: textOrNull(r.origen),
        brecha: brecha(esperado, evaluado),
        cumplimiento: cumplimiento(esperado, evaluado),
        peso: Number(r.peso),
        necesidad_abierta: Number(r.abiertas) > 0,
      }
    })
    const totales = tiposCompetencia
      .map((tipo) => ({ tipo, ...weightedTotal(competencias.filter((c) => c.tipo === tipo)) }))
      .filter((t) => t.total > 0)
    return { ...person, competencias, totales } satisfies CompetenciasColaborador
  })

export const competenciasColaboradorHandlers: HandlersOf<typeof competenciasColaboradorEndpoints> = {
  getCompetenciasColaborador: (request) => Effect.map(personCompetencies(request.id_empleado), (result) => ok(result)),
  colaboradoresCompetencias: (request, context) => activePeopleMatching(request.buscar, context),
  enviarNecesidadCapacitacion: (request, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const principal = yield* principalOf(context)
      const person = yield* personCompetencies(request.id_empleado)
      if (person.id_puesto === null) return yield* refuse(409, necesidadMessages.sinPuesto)
      const row = person.competencias.find((c) => c.id_competencia === request.id_competencia)
      if (row === undefined) return yield* refuse(409, necesidadMessages.noEsperada)
      if (!hasGap(row) || row.brecha === null) return yield* refuse(409, necesidadMessages.sinBrecha)
      if (row.necesidad_abierta) return yield* refuse(409, necesidadMessages.abierta)
      const now = yield* Now
      const values = {
        id_empleado: request.id_empleado,
        id_competencia: request.id_competencia,
        id_nivel_esperado: row.id_nivel_esperado,
        id_nivel_evaluado: row.id_nivel_evaluado,
        brecha: row.brecha,
        estado: "Abierta",
        comentario: request.comentario ?? null,
        id_usuario_alta: principal.id_usuario,
        f_alta: new Date(now()).toISOString(),
      }
      yield* sql`INSERT INTO necesidades_capacitacion ${sql.insert(values)}`
      const [stored] = yield* sql<{ id_necesidad: number | string }>`
        SELECT MAX(id_necesidad) AS id_necesidad FROM necesidades_capacitacion WHERE id_empleado = ${request.id_empleado} AND id_competencia = ${request.id_competencia}`
      yield* auditNote(context, { entidad: "necesidad de capacitación", clave: `id_necesidad=${Number(stored?.id_necesidad)}`, antes: null, despues: values })
      return ok(
        { id_necesidad: Number(stored?.id_necesidad), id_empleado: request.id_empleado, id_competencia: request.id_competencia, brecha: row.brecha, estado: "Abierta" },
        necesidadMessages.enviada,
      )
    }),
}
