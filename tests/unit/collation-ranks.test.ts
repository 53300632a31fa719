import { describe, expect, it } from "vitest"
import { collationRanks, sortByCollation } from "../../server/records/collation-ranks"

// Sorting by ranked texts gives the order of comparing every pair with the collator: accents and
// case equal under "base" sensitivity, digits compared as numbers, ties broken by the next key.

const collator = new Intl.Collator("es-MX", { sensitivity: "base", numeric: true })

interface Row {
  readonly centro: string
  readonly nombre: string
  readonly clave: string
}

const centres = ["Planta León 10", "Planta León 2", "planta leon 2", "Almacén Mérida 1", "Sucursal Puebla 3", "Ñuu Centro", "Nube"]
const names = ["Nómina", "nomina", "Contabilidad", "Tesorería", "Control de Calidad", "Álamo", "Zapata"]

/** Rows drawn by arithmetic, many sharing a centre and name (the ties the last key breaks). */
const rows: ReadonlyArray<Row> = Array.from({ length: 600 }, (_, i) => ({
  centro: centres[(i * 7) % centres.length] as string,
  nombre: names[(i * 11) % names.length] as string,
  clave: String((i * 7919) % 1000),
}))

const pairwise = (a: Row, b: Row) => collator.compare(a.centro, b.centro) || collator.compare(a.nombre, b.nombre) || collator.compare(a.clave, b.clave)

describe("collation ranks", () => {
  it("rank texts the collator calls equal alike, and in its order", () => {
    const ranks = collationRanks(["Planta León 10", "planta leon 2", "Planta León 2", "Ñuu", "Nube"], collator)
    expect(ranks.get("Planta León 2")).toBe(ranks.get("planta leon 2"))
    expect(ranks.get("Planta León 2")).toBeLessThan(ranks.get("Planta León 10") ?? -1)
    expect(ranks.get("Nube")).toBeLessThan(ranks.get("Ñuu") ?? -1)
    expect(new Set(ranks.values()).size).toBe(4)
  })

  it("sort rows as comparing each pair with the collator, key by key, does", () => {
    const sorted = sortByCollation(rows, [(r) => r.centro, (r) => r.nombre, (r) => r.clave], collator)
    const expected = [...rows].sort(pairwise)
    // Rows equal on every key may come in either order, so each place is compared by its keys.
    expect(sorted).toHaveLength(rows.length)
    sorted.forEach((row, i) => {
      const other = expected[i] as Row
      expect(pairwise(row, other), `${i}: ${JSON.stringify(row)} / ${JSON.stringify(other)}`).toBe(0)
    })
    expect(new Set(sorted)).toEqual(new Set(rows))
  })

  it("sort by one key (equal texts keep their order), and nothing", () => {
    expect(sortByCollation(["b", "Á", "a", "c"], [(s) => s], collator)).toEqual(["Á", "a", "b", "c"])
    expect(sortByCollation([], [(s: string) => s], collator)).toEqual([])
  })
})
