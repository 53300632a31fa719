import type { ReactNode } from "react"

/**
 * A table in a box that scrolls, both named by the caption: the box is a focusable region so
 * the keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable), and the table
 * keeps the caption for screen readers. `children` are the table's head and body.
 */
export const ScrollingTable = ({
  caption,
  boxClassName,
  tableClassName,
  children,
}: {
  readonly caption: string
  readonly boxClassName: string
  readonly tableClassName: string
  readonly children: ReactNode
}) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
  <section aria-label={caption} tabIndex={0} className={boxClassName}>
    <table className={tableClassName}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  </section>
)
