import { useSelector } from "@xstate/react"
import type { ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { messages } from "../../domain/messages"
import { type ListRow, type PageSize, type listPageMachine, loadingRows, pageSizes, visibleRows } from "../../machines/listPage"
import { Button } from "../ui/Button"
import { DataTable, type TableColumn } from "../ui/DataTable"
import { ExportButton } from "../ui/ExportButton"
import { Pagination } from "../ui/Pagination"
import { TextField } from "../ui/TextField"

export interface RecordListProps<Row extends ListRow> {
  readonly list: ActorRefFrom<typeof listPageMachine>
  readonly label: string
  readonly columns: ReadonlyArray<TableColumn<Row>>
  readonly rowId: (row: Row) => string
  readonly onAdd?: () => void
  readonly addLabel?: string
  readonly onExport: () => Promise<void>
  readonly onRowAction?: (row: Row) => void
  readonly actions?: (row: Row) => ReactNode
  /** Above the table, e.g. the kiosk filter panel. */
  readonly before?: ReactNode
}

/** The record-page layout: search, add and export, the table, then page size and paging. */
export const RecordList = <Row extends ListRow>({
  list,
  label,
  columns,
  rowId,
  onAdd,
  addLabel = messages.agregar,
  onExport,
  onRowAction,
  actions,
  before,
}: RecordListProps<Row>) => {
  const context = useSelector(list, (s) => s.context)
  const loading = useSelector(list, (s) => s.matches("loading"))
  const view = visibleRows(context)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm">
          <TextField label={messages.buscar} type="search" value={context.search} onChange={(value) => list.send({ type: "SEARCH", value })} />
        </div>
        <div className="flex gap-2">
          <ExportButton onExport={onExport} />
          {onAdd ? <Button onPress={onAdd}>{addLabel}</Button> : null}
        </div>
      </div>
      {before}
      <DataTable<Row>
        label={label}
        columns={columns}
        rows={view.rows as ReadonlyArray<Row>}
        rowId={rowId}
        isLoading={loading}
        loadingRows={loadingRows}
        sort={context.sort}
        onSortChange={(sort) => list.send({ type: "SORT", sort })}
        {...(onRowAction ? { onRowAction } : {})}
        {...(actions ? { actions } : {})}
      />
      <Pagination
        page={view.page}
        pages={view.pages}
        total={view.total}
        pageSize={context.pageSize}
        pageSizes={pageSizes}
        onPageSize={(size) => list.send({ type: "PAGE_SIZE", size: size as PageSize })}
        onPrevious={() => list.send({ type: "PREVIOUS" })}
        onNext={() => list.send({ type: "NEXT" })}
      />
    </div>
  )
}
