import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type LetterValues, letterText } from "../../domain/finiquitos/cartas-finiquito-text"
import { type LetterType, letterFiniquitoStates, letterMessages, letterTypes } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import { causeChoices, paymentFormChoices } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { choiceLabel } from "../../domain/records/field"
import { formatPesos } from "../../domain/number-format"
import { pesosInWords } from "../../domain/rules/amount-in-words"
import { causeRights, finiquitoCauses } from "../../domain/rules/finiquito-causes"
import { type DocumentCompany, readDocumentCompany } from "../documents/company"
import { refuseField } from "../http/failure"
import { spanishDate } from "../pdf/spanish-date"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"

// What a carta finiquito says about its finiquito, its person, the company and its representative,
// read as they are now: the letter's checks (the finiquito Autorizado or Pagado, the
// representative an active employee of its company), and the text Emitir fills and freezes.

export interface LetterFiniquito {
  readonly id_finiquito: number
  readonly folio: string
  readonly estado: string
  readonly id_empleado: number
  readonly id_empresa: number
  readonly causa: string
  readonly f_baja: string
  readonly neto: number | null
  readonly resultado: string | null
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === "" ? null : Number(v))
const txt = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim())

/** The finiquito a letter names (400 on the field when there is none). */
export const letterFiniquito = (id_finiquito: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [f] = yield* sql<Record<string, unknown>>`
      SELECT f.id_finiquito, f.folio, f.estado, f.id_empleado, f.id_empresa, f.causa, ${dateTextSql(sql, "f.f_baja")} AS f_baja, f.neto, f.resultado
      FROM finiquitos f WHERE f.id_finiquito = ${id_finiquito}`
    if (f === undefined) return yield* refuseField("id_finiquito", letterMessages.finiquitoInexistente)
    return {
      id_finiquito: Number(f.id_finiquito),
      folio: txt(f.folio),
      estado: txt(f.estado),
      id_empleado: Number(f.id_empleado),
      id_empresa: Number(f.id_empresa),
      causa: txt(f.causa),
      f_baja: txt(f.f_baja),
      neto: num(f.neto),
      resultado: f.resultado === null || f.resultado === undefined ? null : String(f.resultado),
    } satisfies LetterFiniquito
  })

/** §1.7: only a finiquito Autorizado or Pagado gets its letter (409 on the field otherwise). */
export const checkLetterFiniquito = (f: LetterFiniquito) =>
  (letterFiniquitoStates as ReadonlyArray<string>).includes(f.estado) ? Effect.void : Effect.fail(refuseField("id_finiquito", letterMessages.finiquitoNoAutorizado, 409))

/** A death is settled with its beneficiaries (LFT 501), and only a death. */
export const checkLetterType = (f: LetterFiniquito, tipo: string) => {
  if (tipo === "BENEFICIARIOS" && f.causa !== "MUERTE") return Effect.fail(refuseField("tipo", letterMessages.beneficiariosSoloMuerte))
  if (tipo !== "BENEFICIARIOS" && f.causa === "MUERTE") return Effect.fail(refuseField("tipo", letterMessages.muerteSoloBeneficiarios))
  return Effect.void
}

/** The representative is an active employee of the finiquito's company. */
export const checkRepresentative = (id_representante: number, id_empresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{ id_empresa: number | string; activo: string }>`SELECT id_empresa, activo FROM empleados WHERE id_empleado = ${id_representante}`
    if (r === undefined || r.activo !== "1" || Number(r.id_empresa) !== id_empresa) return yield* refuseField("id_representante", letterMessages.representanteAjeno)
  })

export interface LetterDraft {
  readonly tipo: LetterType
  readonly lugar: string
  readonly f_firma: string
  readonly id_representante: number
  readonly texto: string | null
}

/** A letter's terms as the text needs them (its type narrowed from the stored code). */
export const draftOf = (l: { readonly tipo: string; readonly lugar: string; readonly f_firma: string; readonly id_representante: number; readonly texto: string | null }): LetterDraft => ({
  tipo: letterTypes.find((k) => k === l.tipo) ?? "RECIBO",
  lugar: l.lugar,
  f_firma: l.f_firma,
  id_representante: l.id_representante,
  texto: l.texto,
})

const paymentSentence = (p: Record<string, unknown>): string => {
  const forma = txt(p.forma_pago)
  if (forma === "") return "El pago se hace en este acto."
  const reference = txt(p.referencia_pago) === "" ? "" : ` con la referencia ${txt(p.referencia_pago)}`
  const cfdi = txt(p.uuid_cfdi) === "" ? "" : ` y consta en el CFDI con UUID ${txt(p.uuid_cfdi)}`
  return `El pago se hizo por ${choiceLabel(paymentFormChoices, forma).toLowerCase()}${reference}${cfdi}.`
}

/** The person's columns a letter prints: of the finiquito `f`, its person `e` and their puesto `p`. */
export const letterPersonColumns = `${fullNameSql("e")} AS n_empleado, e.curp, e.rfc, e.nss, p.n_puesto, e.registro_patronal,
        e.f_ingreso, f.salario_diario, f.sdi, f.forma_pago, f.referencia_pago, f.uuid_cfdi`

/** The representative's columns a letter prints: of the employee `e` and their puesto `p`. */
export const letterRepresentativeColumns = `${fullNameSql("e")} AS nombre, p.n_puesto`

/** What a letter's values are read from (letterValues reads them for one letter; a seed may read many at once). */
export interface LetterSources {
  /** The row of letterPersonColumns. */
  readonly person: Readonly<Record<string, unknown>>
  /** The row of letterRepresentativeColumns. */
  readonly representative: Readonly<Record<string, unknown>> | undefined
  readonly company: Pick<DocumentCompany, "razonSocial" | "rfc"> | null
  /** The company's first registro patronal, for a person whose record names none. */
  readonly registro: string | null
}

/** The placeholders' values as printed: dates in words, amounts in pesos and the neto also in words. */
export const composeLetterValues = (f: LetterFiniquito, draft: LetterDraft, { person, representative: r, company, registro }: LetterSources): LetterValues => {
  const neto = f.neto ?? 0
  const cause = finiquitoCauses.find((c) => c === f.causa)
  return {
    lugar: draft.lugar,
    fecha_firma: spanishDate(draft.f_firma),
    razon_social: company?.razonSocial ?? "",
    rfc_empresa: company?.rfc ?? "",
    registro_patronal: txt(person.registro_patronal) || txt(registro),
    representante: txt(r?.nombre),
    puesto_representante: txt(r?.n_puesto),
    n_empleado: txt(person.n_empleado),
    curp: txt(person.curp),
    rfc: txt(person.rfc),
    nss: txt(person.nss),
    puesto: txt(person.n_puesto),
    f_ingreso: spanishDate(txt(person.f_ingreso).slice(0, 10)),
    f_baja: spanishDate(f.f_baja),
    salario_diario: formatPesos(num(person.salario_diario) ?? 0),
    sdi: formatPesos(num(person.sdi) ?? 0),
    causa: choiceLabel(causeChoices, f.causa).toLowerCase(),
    fundamento: cause === undefined ? "" : causeRights[cause].fundamento,
    neto: formatPesos(neto),
    neto_letra: pesosInWords(neto),
    pago: paymentSentence(person),
    folio_finiquito: f.folio,
  }
}

/** The letter's values, read as they are now. */
export const letterValues = (f: LetterFiniquito, draft: LetterDraft) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<Record<string, unknown>>`
      SELECT ${sql.literal(letterPersonColumns)}
      FROM finiquitos f JOIN empleados e ON e.id_empleado = f.id_empleado LEFT JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE f.id_finiquito = ${f.id_finiquito}`
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT ${sql.literal(letterRepresentativeColumns)} FROM empleados e LEFT JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.id_empleado = ${draft.id_representante}`
    const company = yield* readDocumentCompany(f.id_empresa)
    const [reg] = yield* sql<{ registro_patronal: string | null }>`SELECT MIN(registro_patronal) AS registro_patronal FROM empresas_registros_patronales WHERE id_empresa = ${f.id_empresa}`
    return composeLetterValues(f, draft, { person: p ?? {}, representative: r, company, registro: reg?.registro_patronal ?? null })
  })

/** What Emitir stores: the filled text, the calculation it printed and its neto. */
export const issuedColumns = (f: LetterFiniquito, draft: LetterDraft) => Effect.map(letterValues(f, draft), (values) => issuedFrom(f, draft, values))

/** Emitir's columns from the letter's values. */
export const issuedFrom = (f: LetterFiniquito, draft: LetterDraft, values: LetterValues) => ({
  texto_emitido: letterText(draft.tipo, draft.texto, values),
  resultado_emitido: f.resultado,
  neto: f.neto,
})
