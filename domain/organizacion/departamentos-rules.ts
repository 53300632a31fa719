// The department tree's rules (DOMAIN-MX 3.4), as pure functions over parent pointers: a
// department is never its own parent, never hangs under one of its own descendants (the tree
// never loops), and the tree is at most ten levels deep. The server decides with the same
// function over what a recursive query reads in the write's transaction
// (server/organizacion/department-ancestry.ts); the tree page may use it to offer only the
// targets a move accepts.

/** Levels of the tree, the root being level 1 (DOMAIN-MX 3.4 [D]). */
export const maxDepartmentDepth = 10

export const departmentTreeMessages = {
  propioPadre: "Un departamento no puede ser su propio departamento padre",
  padreDependiente: "No se puede asignar como departamento padre a un departamento dependiente",
  // Names the parent so a form shows it beside the parent's input.
  profundidad: `Con ese departamento padre el árbol tendría más de ${maxDepartmentDepth} niveles`,
} as const

/** Department -> its parent (null or absent for a root). */
export type ParentMap = ReadonlyMap<number, number | null>

/**
 * The ancestors of `id`, nearest first (its parent, then the parent's parent...). A loop already
 * stored ends the walk at the first repeated department, so the walk always ends.
 */
export const ancestorsIn = (parents: ParentMap, id: number): ReadonlyArray<number> => {
  const out: Array<number> = []
  const seen = new Set<number>()
  let current = parents.get(id) ?? null
  while (current !== null && !seen.has(current)) {
    out.push(current)
    seen.add(current)
    // Back at the start: a stored loop through `id`, which the caller sees in the list.
    if (current === id) break
    current = parents.get(current) ?? null
  }
  return out
}

/** Levels of the subtree under `id`, counting `id` itself (a leaf is 1). */
export const subtreeHeightIn = (parents: ParentMap, id: number): number => {
  const children = new Map<number, Array<number>>()
  for (const [child, parent] of parents) {
    if (parent === null) continue
    const list = children.get(parent) ?? []
    list.push(child)
    children.set(parent, list)
  }
  let height = 0
  const seen = new Set<number>()
  let level: ReadonlyArray<number> = [id]
  while (level.length > 0) {
    height += 1
    for (const n of level) seen.add(n)
    level = level.flatMap((n) => children.get(n) ?? []).filter((n) => !seen.has(n))
  }
  return height
}

export interface ParentChoice {
  /** The department being placed. */
  readonly id: number
  /** Its new parent; null for a root. */
  readonly parent: number | null
  /** The new parent's ancestors, nearest first (the parent itself not included). */
  readonly parentAncestors: ReadonlyArray<number>
  /** Levels of the department's own subtree, itself included (1 for a department without children). */
  readonly subtreeHeight: number
}

/** The message that refuses hanging a department under a parent, or undefined when the tree accepts it. */
export const parentProblem = ({ id, parent, parentAncestors, subtreeHeight }: ParentChoice): string | undefined => {
  if (parent === null) return subtreeHeight > maxDepartmentDepth ? departmentTreeMessages.profundidad : undefined
  if (parent === id) return departmentTreeMessages.propioPadre
  if (parentAncestors.includes(id)) return departmentTreeMessages.padreDependiente
  // The parent sits at level 1 + its ancestors; the department's deepest descendant ends up
  // `subtreeHeight` levels below it.
  const parentLevel = 1 + parentAncestors.length
  return parentLevel + subtreeHeight > maxDepartmentDepth ? departmentTreeMessages.profundidad : undefined
}

/** `parentProblem` read from a whole parent map (the tree page, the tests). */
export const moveProblem = (parents: ParentMap, id: number, parent: number | null): string | undefined =>
  parentProblem({
    id,
    parent,
    parentAncestors: parent === null ? [] : ancestorsIn(parents, parent),
    subtreeHeight: subtreeHeightIn(parents, id),
  })
