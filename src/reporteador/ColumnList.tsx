import { Button } from "react-aria-components/Button"
import { GridList, GridListItem } from "react-aria-components/GridList"
import { DropIndicator, isTextDropItem, useDragAndDrop } from "react-aria-components/useDragAndDrop"
import type { DropItem, ItemDropTarget } from "react-aria-components/useDragAndDrop"
import type { ReportColumn } from "../../domain/reporteador/reporteador"
import { messages } from "../../domain/messages"

// One of the builder's two lists: a react-aria GridList whose rows are dragged
// between the lists and reordered with the mouse, or with the keyboard through each row's drag
// button (Enter to pick up, Tab to a drop position, Enter to drop). Arrow keys pick a column
// for the move buttons. Every drop becomes one `onMove(column, index)`.

/** Our own drag type: a drop from anywhere else (text, files) is not accepted. */
const dragType = "application/x-capital-humano-columna"

export interface ColumnListProps {
  readonly headingId: string
  readonly columns: ReadonlyArray<ReportColumn>
  readonly picked: string | null
  readonly onPick: (column: string | null) => void
  /** Put this column into this list at this index (the end when undefined). */
  readonly onMove: (column: string, index?: number) => void
}

const droppedColumn = async (items: ReadonlyArray<DropItem>): Promise<string | null> => {
  const item = items.find(isTextDropItem)
  return item === undefined ? null : item.getText(dragType)
}

export const ColumnList = ({ headingId, columns, picked, onPick, onMove }: ColumnListProps) => {
  const ids = columns.map((c) => c.id)
  // The index the column takes in the list once it is out of its old place.
  const indexAt = (column: string, target: ItemDropTarget) => {
    const rest = ids.filter((id) => id !== column)
    const at = rest.indexOf(String(target.key))
    return at === -1 ? undefined : at + (target.dropPosition === "after" ? 1 : 0)
  }
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        [dragType]: String(key),
        "text/plain": columns.find((c) => c.id === key)?.label ?? String(key),
      })),
    acceptedDragTypes: [dragType],
    getDropOperation: () => "move",
    onReorder: (e) => {
      const column = [...e.keys][0]
      if (column !== undefined) onMove(String(column), indexAt(String(column), e.target))
    },
    onInsert: async (e) => {
      const column = await droppedColumn(e.items)
      if (column !== null) onMove(column, indexAt(column, e.target))
    },
    onRootDrop: async (e) => {
      const column = await droppedColumn(e.items)
      if (column !== null) onMove(column)
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className="h-0.5 rounded bg-transparent data-[drop-target]:bg-brand-700" />
    ),
  })

  return (
    <GridList
      aria-labelledby={headingId}
      items={columns}
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection={false}
      selectedKeys={picked === null ? [] : [picked]}
      onSelectionChange={(keys) => {
        const first = keys === "all" ? undefined : [...keys][0]
        onPick(first === undefined ? null : String(first))
      }}
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => <p className="px-3 py-6 text-center text-sm text-ink-600">{messages.sinColumnas}</p>}
      className="flex min-h-64 flex-col gap-1 rounded-md border border-ink-300 bg-white p-2 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus data-[drop-target]:border-brand-700 data-[drop-target]:bg-brand-50"
    >
      {(column) => (
        <GridListItem
          id={column.id}
          textValue={column.label}
          className="flex cursor-grab items-center gap-2 rounded-md border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 outline-none data-[dragging]:opacity-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[selected]:border-brand-700 data-[selected]:bg-brand-50 data-[selected]:font-semibold"
        >
          <Button slot="drag" className="rounded px-1 text-ink-600 outline-none hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-focus">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              <circle cx="9" cy="6" r="1.5" />
              <circle cx="15" cy="6" r="1.5" />
              <circle cx="9" cy="12" r="1.5" />
              <circle cx="15" cy="12" r="1.5" />
              <circle cx="9" cy="18" r="1.5" />
              <circle cx="15" cy="18" r="1.5" />
            </svg>
          </Button>
          <span>{column.label}</span>
        </GridListItem>
      )}
    </GridList>
  )
}
