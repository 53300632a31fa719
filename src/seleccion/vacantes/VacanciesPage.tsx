import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { vacancies, vacanciesEndpoints } from "../../../domain/seleccion/vacantes"
import { heldKeys } from "../../../machines/session"
import { sessionActor } from "../../app/session"
import { RecordPage } from "../../records/RecordPage"
import { IconButton, viewIcon } from "../../ui/IconButton"

// Vacantes (SEL160, MODULES-MX §6): the list (Vacante, Puesto, Posición, Reclutador, Publicada,
// Cierre, Candidatos por etapa, Días abierta, Estado) with its filters, search and export; the
// record in a dialog; publicar, pausar, reanudar and cerrar are the workflow's row actions; "Ver
// pipeline" opens the vacancy's board in Asignación de candidatos for whoever may open it.

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

export const vacancyTexts = {
  verPipeline: (titulo: string) => `Ver el pipeline de la vacante ${titulo}`,
  eliminar: (titulo: string) => `Eliminar la vacante ${titulo}`,
} as const

const order = ["id_requisicion", "titulo", "id_proceso", "id_reclutador", "modalidad", "ubicacion", "descripcion", "f_publicacion", "f_cierre", "publicar_bolsa"]

export const VacanciesPage = () => {
  const navigate = useNavigate()
  const mayBoard = useSelector(sessionActor, (s) => heldKeys(s.context).includes("SEL250"))
  return (
    <RecordPage
      descriptor={vacancies}
      endpoints={vacanciesEndpoints}
      pageKey="/seleccion/vacantes"
      formProps={{ order }}
      deleteLabel={(row) => vacancyTexts.eliminar(text(row.titulo))}
      rowActions={(row) =>
        mayBoard ? (
          <IconButton
            label={vacancyTexts.verPipeline(text(row.titulo))}
            onPress={() => void navigate({ to: "/seleccion/asignacion-candidatos", search: { vacante: Number(row.id_vacante) } })}
          >
            {viewIcon}
          </IconButton>
        ) : null
      }
    />
  )
}
