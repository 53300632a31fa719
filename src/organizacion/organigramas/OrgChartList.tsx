import { useMemo } from "react"
import { ListLayout, Virtualizer } from "react-aria-components/Virtualizer"
import type { NodoPosicion } from "../../../domain/organizacion/organigramas-api"
import type { PositionTree } from "../../../domain/organizacion/organigramas-rules"
import { Tree, type TreeNode } from "../../ui/Tree"
import { subordinatesText, vacanteText } from "./OrgChartCard"

// "Vista de lista": the same positions and the same expansion as the chart, as a react-aria Tree
// (Up and Down move, Right expands, Left collapses), the accessible version of the chart. A
// collapsed position brings one hidden placeholder instead of its reports (so it shows as
// expandable; expanding it puts the real reports in its place): the collection stays as small as
// what is shown, and opening the tab with 300 rows does not build thousands of hidden ones.

const label = (n: NodoPosicion): string => `${n.n_empleado ?? vacanteText} — ${n.n_posicion}`

const entry = (t: PositionTree<NodoPosicion>): TreeNode => ({
  id: t.node.id_posicion,
  label: label(t.node),
  extra: subordinatesText(t.node.n_subordinados),
  detail: `${t.node.n_puesto} · ${t.node.n_depto}`,
})

/** Never shown: it stands for a collapsed position's reports until the position is expanded. */
const placeholder = (t: PositionTree<NodoPosicion>): TreeNode => ({ id: `${t.node.id_posicion}::subordinados`, label: subordinatesText(t.children.length) })

const items = (forest: ReadonlyArray<PositionTree<NodoPosicion>>, expanded: ReadonlySet<string>): ReadonlyArray<TreeNode> =>
  forest.map((t) => ({
    ...entry(t),
    children: t.children.length === 0 ? [] : expanded.has(t.node.id_posicion) ? items(t.children, expanded) : [placeholder(t)],
  }))

export interface OrgChartListProps {
  readonly forest: ReadonlyArray<PositionTree<NodoPosicion>>
  readonly expanded: ReadonlyArray<string>
  readonly onExpandedChange: (ids: ReadonlyArray<string>) => void
}

export const OrgChartList = ({ forest, expanded, onExpandedChange }: OrgChartListProps) => {
  const nodes = useMemo(() => items(forest, new Set(expanded)), [forest, expanded])
  // Only the rows in view are rendered (hundreds of react-aria rows at once cost a long task): the
  // tree scrolls inside a box of its own, and the virtualizer keeps the keyboard model whole.
  return (
    <div className="[&>[role=treegrid]]:h-[70vh] [&>[role=treegrid]]:min-h-80 [&>[role=treegrid]]:overflow-auto">
      <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: 52 }}>
        <Tree label="Posiciones del organigrama" items={nodes} expandedIds={expanded} onExpandedChange={onExpandedChange} emptyText="No hay posiciones para mostrar" />
      </Virtualizer>
    </div>
  )
}
