import { Link } from "@tanstack/react-router"
import { useId } from "react"

export interface NavModule {
  readonly id: string
  readonly label: string
  /** Greyed: listed, announced as disabled, does nothing. */
  readonly disabled: boolean
  readonly links: ReadonlyArray<{ readonly to: string; readonly label: string }>
}

export interface SidebarNavProps {
  readonly label: string
  readonly disabledHint: string
  readonly modules: ReadonlyArray<NavModule>
  readonly expanded: string | null
  readonly onToggle: (id: string) => void
  readonly currentModule: string | null
  /** "sidebar" beside the page from 768 px up; "drawer" fills the mobile menu's dialog. */
  readonly variant?: "sidebar" | "drawer"
  /** A page link was chosen (the drawer closes itself with it). */
  readonly onNavigate?: () => void
}

const Chevron = ({ open }: { readonly open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-90" : ""}`} fill="currentColor">
    <path d="M7 5l6 5-6 5V5z" />
  </svg>
)

/**
 * The module navigation: a disclosure button per module and its page links. Native buttons
 * give Enter/Space; a greyed module keeps focus (so it is discoverable) but ignores presses.
 */
export const SidebarNav = ({ label, disabledHint, modules, expanded, onToggle, currentModule, variant = "sidebar", onNavigate }: SidebarNavProps) => {
  const baseId = useId()
  const hintId = `${baseId}-hint`
  return (
    <nav aria-label={label} className={variant === "sidebar" ? "hidden w-64 shrink-0 border-r border-ink-200 bg-white md:block" : "bg-white"}>
      <span id={hintId} hidden>
        {disabledHint}
      </span>
      <ul className="flex flex-col gap-0.5 p-2">
        {modules.map((m) => {
          const open = !m.disabled && expanded === m.id
          const listId = `${baseId}-${m.id}`
          return (
            <li key={m.id}>
              <button
                type="button"
                aria-expanded={open}
                {...(open ? { "aria-controls": listId } : {})}
                {...(m.disabled ? { "aria-disabled": true, "aria-describedby": hintId } : {})}
                onClick={() => {
                  if (!m.disabled) onToggle(m.id)
                }}
                className={`flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm font-medium ${
                  m.disabled
                    ? "cursor-not-allowed text-ink-500 italic"
                    : currentModule === m.id
                      ? "bg-brand-50 text-brand-800 hover:bg-brand-100"
                      : "text-ink-700 hover:bg-ink-100"
                }`}
              >
                <span>{m.label}</span>
                {m.disabled ? null : <Chevron open={open} />}
              </button>
              {open ? (
                <ul id={listId} className="mt-0.5 mb-1 ml-3 flex flex-col border-l border-ink-200 pl-2">
                  {m.links.map((l) => (
                    <li key={l.to}>
                      <Link
                        to={l.to}
                        {...(onNavigate ? { onClick: () => onNavigate() } : {})}
                        className="block rounded-md px-3 py-1.5 text-sm text-ink-700 hover:bg-ink-100 data-[status=active]:bg-brand-50 data-[status=active]:font-semibold data-[status=active]:text-brand-800"
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
