import { SqlClient } from "@effect/sql"
import { Effect, Stream } from "effect"
import type { CompetenciaEsperada, ExportarCompetenciasPuestoRequest, PuestoCompetencias, competenciasPuestoEndpoints } from "../../domain/competencias/competencias-puesto-api"
import { type TipoCompetenciaWire, tipoLetter, tipoSection, tipoTitles, tipoWire } from "../../domain/competencias/competency-types"
import type { TipoCompetencia } from "../../domain/organizacion/gestionar-puestos-profile"
import { sectionMessages } from "../../domain/organizacion/gestionar-puestos-sections"
import { jobProfileMessages } from "../../domain/organizacion/gestionar-puestos"
import { messages } from "../../domain/messages"
import { auditNote } from "../audit/trail"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import type { Principal } from "../auth/principal"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { checkCompetencyTypes } from "../organizacion/gestionar-puestos"
import { companyVisible } from "../records/queries"
import { isVisible } from "../records/visible"

// Competencias por puesto (COM250): the puesto's expectations, read and written in
// puestos_competencias, the store the job profile's three competency tabs use (the tab's
// /store-info-puesto-competencias-* and this page's save replace the same rows of one type, with
// the same rules and the same audit entity and clave). Hand-written because the rows belong to
// the puesto, not to a record of their own, and a save replaces one type's grid whole.

interface Puesto {
  readonly id_empresa: number
  readonly id_puesto: string
  readonly n_puesto: string
  readonly tipo_puesto: string
}

/** The puesto of the company, or the refusal: 404 when the company has no such puesto, 403 outside the role. */
const visiblePuesto = (idEmpresa: number, idPuesto: string, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_puesto: string; id_empresa: number | string; n_puesto: string; tipo_puesto: string; ve: unknown }>`
      SELECT p.id_puesto, p.id_empresa, p.n_puesto, p.tipo_puesto,
        CASE WHEN ${companyVisible(sql, sql.literal("p.id_empresa"), principal.id_rol)} THEN 1 ELSE 0 END AS ve
      FROM puestos p WHERE p.id_puesto = ${idPuesto} AND p.id_empresa = ${idEmpresa}`
    if (row === undefined) return yield* refuse(404, jobProfileMessages.noExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    return { id_empresa: Number(row.id_empresa), id_puesto: row.id_puesto, n_puesto: row.n_puesto, tipo_puesto: row.tipo_puesto } satisfies Puesto
  })

/** The puesto with its expectations of every type, in type and grid order. */
const readExpectations = (puesto: Puesto) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      tipo: string
      orden: number | string
      id_competencia: number | string
      n_competencia: string
      id_nivel_esperado: number | string
      n_nivel: string
      valor: number | string
      peso: number | string
    }>`SELECT pc.tipo, pc.orden, pc.id_competencia, c.n_competencia, pc.id_nivel_esperado, n.n_nivel, n.valor, pc.peso
      FROM puestos_competencias pc
      JOIN competencias c ON c.id_competencia = pc.id_competencia
      JOIN niveles_competencia n ON n.id_nivel = pc.id_nivel_esperado
      WHERE pc.id_puesto = ${puesto.id_puesto}
      ORDER BY CASE pc.tipo WHEN 'O' THEN 1 WHEN 'T' THEN 2 ELSE 3 END, pc.orden`
    const competencias = rows.map(
      (r): CompetenciaEsperada => ({
        tipo: tipoWire[r.tipo as TipoCompetencia] ?? "ORG",
        orden: Number(r.orden),
        id_competencia: Number(r.id_competencia),
        n_competencia: r.n_competencia,
        id_nivel_esperado: Number(r.id_nivel_esperado),
        n_nivel: r.n_nivel,
        valor_esperado: Number(r.valor),
        peso: Number(r.peso),
      }),
    )
    return { ...puesto, competencias } satisfies PuestoCompetencias
  })

/** The rows name stored competencies of the grid's type and stored levels (one query per table, not per row). */
const checkRows = (tipo: TipoCompetenciaWire, filas: ReadonlyArray<{ readonly id_competencia: number; readonly id_nivel_esperado: number }>) =>
  Effect.gen(function* () {
    if (filas.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const idsOf = (rows: ReadonlyArray<Readonly<Record<string, unknown>>>, column: string) => new Set(rows.map((r) => Number(r[column])))
    const competencies = idsOf(
      yield* sql`SELECT id_competencia FROM competencias WHERE ${sql.in("id_competencia", filas.map((f) => f.id_competencia))}`,
      "id_competencia",
    )
    const levels = idsOf(yield* sql`SELECT id_nivel FROM niveles_competencia WHERE ${sql.in("id_nivel", filas.map((f) => f.id_nivel_esperado))}`, "id_nivel")
    for (const [i, fila] of filas.entries()) {
      if (!competencies.has(fila.id_competencia)) return yield* refuse(400, `Renglón ${i + 1}: la competencia no existe`)
      if (!levels.has(fila.id_nivel_esperado)) return yield* refuse(400, `Renglón ${i + 1}: el nivel esperado no existe`)
    }
    yield* checkCompetencyTypes(filas as unknown as ReadonlyArray<Readonly<Record<string, unknown>>>, tipoLetter[tipo])
  })

/**
 * The export's rows: one per puesto and expected competency, of the company's active puestos (or
 * the one asked for, active or not), in puesto, type and grid order. The company is checked
 * first: 403 outside the role, 404 for a puesto the company does not have.
 */
const exportRows = (request: ExportarCompetenciasPuestoRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const idPuesto = request.id_puesto ?? null
    if (idPuesto !== null) yield* visiblePuesto(request.id_empresa, idPuesto, principal)
    const [company] = yield* sql<{ n_empresa: string; ve: unknown }>`
      SELECT n_empresa, CASE WHEN ${companyVisible(sql, sql.literal("e.id_empresa"), principal.id_rol)} THEN 1 ELSE 0 END AS ve
      FROM empresas e WHERE e.id_empresa = ${request.id_empresa}`
    if (company === undefined || !isVisible(company.ve)) return yield* forbidden()
    const rows = yield* sql<{
      id_puesto: string
      n_puesto: string
      tipo: string
      n_competencia: string
      n_nivel: string
      valor: number | string
      peso: number | string
    }>`SELECT p.id_puesto, p.n_puesto, pc.tipo, c.n_competencia, n.n_nivel, n.valor, pc.peso
      FROM puestos p
      JOIN puestos_competencias pc ON pc.id_puesto = p.id_puesto
      JOIN competencias c ON c.id_competencia = pc.id_competencia
      JOIN niveles_competencia n ON n.id_nivel = pc.id_nivel_esperado
      WHERE p.id_empresa = ${request.id_empresa}
        AND ${idPuesto === null ? sql`p.activo = '1'` : sql`p.id_puesto = ${idPuesto}`}
      ORDER BY p.id_puesto, CASE pc.tipo WHEN 'O' THEN 1 WHEN 'T' THEN 2 ELSE 3 END, pc.orden`
    const cells = rows.map((r): ReadonlyArray<CellValue> => [
      r.id_puesto,
      r.n_puesto,
      tipoTitles[tipoWire[r.tipo as TipoCompetencia] ?? "ORG"],
      r.n_competencia,
      r.n_nivel,
      Number(r.valor),
      Number(r.peso),
    ])
    return { n_empresa: company.n_empresa, cells }
  })

export const competenciasPuestoHandlers: HandlersOf<typeof competenciasPuestoEndpoints> = {
  getCompetenciasPuesto: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const puesto = yield* visiblePuesto(request.id_empresa, request.id_puesto, principal)
      return ok(yield* readExpectations(puesto))
    }),
  guardarCompetenciasPuesto: (request, context) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const principal = yield* principalOf(context)
      const puesto = yield* visiblePuesto(request.id_empresa, request.id_puesto, principal)
      if (request.tipo === "OPE" && request.filas.length > 0 && puesto.tipo_puesto !== "O") return yield* refuse(400, sectionMessages.soloOperativo)
      yield* checkRows(request.tipo, request.filas)
      const letter = tipoLetter[request.tipo]
      const before = yield* readExpectations(puesto)
      yield* sql`DELETE FROM puestos_competencias WHERE id_puesto = ${puesto.id_puesto} AND tipo = ${letter}`
      const rows = request.filas.map((f, i) => ({
        id_puesto: puesto.id_puesto,
        tipo: letter,
        orden: i + 1,
        id_competencia: f.id_competencia,
        id_nivel_esperado: f.id_nivel_esperado,
        peso: f.peso,
      }))
      if (rows.length > 0) yield* sql`INSERT INTO puestos_competencias ${sql.insert(rows)}`
      const after = yield* readExpectations(puesto)
      const ofType = (p: PuestoCompetencias) => p.competencias.filter((c) => c.tipo === request.tipo)
      // The job profile's tab writes the same audit entity and clave: one history per puesto and type.
      yield* auditNote(context, {
        entidad: "puesto",
        clave: `id_puesto=${puesto.id_puesto}, seccion=${tipoSection[request.tipo]}`,
        antes: { competencias: ofType(before) },
        despues: { competencias: ofType(after) },
      })
      return ok(after, messages.datosGuardados)
    }),
  exportarCompetenciasPuesto: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { n_empresa, cells } = yield* exportRows(request, principal)
      const title = `Competencias por puesto de ${n_empresa}`
      return yield* xlsxResponse({
        filename: request.id_puesto == null ? title : `${title} (${request.id_puesto})`,
        title,
        columns: [
          { header: "Clave", width: 10 },
          { header: "Puesto", width: 32 },
          { header: "Tipo", width: 30 },
          { header: "Competencia", width: 36 },
          { header: "Nivel esperado", width: 16 },
          { header: "Valor", width: 8 },
          { header: "Peso", width: 8 },
        ],
        rows: Stream.fromIterable(cells),
      })
    }),
}
