import { Effect } from "effect"
import { unflaggedMessage, unflaggedPlaceholder, usesSalary } from "../../domain/personal/documents-vocabulary"
import { pesosInWords } from "../../domain/rules/amount-in-words"
import { fillTemplate } from "../../domain/personal/plantillas-carta-rules"
import { type DocumentCompany, companyOf } from "../documents/company"
import { type EmployeeFacts, letterValues, pesos, readEmployeeFacts } from "../documents/employee-facts"
import { type CompanyDocumentSpec, companyDocument, documentFileName, paragraphs } from "../documents/frame"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { typedDocument } from "../records/document"
import { employmentLetters } from "../../domain/personal/cartas-laborales"

// What a carta laboral prints (DOMAIN-MX 4.5): its text composed from the template and the
// employee's facts, the spec of its PDF, and the builder of the descriptor's document "carta"
// (GET /cartas-laborales/:id/carta). Issuing (./letter-issue.ts) composes and freezes the same
// text; printing an issued letter prints what was frozen, a request prints a draft with today's
// facts, watermarked, without folio.

/** The stored text and flags a letter's text is composed from. */
export interface LetterText {
  readonly texto: string
  readonly dirigido_a: string
  readonly incluir_salario: string
  readonly incluir_nss_rfc: string
}

/**
 * The letter's final text: the template filled with today's facts, then the salary and the
 * identifiers the flags ask for, when the text does not already print them.
 */
export const composeLetterText = (row: LetterText, facts: EmployeeFacts, company: DocumentCompany, fecha: string) => {
  const flags = { incluir_salario: row.incluir_salario, incluir_nss_rfc: row.incluir_nss_rfc }
  const filled = fillTemplate(row.texto, letterValues(facts, company, { f_emision: fecha, dirigido_a: row.dirigido_a, flags }))
  const extra: Array<string> = []
  if (row.incluir_salario === "1" && !usesSalary(row.texto) && facts.salario_diario !== null && facts.salario_mensual !== null) {
    extra.push(`Salario diario: ${pesos(facts.salario_diario)}. Salario mensual: ${pesos(facts.salario_mensual)} (${pesosInWords(facts.salario_mensual)}).`)
  }
  // The flag asks for the three identifiers: those the text does not place go after it.
  const identifiers = [
    ["RFC", "{rfc}", facts.rfc],
    ["NSS", "{nss}", facts.nss],
    ["CURP", "{curp}", facts.curp],
  ] as const
  const missing = identifiers.filter(([, placeholder]) => !row.texto.includes(placeholder))
  if (row.incluir_nss_rfc === "1" && missing.length > 0) extra.push(missing.map(([label, , value]) => `${label}: ${value ?? "—"}.`).join(" "))
  return [filled.text, ...extra].join("\n\n")
}

/**
 * A stored text that names private data its flags leave off (saved before the rule, or written
 * straight to the table) is neither issued nor drafted: the same refusal as saving it.
 */
export const checkFlags = (row: Omit<LetterText, "dirigido_a">) => {
  const unflagged = unflaggedPlaceholder(row.texto, row)
  return unflagged === null ? Effect.void : Effect.fail(refuse(409, unflaggedMessage(unflagged)))
}

/** A sentence ends in one period, even after "S.A. de C.V.". */
const sentence = (text: string): string => (text.endsWith(".") ? text : `${text}.`)

/** What the PDF of a letter prints. */
export const letterSpec = (
  company: DocumentCompany,
  letter: { readonly titulo: string; readonly folio: string | null; readonly fecha: string; readonly dirigido_a: string; readonly texto: string; readonly firmante: { readonly nombre: string; readonly puesto: string | null } },
): CompanyDocumentSpec => ({
  company,
  title: letter.titulo,
  folio: letter.folio,
  fecha: letter.fecha,
  dirigidoA: letter.dirigido_a,
  body: paragraphs(letter.texto),
  firmantes: [{ nombre: letter.firmante.nombre, cargo: letter.firmante.puesto }],
  // DOMAIN-MX 4.5 [D]: a folio verification line (no QR: the documents never name a URL).
  closing: [
    {
      text:
        letter.folio === null
          ? "Borrador sin validez: la carta tendrá folio al emitirse."
          : sentence(`Documento con folio ${letter.folio}. Su autenticidad puede confirmarse con el área de Recursos Humanos de ${company.razonSocial}`),
      fontSize: 8,
      color: "#555555",
      margin: [0, 28, 0, 0],
    },
  ],
})

/**
 * The letter's PDF (GET /cartas-laborales/:id/carta, the descriptor's document "carta"), from the
 * stored letter as the platform read it: an issued letter exactly as issued (its frozen title,
 * folio, date, text and signer), one not yet issued as a draft with today's facts.
 */
export const letterDocument = typedDocument(employmentLetters, (record, { principal }) =>
  Effect.gen(function* () {
    const company = yield* companyOf(record.id_empresa ?? 0)
    const firmante = { nombre: record.firmante ?? "", puesto: record.firmante_puesto }
    const titulo = record.n_tipo_carta ?? ""
    const letter = { texto: record.texto ?? "", dirigido_a: record.dirigido_a ?? "", incluir_salario: record.incluir_salario, incluir_nss_rfc: record.incluir_nss_rfc }
    const { folio, f_emision, texto_emitido } = record
    if (record.estado === "Emitida" && folio !== null && f_emision !== null && texto_emitido !== null) {
      const spec = letterSpec(company, { titulo, folio, fecha: f_emision, dirigido_a: letter.dirigido_a, texto: texto_emitido, firmante })
      return { document: companyDocument(spec), filename: documentFileName(spec.title, spec.folio) }
    }
    yield* checkFlags(letter)
    const facts = yield* readEmployeeFacts(record.id_empleado, principal)
    const fecha = yield* todayInMexico
    const spec = letterSpec(company, { titulo, folio: null, fecha, dirigido_a: letter.dirigido_a, texto: composeLetterText(letter, facts, company, fecha), firmante })
    return { document: companyDocument(spec), filename: documentFileName(spec.title, spec.folio) }
  }),
)
