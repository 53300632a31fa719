import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import { administrativeRecords } from "../../domain/personal/actas-administrativas"
import { fraccionLabel, medioEntregaChoices, participantRoles, sancionLabel } from "../../domain/personal/actas-administrativas-rules"
import type { EntityOf } from "../../domain/records/descriptor"
import { companyOf } from "../documents/company"
import { type EmployeeFacts, readEmployeeFacts } from "../documents/employee-facts"
import { companyDocument, documentFileName, facts, heading } from "../documents/frame"
import { dataTable } from "../pdf/blocks"
import type { Signer } from "../pdf/signatures"
import { spanishDate } from "../pdf/spanish-date"
import { typedDocument } from "../records/document"
import { type RecordDocument, paragraph } from "./record-document"

// The two documents of an acta administrativa (DOMAIN-MX 4.4): the acta itself (where and when,
// the person, who took part, the facts, the legal ground, the worker's statement or their refusal
// to give one, the sanction, the witnesses and every signature), and, for a rescission, the Aviso
// de rescisión (LFT art. 47, last paragraphs): the conduct and its dates, the ground, and the five
// working days to take it to the tribunal if the worker refuses it. Both are framed by the
// document service (server/documents/frame.ts); stored text prints as text.

type Acta = EntityOf<typeof administrativeRecords>
interface PersonRow {
  readonly nombre: string | null
  readonly rol?: string
}

/** The acta as its PDFs read it: the stored record (the platform's read) and its person's facts today. */
interface ActaData extends Omit<Acta, "participantes" | "testigos"> {
  readonly participantes: ReadonlyArray<PersonRow>
  readonly testigos: ReadonlyArray<PersonRow>
  readonly person: EmployeeFacts
}

// The platform leaves a child row's values untyped: only its text is read.
const personRows = (rows: ReadonlyArray<Readonly<Record<string, unknown>>>): ReadonlyArray<PersonRow> =>
  rows.map((r) => ({ nombre: typeof r.nombre === "string" ? r.nombre : null, ...(typeof r.rol === "string" ? { rol: r.rol } : {}) }))

const built = (title: string, layout: (razonSocial: string, d: ActaData) => RecordDocument) =>
  typedDocument(administrativeRecords, (acta, { principal }) =>
    Effect.gen(function* () {
      const company = yield* companyOf(acta.id_empresa ?? 0)
      const person = yield* readEmployeeFacts(acta.id_empleado, principal)
      return { document: companyDocument({ company, ...layout(company.razonSocial, { ...acta, participantes: personRows(acta.participantes), testigos: personRows(acta.testigos), person }) }), filename: documentFileName(title, acta.folio ?? "") }
    }),
  )

const roleLabel = (rol: string | undefined): string => participantRoles.find((r) => r.id === rol)?.label ?? rol ?? ""

const sanctionText = (d: ActaData): string => {
  if (d.sancion === "SU") {
    const days = d.dias_suspension ?? 0
    return `Suspensión en sus labores sin goce de sueldo por ${days} ${days === 1 ? "día" : "días"}, a partir del ${spanishDate(d.f_inicio_suspension ?? "")} (LFT art. 423, fracción X).`
  }
  if (d.sancion === "RE") {
    return `Rescisión de la relación de trabajo sin responsabilidad para el patrón (LFT art. 47). El aviso de rescisión se entrega al colaborador o, si se niega a recibirlo, al Tribunal laboral a más tardar el ${spanishDate(d.f_limite_aviso ?? "")}.`
  }
  return `${sancionLabel(d.sancion)}.`
}

const groundText = (d: ActaData): string =>
  d.fraccion_lft47 === "RI"
    ? `Reglamento interior de trabajo${d.n_tipo_falta === null ? "" : `: ${d.n_tipo_falta}`}.`
    : `Artículo 47 de la Ley Federal del Trabajo, ${fraccionLabel(d.fraccion_lft47).replace(/^Fracción/, "fracción")}${d.n_tipo_falta === null ? "" : ` (${d.n_tipo_falta})`}.`

/** BORRADOR or CANCELADA across the pages of a record that is not (or no longer) in force. */
const markOf = (estado: string): string | undefined => (estado === "Borrador" ? "BORRADOR" : estado === "Cancelada" ? "CANCELADA" : undefined)

const named = (rows: ReadonlyArray<PersonRow>): ReadonlyArray<string> => rows.map((r) => r.nombre ?? "—")

const signerOf = (r: PersonRow, cargo: string): Signer => ({ nombre: r.nombre ?? "Nombre y firma", cargo })

const actaDocument = (razonSocial: string, d: ActaData): RecordDocument => {
  const p = d.person
  const signers: ReadonlyArray<Signer> = [
    { nombre: p.n_empleado, cargo: d.se_nego_declarar === "1" ? "Colaborador (si se niega a firmar, lo hacen constar los testigos)" : "Colaborador" },
    ...d.participantes.map((r) => signerOf(r, roleLabel(r.rol))),
    ...d.testigos.map((r) => signerOf(r, "Testigo")),
  ]
  const body: Array<Content> = [
    paragraph([
      `En ${d.lugar}, el ${spanishDate(d.f_acta)}, se levanta la presente acta administrativa al colaborador `,
      { text: p.n_empleado, bold: true },
      `${p.num_empleado === null ? "" : `, número ${p.num_empleado}`}${p.n_puesto === null ? "" : `, con el puesto de ${p.n_puesto}`}${p.n_depto === null ? "" : ` en ${p.n_depto}`}, que presta sus servicios a `,
      { text: razonSocial, bold: true },
      `, por los hechos ocurridos el ${spanishDate(d.f_hechos)} a las ${d.hora_hechos} horas, de los que la empresa tuvo conocimiento el ${spanishDate(d.f_conocimiento)}.`,
    ]),
    heading("Participantes"),
    dataTable(["Nombre", "Rol"], d.participantes.map((r) => [r.nombre ?? "—", roleLabel(r.rol)])),
    heading("Hechos"),
    paragraph(d.descripcion_hechos),
    heading("Fundamento"),
    paragraph(groundText(d)),
    heading("Declaración del colaborador"),
    paragraph(
      d.declaracion_trabajador !== null && d.declaracion_trabajador.trim() !== ""
        ? d.declaracion_trabajador
        : "En uso de su derecho de audiencia, el colaborador fue invitado a declarar lo que a su derecho conviniera y se negó a hacerlo.",
    ),
    heading("Sanción"),
    paragraph(sanctionText(d)),
    heading("Testigos"),
    paragraph(`Dan fe de lo asentado: ${named(d.testigos).join(" y ")}.`),
  ]
  if (d.estado === "Cancelada" && d.motivo_cancelacion !== null) body.push(facts([["Cancelada por", d.motivo_cancelacion]]))
  body.push(paragraph("Leída la presente acta, la firman al margen y al calce quienes en ella intervinieron."))
  const mark = markOf(d.estado)
  return { title: "Acta administrativa", folio: d.folio, fecha: d.f_acta, body, firmantes: signers, ...(mark === undefined ? {} : { marca: mark }) }
}

const rescissionNoticeDocument = (razonSocial: string, d: ActaData): RecordDocument => {
  const p = d.person
  const medio = medioEntregaChoices.find((m) => m.id === d.medio_entrega_aviso)?.label
  const body: Array<Content> = [
    { text: [`C. ${p.n_empleado}`, p.num_empleado === null ? "" : `\nNo. colaborador ${p.num_empleado}`, p.n_puesto === null ? "" : `\n${p.n_puesto}`, "\nPresente."], margin: [0, 0, 0, 10] },
    paragraph([
      "Por medio del presente se le comunica que ",
      { text: razonSocial, bold: true },
      ` ha decidido rescindir, sin responsabilidad para el patrón, la relación de trabajo que los une, con efectos a partir del ${spanishDate(d.f_acta)}, con fundamento en el ${groundText(d).replace(/\.$/, "")}, por la conducta siguiente, ocurrida el ${spanishDate(d.f_hechos)} a las ${d.hora_hechos} horas y de la que la empresa tuvo conocimiento el ${spanishDate(d.f_conocimiento)}:`,
    ]),
    paragraph(d.descripcion_hechos),
    paragraph(`Los hechos constan en el acta administrativa con folio ${d.folio}, levantada en ${d.lugar} el ${spanishDate(d.f_acta)}.`),
    paragraph(
      `En caso de que usted se niegue a recibir el presente aviso, la empresa lo hará del conocimiento del Tribunal laboral competente dentro de los cinco días hábiles siguientes, a más tardar el ${spanishDate(d.f_limite_aviso ?? "")}, proporcionando su último domicilio registrado, para que se le notifique en forma personal (LFT art. 47).`,
    ),
  ]
  if (d.f_entrega_aviso !== null) {
    body.push(facts([
      ["Entregado el", spanishDate(d.f_entrega_aviso)],
      ["Medio de entrega", medio ?? d.medio_entrega_aviso],
    ]))
  }
  return {
    title: "Aviso de rescisión de la relación de trabajo",
    folio: d.folio,
    fecha: d.f_acta,
    body,
    firmantes: [
      { nombre: "Nombre y firma", cargo: `Por ${razonSocial}` },
      { nombre: p.n_empleado, cargo: "Recibí el original (colaborador)" },
    ],
    ...(d.estado === "Cancelada" ? { marca: "CANCELADA" } : {}),
  }
}

/** The builders of the descriptor's two documents (domain/personal/actas-administrativas.ts). */
export const actaBuilders = {
  acta: built("Acta administrativa", actaDocument),
  "aviso-rescision": built("Aviso de rescision", rescissionNoticeDocument),
}
