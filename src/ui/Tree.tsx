import { Button } from "react-aria-components/Button"
import { Collection } from "react-aria-components/Collection"
import { Tree as AriaTree, type Key, TreeItem, TreeItemContent } from "react-aria-components/Tree"
import { classes } from "./classes"

export interface TreeNode {
  readonly id: string
  readonly label: string
  /** Short text after the label, e.g. a headcount ("12 personas"). */
  readonly extra?: string
  /** A second, smaller line under the label (e.g. who is responsible). */
  readonly detail?: string
  readonly children?: ReadonlyArray<TreeNode>
}

export interface TreeProps {
  /** The tree's accessible name. */
  readonly label: string
  readonly items: ReadonlyArray<TreeNode>
  /** Enter or a click on an item; without it Enter only expands and collapses. */
  readonly onAction?: (id: string) => void
  readonly defaultExpandedIds?: ReadonlyArray<string>
  /** Controlled expansion (with onExpandedChange): the page decides what is open, e.g. a search's path. */
  readonly expandedIds?: ReadonlyArray<string>
  readonly onExpandedChange?: (ids: ReadonlyArray<string>) => void
  readonly emptyText?: string
}

const row = ({ isFocusVisible, hasAction }: { readonly isFocusVisible: boolean; readonly hasAction: boolean }): string =>
  classes(
    "flex items-center gap-1 rounded-md py-1 pr-2 text-sm text-ink-900",
    isFocusVisible ? "outline outline-3 -outline-offset-3 outline-focus" : "outline-none",
    hasAction ? "cursor-pointer hover:bg-brand-50" : "cursor-default",
  )

const Chevron = ({ open }: { readonly open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-90" : ""}`} fill="currentColor">
    <path d="M7 5l6 5-6 5V5z" />
  </svg>
)

/**
 * A nested list (react-aria Tree, a treegrid): Up/Down move, Right expands or enters, Left
 * collapses or goes to the parent, Home/End jump; the chevron buttons do the same by pointer.
 */
export const Tree = ({ label, items, onAction, defaultExpandedIds = [], expandedIds, onExpandedChange, emptyText }: TreeProps) => {
  const renderItem = (node: TreeNode) => (
    <TreeItem
      id={node.id}
      textValue={node.label}
      // The row is announced by this name: the label for typeahead, the extra and detail read with it.
      aria-label={[node.label, node.extra, node.detail].filter((t) => t !== undefined && t !== "").join(", ")}
      className={({ isFocusVisible }) => row({ isFocusVisible, hasAction: onAction !== undefined })}
      {...(onAction ? { onAction: () => onAction(node.id) } : {})}
    >
      <TreeItemContent>
        {({ hasChildItems, isExpanded, level }) => (
          <div className="flex min-w-0 flex-1 items-center gap-1" style={{ paddingInlineStart: `${(level - 1) * 1.25}rem` }}>
            {hasChildItems ? (
              <Button slot="chevron" className="flex h-7 w-7 shrink-0 items-center justify-center rounded text-ink-600 outline-none hover:bg-ink-100">
                <Chevron open={isExpanded} />
              </Button>
            ) : (
              <span aria-hidden="true" className="w-7 shrink-0" />
            )}
            {node.detail === undefined ? (
              <span className="min-w-0 truncate">{node.label}</span>
            ) : (
              <span className="flex min-w-0 flex-col">
                <span className="break-words sm:truncate">{node.label}</span>
                <span className="break-words text-xs text-ink-600 sm:truncate">{node.detail}</span>
              </span>
            )}
            {node.extra !== undefined ? <span className="ml-auto shrink-0 pl-3 text-ink-600">{node.extra}</span> : null}
          </div>
        )}
      </TreeItemContent>
      {node.children !== undefined && node.children.length > 0 ? <Collection items={node.children}>{renderItem}</Collection> : null}
    </TreeItem>
  )
  return (
    <AriaTree
      aria-label={label}
      items={items}
      {...(expandedIds === undefined
        ? { defaultExpandedKeys: defaultExpandedIds }
        : { expandedKeys: expandedIds, onExpandedChange: (keys: Set<Key>) => onExpandedChange?.([...keys].map(String)) })}
      selectionMode="none"
      className="flex flex-col gap-0.5 rounded-lg border border-ink-200 bg-white p-1 outline-none focus-visible:outline-3 focus-visible:outline-focus"
      {...(emptyText !== undefined ? { renderEmptyState: () => <p className="px-3 py-4 text-sm text-ink-600">{emptyText}</p> } : {})}
    >
      {renderItem}
    </AriaTree>
  )
}
