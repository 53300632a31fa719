import { foldText } from "../records/fold"
import { type FlatTreeKeys, childrenIndex, keptTrees, pathUp } from "./flat-tree"

// The org chart as the client (and the server's exports) see it: the server answers positions
// flat, each with its chief's id (null for a root), and these functions make the forest, hide
// the vacant seats nobody hangs from, find a person or a position with the way down to it, and
// keep the number of rendered cards under a cap (DOMAIN-MX 3.8: about 500; beyond that the chart
// collapses and suggests a department). They never trust the pointers to form a tree: a chief
// that is not in the list makes a root, and a loop in stored data is cut instead of looping.

/** About this many cards stay fast and readable; more collapse and suggest a department. */
export const chartCardCap = 500

export interface FlatPosition {
  readonly id_posicion: string
  readonly id_posicion_jefe: string | null
  readonly n_posicion: string
  readonly id_empleado: number | null
  readonly n_empleado: string | null
  readonly n_puesto: string
}

export interface PositionTree<N extends FlatPosition> {
  readonly node: N
  readonly children: ReadonlyArray<PositionTree<N>>
}

const byName = (a: FlatPosition, b: FlatPosition): number =>
  a.n_posicion.localeCompare(b.n_posicion, "es") || (a.id_posicion < b.id_posicion ? -1 : a.id_posicion > b.id_posicion ? 1 : 0)

const positionKeys: FlatTreeKeys<FlatPosition, string> = { id: (n) => n.id_posicion, parent: (n) => n.id_posicion_jefe }

/**
 * The forest of a flat list, every level by position name. A position whose chief is not in the
 * list is a root; positions on a loop become roots too (the first by name of each loop), so every
 * position appears exactly once.
 */
export const buildOrgForest = <N extends FlatPosition>(nodes: ReadonlyArray<N>): ReadonlyArray<PositionTree<N>> => {
  const index = childrenIndex<N, string>(nodes, positionKeys, byName)
  const placed = new Set<string>()
  // Iterative, so a chain thousands deep in damaged data cannot overflow the stack.
  const grow = (root: N): PositionTree<N> => {
    placed.add(root.id_posicion)
    const top: { node: N; children: Array<PositionTree<N>> } = { node: root, children: [] }
    const pending: Array<{ node: N; children: Array<PositionTree<N>> }> = [top]
    while (pending.length > 0) {
      const current = pending.pop() as { node: N; children: Array<PositionTree<N>> }
      for (const child of index.get(current.node.id_posicion) ?? []) {
        if (placed.has(child.id_posicion)) continue
        placed.add(child.id_posicion)
        const made = { node: child, children: [] }
        current.children.push(made)
        pending.push(made)
      }
    }
    return top
  }
  const forest = (index.get(null) ?? []).map(grow)
  for (const n of [...nodes].sort(byName)) {
    if (!placed.has(n.id_posicion)) forest.push(grow(n))
  }
  return forest
}

/** Whether a seat has nobody in it on the chart's date. */
export const isVacant = (node: FlatPosition): boolean => node.id_empleado === null

/**
 * The forest without vacant seats, except those that still have someone under them (hiding a
 * vacant chief would cut his people loose from the tree).
 */
export const withoutVacancies = <N extends FlatPosition>(forest: ReadonlyArray<PositionTree<N>>): ReadonlyArray<PositionTree<N>> => {
  const prune = (tree: PositionTree<N>): PositionTree<N> | undefined => {
    const children = keptTrees(tree.children, prune)
    return isVacant(tree.node) && children.length === 0 ? undefined : { node: tree.node, children }
  }
  return keptTrees(forest, prune)
}

/** Every tree of the forest, parents before children, with its level (roots at 1). */
export const preorder = <N extends FlatPosition>(forest: ReadonlyArray<PositionTree<N>>): ReadonlyArray<{ readonly tree: PositionTree<N>; readonly level: number }> => {
  const out: Array<{ tree: PositionTree<N>; level: number }> = []
  const pending: Array<{ tree: PositionTree<N>; level: number }> = [...forest].reverse().map((tree) => ({ tree, level: 1 }))
  while (pending.length > 0) {
    const current = pending.pop() as { tree: PositionTree<N>; level: number }
    out.push(current)
    for (let i = current.tree.children.length - 1; i >= 0; i--) {
      const child = current.tree.children[i]
      if (child !== undefined) pending.push({ tree: child, level: current.level + 1 })
    }
  }
  return out
}

/** The chiefs (positions with someone under them), in tree order: the PDF's pages. */
export const chiefsOf = <N extends FlatPosition>(forest: ReadonlyArray<PositionTree<N>>): ReadonlyArray<PositionTree<N>> =>
  preorder(forest)
    .map((p) => p.tree)
    .filter((t) => t.children.length > 0)

/** Ids of every position that has someone under it: what a full expansion opens. */
export const chiefIds = (forest: ReadonlyArray<PositionTree<FlatPosition>>): ReadonlyArray<string> => chiefsOf(forest).map((t) => t.node.id_posicion)

/** The positions from the topmost reachable chief down to `id`, itself last; empty if absent. */
export const pathToPosition = <N extends FlatPosition>(nodes: ReadonlyArray<N>, id: string): ReadonlyArray<N> => pathUp<N, string>(nodes, id, positionKeys)

/** Whether a position matches a search: its occupant, its name, its puesto or its key, without accents or case. */
export const positionMatches = (node: FlatPosition, term: string): boolean => {
  const folded = foldText(term.trim())
  if (folded === "") return false
  return [node.n_empleado ?? "", node.n_posicion, node.n_puesto, node.id_posicion].some((t) => foldText(t).includes(folded))
}

export interface ChartSearch {
  /** The matching positions, in tree order. */
  readonly matches: ReadonlyArray<string>
  /** The matches and every chief above them: the highlighted path. */
  readonly path: ReadonlyArray<string>
  /** The chiefs above a match: expanding them shows every match. */
  readonly revealed: ReadonlyArray<string>
}

const noSearch: ChartSearch = { matches: [], path: [], revealed: [] }

/** The matches of a term in the forest, with the way down to each. An empty term finds nothing. */
export const searchChart = <N extends FlatPosition>(forest: ReadonlyArray<PositionTree<N>>, term: string): ChartSearch => {
  if (foldText(term.trim()) === "") return noSearch
  const matches: Array<string> = []
  const path = new Set<string>()
  const revealed = new Set<string>()
  const chain: Array<string> = []
  // Depth-first with an explicit stack; `chain` holds the chiefs above the current position.
  const pending: Array<{ tree: PositionTree<N>; depth: number }> = [...forest].reverse().map((tree) => ({ tree, depth: 0 }))
  while (pending.length > 0) {
    const { tree, depth } = pending.pop() as { tree: PositionTree<N>; depth: number }
    chain.length = depth
    if (positionMatches(tree.node, term)) {
      matches.push(tree.node.id_posicion)
      path.add(tree.node.id_posicion)
      for (const id of chain) {
        path.add(id)
        revealed.add(id)
      }
    }
    chain.push(tree.node.id_posicion)
    for (let i = tree.children.length - 1; i >= 0; i--) {
      const child = tree.children[i]
      if (child !== undefined) pending.push({ tree: child, depth: depth + 1 })
    }
  }
  return { matches, path: [...path], revealed: [...revealed] }
}

/** How many cards show: the roots, and the children of every expanded position that shows. */
export const visibleCount = (forest: ReadonlyArray<PositionTree<FlatPosition>>, expanded: ReadonlySet<string>): number => {
  let count = 0
  const pending = [...forest]
  while (pending.length > 0) {
    const tree = pending.pop() as PositionTree<FlatPosition>
    count += 1
    if (expanded.has(tree.node.id_posicion)) pending.push(...tree.children)
  }
  return count
}

export interface Expansion {
  readonly expanded: ReadonlyArray<string>
  /** True when the cap stopped it: some of what was asked stays closed. */
  readonly capped: boolean
}

/**
 * Opens the forest level by level, `levels` levels deep (Infinity: all), while the cards shown
 * stay within `cap`: a level that would pass it stays closed whole, so the chart never shows half
 * a level.
 */
export const expandLevels = (forest: ReadonlyArray<PositionTree<FlatPosition>>, levels: number, cap = chartCardCap): Expansion => {
  const expanded: Array<string> = []
  let shown = forest.length
  let frontier = forest.filter((t) => t.children.length > 0)
  let level = 1
  while (frontier.length > 0 && level < levels) {
    const added = frontier.reduce((n, t) => n + t.children.length, 0)
    if (shown + added > cap) return { expanded, capped: true }
    shown += added
    expanded.push(...frontier.map((t) => t.node.id_posicion))
    frontier = frontier.flatMap((t) => t.children.filter((c) => c.children.length > 0))
    level += 1
  }
  return { expanded, capped: false }
}

/** Whether adding `ids` to the expanded set keeps the cards shown within the cap. */
export const fitsCap = (forest: ReadonlyArray<PositionTree<FlatPosition>>, expanded: ReadonlyArray<string>, cap = chartCardCap): boolean =>
  visibleCount(forest, new Set(expanded)) <= cap
