export interface MatrixRow {
  readonly id: string
  readonly label: string
}

export interface CheckboxMatrixProps {
  /** The table's caption. */
  readonly caption: string
  readonly rows: ReadonlyArray<MatrixRow>
  readonly columns: ReadonlyArray<MatrixRow>
  readonly isChecked: (row: string, column: string) => boolean
  readonly isEnabled: (row: string, column: string) => boolean
  readonly onChange: (row: string, column: string, checked: boolean) => void
  /** A cell shown as a fixed marker instead of a checkbox ('notify employee' above level 0). */
  readonly fixedCell?: (row: string, column: string) => string | null
}

/**
 * A grid of checkboxes as a real table: row and column headers, and every checkbox labelled
 * with both ("Primer responsable: notificar al empleado"), so each reads well on its own.
 */
export const CheckboxMatrix = ({ caption, rows, columns, isChecked, isEnabled, onChange, fixedCell }: CheckboxMatrixProps) => (
  <table className="w-full border-collapse text-sm">
    <caption className="mb-2 text-left font-semibold text-ink-900">{caption}</caption>
    <thead>
      <tr>
        <td className="border-b border-ink-200" />
        {columns.map((c) => (
          <th key={c.id} scope="col" className="border-b border-ink-200 px-2 py-2 text-center font-medium text-ink-700">
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.id} className="odd:bg-ink-50">
          <th scope="row" className="px-2 py-2 text-left font-medium text-ink-700">
            {r.label}
          </th>
          {columns.map((c) => {
            const fixed = fixedCell?.(r.id, c.id) ?? null
            return (
              <td key={c.id} className="px-2 py-2 text-center">
                {fixed !== null ? (
                  <span role="img" aria-label={`${r.label}: ${c.label}: ${fixed}`} className="font-bold text-brand-700">
                    ✓
                  </span>
                ) : (
                  <input
                    type="checkbox"
                    aria-label={`${r.label}: ${c.label}`}
                    checked={isChecked(r.id, c.id)}
                    disabled={!isEnabled(r.id, c.id)}
                    onChange={(e) => onChange(r.id, c.id, e.currentTarget.checked)}
                    className="h-5 w-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
                  />
                )}
              </td>
            )
          })}
        </tr>
      ))}
    </tbody>
  </table>
)
