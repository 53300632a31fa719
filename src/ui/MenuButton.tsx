import type { ReactNode } from "react"
import { Button } from "react-aria-components/Button"
import { Menu, MenuItem, MenuTrigger } from "react-aria-components/Menu"
import { Popover } from "react-aria-components/Popover"

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

/** A button opening a menu of actions (arrow keys, typeahead and Escape come from react-aria). */
export const MenuButton = ({ label, children, items, onAction }: MenuButtonProps) => (
  <MenuTrigger>
    <Button aria-label={label} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-ink-700 hover:bg-ink-100">
      {children}
    </Button>
    <Popover placement="bottom end" className="min-w-48 rounded-md border border-ink-200 bg-white py-1 shadow-lg">
      <Menu onAction={(key) => onAction(String(key))} className="outline-none">
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
  </MenuTrigger>
)
