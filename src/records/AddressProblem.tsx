import { Button } from "../ui/Button"
import { FormAlert } from "../ui/FormAlert"
import { recordText } from "./record-text"

/** Why the record the address names could not be opened, above the list, with the way back to it. */
export const AddressProblem = ({ message, onBack }: { readonly message: string | null; readonly onBack: () => void }) =>
  message === null ? null : (
    <div className="mb-4 flex flex-col items-start gap-2">
      <FormAlert message={message} />
      <Button variant="secondary" onPress={onBack}>
        {recordText.volverLista}
      </Button>
    </div>
  )
