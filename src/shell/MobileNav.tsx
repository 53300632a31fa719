import { Suspense, useEffect, useId, useState } from "react"
import { kitText } from "../ui/kit-text"
import { lazyComponent } from "../ui/lazy-component"
import type { SidebarNavProps } from "../ui/SidebarNav"

// Tailwind's md breakpoint: from here up the sidebar is on screen and the drawer has no place.
const wide = "(min-width: 768px)"

// The drawer (react-aria's modal) loads when it is first opened: most screens never open it.
const MobileNavDrawer = lazyComponent(
  () => import("./MobileNavDrawer"),
  (m) => m.MobileNavDrawer,
)

/**
 * Below 768 px the module navigation lives behind a "Menú" button, in a modal drawer from the
 * left (src/shell/MobileNavDrawer.tsx). The button says whether the drawer is open and which
 * dialog it controls, as react-aria's DialogTrigger did.
 */
export const MobileNav = (props: Omit<SidebarNavProps, "variant" | "onNavigate">) => {
  const [open, setOpen] = useState(false)
  // Mounted once first opened, then kept: closing plays react-aria's exit as before.
  const [wanted, setWanted] = useState(false)
  const drawerId = useId()

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
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-100 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {kitText.menu}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer {...props} id={drawerId} isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
