import { useId } from "react"
import { messages } from "../../domain/messages"
import { Button } from "./Button"
import { formatCount, formatCountOf } from "../../domain/number-format"

export interface PaginationProps {
  readonly page: number
  readonly pages: number
  readonly total: number
  readonly pageSize: number
  readonly pageSizes: ReadonlyArray<number>
  readonly onPageSize: (size: number) => void
  readonly onPrevious: () => void
  readonly onNext: () => void
}

/** Page-size select (5, 10, 15, 20) and Anterior/Siguiente with where the user is. */
export const Pagination = ({ page, pages, total, pageSize, pageSizes, onPageSize, onPrevious, onNext }: PaginationProps) => {
  const sizeId = useId()
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
        <span>{formatCountOf(total, messages.registro, messages.registros)}</span>
      </div>
      <nav aria-label={messages.paginaDe.replace("{page}", formatCount(page)).replace("{pages}", formatCount(pages))} className="flex items-center gap-2">
        <Button variant="secondary" onPress={onPrevious} isDisabled={page <= 1}>
          {messages.anterior}
        </Button>
        <span aria-live="polite">{messages.paginaDe.replace("{page}", formatCount(page)).replace("{pages}", formatCount(pages))}</span>
        <Button variant="secondary" onPress={onNext} isDisabled={page >= pages}>
          {messages.siguiente}
        </Button>
      </nav>
    </div>
  )
}
