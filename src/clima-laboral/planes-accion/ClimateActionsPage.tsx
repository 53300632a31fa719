import { useState } from "react"
import { climateActions, climateActionsEndpoints } from "../../../domain/clima-laboral/planes-accion"
import { dncSendRefusal } from "../../../domain/clima-laboral/planes-accion-api"
import { textOf } from "../../records/RecordImageInput"
import { RecordPage } from "../../records/RecordPage"
import { IconButton, sendIcon } from "../../ui/IconButton"
import { DncSendDialog, dncSendTexts } from "./DncSendDialog"

// Planes de acción (CLI240, MODULES-MX §4.2): the actions of the closed climate projects' plans
// (Ámbito, Nivel, Acción, Responsable, Compromiso, Estado, Evidencia, Enviada a DNC) with their
// filters and export, and the action's form. The level detected in each scope and the check that
// the plan covers every scope at Medio or worse before publishing are the server's
// (server/clima-laboral/planes-accion.ts, CLI200's Publicar resultados). A training action not
// sent yet offers "Enviar a DNC" (./DncSendDialog.tsx); the server asks FOR100 too.

type Row = Readonly<Record<string, unknown>>

export const climateActionPageTexts = {
  eliminar: (accion: string) => `Eliminar la acción ${accion}`,
} as const

/** The server's rule, on the row as listed (Enviada a DNC empty: not sent yet). */
const sendable = (row: Row) => {
  const sentTo = textOf(row.n_proyecto_dnc)
  return dncSendRefusal({ sentTo: sentTo === "" ? null : sentTo, tipo_accion: row.tipo_accion, estado: row.estado }) === null
}

export const ClimateActionsPage = () => {
  // Which row's send dialog is open (the row and the list's reload), none when closed.
  const [sending, setSending] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  return (
    <>
      <RecordPage
        descriptor={climateActions}
        endpoints={climateActionsEndpoints}
        pageKey="/clima-laboral/planes-accion"
        deleteLabel={(row) => climateActionPageTexts.eliminar(textOf(row.accion).slice(0, 60))}
        rowActions={(row, reload) =>
          sendable(row) ? (
            <IconButton opensDialog label={dncSendTexts.enviar(textOf(row.accion).slice(0, 60))} onPress={() => setSending({ row, reload })}>
              {sendIcon}
            </IconButton>
          ) : null
        }
      />
      {sending === null ? null : <DncSendDialog row={sending.row} reload={sending.reload} onClose={() => setSending(null)} />}
    </>
  )
}
