import { dncProjects, dncProjectsEndpoints } from "../../../domain/formacion/proyectos-dnc"
import type { FieldProps } from "../../records/RecordFormModal"
import { RecordPage } from "../../records/RecordPage"
import { DncNeedsPanel } from "./DncNeedsPanel"
import { DncPlanPanel } from "./DncPlanPanel"

// FOR100 Proyectos DNC (MODULES-MX §3): the list (Proyecto, Año, Empresa, Necesidades,
// Participantes estimados, Horas, Costo estimado, Estado) with its filters (empresa, año,
// estado) and export; each row's workflow actions (Abrir captura, Enviar a revisión, Autorizar,
// Devolver a captura, Cerrar) and its DC-2 PDF are the platform's. A project opens on a page of
// its own in three tabs: General (the project's form), Necesidades (its needs and the import of
// the competency gaps) and Plan (the plan by tema).

type Row = Readonly<Record<string, unknown>>

/** A project sent back to captura says why above its form. */
const header = (_values: FieldProps["values"], record: Row | null) =>
  typeof record?.comentario_devolucion === "string" && record.comentario_devolucion !== "" ? (
    <p role="note" className="mb-2 rounded-md border border-ink-200 bg-ink-50 px-3 py-2 text-sm text-ink-900">
      {`Devuelto a captura: ${record.comentario_devolucion}`}
    </p>
  ) : null

const panels = {
  formTab: "General",
  tabs: (record: Row) => [
    { id: "Necesidades", label: "Necesidades", content: <DncNeedsPanel project={record} /> },
    { id: "Plan", label: "Plan", content: <DncPlanPanel project={record} /> },
  ],
}

export const DncProjectsPage = () => (
  <RecordPage
    descriptor={dncProjects}
    endpoints={dncProjectsEndpoints}
    pageKey="/formacion/proyectos-dnc"
    layout="page"
    panels={panels}
    formProps={{ header }}
    documentName={(_doc, row) => `el plan de capacitación del proyecto «${String(row.n_proyecto ?? "")}»`}
    deleteLabel={(row) => `Eliminar el proyecto «${String(row.n_proyecto ?? "")}»`}
  />
)
