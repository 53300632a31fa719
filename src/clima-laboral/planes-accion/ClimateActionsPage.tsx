import { climateActions, climateActionsEndpoints } from "../../../domain/clima-laboral/planes-accion"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"

// Planes de acción (CLI240, MODULES-MX §4.2): the actions of the closed climate projects' plans
// (Ámbito, Nivel, Acción, Responsable, Compromiso, Estado, Evidencia) with their filters and
// export, and the action's form. The level detected in each scope and the check that the plan
// covers every scope at Medio or worse before publishing are the server's
// (server/clima-laboral/planes-accion.ts, CLI200's Publicar resultados).

export const climateActionPageTexts = {
  eliminar: (accion: string) => `Eliminar la acción ${accion}`,
} as const

export const ClimateActionsPage = () => (
  <RecordPage
    descriptor={climateActions}
    endpoints={climateActionsEndpoints}
    pageKey="/clima-laboral/planes-accion"
    deleteLabel={(row) => climateActionPageTexts.eliminar(textOf(row.accion).slice(0, 60))}
  />
)
