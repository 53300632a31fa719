
import { Button } from "react-aria-components/Button"
import { Dialog } from "react-aria-components/Dialog"
import { Heading } from "react-aria-components/Heading"
import { Modal as AriaModal, ModalOverlay } from "react-aria-components/Modal"
import { messages } from "../../domain/messages"
import type { ModalProps } from "./Modal"

const widths = { sm: "max-w-md", md: "max-w-2xl", lg: "max-w-4xl" } as const

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, the heading names it, and focus
 * returns to what opened it. Modals may nest (the 'Opciones' modal inside module assignment).
 */
export const Modal = ({ title, isOpen, onClose, children, size = "md", isDismissable = true, role = "dialog" }: ModalProps) => (
  <ModalOverlay
    isOpen={isOpen}
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
    isDismissable={isDismissable}
    isKeyboardDismissDisabled={!isDismissable}
    className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-900/50 p-4 sm:items-center"
  >
    <AriaModal className={`w-full ${widths[size]} rounded-lg bg-white shadow-xl outline-none`}>
      <Dialog role={role} className="relative flex max-h-[90vh] flex-col outline-none">
        <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-5 py-3">
          <Heading slot="title" className="text-lg font-semibold text-ink-900">
            {title}
          </Heading>
          {role === "dialog" ? (
            <Button
              aria-label={messages.cerrar}
              onPress={onClose}
              isDisabled={!isDismissable}
              className="rounded-md p-1 text-ink-600 hover:bg-ink-100 disabled:opacity-50"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Button>
          ) : null}
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </Dialog>
    </AriaModal>
  </ModalOverlay>
)
