import { useSelector } from "@xstate/react"
import { type ReactNode, useEffect, useId, useRef } from "react"
import type { ActorRefFrom } from "xstate"
import { messages } from "../../domain/messages"
import type { FormValue } from "../../domain/records/field"
import { type FieldErrors, type Refusal, type Values, isDirty, type recordModalMachine, visibleErrors } from "../../machines/record-modal"
import { FormAlert } from "../ui/FormAlert"
import { LeaveConfirmDialog } from "../ui/LeaveConfirmDialog"
import { MachineForm } from "../ui/MachineForm"
import { Modal } from "../ui/Modal"
import { useLeaveGuard } from "../ui/use-leave-guard"
import { RecordModalActions } from "./RecordModalActions"

export interface FieldProps {
  readonly values: Values
  readonly errors: FieldErrors
  readonly readOnlyKey: boolean
  readonly change: (field: string, value: FormValue) => void
  readonly blur: (field: string) => void
}

type ModalActor = ActorRefFrom<typeof recordModalMachine>

/** The server's refusal that names no field of the form: shown above the fields. */
const unplacedRefusal = (refusal: Refusal | null): string | null => (refusal === null || refusal.message === "" ? null : refusal.message)

const problemCount = (modal: ModalActor) => Object.values(visibleErrors(modal.getSnapshot().context)).filter((e) => e !== null && e !== undefined).length

/**
 * The form of the modal's machine: the page's fields, the server's refusal above them, Cancelar
 * and Guardar. An invalid submit or a refusal sends the focus to the first problem and counts
 * them aloud; leaving the form (Cancelar, Escape) or the page with changes asks first.
 */
const RecordFormBody = ({ modal, children }: { readonly modal: ModalActor; readonly children: (props: FieldProps) => ReactNode }) => {
  const saving = useSelector(modal, (s) => s.matches({ open: "saving" }))
  const context = useSelector(modal, (s) => s.context)
  const refusal = useSelector(modal, (s) => unplacedRefusal(s.context.refusal))
  const dirty = useSelector(modal, (s) => isDirty(s.context))
  const confirming = useSelector(modal, (s) => s.matches({ open: "confirmingLeave" }))
  const errors = visibleErrors(context)
  const leaveGuard = useLeaveGuard(dirty)
  return (
    <MachineForm attempt={context.attempt} problems={() => problemCount(modal)} onSubmit={() => modal.send({ type: "SUBMIT" })}>
      {leaveGuard}
      <FormAlert message={refusal} />
      {children({
        values: context.values,
        errors,
        readOnlyKey: context.mode === "edit",
        change: (field, value) => modal.send({ type: "CHANGE", field, value }),
        blur: (field) => modal.send({ type: "BLUR", field }),
      })}
      {/* Changes are dropped only once the user says so. */}
      <RecordModalActions submitLabel={messages.guardar} busy={saving} onCancel={() => modal.send({ type: "DISMISS" })} />
      <LeaveConfirmDialog isOpen={confirming} onStay={() => modal.send({ type: "STAY" })} onLeave={() => modal.send({ type: "LEAVE" })} />
    </MachineForm>
  )
}

export interface RecordFormFrameProps {
  readonly modal: ModalActor
  readonly addTitle: string
  readonly editTitle: string
  readonly children: (props: FieldProps) => ReactNode
}

/** The add/edit modal frame: title by mode, the page's fields, Cancelar and Guardar. */
export const RecordFormModal = ({ modal, addTitle, editTitle, children, size = "md" }: RecordFormFrameProps & { readonly size?: "md" | "lg" }) => {
  const open = useSelector(modal, (s) => !s.matches("closed"))
  const saving = useSelector(modal, (s) => s.matches({ open: "saving" }))
  const mode = useSelector(modal, (s) => s.context.mode)
  const confirming = useSelector(modal, (s) => s.matches({ open: "confirmingLeave" }))
  return (
    <Modal title={mode === "add" ? addTitle : editTitle} isOpen={open} onClose={() => modal.send({ type: "DISMISS" })} isDismissable={!saving && !confirming} size={size}>
      <RecordFormBody modal={modal}>{children}</RecordFormBody>
    </Modal>
  )
}

/**
 * The same form as a full-width section of the page, for records too long for a dialog. Its
 * heading takes the focus when it opens; closing gives the focus back to what had it before.
 */
export const RecordFormSection = ({ modal, addTitle, editTitle, children }: RecordFormFrameProps) => {
  const open = useSelector(modal, (s) => !s.matches("closed"))
  const mode = useSelector(modal, (s) => s.context.mode)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const before = useRef<Element | null>(null)
  useEffect(() => {
    if (open) {
      before.current = document.activeElement
      heading.current?.focus()
    } else if (before.current instanceof HTMLElement && before.current.isConnected) {
      before.current.focus()
      before.current = null
    }
  }, [open])
  if (!open) return null
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-ink-200 bg-white p-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold text-ink-900 outline-none">
        {mode === "add" ? addTitle : editTitle}
      </h2>
      <RecordFormBody modal={modal}>{children}</RecordFormBody>
    </section>
  )
}
