import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import { settlementLetters } from "../../domain/finiquitos/cartas-finiquito"
import { letterTypeChoices, ratificationBodyChoices } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import { finiquitoSnapshotOf } from "../../domain/finiquitos/solicitud-finiquito-snapshot"
import type { EntityOf } from "../../domain/records/descriptor"
import { choiceLabel } from "../../domain/records/field"
import { documentMark } from "../../domain/records/workflow"
import { formatPesos } from "../../domain/number-format"
import { pesosInWords } from "../../domain/rules/amount-in-words"
import { companyOf } from "../documents/company"
import { companyDocument, documentFileName, facts, heading, paragraphs } from "../documents/frame"
import { dataTable } from "../pdf/blocks"
import type { Signer } from "../pdf/signatures"
import { spanishDate } from "../pdf/spanish-date"
import type { DocumentBuilder } from "../records/document"
import { asEntity } from "../records/read-record"
import { draftOf, issuedColumns, letterFiniquito, letterValues } from "./cartas-finiquito-facts"

// The carta finiquito's PDF (MODULES-MX §1.7): place and date, the letter's text, the breakdown of
// the calculation with its exento, gravado, ISR, deductions and the neto in figures and in words,
// the ratification block, and the signatures of the worker (with their fingerprint), the
// company's representative and the two witnesses. An issued letter prints what Emitir froze; a
// Borrador prints its template filled with today's figures, marked BORRADOR.

type Letter = EntityOf<typeof settlementLetters>

const breakdown = (resultado: string | null, neto: number): ReadonlyArray<Content> => {
  const s = finiquitoSnapshotOf(resultado)
  const inWords = { text: [{ text: "Neto recibido: ", bold: true }, `${formatPesos(neto)} (${pesosInWords(neto)})`], margin: [0, 4, 0, 10] } as Content
  if (s === null) return [heading("Desglose"), inWords]
  return [
    heading("Desglose"),
    dataTable(
      ["Concepto", "Importe", "Exento", "Gravado"],
      [
        ...s.lineas.map((l) => [l.concepto, formatPesos(l.importe), formatPesos(l.exento), formatPesos(l.gravado)]),
        ["Total de percepciones", formatPesos(s.totales.bruto), formatPesos(s.totales.exento), formatPesos(s.totales.gravado)],
      ],
      ["*", 90, 90, 90],
    ),
    facts([
      ["ISR retenido", formatPesos(s.totales.isr)],
      ...s.deducciones.map((d) => [`Deducción: ${d.concepto}`, formatPesos(d.importe)] as const),
      ["Neto", formatPesos(s.totales.neto)],
    ]),
    inWords,
  ]
}

const ratification = (l: Letter): Content =>
  facts([
    ["Ratificada ante", l.organo_ratificacion === null ? null : choiceLabel(ratificationBodyChoices, l.organo_ratificacion)],
    ["Centro o tribunal", l.centro_conciliacion],
    ["Expediente", l.expediente],
    ["Fecha", l.f_ratificacion === null ? null : spanishDate(l.f_ratificacion)],
  ])

const build = (l: Letter, record: Readonly<Record<string, unknown>>) =>
  Effect.gen(function* () {
    const f = yield* letterFiniquito(l.id_finiquito)
    const draft = draftOf(l)
    // An issued letter prints what it froze; a draft, its template with today's figures.
    const live = l.texto_emitido === null ? yield* issuedColumns(f, draft) : null
    const texto = live?.texto_emitido ?? l.texto_emitido ?? ""
    const resultado = live === null ? l.resultado_emitido : live.resultado_emitido
    const neto = (live === null ? l.neto : live.neto) ?? 0
    const values = yield* letterValues(f, draft)
    const company = yield* companyOf(l.id_empresa ?? f.id_empresa)
    const title = choiceLabel(letterTypeChoices, l.tipo)
    const worker = l.tipo === "BENEFICIARIOS" ? "Beneficiario (firma y huella)" : "Trabajador (firma y huella)"
    const firmantes: ReadonlyArray<Signer> = [
      { nombre: l.tipo === "BENEFICIARIOS" ? "" : values.n_empleado, cargo: worker },
      { nombre: values.representante, cargo: `Por ${company.razonSocial}` },
      ...l.testigos.map((w) => ({ nombre: String(w.nombre), cargo: `Testigo · ${String(w.domicilio)}` })),
    ]
    const mark = documentMark(settlementLetters, record)
    const body: Array<Content> = [...paragraphs(texto), ...breakdown(resultado, neto), heading("Ratificación"), ratification(l)]
    return {
      document: companyDocument({ company: { ...company, lugar: l.lugar }, title, folio: l.folio, fecha: l.f_firma, body, firmantes, ...(mark === undefined ? {} : { marca: mark }) }),
      filename: documentFileName(title, l.folio),
    }
  })

const letterDocument: DocumentBuilder = (record) => Effect.flatMap(asEntity(settlementLetters, record), (l) => build(l, record))

/** The builder of the descriptor's document (domain/finiquitos/cartas-finiquito.ts). */
export const settlementLetterBuilders = { carta: letterDocument }
