import type { ReactNode } from "react"

/**
 * Label and value pairs read at a glance ("Antigüedad: 3 años"), as a description list in one
 * column on a phone and `columns` from the small breakpoint; `strong` sets the labels or the
 * values in medium weight. `className` adds the list's spacing where it sits.
 */
export const FactList = ({
  items,
  columns = 2,
  strong,
  className = "gap-x-4",
}: {
  readonly items: ReadonlyArray<readonly [string, ReactNode]>
  readonly columns?: 2 | 3
  readonly strong?: "label" | "value"
  readonly className?: string
}) => (
  <dl className={`grid grid-cols-1 gap-y-1 text-sm ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"} ${className}`}>
    {items.map(([label, value]) => (
      <div key={label} className="flex flex-wrap gap-x-2">
        <dt className={strong === "label" ? "font-medium text-ink-700" : "text-ink-700"}>{label}:</dt>
        <dd className={strong === "value" ? "font-medium text-ink-900" : "text-ink-900"}>{value}</dd>
      </div>
    ))}
  </dl>
)
