import { useId } from "react"
import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { formatCount, formatCountOf } from "../../domain/number-format"

export interface PaginationProps {
  readonly page: number
  readonly pages: number
  readonly total: number
  /** false: `total` are the rows counted so far and more match (a list too long to count). */
  readonly exact?: boolean
  readonly pageSize: number
  readonly pageSizes: ReadonlyArray<number>
  readonly onPageSize: (size: number) => void
  readonly onPrevious: () => void
  readonly onNext: () => void
}

/** Page-size select (5, 10, 15, 20) and Anterior/Siguiente with where the user is. */
export const Pagination = ({ page, pages, total, exact = true, pageSize, pageSizes, onPageSize, onPrevious, onNext }: PaginationProps) => {
  const sizeId = useId()
  // Counted so far: "más de" the rows and the whole pages before the one extra row.
  const where = exact
    ? messages.paginaDe.replace("{page}", formatCount(page)).replace("{pages}", formatCount(pages))
    : messages.paginaDeMasDe.replace("{page}", formatCount(page)).replace("{pages}", formatCount(Math.max(page, Math.floor((total - 1) / pageSize))))
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-700">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{messages.registrosPorPagina}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          className="rounded-md border border-ink-500 bg-white px-2 py-1 text-ink-900"
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <span>{exact ? formatCountOf(total, messages.registro, messages.registros) : messages.masDeRegistros.replace("{n}", formatCount(total - 1))}</span>
      </div>
      <nav aria-label={where} className="flex items-center gap-2">
        <Button variant="secondary" onPress={onPrevious} isDisabled={page <= 1}>
          {messages.anterior}
        </Button>
        <span aria-live="polite">{where}</span>
        <Button variant="secondary" onPress={onNext} isDisabled={page >= pages}>
          {messages.siguiente}
        </Button>
      </nav>
    </div>
  )
}
