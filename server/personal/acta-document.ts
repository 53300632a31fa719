import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import { fraccionLabel, medioEntregaChoices, participantRoles, sancionLabel } from "../../domain/rules/administrative-record"
import type { Principal } from "../auth/principal"
import { type EmployeeFacts, readEmployeeFacts } from "../documents/employee-facts"
import { facts, heading } from "../documents/frame"
import { dataTable } from "../pdf/blocks"
import type { Signer } from "../pdf/signatures"
import { spanishDate } from "../pdf/spanish-date"
import { dayColumn } from "./day-column"
import { type RecordDocument, paragraph } from "./record-document"

// The two documents of an acta administrativa (DOMAIN-MX 4.4): the acta itself (where and when,
// the person, who took part, the facts, the legal ground, the worker's statement or their refusal
// to give one, the sanction, the witnesses and every signature), and, for a rescission, the Aviso
// de rescisión (LFT art. 47, last paragraphs): the conduct and its dates, the ground, and the five
// working days to take it to the tribunal if the worker refuses it. Both are framed by the
// document service (server/documents/frame.ts); stored text prints as text.

interface PersonRow {
  readonly nombre: string | null
  readonly rol?: string
}

export interface ActaData {
  readonly folio: string
  readonly estado: string
  readonly id_empresa: number
  readonly id_empleado: number
  readonly f_hechos: string
  readonly hora_hechos: string
  readonly f_conocimiento: string
  readonly f_acta: string
  readonly lugar: string
  readonly fraccion_lft47: string
  readonly n_tipo_falta: string | null
  readonly descripcion_hechos: string
  readonly declaracion_trabajador: string | null
  readonly se_nego_declarar: string
  readonly sancion: string
  readonly dias_suspension: number | null
  readonly f_inicio_suspension: string | null
  readonly f_limite_aviso: string | null
  readonly f_entrega_aviso: string | null
  readonly medio_entrega_aviso: string | null
  readonly motivo_cancelacion: string | null
  readonly participantes: ReadonlyArray<PersonRow>
  readonly testigos: ReadonlyArray<PersonRow>
  readonly person: EmployeeFacts
}

interface Stored extends Omit<ActaData, "person" | "participantes" | "testigos" | "id_empresa" | "id_empleado" | "dias_suspension"> {
  readonly id_empresa: number | string
  readonly id_empleado: number | string
  readonly dias_suspension: number | string | null
}

/** The acta with its person (within the caller's scope), participants and witnesses, or null when there is none. */
export const readActa = (id_acta: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = (c: string) => sql.literal(dayColumn(sql, c))
    const [row] = yield* sql<Stored>`
      SELECT a.folio, a.estado, a.id_empresa, a.id_empleado, ${day("a.f_hechos")} AS f_hechos, a.hora_hechos,
        ${day("a.f_conocimiento")} AS f_conocimiento, ${day("a.f_acta")} AS f_acta, a.lugar, a.fraccion_lft47, tf.n_tipo_falta,
        a.descripcion_hechos, a.declaracion_trabajador, a.se_nego_declarar, a.sancion, a.dias_suspension,
        ${day("a.f_inicio_suspension")} AS f_inicio_suspension, ${day("a.f_limite_aviso")} AS f_limite_aviso,
        ${day("a.f_entrega_aviso")} AS f_entrega_aviso, a.medio_entrega_aviso, a.motivo_cancelacion
      FROM actas_administrativas a LEFT JOIN tipos_falta tf ON tf.id_tipo_falta = a.id_tipo_falta
      WHERE a.id_acta = ${id_acta}`
    if (row === undefined) return null
    const person = yield* readEmployeeFacts(Number(row.id_empleado), principal)
    const participantes = yield* sql<PersonRow>`SELECT nombre, rol FROM actas_participantes WHERE id_acta = ${id_acta} ORDER BY orden`
    const testigos = yield* sql<PersonRow>`SELECT nombre FROM actas_testigos WHERE id_acta = ${id_acta} ORDER BY orden`
    const data: ActaData = {
      ...row,
      id_empresa: Number(row.id_empresa),
      id_empleado: Number(row.id_empleado),
      dias_suspension: row.dias_suspension === null ? null : Number(row.dias_suspension),
      participantes,
      testigos,
      person,
    }
    return data
  })

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

export const actaDocument = (razonSocial: string, d: ActaData): RecordDocument => {
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

export const rescissionNoticeDocument = (razonSocial: string, d: ActaData): RecordDocument => {
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
