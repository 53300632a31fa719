import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { heldKeys } from "../../../machines/session"
import { sessionActor } from "../../app/session"
import { IconButton, viewIcon } from "../../ui/IconButton"

/** A contract's row action in Gestión de contratos: its follow-ups (CON220), for whoever holds that key. */
export const FollowUpsButton = ({ folio }: { readonly folio: string }) => {
  const navigate = useNavigate()
  const allowed = useSelector(sessionActor, (s) => heldKeys(s.context).includes("CON220"))
  if (!allowed || folio === "") return null
  return (
    <IconButton label={`Ver los seguimientos del contrato ${folio}`} onPress={() => void navigate({ to: "/contratos/seguimientos-contratos", search: { contrato: folio } })}>
      {viewIcon}
    </IconButton>
  )
}
