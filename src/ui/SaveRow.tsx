import { messages } from "../../domain/messages"
import { BusyButton } from "./BusyButton"

/** A settings form's lone "Guardar" on its own row, with its spinner and off while the save runs. */
export const SaveRow = ({ saving }: { readonly saving: boolean }) => (
  <div>
    <BusyButton busy={saving} type="submit" isDisabled={saving}>
      {messages.guardar}
    </BusyButton>
  </div>
)
