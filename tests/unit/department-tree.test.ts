import { describe, expect, it } from "vitest"
import {
  ancestorsIn,
  departmentTreeMessages,
  maxDepartmentDepth,
  moveProblem,
  type ParentMap,
  parentProblem,
  subtreeHeightIn,
} from "../../domain/organizacion/departamentos-rules"

// The department tree's rules over parent maps: never its own parent, never under one of its
// descendants, at most ten levels. The server feeds the same function with what its recursive
// query reads; these tables pin the decision itself.

/**
 *        1            8
 *      /   \          |
 *     2     3         9
 *    / \    |
 *   4   5   6
 *       |
 *       7
 */
const tree: ParentMap = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 1],
  [4, 2],
  [5, 2],
  [6, 3],
  [7, 5],
  [8, null],
  [9, 8],
])

/** A chain 1 <- 2 <- ... <- n (n levels deep). */
const chain = (n: number): ParentMap => new Map(Array.from({ length: n }, (_, i) => [i + 1, i === 0 ? null : i] as const))

describe("ancestorsIn", () => {
  it.each([
    [1, []],
    [2, [1]],
    [7, [5, 2, 1]],
    [9, [8]],
    [42, []],
  ])("of %i is %j, nearest first", (id, expected) => {
    expect(ancestorsIn(tree, id)).toEqual(expected)
  })

  it("ends on a loop already stored, naming the department it came back to", () => {
    const looped: ParentMap = new Map([
      [1, 3],
      [2, 1],
      [3, 2],
    ])
    expect(ancestorsIn(looped, 1)).toEqual([3, 2, 1])
    const lasso: ParentMap = new Map([
      [1, 2],
      [2, 3],
      [3, 2],
    ])
    expect(ancestorsIn(lasso, 1)).toEqual([2, 3])
  })
})

describe("subtreeHeightIn", () => {
  it.each([
    [1, 4],
    [2, 3],
    [3, 2],
    [7, 1],
    [8, 2],
    [42, 1],
  ])("of %i is %i", (id, expected) => {
    expect(subtreeHeightIn(tree, id)).toBe(expected)
  })
})

describe("moveProblem", () => {
  it.each([
    ["a root stays a root", 1, null, undefined],
    ["a leaf under another branch", 7, 3, undefined],
    ["a subtree under another tree", 2, 9, undefined],
    ["a department under a sibling", 3, 2, undefined],
    ["a department under its current parent", 5, 2, undefined],
    ["under itself", 2, 2, departmentTreeMessages.propioPadre],
    ["under its child", 2, 5, departmentTreeMessages.padreDependiente],
    ["under a grandchild", 2, 7, departmentTreeMessages.padreDependiente],
    ["the root under its deepest descendant", 1, 7, departmentTreeMessages.padreDependiente],
    ["under a parent that does not exist yet in the map (a new branch)", 6, 99, undefined],
  ] as const)("%s", (_, id, parent, expected) => {
    expect(moveProblem(tree, id, parent)).toBe(expected)
  })

  it("accepts the tenth level and refuses the eleventh", () => {
    const nine = chain(maxDepartmentDepth - 1)
    // A new department under the ninth level is the tenth.
    expect(moveProblem(nine, 100, maxDepartmentDepth - 1)).toBeUndefined()
    const ten = chain(maxDepartmentDepth)
    expect(moveProblem(ten, 100, maxDepartmentDepth)).toBe(departmentTreeMessages.profundidad)
  })

  it("counts the moved department's own subtree", () => {
    // 1..8 a chain; 20 <- 21 <- 22 a separate tree of three levels.
    const parents: ParentMap = new Map([...chain(8), [20, null], [21, 20], [22, 21]])
    // Under level 7: 20 at 8, 22 at 10.
    expect(moveProblem(parents, 20, 7)).toBeUndefined()
    // Under level 8: 22 would be at 11.
    expect(moveProblem(parents, 20, 8)).toBe(departmentTreeMessages.profundidad)
    // Moving the subtree's leaf alone there is fine.
    expect(moveProblem(parents, 22, 8)).toBeUndefined()
  })
})

describe("parentProblem", () => {
  it.each([
    [{ id: 5, parent: 5, parentAncestors: [], subtreeHeight: 1 }, departmentTreeMessages.propioPadre],
    [{ id: 5, parent: 9, parentAncestors: [8, 5, 1], subtreeHeight: 2 }, departmentTreeMessages.padreDependiente],
    [{ id: 5, parent: 9, parentAncestors: [8, 1], subtreeHeight: 7 }, undefined],
    [{ id: 5, parent: 9, parentAncestors: [8, 1], subtreeHeight: 8 }, departmentTreeMessages.profundidad],
    [{ id: 5, parent: null, parentAncestors: [], subtreeHeight: 10 }, undefined],
    [{ id: 5, parent: null, parentAncestors: [], subtreeHeight: 11 }, departmentTreeMessages.profundidad],
  ])("%j -> %s", (choice, expected) => {
    expect(parentProblem(choice)).toBe(expected)
  })
})
