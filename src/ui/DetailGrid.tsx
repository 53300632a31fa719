import type { ReactNode } from "react"

/**
 * A record's details as a description list laid out as a grid of label and value columns (the
 * pairs are `display: contents`, so the grid places their dt and dd). Each caller sets the grid
 * and the weights, as the pages around it do.
 */
export const DetailGrid = ({
  items,
  className,
  termClassName,
  valueClassName,
}: {
  readonly items: ReadonlyArray<readonly [string, ReactNode]>
  readonly className: string
  readonly termClassName: string
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
