import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import type { Principal } from "../auth/principal"
import { type EmployeeFacts, readEmployeeFacts } from "../documents/employee-facts"
import { facts, heading } from "../documents/frame"
import { spanishDate } from "../pdf/spanish-date"
import { dayColumn } from "./day-column"
import { type RecordDocument, paragraph } from "./record-document"

// The two documents of a responsiva (DOMAIN-MX 4.3): the Carta responsiva the worker signs on
// receiving company property (the asset, its value, the delivery and its condition, the worker's
// obligations, the signatures of who delivered and who received), and the Constancia de
// devolución that closes it, framed by the document service (server/documents/frame.ts). Every
// stored text is printed as text (pdfmake has no markup).

export interface ResponsivaData {
  readonly folio: string
  readonly id_empresa: number
  readonly id_empleado: number
  readonly f_entrega: string
  readonly condicion_entrega: string
  readonly f_devolucion_esperada: string | null
  readonly f_devolucion: string | null
  readonly condicion_devolucion: string | null
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

interface Stored extends Omit<ResponsivaData, "person" | "valor" | "id_empresa" | "id_empleado"> {
  readonly id_empresa: number | string
  readonly id_empleado: number | string
  readonly valor: number | string
}

/** The responsiva with its asset and person (within the caller's scope), or null when there is none. */
export const readResponsiva = (id_responsiva: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = (c: string) => sql.literal(dayColumn(sql, c))
    const [row] = yield* sql<Stored>`
      SELECT r.folio, p.id_empresa, r.id_empleado, ${day("r.f_entrega")} AS f_entrega, r.condicion_entrega,
        ${day("r.f_devolucion_esperada")} AS f_devolucion_esperada, ${day("r.f_devolucion")} AS f_devolucion, r.condicion_devolucion,
        r.observaciones, tp.n_tipo_propiedad, p.descripcion, p.marca, p.modelo, p.num_serie, p.num_inventario, p.valor
      FROM responsivas r
      JOIN propiedades p ON p.id_propiedad = r.id_propiedad
      JOIN tipos_propiedad tp ON tp.id_tipo_propiedad = p.id_tipo_propiedad
      WHERE r.id_responsiva = ${id_responsiva}`
    if (row === undefined) return null
    const person = yield* readEmployeeFacts(Number(row.id_empleado), principal)
    const data: ResponsivaData = { ...row, id_empresa: Number(row.id_empresa), id_empleado: Number(row.id_empleado), valor: Number(row.valor), person }
    return data
  })

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

const personTable = (p: EmployeeFacts): Content =>
  facts([
    ["Nombre", p.n_empleado],
    ["No. colaborador", p.num_empleado],
    ["RFC", p.rfc],
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
