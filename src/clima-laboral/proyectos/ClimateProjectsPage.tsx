import { useState } from "react"
import { climateProjects, climateProjectsEndpoints, guideChoices } from "../../../domain/clima-laboral/proyectos"
import { choiceLabel } from "../../../domain/records/field"
import { climateProjectCalls } from "../../../machines/clima-laboral/proyectos-calls"
import { api } from "../../app/api"
import { CentreSelect } from "../../organizacion/LoadedSelect"
import { shownDate } from "../../records/cells"
import type { FieldRenderProps } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { useArrival } from "../../records/use-arrival"
import { IconButton, attachIcon } from "../../ui/IconButton"
import { PolicyDialog, policyTexts } from "./PolicyDialog"

// Proyectos de clima laboral (CLI200, MODULES-MX §4.2, NOM-035): the list (Proyecto, Centro,
// Trabajadores, Guías, Muestra, Periodo, Avance %, Estado) with its filters (empresa, centro,
// año, guías, estado) and export; the project's form (its company feeding the centre); each
// row's workflow actions (Iniciar aplicación, Cerrar, Publicar resultados, Cancelar proyecto) are
// the platform's, and "Duplicar" opens the add form with the project's next cycle (`?duplicar=`).
// The headcount, the guides it asks and the sample's size are the server's
// (server/clima-laboral/proyectos.ts); the participants and invitations are Empleados por
// departamento's (CLI210). Each row but a cancelled one opens its prevention policy (a PDF kept
// beside the project, ./PolicyDialog.tsx).

type Row = Readonly<Record<string, unknown>>

export const climateProjectPageTexts = {
  periodo: "Periodo",
  todos: "Todos",
  eliminar: (proyecto: string) => `Eliminar el proyecto ${proyecto}`,
  duplicar: (proyecto: string) => `Duplicar el proyecto ${proyecto}`,
} as const

const render = { id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} /> }

const columns = {
  guias: { render: (row: Row) => choiceLabel(guideChoices, textOf(row.guias)) },
  tamano_muestra: { render: (row: Row) => (textOf(row.tamano_muestra) === "" ? climateProjectPageTexts.todos : textOf(row.tamano_muestra)) },
  f_inicio: { label: climateProjectPageTexts.periodo, render: (row: Row) => `${shownDate(textOf(row.f_inicio))} – ${shownDate(textOf(row.f_fin))}` },
}

/** Two sheets, one over the other: a copy. */
const copyIcon = <path d="M8 8h11v12H8zM5 16H4V4h11v1" />

const calls = climateProjectCalls(api)

export interface ClimateProjectsPageProps {
  /** The project a "Duplicar" asked for (from the address); the add form opens on its next cycle. */
  readonly duplicar?: number
  readonly onDuplicate: (id: number) => void
  /** The duplicate was taken: the route drops its parameter. */
  readonly onTaken: () => void
}

export const ClimateProjectsPage = ({ duplicar, onDuplicate, onTaken }: ClimateProjectsPageProps) => {
  const addWith = useArrival(duplicar ?? null, calls.duplicate, onTaken)
  // Which row's policy dialog is open (the row and the list's reload), none when closed.
  const [policyOf, setPolicyOf] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  return (
    <>
    <RecordPage
      descriptor={climateProjects}
      endpoints={climateProjectsEndpoints}
      pageKey="/clima-laboral/proyectos"
      columns={columns}
      formProps={{ render }}
      addWith={addWith}
      deleteLabel={(row) => climateProjectPageTexts.eliminar(textOf(row.n_proyecto))}
      rowActions={(row, reload) => (
        <>
          <IconButton label={climateProjectPageTexts.duplicar(textOf(row.n_proyecto))} onPress={() => onDuplicate(Number(row.id_proyecto))}>
            {copyIcon}
          </IconButton>
          {row.estado === "Cancelado" ? null : (
            <IconButton opensDialog label={policyTexts.adjuntar(textOf(row.n_proyecto))} onPress={() => setPolicyOf({ row, reload })}>
              {attachIcon}
            </IconButton>
          )}
        </>
      )}
    />
    {policyOf === null ? null : <PolicyDialog row={policyOf.row} reload={policyOf.reload} onClose={() => setPolicyOf(null)} />}
    </>
  )
}
