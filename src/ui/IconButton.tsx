import type { ReactNode } from "react"
import { ownPress } from "./own-press"

/**
 * A row action: an icon whose accessible name says what it does to which record. The same name
 * shows as a tooltip on hover (after half a second) and on keyboard focus, so sighted users need
 * not guess the icon. A plain button with its tooltip beside it in CSS: a list draws dozens of
 * these, and react-aria's tooltip brought its overlay positioning to every list. The tooltip
 * ignores the pointer, so it never covers the button a click is aimed at.
 */
export const IconButton = ({
  label,
  onPress,
  children,
  opensDialog = false,
}: {
  readonly label: string
  readonly onPress: () => void
  readonly children: ReactNode
  /** The action asks or shows something in a dialog first: screen readers say so before the press. */
  readonly opensDialog?: boolean
}) => (
  <span className="group/icon relative inline-flex">
    <button
      type="button"
      aria-label={label}
      {...(opensDialog ? { "aria-haspopup": "dialog" as const } : {})}
      {...ownPress(onPress)}
      className="rounded-md p-1.5 text-brand-700 outline-none hover:bg-brand-50 active:bg-brand-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {children}
      </svg>
    </button>
    <span
      role="tooltip"
      className="pointer-events-none invisible absolute top-full right-0 z-20 transition-[visibility] duration-0 mt-1.5 w-max max-w-xs rounded bg-ink-900 px-2 py-1 text-xs text-white shadow group-hover/icon:visible group-hover/icon:delay-500 group-has-[:focus-visible]/icon:visible group-has-[:focus-visible]/icon:delay-0"
    >
      {label}
    </span>
  </span>
)

// One icon, one meaning, on every page (issue 18). A page's action that means one of these uses
// the icon from here; an action with a meaning of its own draws its own icon, unlike these.

/** Delete the record (after a confirmation). */
export const trashIcon = <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
/** Edit a row in place. */
export const pencilIcon = <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
/** Assign what a profile or role may use (modules, work centres). */
export const wrenchIcon = <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
/** A user's access to sign in: withdraw it or give it back. */
export const keyIcon = <path d="M15 7a4 4 0 1 1-3.9 5H3v4h3v-2h2v2h3.1A4 4 0 0 1 15 7z" />
/** See the record's detail, read-only. */
export const viewIcon = <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
/** Send the request on to its authorization. */
export const sendIcon = <path d="M4 12l16-8-6 16-3-7-7-1z" />
/** Attach a file to the record (a signed copy, evidence). */
export const attachIcon = <path d="M8 12.5l6.5-6.5a3 3 0 0 1 4.2 4.2L10 18.9a5 5 0 0 1-7.1-7.1L11 3.7" />
/** Print: download the record's PDF. */
export const printIcon = <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z" />
/** Confirm a step that completes the record (a pre-alta becomes an employee). */
export const checkIcon = <path d="M5 12l4 4 10-10" />
/** Cancel the record: it stays, marked cancelled. */
export const cancelIcon = <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8" />

/** Recording a payment (an aid paid). */
export const payIcon = <path d="M3 7h18v10H3zM7 12h.01M17 12h.01M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
