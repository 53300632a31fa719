import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { heldKeys } from "../../../machines/session"
import { sessionActor } from "../../app/session"
import { IconButton } from "../../ui/IconButton"

// "Generar carta (FIN200)" of a finiquito's row in Solicitud de finiquito: for an Autorizado or
// Pagado finiquito, and whoever holds FIN200, it opens Cartas finiquito with the add form on it.

type Row = Readonly<Record<string, unknown>>

/** A sheet with a plus: a new letter. */
const newLetterIcon = <path d="M6 3h8l4 4v14H6zM14 3v4h4M12 11v6M9 14h6" />

export const LetterButton = ({ row }: { readonly row: Row }) => {
  const navigate = useNavigate()
  const allowed = useSelector(sessionActor, (s) => heldKeys(s.context).includes("FIN200"))
  const id = typeof row.id_finiquito === "number" ? row.id_finiquito : null
  if (!allowed || id === null || (row.estado !== "Autorizado" && row.estado !== "Pagado")) return null
  return (
    <IconButton label={`Generar carta (FIN200) del finiquito ${String(row.folio ?? "")}`} onPress={() => void navigate({ to: "/finiquitos/cartas-finiquito", search: { finiquito: id } })}>
      {newLetterIcon}
    </IconButton>
  )
}
