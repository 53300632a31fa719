import { Button } from "react-aria-components/Button"
import { Dialog } from "react-aria-components/Dialog"
import { Heading } from "react-aria-components/Heading"
import { Modal, ModalOverlay } from "react-aria-components/Modal"
import { kitText } from "../ui/kit-text"
import { SidebarNav, type SidebarNavProps } from "../ui/SidebarNav"

export interface MobileNavDrawerProps extends Omit<SidebarNavProps, "variant" | "onNavigate"> {
  readonly id: string
  readonly isOpen: boolean
  readonly onClose: () => void
}

/**
 * The mobile drawer of the module navigation (src/shell/MobileNav.tsx loads this file when it is
 * first opened): react-aria's modal traps the focus in it, closes it with Escape or a press
 * outside, and gives the focus back to the "Menú" button.
 */
export const MobileNavDrawer = ({ id, isOpen, onClose, ...nav }: MobileNavDrawerProps) => (
  <ModalOverlay
    isOpen={isOpen}
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
    isDismissable
    className="fixed inset-0 z-50 bg-ink-900/50 md:hidden"
  >
    <Modal className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl outline-none">
      <Dialog id={id} className="flex min-h-full flex-col outline-none">
        <div className="flex items-center justify-between gap-2 border-b border-ink-200 px-4 py-2">
          <Heading slot="title" className="text-lg font-semibold text-ink-900">
            {kitText.menu}
          </Heading>
          <Button aria-label={kitText.cerrarMenu} onPress={onClose} className="rounded-md p-1 text-ink-600 hover:bg-ink-100">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Button>
        </div>
        <SidebarNav {...nav} variant="drawer" onNavigate={onClose} />
      </Dialog>
    </Modal>
  </ModalOverlay>
)
