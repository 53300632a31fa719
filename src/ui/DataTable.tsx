import { type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from "react"
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

const tabbable = "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])"
/** The grid's own stops: its rows, their cells and the column headers. */
const stops = "thead th, tbody tr[data-key], tbody tr[data-key] > *"
/** The one stop of the grid the Tab key reaches. */
const currentStop = (grid: HTMLElement): HTMLElement | undefined => [...grid.querySelectorAll<HTMLElement>(stops)].find((el) => el.tabIndex === 0)

type Direction = "ascending" | "descending"

const nextSort = (sort: TableSort | null, column: string): TableSort => ({
  column,
  direction: sort?.column === column && sort.direction === "ascending" ? "descending" : "ascending",
})

/**
 * The record table, an ARIA grid in plain elements (react-aria's table brought its collections,
 * selection and drag-and-drop code to every list): one stop of the Tab key, which the arrow keys
 * move between rows, from a row into its cells and a cell's buttons, and up to the sortable column
 * headers; Home and End go to the first and last row; typing a name's first letters goes to its
 * row. Enter or a click on a row runs its action, Enter or a click on a sortable header sorts, and
 * a cell's buttons are pressed without opening the row.
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
  const allColumns: ReadonlyArray<TableColumn<T>> = actions ? [...columns, { id: actionsColumn, label: messages.acciones }] : columns
  // Rows and columns share one collection of keys: a row whose id equals a column's (a kiosk user
  // named "comodin" beside the Comodin column) would break the table, so row keys are prefixed.
  const keyOf = (row: T): string => rowKey(rowId(row))
  const byKey = new Map(rows.map((r) => [keyOf(r), r]))
  const table = useRef<HTMLTableElement>(null)
  const typed = useRef({ text: "", at: 0 })
  const rowAction = onRowAction !== undefined && !isLoading ? onRowAction : undefined
  const sortable = (column: TableColumn<T>) => (column.allowsSorting ?? false) && !isLoading && onSortChange !== undefined
  const sortBy = (column: TableColumn<T>) => onSortChange?.(nextSort(sort, column.id))

  // One stop of the Tab key: the element last focused in the grid, else its first row. A header is
  // the stop only while the user is on it or the grid has no rows (an empty list is still reached).
  useLayoutEffect(() => {
    const grid = table.current
    if (grid === null) return
    const current = currentStop(grid)
    const firstRow = grid.querySelector<HTMLElement>("tbody tr[data-key]")
    const idleHeader = current?.closest("thead") != null && !current.contains(document.activeElement)
    if (current !== undefined && !(idleHeader && firstRow !== null)) return
    current?.setAttribute("tabindex", "-1")
    ;(firstRow ?? grid.querySelector<HTMLElement>("thead th"))?.setAttribute("tabindex", "0")
  })

  // Where the focus was in the grid: a list read again draws its rows anew (its loading rows in
  // between), and a dialog opened from a row may close after its row was drawn anew; the focus,
  // left on the page's body, comes back to the same row and button. Moving elsewhere on the page
  // (not into a dialog) forgets it.
  const lastFocus = useRef<{ readonly element: HTMLElement; readonly key: string | null; readonly label: string | null; readonly column: number } | null>(null)
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const element = event.target as HTMLElement
    const row = element.closest<HTMLElement>("tbody tr[data-key]")
    const cell = row === null ? null : ([...row.children].find((c) => c.contains(element)) ?? null)
    lastFocus.current = {
      element,
      key: row?.dataset.key ?? null,
      label: element.tagName === "BUTTON" ? element.getAttribute("aria-label") : null,
      column: row === null || cell === null ? -1 : [...row.children].indexOf(cell),
    }
  }
  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    const to = event.relatedTarget as HTMLElement | null
    if (to !== null && !event.currentTarget.contains(to) && to.closest("[role=dialog], [role=alertdialog]") === null) lastFocus.current = null
  }
  const restoreFocus = () => {
    const grid = table.current
    const last = lastFocus.current
    if (grid === null || last === null || last.element.isConnected || last.key === null) return
    if (document.activeElement !== null && document.activeElement !== document.body) return
    const row = grid.querySelector<HTMLElement>(`tbody tr[data-key="${CSS.escape(last.key)}"]`)
    if (row === null) return
    const cell = last.column < 0 ? undefined : cellsOf(row)[last.column]
    const button = last.label === null ? null : row.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(last.label)}"]`)
    focusStop(cell ?? row)
    if (button !== null && !button.hasAttribute("disabled")) button.focus()
  }
  const restoreLater = useRef(restoreFocus)
  useLayoutEffect(() => {
    restoreLater.current = restoreFocus
    restoreFocus()
  })
  // A dialog that closes (its portal leaves the body) may leave the focus on the body without the
  // table being drawn again.
  useEffect(() => {
    let frame = 0
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => restoreLater.current())
    })
    observer.observe(document.body, { childList: true })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [])

  /** Moves the grid's one Tab stop to an element of the grid and focuses it (or its first button). */
  const focusStop = (target: HTMLElement | null | undefined) => {
    const grid = table.current
    if (grid === null || target === null || target === undefined) return
    const current = currentStop(grid)
    if (current !== target) current?.setAttribute("tabindex", "-1")
    target.setAttribute("tabindex", "0")
    const inner = target.tagName === "TR" ? null : target.querySelector<HTMLElement>(tabbable)
    ;(inner ?? target).focus()
  }

  const rowsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>("tbody tr[data-key]")]
  const headers = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>("thead th")]
  const cellsOf = (row: Element) => [...row.children] as Array<HTMLElement>

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const grid = table.current
    const active = document.activeElement as HTMLElement | null
    if (grid === null || active === null || !grid.contains(active)) return
    if (event.key === "Tab") {
      // The grid is one stop: Tab leaves it from wherever the focus is inside it.
      if (event.shiftKey) grid.focus()
      else {
        const inside = [...grid.querySelectorAll<HTMLElement>(tabbable)]
        inside.at(-1)?.focus()
      }
      return
    }
    // A field in a cell keeps its own keys (the caret, its options).
    if (active.matches("input:not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable=true]")) return
    const header = active.closest<HTMLElement>("thead th")
    const row = active.closest<HTMLElement>("tbody tr[data-key]")
    const cell = header ?? (row === null ? null : (cellsOf(row).find((c) => c.contains(active)) ?? null))
    const onRow = row !== null && active === row
    const allRows = rowsOf(grid)
    const rowIndex = row === null ? -1 : allRows.indexOf(row)
    const column = cell === null ? -1 : cellsOf(cell.parentElement as Element).indexOf(cell)
    const inCell = (r: HTMLElement | undefined, c: number) => (r === undefined ? undefined : cellsOf(r)[Math.min(c, cellsOf(r).length - 1)])
    const move = (target: HTMLElement | null | undefined) => {
      event.preventDefault()
      focusStop(target)
    }
    switch (event.key) {
      case "ArrowDown": {
        if (header !== null) return move(inCell(allRows[0], column))
        const next = allRows[rowIndex + 1]
        if (next === undefined) return event.preventDefault()
        return move(onRow ? next : inCell(next, column))
      }
      case "ArrowUp": {
        if (header !== null) return event.preventDefault()
        const previous = allRows[rowIndex - 1]
        if (previous === undefined) return move(onRow ? headers(grid)[0] : headers(grid)[column])
        return move(onRow ? previous : inCell(previous, column))
      }
      case "ArrowRight":
      case "ArrowLeft": {
        const forward = event.key === "ArrowRight"
        if (onRow) return move(forward ? cellsOf(row)[0] : cellsOf(row).at(-1))
        if (cell === null) return
        // Between the buttons of one cell first, then to the neighbouring cell (or back to the row).
        const inner = [...cell.querySelectorAll<HTMLElement>(tabbable)]
        const at = inner.indexOf(active)
        const sibling = at < 0 ? undefined : inner[forward ? at + 1 : at - 1]
        if (sibling !== undefined) {
          event.preventDefault()
          sibling.focus()
          return
        }
        const siblings = cellsOf(cell.parentElement as Element)
        const neighbour = siblings[forward ? column + 1 : column - 1]
        if (neighbour !== undefined) return move(neighbour)
        return header !== null ? event.preventDefault() : move(row)
      }
      case "Home":
      case "End": {
        const target = event.key === "Home" ? allRows[0] : allRows.at(-1)
        return target === undefined ? undefined : move(target)
      }
      case "Enter":
      case " ": {
        if (active.matches(tabbable) && active !== row && active !== cell) return
        if (header !== null) {
          const sortColumn = allColumns[column]
          if (sortColumn !== undefined && sortable(sortColumn)) {
            event.preventDefault()
            sortBy(sortColumn)
          }
          return
        }
        if (event.key === "Enter" && row !== null && rowAction !== undefined) {
          const record = byKey.get(row.dataset.key ?? "")
          if (record !== undefined) {
            event.preventDefault()
            rowAction(record)
          }
        }
        return
      }
      default: {
        // Typing a row's first letters goes to it.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === " ") return
        const now = Date.now()
        typed.current = { text: (now - typed.current.at > 800 ? "" : typed.current.text) + event.key.toLocaleLowerCase("es-MX"), at: now }
        const text = typed.current.text
        const named = (r: HTMLElement) => (r.querySelector("th") ?? r).textContent?.trim().toLocaleLowerCase("es-MX").startsWith(text) ?? false
        const found = [...allRows.slice(rowIndex + (text.length === 1 ? 1 : 0)), ...allRows].find(named)
        if (found !== undefined) move(found)
      }
    }
  }

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, record: T) => {
    // A press of a button in the row is the button's own.
    const pressed = (event.target as HTMLElement).closest("button, a[href], input, select, textarea, label")
    if (pressed !== null && event.currentTarget.contains(pressed)) return
    focusStop(event.currentTarget)
    rowAction?.(record)
  }

  return (
    // Wider than its card (a phone), the table scrolls inside it.
    <ScrollBox label={label} className="rounded-lg border border-ink-200 bg-white">
      <table
        ref={table}
        role="grid"
        aria-label={label}
        aria-busy={isLoading}
        aria-rowcount={(isLoading ? loadingRows : rows.length) + 1}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        className="w-full border-collapse text-left text-sm outline-none"
      >
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr role="row">
            {allColumns.map((column) => {
              const canSort = sortable(column)
              const direction: Direction | undefined = sort?.column === column.id ? sort.direction : undefined
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  tabIndex={-1}
                  {...(column.allowsSorting === true ? { "aria-sort": direction ?? "none" } : {})}
                  {...(canSort ? {
                        "data-allows-sorting": "true",
                        onClick: (e: MouseEvent<HTMLElement>) => {
                          focusStop(e.currentTarget)
                          sortBy(column)
                        },
                      } : {})}
                  className="px-3 py-2 font-semibold text-ink-700 outline-none data-[allows-sorting]:cursor-pointer focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
                >
                  <span className="inline-flex items-center gap-1">
                    {column.label}
                    {column.allowsSorting === true ? (
                      <span aria-hidden="true" className="text-ink-600">
                        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
                      </span>
                    ) : null}
                  </span>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {isLoading ? (
            Array.from({ length: loadingRows }, (_, i) => `shimmer-${i}`).map((id) => (
              <tr key={id} role="row" data-key={id} tabIndex={-1} className="outline-none">
                {allColumns.map((c, i) => (
                  <td key={c.id} role="gridcell" tabIndex={-1} className="px-3 py-2">
                    {i === 0 ? <span className="sr-only">{messages.cargando}</span> : null}
                    <span aria-hidden="true" className="block h-5 animate-pulse rounded bg-ink-200" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr role="row" tabIndex={-1}>
              <td role="gridcell" tabIndex={-1} colSpan={allColumns.length}>
                <p className="px-3 py-6 text-center text-ink-600">{emptyText}</p>
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = keyOf(row)
              return (
                <tr
                  key={key}
                  role="row"
                  data-key={key}
                  tabIndex={-1}
                  {...(onRowAction ? { "data-opens-record": "" } : {})}
                  onClick={(e) => onRowClick(e, row)}
                  className="cursor-pointer outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
                >
                  {allColumns.map((column) => {
                    if (column.id === actionsColumn) {
                      return (
                        // Free space beside the buttons: a cell that holds the keyboard focus is a
                        // target of its own (axe target-size), and its buttons must not cover it.
                        <td key={column.id} role="gridcell" tabIndex={-1} className="py-1 pr-10 pl-3 outline-none">
                          <div className="flex gap-1">{actions?.(row)}</div>
                        </td>
                      )
                    }
                    const value = (row as Record<string, unknown>)[column.id]
                    const content = column.render ? column.render(row) : value === null || value === undefined ? "" : String(value)
                    const cellClass = "px-3 py-2 text-ink-900 outline-none focus-visible:outline-3 focus-visible:outline-focus"
                    return column.isRowHeader === true ? (
                      <th key={column.id} role="rowheader" scope="row" tabIndex={-1} className={`${cellClass} font-normal`}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} role="gridcell" tabIndex={-1} className={cellClass}>
                        {content}
                      </td>
                    )
                  })}
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </ScrollBox>
  )
}
