import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from "react"

export interface TabItem {
  readonly id: string
  readonly label: string
  readonly content: ReactNode
  /** Stays mounted (hidden and inert) while another tab is open, so its state survives. */
  readonly keepMounted?: boolean
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  readonly label: string
  readonly items: ReadonlyArray<TabItem>
  readonly selectedId: string
  readonly onChange: (id: string) => void
}

const tabbable = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])"

/** A panel is a stop of the Tab key only while nothing inside it is (the ARIA tabs pattern). */
const Panel = ({ id, labelledBy, open, children }: { readonly id: string; readonly labelledBy: string; readonly open: boolean; readonly children: ReactNode }) => {
  const panel = useRef<HTMLDivElement>(null)
  const [focusable, setFocusable] = useState(true)
  useLayoutEffect(() => {
    const element = panel.current
    if (element === null) return
    const check = () => setFocusable(element.querySelector(tabbable) === null)
    check()
    const observer = new MutationObserver(check)
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "tabindex", "href"] })
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={panel}
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      {...(open ? { tabIndex: focusable ? 0 : undefined } : { hidden: true, inert: true })}
      className="outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus"
    >
      {children}
    </div>
  )
}

/**
 * Tabs as the ARIA pattern has them, in plain elements (they are on every record page, and
 * react-aria's tabs brought its collections with them): the arrow keys, Home and End move between
 * the tabs and open the one they reach, Tab goes on into the open panel.
 */
export const Tabs = ({ label, items, selectedId, onChange }: TabsProps) => {
  const base = useId()
  // By position: an item's id may hold spaces, which an id reference cannot.
  const position = (id: string) => items.findIndex((i) => i.id === id)
  const tabId = (id: string) => `${base}-tab-${position(id)}`
  const panelId = (id: string) => `${base}-panel-${position(id)}`
  const list = useRef<HTMLDivElement>(null)
  const selected = items.some((i) => i.id === selectedId) ? selectedId : items[0]?.id
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((i) => i.id === selected)
    const last = items.length - 1
    const to =
      event.key === "ArrowRight" ? (at >= last ? 0 : at + 1) : event.key === "ArrowLeft" ? (at <= 0 ? last : at - 1) : event.key === "Home" ? 0 : event.key === "End" ? last : -1
    const item = items[to]
    if (to < 0 || item === undefined) return
    event.preventDefault()
    if (item.id !== selected) onChange(item.id)
    list.current?.querySelector<HTMLElement>(`[id="${CSS.escape(tabId(item.id))}"]`)?.focus()
  }
  return (
    <div className="flex flex-col gap-4">
      {/* The row wraps: on a phone a row of tabs wider than the screen would scroll the page sideways (WCAG 1.4.10). */}
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={move} className="flex flex-wrap gap-1 border-b border-ink-200">
        {items.map((item) => {
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected || item.keepMounted === true ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onChange(item.id)
              }}
              className="-mb-px cursor-pointer rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-ink-700 outline-none hover:text-brand-700 aria-selected:border-b-4 aria-selected:border-brand-700 aria-selected:bg-brand-50 aria-selected:font-semibold aria-selected:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus"
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) =>
        item.id === selected || item.keepMounted === true ? (
          <Panel key={item.id} id={panelId(item.id)} labelledBy={tabId(item.id)} open={item.id === selected}>
            {item.content}
          </Panel>
        ) : null,
      )}
    </div>
  )
}
