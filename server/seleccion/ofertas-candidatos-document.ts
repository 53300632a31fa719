import { Effect } from "effect"
import { pesosInWords } from "../../domain/rules/amount-in-words"
import { offers } from "../../domain/seleccion/ofertas-candidatos"
import { formatDate } from "../../domain/dates"
import { companyOf } from "../documents/company"
import { pesos } from "../documents/employee-facts"
import { companyDocument, documentFileName, facts, heading, paragraphs } from "../documents/frame"
import { todayInMexico } from "../organizacion/in-force"
import type { EntityOf } from "../../domain/records/descriptor"
import { typedDocument } from "../records/document"

// The "Carta oferta" of SEL360 (MODULES-MX §6): the company's letterhead, the candidate as the
// addressee, the offer's template text, then the terms (puesto, salary, contract and probation,
// jornada, place, start date), the benefits, how long the offer stands, and two signatures: the
// company's and the candidate's acceptance. A draft prints BORRADOR; a withdrawn or expired one
// its state's mark. Printed on the day it is sent, or today while it is a draft.

const defaultOpening = (empresa: string, puesto: string) =>
  `Por este medio, ${empresa} tiene el gusto de ofrecerle el puesto de ${puesto}, en los términos que se describen a continuación.`

/** The letter of one offer, and the company's name its mail is signed with. */
export const offerLetter = (record: EntityOf<typeof offers>) =>
  Effect.gen(function* () {
    const company = yield* companyOf(record.id_empresa ?? 0)
    const fecha = record.f_envio ?? (yield* todayInMexico)
    const puesto = record.n_puesto ?? record.n_vacante ?? ""
    const salarioMensual = record.salario_mensual ?? 0
    const prueba = record.dias_prueba === null ? "Sin periodo de prueba" : `${record.dias_prueba} días naturales (LFT art. 39-A)`
    const opening = record.texto_plantilla?.trim() ? record.texto_plantilla : defaultOpening(company.razonSocial, puesto)
    const marks: Readonly<Record<string, string>> = { Borrador: "BORRADOR", Vencida: "VENCIDA", Retirada: "RETIRADA" }
    const body = [
      ...paragraphs(opening),
      heading("Condiciones de trabajo"),
      facts([
        ["Puesto", puesto],
        ["Salario diario", pesos(record.salario_diario)],
        ["Salario mensual", `${pesos(salarioMensual)} (${pesosInWords(salarioMensual)})`],
        ["Tipo de contrato", record.n_tipo_contrato],
        ["Periodo de prueba", prueba],
        ["Jornada y horario", record.jornada],
        ["Lugar de trabajo", record.lugar_trabajo],
        ["Fecha de ingreso", formatDate(record.f_ingreso_propuesta)],
      ]),
      heading("Prestaciones"),
      facts([
        ["Aguinaldo", `${record.dias_aguinaldo} días de salario`],
        ["Prima vacacional", `${record.pct_prima_vacacional}%`],
        ["Vacaciones", `${record.dias_vacaciones} días el primer año`],
        ["Otras prestaciones", record.prestaciones_extra],
      ]),
      ...paragraphs(
        `Esta oferta es válida hasta el ${formatDate(record.f_limite_respuesta)}. Para aceptarla, firme esta carta y entréguela al área de Recursos Humanos antes de esa fecha.`,
      ),
    ]
    const spec = {
      company,
      title: "Carta oferta",
      folio: record.folio,
      fecha,
      dirigidoA: record.n_candidato,
      body,
      firmantes: [{ nombre: company.razonSocial, cargo: "Recursos Humanos" }, { nombre: record.n_candidato ?? "", cargo: "Acepto la oferta" }],
      marca: marks[String(record.estado)] ?? null,
    }
    return { document: companyDocument(spec), filename: documentFileName(spec.title, spec.folio), company: company.razonSocial }
  })

export const offerLetterDocument = typedDocument(offers, offerLetter)
