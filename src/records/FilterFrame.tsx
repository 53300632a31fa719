import type { ReactNode } from "react"
import { Button } from "../ui/Button"
import { FilterProblems } from "./FilterProblems"
import { recordText } from "./record-text"

/**
 * A list's collapsible filter panel: the inputs a page gives, Aplicar, Limpiar (left out without
 * `onClear`) and the server's problems with the query under them. With `onToggle` the panel
 * follows its own open state and draws the inputs only while open, so a closed panel loads no
 * lookup; without it the browser opens and closes it.
 */
export const FilterFrame = ({
  open,
  onToggle,
  problems,
  onApply,
  onClear,
  children,
}: {
  readonly open: boolean
  readonly onToggle?: (open: boolean) => void
  readonly problems: ReadonlyArray<string>
  readonly onApply: () => void
  readonly onClear?: () => void
  readonly children: ReactNode
}) => (
  <details
    open={open}
    {...(onToggle === undefined ? {} : { onToggle: (e: { readonly currentTarget: HTMLDetailsElement }) => onToggle(e.currentTarget.open) })}
    className="rounded-md border border-ink-200 bg-white"
  >
    <summary className="cursor-pointer px-3 py-2 font-semibold text-ink-900">{recordText.filtros}</summary>
    {open || onToggle === undefined ? (
      <form
        className="flex flex-wrap items-end gap-3 px-3 pb-3"
        onSubmit={(e) => {
          e.preventDefault()
          onApply()
        }}
      >
        {children}
        <Button type="submit">{recordText.aplicar}</Button>
        {onClear === undefined ? null : (
          <Button variant="secondary" onPress={onClear}>
            {recordText.limpiar}
          </Button>
        )}
      </form>
    ) : null}
    <FilterProblems problems={problems} />
  </details>
)
