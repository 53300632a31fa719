import { type KeyboardEvent, type ReactNode, Suspense, useId, useRef, useState } from "react"
import { lazyComponent } from "./lazy-component"

export interface MenuEntry {
  readonly id: string
  readonly label: string
}

export interface MenuButtonProps {
  /** The trigger's accessible name. */
  readonly label: string
  /** What the trigger shows; decorative, the name is `label`. */
  readonly children: ReactNode
  readonly items: ReadonlyArray<MenuEntry>
  readonly onAction: (id: string) => void
}

// The menu (react-aria's popover and menu) loads when it is first opened: the trigger is on
// every screen of the shell, the menu is opened now and then.
const MenuPopover = lazyComponent(
  () => import("./MenuPopover"),
  (m) => m.MenuPopover,
)

/**
 * A button opening a menu of actions: Enter, Space or ArrowDown open it on its first item,
 * ArrowUp on its last (as react-aria's MenuTrigger); the arrows, typeahead and Escape inside come
 * from react-aria's menu, which gives the focus back to this button on closing.
 */
export const MenuButton = ({ label, children, items, onAction }: MenuButtonProps) => {
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState<"first" | "last" | null>(null)
  // Mounted once first opened, then kept: closing plays react-aria's exit as before.
  const [wanted, setWanted] = useState(false)
  const menuId = useId()
  const show = (focus: "first" | "last") => {
    setWanted(true)
    setOpen(focus)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault()
      show(e.key === "ArrowDown" ? "first" : "last")
    }
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open !== null ? menuId : undefined}
        onClick={() => (open === null ? show("first") : setOpen(null))}
        onKeyDown={onKeyDown}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-ink-700 hover:bg-ink-100"
      >
        {children}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MenuPopover
              id={menuId}
              label={label}
              items={items}
              triggerRef={trigger}
              isOpen={open !== null}
              focus={open ?? "first"}
              onClose={() => setOpen(null)}
              onAction={onAction}
            />
        </Suspense>
      ) : null}
    </>
  )
}
