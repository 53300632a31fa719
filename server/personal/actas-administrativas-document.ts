import type { Content } from "pdfmake/interfaces"
import { administrativeRecords } from "../../domain/personal/actas-administrativas"
import { medioEntregaChoices, participantRoles, sancionChoices } from "../../domain/personal/actas-administrativas-rules"
import type { EntityOf } from "../../domain/records/descriptor"
import { choiceLabel } from "../../domain/records/field"
import { fraccionLabel } from "../../domain/rules/lft-47"
import { facts, heading } from "../documents/frame"
import { dataTable } from "../pdf/blocks"
import type { Signer } from "../pdf/signatures"
import { spanishDate } from "../pdf/spanish-date"
import { type PrintedPerson, printedPeople, signerOf } from "./person-rows"
import { type EmployeeRecordContext, type RecordDocument, employeeRecordDocument, paragraph } from "./record-document"

// The two documents of an acta administrativa (DOMAIN-MX 4.4): the acta itself (where and when,
// the person, who took part, the facts, the legal ground, the worker's statement or their refusal
// to give one, the sanction, the witnesses and every signature), and, for a rescission, the Aviso
// de rescisión (LFT art. 47, last paragraphs): the conduct and its dates, the ground, and the five
// working days to take it to the tribunal if the worker refuses it. Both are framed by the
// document service (server/documents/frame.ts), a draft's or a cancelled acta's pages marked by
// its state (the descriptor's workflow); stored text prints as text.

/** The acta as its PDFs read it: the stored record (the platform's read). */
type Acta = EntityOf<typeof administrativeRecords>

const roleLabel = (rol: string | undefined): string => choiceLabel(participantRoles, rol ?? "")

const sanctionText = (d: Acta): string => {
  if (d.sancion === "SU") {
    const days = d.dias_suspension ?? 0
    return `Suspensión en sus labores sin goce de sueldo por ${days} ${days === 1 ? "día" : "días"}, a partir del ${spanishDate(d.f_inicio_suspension ?? "")} (LFT art. 423, fracción X).`
  }
  if (d.sancion === "RE") {
    return `Rescisión de la relación de trabajo sin responsabilidad para el patrón (LFT art. 47). El aviso de rescisión se entrega al colaborador o, si se niega a recibirlo, al Tribunal laboral a más tardar el ${spanishDate(d.f_limite_aviso ?? "")}.`
  }
  return `${choiceLabel(sancionChoices, d.sancion)}.`
}

const groundText = (d: Acta): string =>
  d.fraccion_lft47 === "RI"
    ? `Reglamento interior de trabajo${d.n_tipo_falta === null ? "" : `: ${d.n_tipo_falta}`}.`
    : `Artículo 47 de la Ley Federal del Trabajo, ${fraccionLabel(d.fraccion_lft47).replace(/^Fracción/, "fracción")}${d.n_tipo_falta === null ? "" : ` (${d.n_tipo_falta})`}.`

const named = (rows: ReadonlyArray<PrintedPerson>): ReadonlyArray<string> => rows.map((r) => r.nombre ?? "—")

const actaDocument = (d: Acta, { razonSocial, person: p }: EmployeeRecordContext): RecordDocument => {
  const participantes = printedPeople(d.participantes)
  const testigos = printedPeople(d.testigos)
  const signers: ReadonlyArray<Signer> = [
    { nombre: p.n_empleado, cargo: d.se_nego_declarar === "1" ? "Colaborador (si se niega a firmar, lo hacen constar los testigos)" : "Colaborador" },
    ...participantes.map((r) => signerOf(r, roleLabel(r.rol))),
    ...testigos.map((r) => signerOf(r, "Testigo")),
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
    dataTable(["Nombre", "Rol"], participantes.map((r) => [r.nombre ?? "—", roleLabel(r.rol)])),
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
    paragraph(`Dan fe de lo asentado: ${named(testigos).join(" y ")}.`),
  ]
  if (d.estado === "Cancelada" && d.motivo_cancelacion !== null) body.push(facts([["Cancelada por", d.motivo_cancelacion]]))
  body.push(paragraph("Leída la presente acta, la firman al margen y al calce quienes en ella intervinieron."))
  return { title: "Acta administrativa", folio: d.folio, fecha: d.f_acta, body, firmantes: signers }
}

const rescissionNoticeDocument = (d: Acta, { razonSocial, person: p }: EmployeeRecordContext): RecordDocument => {
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
      ["Medio de entrega", d.medio_entrega_aviso === null ? null : choiceLabel(medioEntregaChoices, d.medio_entrega_aviso)],
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
  }
}

/** The builders of the descriptor's two documents (domain/personal/actas-administrativas.ts). */
export const actaBuilders = {
  acta: employeeRecordDocument(administrativeRecords, "Acta administrativa", actaDocument),
  "aviso-rescision": employeeRecordDocument(administrativeRecords, "Aviso de rescision", rescissionNoticeDocument),
}
