import type { ReactNode } from "react"
import { messages } from "../../domain/messages"
import { HeaderCells } from "./HeaderCells"

// A table of rows to tick, with a first column of checkboxes and one to tick them all: a
// profile's options, a role's work centres.

const cell = "border-b border-ink-100 px-3 py-1.5 text-left"

export interface TickRow<Id extends string | number> {
  readonly id: Id
  /** The checkbox's accessible name. */
  readonly label: string
  readonly checked: boolean
  readonly cells: ReadonlyArray<ReactNode>
}

export const TickTable = <Id extends string | number>({
  headers,
  rows,
  allChecked,
  onToggleAll,
  onToggle,
}: {
  readonly headers: ReadonlyArray<string>
  readonly rows: ReadonlyArray<TickRow<Id>>
  readonly allChecked: boolean
  readonly onToggleAll: (checked: boolean) => void
  readonly onToggle: (id: Id, checked: boolean) => void
}) => (
  <table className="w-full text-sm">
    <thead>
      <tr>
        <th scope="col" className={`${cell} w-12`}>
          <input
            type="checkbox"
            aria-label={messages.seleccionarTodos}
            checked={allChecked}
            onChange={(e) => onToggleAll(e.currentTarget.checked)}
            className="h-5 w-5 accent-brand-700"
          />
        </th>
        <HeaderCells labels={headers} className={cell} />
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.id}>
          <td className={cell}>
            <input
              type="checkbox"
              aria-label={r.label}
              checked={r.checked}
              onChange={(e) => onToggle(r.id, e.currentTarget.checked)}
              className="h-5 w-5 accent-brand-700"
            />
          </td>
          {r.cells.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
            <td key={i} className={cell}>
              {c}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
)
