import { type ReactNode, Suspense, useState } from "react"
import { messages } from "../../domain/messages"
import { dateField } from "./DateField"
import { LazyFrame, LazyPartView, lazyPart } from "./lazy-field"
import { numberField } from "./NumberField"
import { searchSelect } from "./SearchSelect"
import { Spinner } from "./Spinner"

export interface ModalProps {
  readonly title: string
  readonly isOpen: boolean
  /** Escape, the close button and a click outside all call this; the caller decides. */
  readonly onClose: () => void
  readonly children: ReactNode
  readonly size?: "sm" | "md" | "lg"
  /** While a save runs the modal must not be dismissed (its machine is not listening). */
  readonly isDismissable?: boolean
  /** "alertdialog" for confirmations (ConfirmDialog). */
  readonly role?: "dialog" | "alertdialog"
}

/** Over the page while the modal loads: said in words, the focus left where it was. */
const ModalLoading = ({ isOpen }: ModalProps) =>
  isOpen ? (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/50">
      <Spinner className="h-8 w-8 text-white" />
      <span className="sr-only">{messages.cargando}</span>
    </div>
  ) : null

// React-aria's modal (ui/ModalAria.tsx) loads when a modal is first opened; the kit's fields a
// form in it may draw load beside it, and the dialog waits for what it draws (LazyFrame), so it
// opens whole, its fields and form in place, rather than with stand-ins.
const modalAria = lazyPart<ModalProps>(() => {
  void Promise.all([dateField.preload(), numberField.preload(), searchSelect.preload()]).catch(() => undefined)
  return import("./ModalAria").then((m) => m.Modal)
}, ModalLoading)

/**
 * A modal dialog (ui/ModalAria.tsx): focus moves in and is trapped, Escape closes, the heading
 * names it, and focus returns to what opened it. Nothing is drawn, or loaded, before its first
 * opening; from then on it stays, so closing plays react-aria's exit as before.
 */
export const Modal = (props: ModalProps) => {
  const [opened, setOpened] = useState(props.isOpen)
  if (props.isOpen && !opened) setOpened(true)
  return opened ? (
    <Suspense fallback={<ModalLoading {...props} />}>
      <LazyFrame.Provider value={true}>
        <LazyPartView part={modalAria} props={props} />
      </LazyFrame.Provider>
    </Suspense>
  ) : null
}
