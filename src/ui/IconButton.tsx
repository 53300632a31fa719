import type { ReactNode } from "react"
import { Button } from "react-aria-components/Button"

/** A row action: an icon whose accessible name says what it does to which record. */
export const IconButton = ({ label, onPress, children }: { readonly label: string; readonly onPress: () => void; readonly children: ReactNode }) => (
  <Button aria-label={label} onPress={onPress} className="rounded-md p-1.5 text-brand-700 hover:bg-brand-50 pressed:bg-brand-100">
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {children}
    </svg>
  </Button>
)

export const trashIcon = <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
export const wrenchIcon = <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
export const keyIcon = <path d="M15 7a4 4 0 1 1-3.9 5H3v4h3v-2h2v2h3.1A4 4 0 0 1 15 7z" />
