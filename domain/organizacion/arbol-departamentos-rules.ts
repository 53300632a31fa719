import { foldText } from "../records/fold"
import { type FlatTreeKeys, childrenIndex, keptTrees, pathUp } from "./flat-tree"

// The department tree as the client sees it: the server answers departments flat, each with its
// parent's id (null for a root), and these functions make the forest, the path to a node, the
// search that keeps the way down to every match, and the parents a department may move under.
// They never trust the pointers to form a tree: a parent that is not in the list makes a root,
// and a loop in stored data (which the server refuses to create) is cut instead of looping.

export interface FlatDepartment {
  readonly id_depto: number
  readonly id_depto_padre: number | null
  readonly n_depto: string
  readonly id_empresa: number
}

export interface DepartmentTree<N extends FlatDepartment> {
  readonly node: N
  readonly children: ReadonlyArray<DepartmentTree<N>>
}

const byName = (a: FlatDepartment, b: FlatDepartment): number => a.n_depto.localeCompare(b.n_depto, "es") || a.id_depto - b.id_depto

const departmentKeys: FlatTreeKeys<FlatDepartment, number> = { id: (n) => n.id_depto, parent: (n) => n.id_depto_padre }

/** Children of each parent id, by name; the key null holds the departments whose parent is absent. */
const childrenOf = <N extends FlatDepartment>(nodes: ReadonlyArray<N>): Map<number | null, Array<N>> => childrenIndex<N, number>(nodes, departmentKeys, byName)

/**
 * The forest of a flat list: roots and every level by name. A department whose parent is not in
 * the list is a root. Departments on a loop (unreachable from any root) become roots too, the
 * first by name of each loop, so every department appears exactly once.
 */
export const buildForest = <N extends FlatDepartment>(nodes: ReadonlyArray<N>): ReadonlyArray<DepartmentTree<N>> => {
  const index = childrenOf(nodes)
  const placed = new Set<number>()
  const grow = (node: N): DepartmentTree<N> => {
    placed.add(node.id_depto)
    const children = (index.get(node.id_depto) ?? []).filter((c) => !placed.has(c.id_depto)).map(grow)
    return { node, children }
  }
  const forest = (index.get(null) ?? []).map(grow)
  for (const n of [...nodes].sort(byName)) {
    if (!placed.has(n.id_depto)) forest.push(grow(n))
  }
  return forest
}

/** The departments from the topmost reachable ancestor down to `id`, itself last; empty if absent. */
export const pathTo = <N extends FlatDepartment>(nodes: ReadonlyArray<N>, id: number): ReadonlyArray<N> => pathUp<N, number>(nodes, id, departmentKeys)

/** Whether a department's name holds the term, without accents or case ("logis" finds "Logística"). */
export const matchesTerm = (name: string, term: string): boolean => {
  const folded = foldText(term.trim())
  return folded === "" || foldText(name).includes(folded)
}

export interface SearchResult<N extends FlatDepartment> {
  /** The matches and their ancestors, in the forest's shape; the whole forest for an empty term. */
  readonly forest: ReadonlyArray<DepartmentTree<N>>
  /** Ids of every department that holds a match below it: expanding them reveals every match. */
  readonly revealed: ReadonlyArray<number>
  readonly matches: number
}

/**
 * Search: keeps each department whose name holds the term, with the way down to it. A match's
 * children stay only if they match too. An empty term keeps everything and reveals nothing.
 */
export const searchForest = <N extends FlatDepartment>(forest: ReadonlyArray<DepartmentTree<N>>, term: string): SearchResult<N> => {
  if (foldText(term.trim()) === "") return { forest, revealed: [], matches: 0 }
  const revealed: Array<number> = []
  let matches = 0
  const keep = (tree: DepartmentTree<N>): DepartmentTree<N> | undefined => {
    const children = keptTrees(tree.children, keep)
    const own = matchesTerm(tree.node.n_depto, term)
    if (own) matches += 1
    if (children.length > 0) revealed.push(tree.node.id_depto)
    return own || children.length > 0 ? { node: tree.node, children } : undefined
  }
  return { forest: keptTrees(forest, keep), revealed, matches }
}

/** Every department below `id` (children, their children, ...), never `id` itself. */
export const descendantsOf = (nodes: ReadonlyArray<FlatDepartment>, id: number): ReadonlySet<number> => {
  const index = childrenOf(nodes)
  const found = new Set<number>()
  const pending = [id]
  while (pending.length > 0) {
    const current = pending.pop() as number
    for (const child of index.get(current) ?? []) {
      if (child.id_depto === id || found.has(child.id_depto)) continue
      found.add(child.id_depto)
      pending.push(child.id_depto)
    }
  }
  return found
}

/**
 * The departments `id` may move under: those of its company, except itself and its
 * descendants, by name. (Moving to no parent at all, a root, is always allowed; the server
 * applies the loop and depth rules again whatever the client offered.)
 */
export const moveTargets = <N extends FlatDepartment>(nodes: ReadonlyArray<N>, id: number): ReadonlyArray<N> => {
  const moving = nodes.find((n) => n.id_depto === id)
  if (moving === undefined) return []
  const below = descendantsOf(nodes, id)
  return nodes.filter((n) => n.id_empresa === moving.id_empresa && n.id_depto !== id && !below.has(n.id_depto)).sort(byName)
}

/** Ids of every department that has children: what "Expandir todo" expands. */
export const parentIds = (forest: ReadonlyArray<DepartmentTree<FlatDepartment>>): ReadonlyArray<number> => {
  const out: Array<number> = []
  const walk = (t: DepartmentTree<FlatDepartment>): void => {
    if (t.children.length === 0) return
    out.push(t.node.id_depto)
    t.children.forEach(walk)
  }
  forest.forEach(walk)
  return out
}
