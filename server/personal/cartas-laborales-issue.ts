import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { letterDueDays, letterMessages } from "../../domain/personal/documents-vocabulary"
import { portalLinkTexts } from "../../domain/personal/portal-request-link"
import type { Principal } from "../auth/principal"
import { employmentLetters } from "../../domain/personal/cartas-laborales"
import { stampColumns } from "../records/stamps"
import { readEmployeeFacts } from "../documents/employee-facts"
import { folioSeries, nextFolio } from "../documents/folio"
import type { CompanyDocumentSpec } from "../documents/frame"
import { forbidden, refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { employeeName } from "../organizacion/centros-trabajo"
import { scopeCondition } from "../records/queries"
import { checkFlags, composeLetterText, letterSpec } from "./cartas-laborales-document"
import { companyOf } from "../documents/company"
import { dateText } from "../records/date-text"
import { numOrNull } from "../records/stored-values"
import { activeLetterType, addDays, checkClassFits } from "./cartas-laborales"
import { attendLinked } from "./portal-request-link"

// Issuing a carta laboral (POST /emitir-carta; DOMAIN-MX 4.5; its PDF: ./cartas-laborales-document.ts).
//
// Issuing fills the letter's text with the employee's facts of today, draws the folio, and keeps
// what the PDF prints (title, date, filled text, signer's name and puesto) in the row, so an issued
// letter prints the same every time, whatever changes later. A letter already issued is never
// touched again: issuing it once more writes a new letter (a reissue, id_carta_origen) with a new
// folio from the same request. A letter requested from a kiosk constancia request leaves that
// request Atendida, with the folio, when it is first issued (domain/personal/portal-request-link.ts).

const textOrNull = (v: unknown): string | null => (v === null || v === undefined || String(v).trim() === "" ? null : String(v))
const truthy = (v: unknown): boolean => v === true || Number(v) === 1

interface LetterRow {
  readonly id_carta: number
  readonly id_empleado: number
  readonly id_tipo_carta: number
  readonly f_solicitud: string
  readonly dirigido_a: string
  readonly incluir_salario: string
  readonly incluir_nss_rfc: string
  readonly id_firmante: number
  readonly texto: string
  readonly estado: string
  readonly folio: string | null
  readonly f_emision: string | null
  readonly titulo: string | null
  readonly texto_emitido: string | null
  readonly firmante_nombre: string | null
  readonly firmante_puesto: string | null
  readonly id_empresa: number
  readonly id_solicitud: number | null
}

/** The letter, once the caller may see its employee (404 absent, 403 outside their centres). */
export const visibleLetter = (id_carta: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT t.id_carta, t.id_empleado, t.id_tipo_carta, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud, t.dirigido_a,
        t.incluir_salario, t.incluir_nss_rfc, t.id_firmante, t.texto, t.estado, t.folio, ${sql.literal(dateText(sql, "t.f_emision"))} AS f_emision,
        t.titulo, t.texto_emitido, t.firmante_nombre, t.firmante_puesto, e.id_empresa, t.id_solicitud,
        CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM cartas_laborales t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE t.id_carta = ${id_carta}`
    if (r === undefined) return yield* refuse(404, letterMessages.cartaNoExiste)
    if (!truthy(r.ve)) return yield* forbidden()
    const row: LetterRow = {
      id_carta: Number(r.id_carta),
      id_empleado: Number(r.id_empleado),
      id_tipo_carta: Number(r.id_tipo_carta),
      f_solicitud: String(r.f_solicitud),
      dirigido_a: String(r.dirigido_a),
      incluir_salario: String(r.incluir_salario),
      incluir_nss_rfc: String(r.incluir_nss_rfc),
      id_firmante: Number(r.id_firmante),
      texto: String(r.texto),
      estado: String(r.estado),
      folio: textOrNull(r.folio),
      f_emision: textOrNull(r.f_emision),
      titulo: textOrNull(r.titulo),
      texto_emitido: textOrNull(r.texto_emitido),
      firmante_nombre: textOrNull(r.firmante_nombre),
      firmante_puesto: textOrNull(r.firmante_puesto),
      id_empresa: Number(r.id_empresa),
      id_solicitud: numOrNull(r.id_solicitud),
    }
    return row
  })

/** The signer as the letter prints them: name and puesto, read whatever the caller's centres. */
const signerOf = (id_firmante: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [s] = yield* sql<{ nombre: string; n_puesto: string }>`
      SELECT ${sql.literal(employeeName("f"))} AS nombre, p.n_puesto FROM empleados f JOIN puestos p ON p.id_puesto = f.id_puesto
      WHERE f.id_empleado = ${id_firmante}`
    return { nombre: s?.nombre ?? "", puesto: s?.n_puesto ?? null }
  })

export interface IssuedLetter {
  readonly id_carta: number
  readonly folio: string
  readonly reemision: boolean
  readonly spec: CompanyDocumentSpec
  readonly antes: Readonly<Record<string, unknown>> | null
  readonly detalle: string | undefined
}

/** Issues (or reissues) a letter inside the request's transaction; answers what to print. */
export const issueLetter = (id_carta: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const row = yield* visibleLetter(id_carta, principal)
    const facts = yield* readEmployeeFacts(row.id_empleado, principal)
    const company = yield* companyOf(facts.id_empresa)
    // A reissue prints the title of the first issue; a first issue the type's name today.
    const tipo = row.estado === "Solicitada" ? yield* activeLetterType(row.id_tipo_carta) : null
    const clase = tipo?.clase_carta ?? (yield* sql<{ clase_carta: string }>`SELECT clase_carta FROM tipos_carta WHERE id_tipo_carta = ${row.id_tipo_carta}`)[0]?.clase_carta.trim() ?? "OT"
    yield* checkClassFits(clase, row.id_empleado)
    yield* checkFlags(row)
    if (row.incluir_salario === "1" && facts.salario_diario === null) return yield* refuse(409, letterMessages.sinSalario)
    const fecha = yield* todayInMexico
    const folio = yield* nextFolio(folioSeries.cartaLaboral, company.id_empresa, Number(fecha.slice(0, 4)))
    const titulo = row.titulo ?? tipo?.n_tipo_carta ?? ""
    const texto = composeLetterText(row, facts, company, fecha)
    const firmante = yield* signerOf(row.id_firmante)
    const frozen = {
      estado: "Emitida",
      folio,
      f_emision: fecha,
      titulo,
      texto_emitido: texto,
      firmante_nombre: firmante.nombre,
      firmante_puesto: firmante.puesto,
      id_usuario_emision: principal.id_usuario,
    }
    const reemision = row.estado !== "Solicitada"
    let issuedId = row.id_carta
    let attended: number | null = null
    if (!reemision) {
      const updated = yield* sql<{ id_carta: number }>`
        UPDATE cartas_laborales SET ${sql.update({ ...frozen, ...(yield* stampColumns(employmentLetters, "edit", principal.id_usuario)) })}
        WHERE id_carta = ${row.id_carta} AND estado = 'Solicitada' RETURNING id_carta`
      // Another request issued it between the read and this write: that one holds the folio.
      if (updated.length === 0) return yield* refuse(409, letterMessages.emitida)
      // The constancia the person asked for in the kiosk exists now: the request is attended
      // (unless HR cancelled it or marked it by hand meanwhile; the letter is issued all the same).
      if (row.id_solicitud !== null && (yield* attendLinked(row.id_solicitud, portalLinkTexts.atendidaCarta(folio), principal))) attended = row.id_solicitud
    } else {
      const [created] = yield* sql<{ id_carta: number | string }>`
        INSERT INTO cartas_laborales ${sql.insert({
          id_empleado: row.id_empleado,
          id_tipo_carta: row.id_tipo_carta,
          f_solicitud: fecha,
          f_limite: addDays(fecha, letterDueDays),
          dirigido_a: row.dirigido_a,
          incluir_salario: row.incluir_salario,
          incluir_nss_rfc: row.incluir_nss_rfc,
          id_firmante: row.id_firmante,
          texto: row.texto,
          id_carta_origen: row.id_carta,
          ...(yield* stampColumns(employmentLetters, "add", principal.id_usuario)),
          ...frozen,
        })} RETURNING id_carta`
      issuedId = Number(created?.id_carta)
    }
    const recontratable = clase === "RE" && facts.activo !== "1" && facts.recontratable === "0"
    const issued: IssuedLetter = {
      id_carta: issuedId,
      folio,
      reemision,
      spec: letterSpec(company, { titulo, folio, fecha, dirigido_a: row.dirigido_a, texto, firmante }),
      antes: reemision ? null : { estado: row.estado },
      detalle: [recontratable ? letterMessages.recomendacionNoRecontratable : null, attended === null ? null : `Solicitud del portal ${attended} atendida`].filter((n) => n !== null).join(". ") || undefined,
    }
    return issued
  })
