import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { messages } from "../../domain/messages"
import { type FieldErrors, type Values, type recordModalMachine, visibleErrors } from "../../machines/recordModal"
import { Button } from "../ui/Button"
import { Modal } from "../ui/Modal"
import { Spinner } from "../ui/Spinner"

export interface FieldProps {
  readonly values: Values
  readonly errors: FieldErrors
  readonly readOnlyKey: boolean
  readonly change: (field: string, value: string) => void
  readonly blur: (field: string) => void
}

/** The add/edit modal frame: title by mode, the page's fields, Cancelar and Guardar. */
export const RecordFormModal = ({
  modal,
  addTitle,
  editTitle,
  children,
}: {
  readonly modal: ActorRefFrom<typeof recordModalMachine>
  readonly addTitle: string
  readonly editTitle: string
  readonly children: (props: FieldProps) => ReactNode
}) => {
  const open = useSelector(modal, (s) => !s.matches("closed"))
  const saving = useSelector(modal, (s) => s.matches({ open: "saving" }))
  const context = useSelector(modal, (s) => s.context)
  const errors = visibleErrors(context)
  return (
    <Modal
      title={context.mode === "add" ? addTitle : editTitle}
      isOpen={open}
      onClose={() => modal.send({ type: "CLOSE" })}
      isDismissable={!saving}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          modal.send({ type: "SUBMIT" })
        }}
      >
        {children({
          values: context.values,
          errors,
          readOnlyKey: context.mode === "edit",
          change: (field, value) => modal.send({ type: "CHANGE", field, value }),
          blur: (field) => modal.send({ type: "BLUR", field }),
        })}
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onPress={() => modal.send({ type: "CLOSE" })}>
            {messages.cancelar}
          </Button>
          {/* Not disabled while saving: a disabled button drops the focus out of the dialog; the
              machine ignores a second submit. */}
          <Button type="submit" aria-busy={saving}>
            {saving ? <Spinner className="h-4 w-4 text-white" /> : null}
            {messages.guardar}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
