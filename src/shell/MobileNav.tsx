import { useEffect, useState } from "react"
import { Button } from "react-aria-components/Button"
import { Dialog, DialogTrigger } from "react-aria-components/Dialog"
import { Heading } from "react-aria-components/Heading"
import { Modal, ModalOverlay } from "react-aria-components/Modal"
import { kitText } from "../ui/kit-text"
import { SidebarNav, type SidebarNavProps } from "../ui/SidebarNav"

// Tailwind's md breakpoint: from here up the sidebar is on screen and the drawer has no place.
const wide = "(min-width: 768px)"

/**
 * Below 768 px the module navigation lives behind a "Menú" button, in a modal drawer from the
 * left. react-aria's DialogTrigger gives the button aria-expanded/aria-controls, traps focus in
 * the drawer, closes it with Escape and returns focus to the button.
 */
export const MobileNav = (props: Omit<SidebarNavProps, "variant" | "onNavigate">) => {
  const [open, setOpen] = useState(false)

  // Widening the window past the breakpoint would leave a drawer over a visible sidebar.
  useEffect(() => {
    const query = window.matchMedia(wide)
    const close = () => {
      if (query.matches) setOpen(false)
    }
    query.addEventListener("change", close)
    return () => query.removeEventListener("change", close)
  }, [])

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-100 md:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {kitText.menu}
      </Button>
      <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-ink-900/50 md:hidden">
        <Modal className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl outline-none">
          <Dialog className="flex min-h-full flex-col outline-none">
            <div className="flex items-center justify-between gap-2 border-b border-ink-200 px-4 py-2">
              <Heading slot="title" className="text-lg font-semibold text-ink-900">
                {kitText.menu}
              </Heading>
              <Button aria-label={kitText.cerrarMenu} onPress={() => setOpen(false)} className="rounded-md p-1 text-ink-600 hover:bg-ink-100">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </Button>
            </div>
            <SidebarNav {...props} variant="drawer" onNavigate={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
