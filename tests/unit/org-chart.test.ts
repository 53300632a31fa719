import { describe, expect, it } from "vitest"
import {
  type FlatPosition,
  type PositionTree,
  buildOrgForest,
  chiefIds,
  chiefsOf,
  expandLevels,
  fitsCap,
  pathToPosition,
  preorder,
  searchChart,
  visibleCount,
  withoutVacancies,
} from "../../domain/organizacion/organigramas-rules"

// The org chart's pure functions: the forest from flat positions (loops and missing chiefs
// included), vacancies hidden without cutting people loose, the search's path, and the card cap.

const pos = (id: string, chief: string | null, name: string, occupant: string | null = `Persona ${id}`): FlatPosition => ({
  id_posicion: id,
  id_posicion_jefe: chief,
  n_posicion: name,
  id_empleado: occupant === null ? null : Number(id.replace(/\D/g, "") || "1"),
  n_empleado: occupant,
  n_puesto: `Puesto ${name}`,
})

//   P1 Dirección
//   ├── P2 Finanzas (vacant)
//   │   ├── P4 Contabilidad (Núñez)
//   │   └── P5 Nómina (vacant)
//   └── P3 Ventas
//   P6 Planta (chief P9, not in the list)
const sample = [
  pos("P3", "P1", "Ventas"),
  pos("P1", null, "Dirección"),
  pos("P2", "P1", "Finanzas", null),
  pos("P5", "P2", "Nómina", null),
  pos("P4", "P2", "Contabilidad", "Andrea Núñez"),
  pos("P6", "P9", "Planta"),
]

const shape = (forest: ReadonlyArray<PositionTree<FlatPosition>>): unknown =>
  forest.map((t) => (t.children.length === 0 ? t.node.id_posicion : { [t.node.id_posicion]: shape(t.children) }))

describe("org chart forest", () => {
  it("builds the forest by name; a missing chief makes a root", () => {
    expect(shape(buildOrgForest(sample))).toEqual([{ P1: [{ P2: ["P4", "P5"] }, "P3"] }, "P6"])
  })

  it("cuts a loop instead of looping, every position once", () => {
    const loop = [pos("A", "B", "Alfa"), pos("B", "A", "Beta"), pos("C", "C", "Gama")]
    const forest = buildOrgForest(loop)
    expect(preorder(forest).map((p) => p.tree.node.id_posicion).sort()).toEqual(["A", "B", "C"])
    // C names itself: a root; A and B form a loop: A (first by name) becomes a root after them.
    expect(shape(forest)).toEqual(["C", { A: ["B"] }])
  })

  it("walks in tree order with levels, and lists the chiefs", () => {
    const forest = buildOrgForest(sample)
    expect(preorder(forest).map((p) => `${p.tree.node.id_posicion}@${p.level}`)).toEqual(["P1@1", "P2@2", "P4@3", "P5@3", "P3@2", "P6@1"])
    expect(chiefsOf(forest).map((t) => t.node.id_posicion)).toEqual(["P1", "P2"])
    expect(chiefIds(forest)).toEqual(["P1", "P2"])
  })

  it("hides vacant seats, but keeps a vacant chief who still has people under him", () => {
    expect(shape(withoutVacancies(buildOrgForest(sample)))).toEqual([{ P1: [{ P2: ["P4"] }, "P3"] }, "P6"])
    const lonely = [pos("V1", null, "Vacía", null), pos("V2", "V1", "Vacía dos", null)]
    expect(withoutVacancies(buildOrgForest(lonely))).toEqual([])
  })

  it("gives the path from the top to a position", () => {
    expect(pathToPosition(sample, "P4").map((n) => n.id_posicion)).toEqual(["P1", "P2", "P4"])
    expect(pathToPosition(sample, "P6").map((n) => n.id_posicion)).toEqual(["P6"])
    expect(pathToPosition(sample, "nope")).toEqual([])
  })
})

describe("org chart search", () => {
  const forest = buildOrgForest(sample)

  it("finds a person without accents or case, with the way down to him", () => {
    expect(searchChart(forest, "nunez")).toEqual({ matches: ["P4"], path: ["P4", "P1", "P2"], revealed: ["P1", "P2"] })
  })

  it("finds positions by name, puesto or key; an empty term finds nothing", () => {
    expect(searchChart(forest, "ventas").matches).toEqual(["P3"])
    expect(searchChart(forest, "puesto nómina").matches).toEqual(["P5"])
    expect(searchChart(forest, "p6").matches).toEqual(["P6"])
    expect(searchChart(forest, "  ")).toEqual({ matches: [], path: [], revealed: [] })
  })
})

describe("org chart card cap", () => {
  // One chief with 30 people, each with 20 under them: 631 positions.
  const wide: Array<FlatPosition> = [pos("R", null, "Raíz")]
  for (let i = 0; i < 30; i++) {
    wide.push(pos(`M${i}`, "R", `Mando ${String(i).padStart(2, "0")}`))
    for (let j = 0; j < 20; j++) wide.push(pos(`M${i}-${j}`, `M${i}`, `Puesto ${i}-${j}`))
  }
  const forest = buildOrgForest(wide)

  it("counts the roots and the children of expanded positions that show", () => {
    expect(visibleCount(forest, new Set())).toBe(1)
    expect(visibleCount(forest, new Set(["R"]))).toBe(31)
    expect(visibleCount(forest, new Set(["R", "M0", "M1"]))).toBe(71)
    // An expanded position under a closed one shows nothing.
    expect(visibleCount(forest, new Set(["M0"]))).toBe(1)
  })

  it("opens two levels, and stops before a level that passes the cap", () => {
    expect(expandLevels(forest, 2)).toEqual({ expanded: ["R"], capped: false })
    const all = expandLevels(forest, Number.POSITIVE_INFINITY)
    expect(all).toEqual({ expanded: ["R"], capped: true })
    expect(expandLevels(forest, Number.POSITIVE_INFINITY, 1000).expanded).toHaveLength(31)
    expect(expandLevels(buildOrgForest(sample), Number.POSITIVE_INFINITY)).toEqual({ expanded: ["P1", "P2"], capped: false })
  })

  it("says whether an expansion fits", () => {
    expect(fitsCap(forest, ["R", ...Array.from({ length: 23 }, (_, i) => `M${i}`)])).toBe(true)
    expect(fitsCap(forest, ["R", ...Array.from({ length: 24 }, (_, i) => `M${i}`)])).toBe(false)
  })
})
