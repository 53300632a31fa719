import { selectionProcesses, selectionProcessesEndpoints } from "../../../domain/seleccion/procesos-seleccion"
import { selectionProcessCalls } from "../../../machines/seleccion/procesos-seleccion-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { useArrival } from "../../records/use-arrival"
import { IconButton } from "../../ui/IconButton"

// SEL150 Procesos de selección (MODULES-MX §6): the list (Proceso, Etapas, Vacantes que lo usan,
// Activo) with its search and export; the template's form with its stages as child rows (the
// platform's editor); "Duplicar" on each row opens the add form with the template's stages
// (`?duplicar=`), the way a template in use is changed.

export const processPageTexts = {
  duplicar: (proceso: string) => `Duplicar el proceso ${proceso}`,
  eliminar: (proceso: string) => `Eliminar el proceso ${proceso}`,
} as const

/** Two sheets, one over the other: a copy. */
const copyIcon = <path d="M8 8h11v12H8zM5 16H4V4h11v1" />

const calls = selectionProcessCalls(api)

export interface SelectionProcessesPageProps {
  /** The template a "Duplicar" asked for (from the address); the add form opens with its stages. */
  readonly duplicar?: number
  readonly onDuplicate: (id: number) => void
  /** The duplicate was taken: the route drops its parameter. */
  readonly onTaken: () => void
}

export const SelectionProcessesPage = ({ duplicar, onDuplicate, onTaken }: SelectionProcessesPageProps) => {
  const addWith = useArrival(duplicar ?? null, calls.duplicate, onTaken)
  return (
    <RecordPage
      descriptor={selectionProcesses}
      endpoints={selectionProcessesEndpoints}
      pageKey="/seleccion/procesos-seleccion"
      layout="page"
      addWith={addWith}
      deleteLabel={(row) => processPageTexts.eliminar(textOf(row.n_proceso))}
      rowActions={(row) => (
        <IconButton label={processPageTexts.duplicar(textOf(row.n_proceso))} onPress={() => onDuplicate(Number(row.id_proceso))}>
          {copyIcon}
        </IconButton>
      )}
    />
  )
}
