import { Effect } from "effect"
import { formatPesos } from "../../domain/number-format"
import { documentMark } from "../../domain/records/workflow"
import { requisitions } from "../../domain/seleccion/requisiciones-colaboradores"
import { companyOf } from "../documents/company"
import { companyDocument, documentFileName, facts, heading } from "../documents/frame"
import { spanishDate } from "../pdf/spanish-date"
import { typedDocument } from "../records/document"

// The "Requisición de personal" (SEL100's PDF): the company's letterhead and folio, where the
// people are needed and why, the puesto's requirements read from its profile, the vacancies and
// the salary range, the justification, the state with its dates, and the lines for the requester
// and the approver to sign. A cancelled requisition prints CANCELADA across its pages.

const dash = "—"
const or = (v: string | null | undefined): string => (v === null || v === undefined || v === "" ? dash : v)

export const requisitionDocument = typedDocument(requisitions, (r, _ctx) =>
  Effect.gen(function* () {
    const company = yield* companyOf(r.id_empresa)
    const mark = documentMark(requisitions, r)
    const title = "Requisición de personal"
    const body = [
      heading("Datos de la requisición"),
      facts([
        ["Estado", r.estado],
        ["Fecha de solicitud", r.f_solicitud === null ? dash : spanishDate(r.f_solicitud)],
        ["Solicitante", or(r.n_solicitante)],
        ["Departamento", or(r.n_depto)],
        ["Puesto", or(r.n_puesto)],
        ["Posición", r.n_posicion ?? (r.clave_motivo === "PUESTO_NUEVO" ? "Se crea al autorizarse (puesto nuevo)" : dash)],
        ["Motivo", or(r.n_motivo)],
        ["Vacantes", String(r.num_vacantes)],
        ["Fecha requerida", spanishDate(r.f_requerida)],
        ["Rango salarial mensual", `${formatPesos(r.salario_min)} a ${formatPesos(r.salario_max)}`],
        ["Autorizada el", r.f_autorizacion === null ? dash : spanishDate(r.f_autorizacion)],
      ]),
      heading("Requisitos del puesto"),
      facts([
        ["Escolaridad", or(r.req_escolaridad)],
        ["Experiencia", or(r.req_experiencia)],
        ["Idiomas", or(r.req_idiomas)],
        ["Competencias", or(r.req_competencias)],
        ["Requisitos adicionales", or(r.requisitos_adicionales)],
      ]),
      heading("Justificación"),
      { text: r.justificacion },
    ]
    return {
      document: companyDocument({
        company,
        title,
        folio: r.folio,
        fecha: r.f_solicitud ?? r.f_requerida,
        body,
        firmantes: [
          { nombre: or(r.n_solicitante), cargo: "Solicitante" },
          { nombre: "Autorizó", cargo: null },
        ],
        ...(mark === undefined ? {} : { marca: mark }),
      }),
      filename: documentFileName(title, r.folio),
    }
  }),
)
