import { climateProjects, climateProjectsEndpoints, guideChoices } from "../../../domain/clima-laboral/proyectos"
import { choiceLabel } from "../../../domain/records/field"
import { CentreSelect } from "../../organizacion/LoadedSelect"
import { shownDate } from "../../records/cells"
import type { FieldRenderProps } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"

// Proyectos de clima laboral (CLI200, MODULES-MX §4.2, NOM-035): the list (Proyecto, Centro,
// Trabajadores, Guías, Muestra, Periodo, Avance %, Estado) with its filters (empresa, centro,
// año, guías, estado) and export; the project's form (its company feeding the centre); each
// row's workflow actions (Iniciar aplicación, Cerrar, Publicar resultados, Cancelar proyecto) are
// the platform's. The headcount, the guides it asks and the sample's size are the server's
// (server/clima-laboral/proyectos.ts); the participants and invitations are Empleados por
// departamento's (CLI210).

type Row = Readonly<Record<string, unknown>>

export const climateProjectPageTexts = {
  periodo: "Periodo",
  todos: "Todos",
  eliminar: (proyecto: string) => `Eliminar el proyecto ${proyecto}`,
} as const

const render = { id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} /> }

const columns = {
  guias: { render: (row: Row) => choiceLabel(guideChoices, textOf(row.guias)) },
  tamano_muestra: { render: (row: Row) => (textOf(row.tamano_muestra) === "" ? climateProjectPageTexts.todos : textOf(row.tamano_muestra)) },
  f_inicio: { label: climateProjectPageTexts.periodo, render: (row: Row) => `${shownDate(textOf(row.f_inicio))} – ${shownDate(textOf(row.f_fin))}` },
}

export const ClimateProjectsPage = () => (
  <RecordPage
    descriptor={climateProjects}
    endpoints={climateProjectsEndpoints}
    pageKey="/clima-laboral/proyectos"
    columns={columns}
    formProps={{ render }}
    deleteLabel={(row) => climateProjectPageTexts.eliminar(textOf(row.n_proyecto))}
  />
)
