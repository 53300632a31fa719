import { describe, expect, it } from "vitest"
import {
  type DepartmentTree,
  type FlatDepartment,
  buildForest,
  descendantsOf,
  matchesTerm,
  moveTargets,
  parentIds,
  pathTo,
  searchForest,
} from "../../domain/organizacion/arbol-departamentos-rules"

// The department forest's pure rules, table by table. The sample company 1:
//
//   Dirección General (1)
//   ├── Finanzas (2)
//   │   ├── Contabilidad (4)
//   │   └── Nómina (5)
//   └── Logística (3)
//       └── Almacén Norte (6)
//   Tecnologías de la Información (7)        (its parent 99 is not in the list: a root)
//
// and company 2: Producción (10) > Calidad (11).

const d = (id_depto: number, n_depto: string, id_depto_padre: number | null, id_empresa = 1): FlatDepartment => ({ id_depto, n_depto, id_depto_padre, id_empresa })

const sample: ReadonlyArray<FlatDepartment> = [
  d(5, "Nómina", 2),
  d(3, "Logística", 1),
  d(1, "Dirección General", null),
  d(6, "Almacén Norte", 3),
  d(4, "Contabilidad", 2),
  d(2, "Finanzas", 1),
  d(7, "Tecnologías de la Información", 99),
  d(11, "Calidad", 10, 2),
  d(10, "Producción", null, 2),
]

/** A forest as nested names, the easiest shape to compare. */
type Shape = ReadonlyArray<string | readonly [string, Shape]>
const shape = (forest: ReadonlyArray<DepartmentTree<FlatDepartment>>): Shape =>
  forest.map((t) => (t.children.length === 0 ? t.node.n_depto : ([t.node.n_depto, shape(t.children)] as const)))

describe("buildForest", () => {
  const cases: ReadonlyArray<readonly [string, ReadonlyArray<FlatDepartment>, Shape]> = [
    ["an empty list", [], []],
    ["one root", [d(1, "Ventas", null)], ["Ventas"]],
    [
      "the sample: levels by name, a missing parent makes a root",
      sample,
      [
        ["Dirección General", [["Finanzas", ["Contabilidad", "Nómina"]], ["Logística", ["Almacén Norte"]]]],
        ["Producción", ["Calidad"]],
        "Tecnologías de la Información",
      ],
    ],
    ["a department that is its own parent is a root", [d(1, "Ventas", 1)], ["Ventas"]],
    [
      "a loop in stored data is cut at its first department by name, nothing lost",
      [d(1, "Bravo", 2), d(2, "Alfa", 3), d(3, "Charlie", 1), d(4, "Delta", null)],
      ["Delta", ["Alfa", [["Bravo", ["Charlie"]]]]],
    ],
    ["same names are ordered by id", [d(9, "Ventas", null), d(3, "Ventas", null)], ["Ventas", "Ventas"]],
  ]
  it.each(cases)("%s", (_, nodes, expected) => {
    const forest = buildForest(nodes)
    expect(shape(forest)).toEqual(expected)
    const count = (f: ReadonlyArray<DepartmentTree<FlatDepartment>>): number => f.reduce((n, t) => n + 1 + count(t.children), 0)
    expect(count(forest)).toBe(nodes.length)
  })

  it("orders same names by id", () => {
    expect(buildForest([d(9, "Ventas", null), d(3, "Ventas", null)]).map((t) => t.node.id_depto)).toEqual([3, 9])
  })
})

describe("pathTo", () => {
  const cases: ReadonlyArray<readonly [string, number, ReadonlyArray<string>]> = [
    ["a root", 1, ["Dirección General"]],
    ["two levels down", 5, ["Dirección General", "Finanzas", "Nómina"]],
    ["a root whose parent is not in the list", 7, ["Tecnologías de la Información"]],
    ["another company", 11, ["Producción", "Calidad"]],
    ["an id not in the list", 42, []],
  ]
  it.each(cases)("%s", (_, id, expected) => {
    expect(pathTo(sample, id).map((n) => n.n_depto)).toEqual(expected)
  })

  it("stops on a loop instead of walking forever", () => {
    expect(pathTo([d(1, "A", 2), d(2, "B", 1)], 1).map((n) => n.n_depto)).toEqual(["B", "A"])
  })
})

describe("matchesTerm", () => {
  const cases: ReadonlyArray<readonly [string, string, boolean]> = [
    ["Logística", "logis", true],
    ["Logística", "LOGÍSTICA", true],
    ["Nómina", "nomina", true],
    ["Tecnologías de la Información", "informacion", true],
    ["Almacén Norte", "  norte ", true],
    ["Finanzas", "nomina", false],
    ["Finanzas", "", true],
    ["Finanzas", "   ", true],
  ]
  it.each(cases)("%s with «%s» is %s", (name, term, expected) => {
    expect(matchesTerm(name, term)).toBe(expected)
  })
})

describe("searchForest", () => {
  const forest = buildForest(sample)
  const cases: ReadonlyArray<readonly [string, string, Shape, ReadonlyArray<number>, number]> = [
    [
      "a deep match keeps the way down to it and reveals its ancestors",
      "almacen",
      [["Dirección General", [["Logística", ["Almacén Norte"]]]]],
      [3, 1],
      1,
    ],
    [
      "a match's children stay only if they match",
      "finanzas",
      [["Dirección General", ["Finanzas"]]],
      [1],
      1,
    ],
    [
      "matches at two levels of one branch, and a root whose parent is absent",
      "in",
      [["Dirección General", [["Finanzas", ["Nómina"]]]], "Tecnologías de la Información"],
      [2, 1],
      3,
    ],
    [
      "matches in two companies; a match's child that does not match goes",
      "ca",
      [["Dirección General", ["Logística"]], ["Producción", ["Calidad"]]],
      [1, 10],
      2,
    ],
    ["a root match alone", "produccion", ["Producción"], [], 1],
    ["no match", "zzz", [], [], 0],
  ]
  it.each(cases)("%s", (_, term, expected, revealed, matches) => {
    const result = searchForest(forest, term)
    expect(shape(result.forest)).toEqual(expected)
    expect([...result.revealed].sort((a, b) => a - b)).toEqual([...revealed].sort((a, b) => a - b))
    expect(result.matches).toBe(matches)
  })

  it("an empty term keeps the whole forest and reveals nothing", () => {
    const result = searchForest(forest, "  ")
    expect(result.forest).toBe(forest)
    expect(result.revealed).toEqual([])
  })
})

describe("descendantsOf and moveTargets", () => {
  const cases: ReadonlyArray<readonly [string, number, ReadonlyArray<number>, ReadonlyArray<string>]> = [
    [
      "the top: every descendant is excluded, the other root of its company stays",
      1,
      [2, 3, 4, 5, 6],
      ["Tecnologías de la Información"],
    ],
    [
      "a middle department: not itself nor its children, the rest of its company yes",
      2,
      [4, 5],
      ["Almacén Norte", "Dirección General", "Logística", "Tecnologías de la Información"],
    ],
    [
      "a leaf: every other department of its company",
      6,
      [],
      ["Contabilidad", "Dirección General", "Finanzas", "Logística", "Nómina", "Tecnologías de la Información"],
    ],
    ["another company's department: only its company", 11, [], ["Producción"]],
    ["an id not in the list", 42, [], []],
  ]
  it.each(cases)("%s", (_, id, below, targets) => {
    expect([...descendantsOf(sample, id)].sort((a, b) => a - b)).toEqual(below)
    expect(moveTargets(sample, id).map((n) => n.n_depto)).toEqual(targets)
  })

  it("a loop in stored data ends the walk", () => {
    expect([...descendantsOf([d(1, "A", 2), d(2, "B", 1), d(3, "C", 2)], 1)].sort()).toEqual([2, 3])
  })
})

describe("parentIds", () => {
  it("lists every department with children, top first", () => {
    expect(parentIds(buildForest(sample))).toEqual([1, 2, 3, 10])
  })
  it("is empty for a flat list", () => {
    expect(parentIds(buildForest([d(1, "A", null), d(2, "B", null)]))).toEqual([])
  })
})
