import { administrativeRecords, administrativeRecordsEndpoints } from "../../../domain/personal/actas-administrativas"
import type { FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { textOf } from "../../records/RecordImageInput"
import { fixedOnceStored } from "../fixed-once-stored"

// Actas administrativas (GP200, DOMAIN-MX 4.4): the list (Folio, Colaborador, Fecha de los hechos,
// Fundamento, Sanción, Estado) with its filters and export, and the acta as a full-width form in
// four tabs (Hechos, Declaración, Participantes y testigos, Sanción). From the descriptor: the
// fact date proposing the date the company learned of them, a tipo de falta proposing its LFT
// art. 47 fraction (its lookup), the suspension's days and first day only for a suspension, the
// art. 517 warning while an acta drawn up more than a month after that date is written (saved
// all the same), the note on an acta no longer in Borrador, the row's prints (the acta; the
// notice of a signed rescission) and the workflow's actions (sign, notify, cancel).

export const actaPageTexts = {
  acta: (folio: string) => `el acta ${folio}`,
  aviso: (folio: string) => `el aviso de rescisión del acta ${folio}`,
  eliminar: (folio: string) => `Eliminar el borrador ${folio}`,
} as const

const sections: ReadonlyArray<FormSection> = [
  { title: "Hechos", fields: ["id_empleado", "f_hechos", "hora_hechos", "f_conocimiento", "f_acta", "lugar", "id_tipo_falta", "fraccion_lft47", "descripcion_hechos"] },
  { title: "Declaración", fields: ["declaracion_trabajador", "se_nego_declarar"] },
  { title: "Participantes y testigos", fields: ["participantes", "testigos"] },
  { title: "Sanción", fields: ["sancion", "dias_suspension", "f_inicio_suspension"] },
]

const render = { id_empleado: fixedOnceStored("colaborador") }

export const AdministrativeRecordsPage = () => (
  <RecordPage
    descriptor={administrativeRecords}
    endpoints={administrativeRecordsEndpoints}
    pageKey="/personal/actas-administrativas"
    layout="page"
    formProps={{ sections, render }}
    deleteLabel={(row) => actaPageTexts.eliminar(textOf(row.folio))}
    documentName={(doc, row) => (doc.name === "acta" ? actaPageTexts.acta : actaPageTexts.aviso)(textOf(row.folio))}
  />
)
