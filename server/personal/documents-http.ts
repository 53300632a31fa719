import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { SugerenciaReconocimiento, personalDocumentCalls } from "../../domain/personal/documents-api"
import { milestoneThisMonth, recognitionMessages, seniorityMotive } from "../../domain/personal/documents-vocabulary"
import { containsPattern, foldSql, foldText } from "../../domain/records/fold"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { readDocumentCompany } from "../documents/company"
import { readEmployeeFacts } from "../documents/employee-facts"
import { documentFileName, renderCompanyDocument } from "../documents/frame"
import { refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { employeeName } from "../organizacion/centros-trabajo"
import { pdfResponse } from "../pdf/response"
import { scopeCondition } from "../records/queries"
import { issueLetter } from "./cartas-laborales-issue"
import { checkRecognitionType, insertRecognitions, printableRecognition } from "./reconocimientos"

// The documents' calls (domain/personal/documents-api.ts): issue and print letters, print
// diplomas, the employee search and facts of the documents' forms, and the seniority suggestions.
// Each reaches an employee only within the caller's work centres: the router checks the named
// ids (scope) and every query here carries the role's condition.

type Handlers = HandlersOf<typeof personalDocumentCalls>

const emitirCarta: Handlers["emitirCarta"] = ({ id_carta }, context) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    // The router runs this write in one transaction with its audit row: a PDF that failed to
    // render would roll the folio back.
    const issued = yield* issueLetter(id_carta, principal)
    yield* auditNote(context, {
      entidad: "carta laboral",
      clave: `id_carta=${issued.id_carta}`,
      antes: issued.antes,
      despues: { estado: "Emitida", folio: issued.folio, ...(issued.reemision ? { reemision_de: id_carta } : {}) },
      ...(issued.detalle === undefined ? {} : { detalle: issued.detalle }),
    })
    const bytes = yield* renderCompanyDocument(issued.spec)
    return pdfResponse(bytes, documentFileName(issued.spec.title, issued.folio))
  })

const imprimirReconocimiento: Handlers["imprimirReconocimiento"] = ({ id_reconocimiento }, context) =>
  Effect.gen(function* () {
    const { spec, folio } = yield* printableRecognition(id_reconocimiento, yield* principalOf(context))
    return pdfResponse(yield* renderCompanyDocument(spec), documentFileName("Reconocimiento", folio))
  })

const colaboradoresDocumento: Handlers["colaboradoresDocumento"] = (request, context) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal = yield* principalOf(context)
    const term = (request.buscar ?? "").trim()
    const name = `COALESCE(e.num_empleado, '') || ' - ' || ${employeeName("e")}`
    const search = term === "" ? sql.literal("1=1") : sql`${sql.literal(foldSql(name))} LIKE ${containsPattern(term)} ESCAPE ${sql.literal("'\\'")}`
    const active = request.bajas === "1" ? sql.literal("1=1") : sql.literal("e.activo = '1'")
    const rows = yield* sql<{ id_empleado: number | string; label: string; activo: string }>`
      SELECT e.id_empleado, ${sql.literal(name)} AS label, e.activo FROM empleados e
      WHERE ${active} AND ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)} AND ${search}
      ORDER BY e.apellido_paterno, e.apellido_materno, e.nombre, e.id_empleado LIMIT 20`
    return ok(rows.map((r) => ({ id: String(r.id_empleado), label: r.activo === "1" ? r.label : `${r.label} (baja)` })))
  })

const colaboradorDocumento: Handlers["colaboradorDocumento"] = ({ id_empleado }, context) =>
  Effect.gen(function* () {
    const facts = yield* readEmployeeFacts(id_empleado, yield* principalOf(context))
    const company = yield* readDocumentCompany(facts.id_empresa)
    return ok({
      id_empleado: facts.id_empleado,
      num_empleado: facts.num_empleado,
      n_empleado: facts.n_empleado,
      n_empresa: company?.razonSocial ?? "",
      n_centro_trabajo: facts.n_centro_trabajo,
      n_depto: facts.n_depto,
      n_puesto: facts.n_puesto,
      f_ingreso: facts.f_ingreso,
      f_baja: facts.f_baja,
      activo: facts.activo,
      recontratable: facts.recontratable,
    })
  })

/** The seniority recognition type: the active one whose name folds to "antiguedad". */
const seniorityType = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const types = yield* sql<{ id_tipo_reconocimiento: number | string; n_tipo_reconocimiento: string }>`
    SELECT id_tipo_reconocimiento, n_tipo_reconocimiento FROM tipos_reconocimiento WHERE activo = '1' ORDER BY id_tipo_reconocimiento`
  const found = types.find((t) => foldText(t.n_tipo_reconocimiento).includes("antiguedad"))
  return found === undefined ? null : Number(found.id_tipo_reconocimiento)
})

/** Active employees of the caller's centres who reach a milestone this month, not yet recognised for it. */
const suggestions = (principal: Principal, only?: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const month = today.slice(5, 7)
    const years = [5, 10, 15, 20, 25].map((n) => String(Number(today.slice(0, 4)) - n))
    const ids = only === undefined ? sql.literal("1=1") : sql.in("e.id_empleado", [...only])
    // The seniority date's year and month: a range of the candidates, not a walk of every row.
    const rows = yield* sql<{ id_empleado: number | string; colaborador: string; f_antiguedad: string }>`
      SELECT e.id_empleado, ${sql.literal(`COALESCE(e.num_empleado, '') || ' - ' || ${employeeName("e")}`)} AS colaborador, e.f_antiguedad
      FROM empleados e
      WHERE e.activo = '1' AND SUBSTR(e.f_antiguedad, 6, 2) = ${month} AND SUBSTR(e.f_antiguedad, 1, 4) IN ${sql.in(years)}
        AND ${ids} AND ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)}
      ORDER BY SUBSTR(e.f_antiguedad, 9, 2), e.apellido_paterno, e.id_empleado LIMIT 200`
    const out: Array<SugerenciaReconocimiento> = []
    for (const r of rows) {
      const f = String(r.f_antiguedad).trim()
      const milestone = milestoneThisMonth(f, today)
      if (milestone === null) continue
      const [taken] = yield* sql<{ n: number | string }>`
        SELECT COUNT(*) AS n FROM reconocimientos WHERE id_empleado = ${Number(r.id_empleado)} AND anios_antiguedad = ${milestone.anios}`
      if (Number(taken?.n ?? 0) > 0) continue
      out.push({ id_empleado: Number(r.id_empleado), colaborador: r.colaborador, f_antiguedad: f, anios: milestone.anios, f_aniversario: milestone.fecha })
    }
    return out
  })

const sugerenciasReconocimiento: Handlers["sugerenciasReconocimiento"] = (_, context) =>
  Effect.gen(function* () {
    return ok(yield* suggestions(yield* principalOf(context)))
  })

const aceptarSugerenciasReconocimiento: Handlers["aceptarSugerenciasReconocimiento"] = (request, context) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    const tipo = yield* seniorityType
    if (tipo === null) return yield* refuse(409, recognitionMessages.sinTipoAntiguedad)
    const wanted = [...new Set(request.id_empleados)]
    const found = yield* suggestions(principal, wanted)
    if (found.length !== wanted.length) return yield* refuse(409, recognitionMessages.sinSugerencia)
    const ids = yield* insertRecognitions(
      found.map((s) => ({
        id_empleado: s.id_empleado,
        id_tipo_reconocimiento: tipo,
        f_reconocimiento: s.f_aniversario,
        motivo: seniorityMotive(s.anios),
        premio: null,
        monto: null,
        otorgado_por: null,
        publicar: request.publicar,
        anios_antiguedad: s.anios,
      })),
      principal,
    )
    yield* auditNote(context, { entidad: "reconocimiento", clave: `id_reconocimiento=${ids.join(",")}`.slice(0, 500), despues: { creados: ids.length, id_empleados: wanted } })
    return ok({ creados: ids.length }, recognitionMessages.creados(ids.length))
  })

const reconocimientosVarios: Handlers["reconocimientosVarios"] = (request, context) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    yield* checkRecognitionType(request.id_tipo_reconocimiento)
    const wanted = [...new Set(request.id_empleados)]
    const ids = yield* insertRecognitions(
      wanted.map((id_empleado) => ({
        id_empleado,
        id_tipo_reconocimiento: request.id_tipo_reconocimiento,
        f_reconocimiento: request.f_reconocimiento,
        motivo: request.motivo,
        premio: request.premio === null || request.premio === "" ? null : request.premio,
        monto: request.monto,
        otorgado_por: request.otorgado_por === null || request.otorgado_por === "" ? null : request.otorgado_por,
        publicar: request.publicar,
      })),
      principal,
    )
    yield* auditNote(context, { entidad: "reconocimiento", clave: `id_reconocimiento=${ids.join(",")}`.slice(0, 500), despues: { ...request, creados: ids.length } })
    return ok({ creados: ids.length }, recognitionMessages.creados(ids.length))
  })

export const personalDocumentHandlers: Handlers = {
  emitirCarta,
  imprimirReconocimiento,
  colaboradoresDocumento,
  colaboradorDocumento,
  sugerenciasReconocimiento,
  aceptarSugerenciasReconocimiento,
  reconocimientosVarios,
}
