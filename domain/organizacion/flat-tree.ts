// The steps shared by the trees the server answers flat (the department tree, the org chart):
// each node names its parent, and the client builds the forest from those pointers. The steps
// never trust the pointers to form a tree: a parent that is not in the list (or the node itself)
// makes a root, and a loop in stored data is cut instead of followed forever.

/** How a node names itself and its parent (null for a root). */
export interface FlatTreeKeys<N, K> {
  readonly id: (node: N) => K
  readonly parent: (node: N) => K | null
}

/** Children of each parent id, sorted by `order`; the key null holds the nodes whose parent is absent. */
export const childrenIndex = <N, K>(nodes: ReadonlyArray<N>, keys: FlatTreeKeys<N, K>, order: (a: N, b: N) => number): Map<K | null, Array<N>> => {
  const known = new Set(nodes.map(keys.id))
  const index = new Map<K | null, Array<N>>()
  for (const n of nodes) {
    const named = keys.parent(n)
    const parent = named !== null && named !== keys.id(n) && known.has(named) ? named : null
    const list = index.get(parent)
    if (list === undefined) index.set(parent, [n])
    else list.push(n)
  }
  for (const list of index.values()) list.sort(order)
  return index
}

/** The nodes from the topmost reachable ancestor down to `id`, itself last; empty if absent. */
export const pathUp = <N, K>(nodes: ReadonlyArray<N>, id: K, keys: FlatTreeKeys<N, K>): ReadonlyArray<N> => {
  const byId = new Map(nodes.map((n) => [keys.id(n), n]))
  const path: Array<N> = []
  const seen = new Set<K>()
  let current = byId.get(id)
  while (current !== undefined && !seen.has(keys.id(current))) {
    seen.add(keys.id(current))
    path.unshift(current)
    const parent = keys.parent(current)
    current = parent === null ? undefined : byId.get(parent)
  }
  return path
}

/** Each tree as `keep` rebuilds it, those it drops (undefined) left out: a pruning step. */
export const keptTrees = <T>(trees: ReadonlyArray<T>, keep: (tree: T) => T | undefined): Array<T> =>
  trees.flatMap((t) => {
    const kept = keep(t)
    return kept === undefined ? [] : [kept]
  })
