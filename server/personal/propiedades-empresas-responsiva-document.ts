import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import type { Principal } from "../auth/principal"
import { readDocumentCompany } from "../documents/company"
import { type EmployeeFacts, readEmployeeFacts } from "../documents/employee-facts"
import { companyDocument, documentFileName, facts, heading } from "../documents/frame"
import { notFound } from "../http/failure"
import { spanishDate } from "../pdf/spanish-date"
import { typedDocument } from "../records/document"
import type { EntityOf } from "../../domain/records/descriptor"
import { responsivas } from "../../domain/personal/propiedades-empresas-responsivas"
import { type RecordDocument, paragraph } from "./record-document"

// The two documents of a responsiva (DOMAIN-MX 4.3): the Carta responsiva the worker signs on
// receiving company property (the asset, its value, the delivery and its condition, the worker's
// obligations, the signatures of who delivered and who received), and the Constancia de
// devolución that closes it, framed by the document service (server/documents/frame.ts): the
// builders of the responsivas descriptor's two documents, from the stored record the platform
// read. Every stored text is printed as text (pdfmake has no markup).

export interface ResponsivaData {
  readonly folio: string
  readonly f_entrega: string
  readonly condicion_entrega: string
  readonly f_devolucion_esperada: string | null
  readonly observaciones: string | null
  readonly n_tipo_propiedad: string
  readonly descripcion: string
  readonly marca: string | null
  readonly modelo: string | null
  readonly num_serie: string | null
  readonly num_inventario: string | null
  readonly valor: number
  readonly person: EmployeeFacts
}

type Responsiva = EntityOf<typeof responsivas>

// An empty stored text prints as a missing one.
const textOrNull = (v: string | null): string | null => (v === null || v === "" ? null : v)

/** The responsiva as its PDFs print it: the stored record (the platform's read) and its person's facts. */
const responsivaData = (record: Responsiva, principal: Principal) =>
  Effect.gen(function* () {
    const person = yield* readEmployeeFacts(record.id_empleado, principal)
    const data: ResponsivaData = {
      folio: record.folio ?? "",
      f_entrega: record.f_entrega,
      condicion_entrega: record.condicion_entrega,
      f_devolucion_esperada: textOrNull(record.f_devolucion_esperada),
      observaciones: textOrNull(record.observaciones),
      n_tipo_propiedad: record.n_tipo_propiedad ?? "",
      descripcion: record.descripcion_propiedad ?? "",
      marca: textOrNull(record.marca),
      modelo: textOrNull(record.modelo),
      num_serie: textOrNull(record.num_serie),
      num_inventario: textOrNull(record.num_inventario),
      valor: record.valor ?? 0,
      person,
    }
    return data
  })

const companyOf = (record: Responsiva) =>
  record.id_empresa === null
    ? Effect.fail(notFound())
    : Effect.flatMap(readDocumentCompany(record.id_empresa), (company) => (company === null ? Effect.fail(notFound()) : Effect.succeed(company)))

/** The Carta responsiva (the descriptor's document "carta-responsiva"). */
export const responsivaLetter = typedDocument(responsivas, (record, { principal }) =>
  Effect.gen(function* () {
    const company = yield* companyOf(record)
    const data = yield* responsivaData(record, principal)
    return { document: companyDocument({ company, ...responsivaDocument(company.razonSocial, data) }), filename: documentFileName("Carta responsiva", data.folio) }
  }),
)

/** The Constancia de devolución (the document "constancia-devolucion", once the asset is back). */
export const returnLetter = typedDocument(responsivas, (record, { principal }) =>
  Effect.gen(function* () {
    const company = yield* companyOf(record)
    const data = yield* responsivaData(record, principal)
    const returned = { f_devolucion: record.f_devolucion ?? "", condicion: record.condicion_devolucion ?? "" }
    return { document: companyDocument({ company, ...returnDocument(company.razonSocial, data, returned) }), filename: documentFileName("Constancia de devolucion", data.folio) }
  }),
)

const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })

const assetTable = (d: ResponsivaData): Content =>
  facts([
    ["Tipo", d.n_tipo_propiedad],
    ["Descripción", d.descripcion],
    ["Marca", d.marca],
    ["Modelo", d.modelo],
    ["Número de serie", d.num_serie],
    ["Número de inventario", d.num_inventario],
    ["Valor", pesos.format(d.valor)],
  ])

// Name and number identify the worker; no RFC, NSS, CURP or salary: a responsiva has no flag to
// ask for them, and private data prints only where a document's flag asks (cartas laborales).
const personTable = (p: EmployeeFacts): Content =>
  facts([
    ["Nombre", p.n_empleado],
    ["No. colaborador", p.num_empleado],
    ["Puesto", p.n_puesto],
    ["Departamento", p.n_depto],
    ["Centro de trabajo", p.n_centro_trabajo],
  ])

/** The worker's obligations over what they hold (LFT art. 134-VI) and the limits of a discount (art. 110-I). */
const obligations = [
  "Usar la propiedad exclusivamente para el desempeño de mi trabajo y conservarla en buen estado, sin ser responsable del deterioro que origine su uso normal, ni del ocasionado por caso fortuito, fuerza mayor o por su mala calidad o defectuosa construcción (LFT art. 134, fracción VI).",
  "No prestarla, cederla ni permitir su uso a terceros, ni modificarla sin autorización de la empresa.",
  "Avisar de inmediato a mi jefe inmediato y a Recursos Humanos de su pérdida, robo o daño.",
  "Devolverla en las condiciones en que la recibí, salvo el desgaste natural, cuando la empresa me la solicite o al término de la relación de trabajo.",
  "Cualquier descuento por pérdida o daño imputable a mí solo procederá con mi conformidad y dentro de los límites del artículo 110, fracción I, de la Ley Federal del Trabajo.",
]

export const responsivaDocument = (razonSocial: string, d: ResponsivaData): RecordDocument => ({
  title: "Carta responsiva",
  folio: d.folio,
  fecha: d.f_entrega,
  body: [
    paragraph([
      "Recibí de ",
      { text: razonSocial, bold: true },
      ` el ${spanishDate(d.f_entrega)}, en calidad de préstamo y como herramienta de trabajo, la propiedad que se describe a continuación, en condición «${d.condicion_entrega}».`,
    ]),
    heading("Propiedad"),
    assetTable(d),
    heading("Colaborador"),
    personTable(d.person),
    heading("Entrega"),
    facts([
      ["Fecha de entrega", spanishDate(d.f_entrega)],
      ["Condición de entrega", d.condicion_entrega],
      ["Devolución esperada", d.f_devolucion_esperada === null ? "Al término de la relación de trabajo o cuando se solicite" : spanishDate(d.f_devolucion_esperada)],
      ["Observaciones", d.observaciones],
    ]),
    heading("Obligaciones del colaborador"),
    paragraph("Al firmar esta carta me comprometo a:"),
    { ol: obligations.map((o) => ({ text: o, margin: [0, 0, 0, 4] })), margin: [0, 0, 0, 8] },
  ],
  firmantes: [
    { nombre: "Nombre y firma", cargo: `Entregó, por ${razonSocial}` },
    { nombre: d.person.n_empleado, cargo: "Recibí de conformidad" },
  ],
})

export const returnDocument = (razonSocial: string, d: ResponsivaData, returned: { readonly f_devolucion: string; readonly condicion: string }): RecordDocument => ({
  title: "Constancia de devolución",
  folio: d.folio,
  fecha: returned.f_devolucion,
  body: [
    paragraph([
      "Se hace constar que ",
      { text: d.person.n_empleado, bold: true },
      ` devolvió a ${razonSocial} el ${spanishDate(returned.f_devolucion)} la propiedad que recibió el ${spanishDate(d.f_entrega)} bajo la carta responsiva con folio ${d.folio}, en condición «${returned.condicion}».`,
    ]),
    heading("Propiedad"),
    assetTable(d),
    heading("Colaborador"),
    personTable(d.person),
    heading("Entrega y devolución"),
    facts([
      ["Fecha de entrega", spanishDate(d.f_entrega)],
      ["Condición de entrega", d.condicion_entrega],
      ["Fecha de devolución", spanishDate(returned.f_devolucion)],
      ["Condición de devolución", returned.condicion],
      ["Observaciones", d.observaciones],
    ]),
    paragraph(
      returned.condicion === "Buena"
        ? "Con la devolución de la propiedad en buena condición, el colaborador queda liberado de la responsabilidad que asumió con la carta responsiva."
        : "La propiedad se recibe con el daño señalado; cualquier descuento por ese daño solo procederá con la conformidad del colaborador y dentro de los límites del artículo 110, fracción I, de la Ley Federal del Trabajo.",
    ),
  ],
  firmantes: [
    { nombre: "Nombre y firma", cargo: `Recibió, por ${razonSocial}` },
    { nombre: d.person.n_empleado, cargo: "Entregó" },
  ],
})
