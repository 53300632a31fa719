import type { ReactNode } from "react"
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from "react-aria-components/Tabs"

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

/** Tabs with arrow-key navigation between tabs and Tab into the panel (react-aria). */
export const Tabs = ({ label, items, selectedId, onChange }: TabsProps) => (
  <AriaTabs selectedKey={selectedId} onSelectionChange={(key) => onChange(String(key))} className="flex flex-col gap-4">
    {/* The row wraps: on a phone a row of tabs wider than the screen would scroll the page sideways (WCAG 1.4.10). */}
    <TabList aria-label={label} className="flex flex-wrap gap-1 border-b border-ink-200">
      {items.map((item) => (
        <Tab
          key={item.id}
          id={item.id}
          className="-mb-px cursor-pointer rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-medium text-ink-700 outline-none hover:text-brand-700 data-[selected]:border-b-4 data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus"
        >
          {item.label}
        </Tab>
      ))}
    </TabList>
    {items.map((item) => (
      <TabPanel
        key={item.id}
        id={item.id}
        shouldForceMount={item.keepMounted === true}
        className="data-[inert]:hidden outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-focus">
        {item.content}
      </TabPanel>
    ))}
  </AriaTabs>
)
