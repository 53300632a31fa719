import type { ReactNode } from "react"

/**
 * A record's details as a description list laid out as a grid of label and value columns (the
 * pairs are `display: contents`, so the grid places their dt and dd). Each caller sets the grid
 * and the value's style; labels are medium grey unless told otherwise.
 */
export const DetailGrid = ({
  items,
  className,
  termClassName = "font-medium text-ink-700",
  valueClassName,
}: {
  readonly items: ReadonlyArray<readonly [string, ReactNode]>
  readonly className: string
  readonly termClassName?: string
  readonly valueClassName?: string
}) => (
  <dl className={className}>
    {items.map(([label, value]) => (
      <div key={label} className="contents">
        <dt className={termClassName}>{label}</dt>
        <dd className={valueClassName}>{value}</dd>
      </div>
    ))}
  </dl>
)
