import { flextree } from "d3-flextree/build/d3-flextree.js"
import type { NodoPosicion } from "../../../domain/organizacion/organigramas-api"
import type { PositionTree } from "../../../domain/organizacion/organigramas-rules"

// Where each shown card goes. Only what is expanded is laid out (a collapsed chief's people are
// not even visited), and the forest's roots hang from one invisible node so several roots sit
// side by side. d3-flextree computes the positions; React draws the cards, so each stays a real
// focusable button.

export const cardWidth = 224
// Room for a second line at the foot (the subordinates and the search's badge).
export const cardHeight = 128
const gapX = 24
const gapY = 56
const padding = 24

export interface PlacedCard {
  readonly tree: PositionTree<NodoPosicion>
  /** Left and top of the card, in chart pixels. */
  readonly left: number
  readonly top: number
  readonly expanded: boolean
}

export interface PlacedLink {
  readonly from: string
  readonly to: string
  /** An SVG path from the chief's bottom to the report's top. */
  readonly d: string
}

export interface ChartLayout {
  readonly cards: ReadonlyArray<PlacedCard>
  readonly links: ReadonlyArray<PlacedLink>
  readonly width: number
  readonly height: number
}

type Datum = { readonly tree: PositionTree<NodoPosicion> | null; readonly children: ReadonlyArray<PositionTree<NodoPosicion>> }

export const layoutChart = (forest: ReadonlyArray<PositionTree<NodoPosicion>>, expanded: ReadonlySet<string>): ChartLayout => {
  if (forest.length === 0) return { cards: [], links: [], width: 0, height: 0 }
  const layout = flextree<Datum>({ nodeSize: () => [cardWidth + gapX, cardHeight + gapY] })
  const root = layout.hierarchy({ tree: null, children: forest }, (d) => {
    if (d.tree === null) return d.children.map((t) => ({ tree: t, children: t.children }))
    return expanded.has(d.tree.node.id_posicion) ? d.children.map((t) => ({ tree: t, children: t.children })) : null
  })
  layout(root)
  const shown = root.descendants().filter((n) => n.data.tree !== null)
  const minX = Math.min(...shown.map((n) => n.x))
  const maxX = Math.max(...shown.map((n) => n.x))
  const maxY = Math.max(...shown.map((n) => n.y))
  // The invisible root takes the first row: every real card moves up by one row.
  const left = (x: number) => x - minX + padding
  const top = (y: number) => y - (cardHeight + gapY) + padding
  const cards: Array<PlacedCard> = []
  const links: Array<PlacedLink> = []
  for (const n of shown) {
    const tree = n.data.tree as PositionTree<NodoPosicion>
    cards.push({ tree, left: left(n.x), top: top(n.y), expanded: expanded.has(tree.node.id_posicion) && tree.children.length > 0 })
    const parent = n.parent?.data.tree
    if (parent !== null && parent !== undefined && n.parent !== null) {
      const x1 = left(n.parent.x) + cardWidth / 2
      const y1 = top(n.parent.y) + cardHeight
      const x2 = left(n.x) + cardWidth / 2
      const y2 = top(n.y)
      const mid = y1 + gapY / 2
      links.push({ from: parent.node.id_posicion, to: tree.node.id_posicion, d: `M${x1},${y1}V${mid}H${x2}V${y2}` })
    }
  }
  return {
    cards,
    links,
    width: maxX - minX + cardWidth + padding * 2,
    height: maxY - (cardHeight + gapY) + cardHeight + padding * 2,
  }
}
