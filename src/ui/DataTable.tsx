import type { ReactNode } from "react"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "react-aria-components/Table"
import { messages } from "../../domain/messages"
import { ScrollBox } from "./ScrollBox"

export interface TableColumn<T> {
  readonly id: string
  readonly label: string
  /** The column that names a row for screen readers (one per table). */
  readonly isRowHeader?: boolean
  readonly allowsSorting?: boolean
  /** Cell content; the row's value of `id` as text when omitted. */
  readonly render?: (row: T) => ReactNode
}

export interface TableSort {
  readonly column: string
  readonly direction: "ascending" | "descending"
}

export interface DataTableProps<T> {
  readonly label: string
  readonly columns: ReadonlyArray<TableColumn<T>>
  readonly rows: ReadonlyArray<T>
  readonly rowId: (row: T) => string
  /** Row click or Enter on a row: opens the edit modal on record pages. */
  readonly onRowAction?: (row: T) => void
  /** Buttons of the Acciones column; each needs an accessible name that says which row. */
  readonly actions?: (row: T) => ReactNode
  readonly sort?: TableSort | null
  readonly onSortChange?: (sort: TableSort) => void
  readonly isLoading?: boolean
  /** Placeholder rows while loading (5 on pages, 10 in modals). */
  readonly loadingRows?: number
  readonly emptyText?: string
}

const actionsColumn = "__acciones"

/** A row's key in the table (its element's `data-key`): the id prefixed, apart from the columns' keys. */
export const rowKey = (id: string): string => `fila:${id}`

/**
 * The record table (react-aria Table): arrow keys move between rows and cells, Enter or a click
 * on a row runs its action, sortable headers sort on press, and buttons in a cell are reached
 * with the arrow keys and pressed with Enter or Space without opening the row.
 */
export const DataTable = <T extends object>({
  label,
  columns,
  rows,
  rowId,
  onRowAction,
  actions,
  sort = null,
  onSortChange,
  isLoading = false,
  loadingRows = 5,
  emptyText = messages.sinInformacion,
}: DataTableProps<T>) => {
  const allColumns = actions ? [...columns, { id: actionsColumn, label: messages.acciones }] : columns
  // Rows and columns share one collection of keys: a row whose id equals a column's (a kiosk user
  // named "comodin" beside the Comodin column) would break the table, so row keys are prefixed.
  const keyOf = (row: T): string => rowKey(rowId(row))
  const byId = new Map(rows.map((r) => [keyOf(r), r]))
  return (
    // Wider than its card (a phone), the table scrolls inside it.
    <ScrollBox label={label} className="rounded-lg border border-ink-200 bg-white">
      <Table
        aria-label={label}
        aria-busy={isLoading}
        className="w-full border-collapse text-left text-sm"
        {...(sort ? { sortDescriptor: sort } : {})}
        {...(onSortChange
          ? { onSortChange: (d: { column: string | number; direction: "ascending" | "descending" }) => onSortChange({ column: String(d.column), direction: d.direction }) }
          : {})}
        {...(onRowAction && !isLoading
          ? {
              onRowAction: (key: string | number) => {
                const row = byId.get(String(key))
                if (row) onRowAction(row)
              },
            }
          : {})}
      >
        <TableHeader className="border-b border-ink-200 bg-ink-50">
          {allColumns.map((c) => {
            const column = c as TableColumn<T>
            return (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.isRowHeader ?? false}
                allowsSorting={(column.allowsSorting ?? false) && !isLoading}
                className="px-3 py-2 font-semibold text-ink-700 outline-none data-[allows-sorting]:cursor-pointer"
              >
                {({ sortDirection, allowsSorting }) => (
                  <span className="inline-flex items-center gap-1">
                    {column.label}
                    {allowsSorting ? (
                      <span aria-hidden="true" className="text-ink-600">
                        {sortDirection === "ascending" ? "▲" : sortDirection === "descending" ? "▼" : "↕"}
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            )
          })}
        </TableHeader>
        <TableBody
          className="divide-y divide-ink-100"
          renderEmptyState={() => <p className="px-3 py-6 text-center text-ink-600">{emptyText}</p>}
        >
          {isLoading
            ? Array.from({ length: loadingRows }, (_, i) => `shimmer-${i}`).map((id) => (
                <Row key={id} id={id} className="outline-none">
                  {allColumns.map((c, i) => (
                    <Cell key={c.id} className="px-3 py-2">
                      {i === 0 ? <span className="sr-only">{messages.cargando}</span> : null}
                      <span aria-hidden="true" className="block h-5 animate-pulse rounded bg-ink-200" />
                    </Cell>
                  ))}
                </Row>
              ))
            : rows.map((row) => (
                <Row
                  key={keyOf(row)}
                  id={keyOf(row)}
                  {...(onRowAction ? { "data-opens-record": "" } : {})}
                  className="cursor-pointer outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
                >
                  {allColumns.map((c) => {
                    if (c.id === actionsColumn) {
                      return (
                        // Free space beside the buttons: a cell that holds the keyboard focus is a
                        // target of its own (axe target-size), and its buttons must not cover it.
                        <Cell key={c.id} className="py-1 pr-10 pl-3 outline-none">
                          <div className="flex gap-1">{actions?.(row)}</div>
                        </Cell>
                      )
                    }
                    const column = c as TableColumn<T>
                    const value = (row as Record<string, unknown>)[column.id]
                    return (
                      <Cell key={column.id} className="px-3 py-2 text-ink-900 outline-none focus-visible:outline-3 focus-visible:outline-focus">
                        {column.render ? column.render(row) : value === null || value === undefined ? "" : String(value)}
                      </Cell>
                    )
                  })}
                </Row>
              ))}
        </TableBody>
      </Table>
    </ScrollBox>
  )
}
