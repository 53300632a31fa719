import type { RefObject } from "react"
import { Menu, MenuItem } from "react-aria-components/Menu"
import { Popover } from "react-aria-components/Popover"
import type { MenuEntry } from "./MenuButton"

export interface MenuPopoverProps {
  /** The menu's id, which the trigger's aria-controls names. */
  readonly id: string
  readonly label: string
  readonly items: ReadonlyArray<MenuEntry>
  readonly triggerRef: RefObject<HTMLButtonElement | null>
  readonly isOpen: boolean
  /** Which item takes the focus on opening: ArrowUp on the trigger opens on the last. */
  readonly focus: "first" | "last"
  readonly onClose: () => void
  readonly onAction: (id: string) => void
}

/**
 * MenuButton's menu (ui/MenuButton.tsx loads this file when the menu first opens): react-aria's
 * popover and menu give the arrow keys, typeahead, Escape and the focus back on the trigger.
 */
export const MenuPopover = ({ id, label, items, triggerRef, isOpen, focus, onClose, onAction }: MenuPopoverProps) => (
  <Popover
    triggerRef={triggerRef}
    isOpen={isOpen}
    onOpenChange={(open) => {
      if (!open) onClose()
    }}
    // A modal popover is a dialog: it takes the menu's name, as MenuTrigger's takes its trigger's.
    aria-label={label}
    placement="bottom end"
    className="min-w-48 rounded-md border border-ink-200 bg-white py-1 shadow-lg"
  >
    <Menu
      id={id}
      aria-label={label}
      autoFocus={focus}
      onAction={(key) => {
        onClose()
        onAction(String(key))
      }}
      onClose={onClose}
      className="outline-none"
    >
      {items.map((item) => (
        <MenuItem
          key={item.id}
          id={item.id}
          className="cursor-pointer px-4 py-2 text-sm text-ink-900 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800"
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  </Popover>
)
