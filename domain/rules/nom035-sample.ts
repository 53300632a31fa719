// A reproducible random sample stratified by sex (Guía III.1: chosen at random, split between men
// and women in the centre's proportion). The same seed over the same people always draws the same
// sample, so a stored seed explains the sample to an inspector; another seed draws another.

export interface Person {
  readonly id: number
  /** As the CURP says it: H hombre, M mujer. */
  readonly sexo: "H" | "M"
}

/** mulberry32: a small, well-known 32-bit generator; enough for a fair draw that must repeat. */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** How many of each sex a sample of `size` takes: the proportion, the larger remainder rounding up. */
export const splitBySex = (men: number, women: number, size: number): { readonly H: number; readonly M: number } => {
  const total = men + women
  const n = Math.min(size, total)
  if (total === 0) return { H: 0, M: 0 }
  const exactM = (n * men) / total
  const floorM = Math.floor(exactM)
  const floorF = Math.floor(n - exactM)
  const left = n - floorM - floorF
  // The one left over (at most one) goes to the larger remainder; a tie to the larger group.
  const remM = exactM - floorM
  const remF = n - exactM - floorF
  const toMen = left > 0 && (remM > remF || (remM === remF && men >= women)) ? left : 0
  return { H: Math.min(men, floorM + toMen), M: Math.min(women, floorF + left - toMen) }
}

const shuffled = (people: ReadonlyArray<Person>, next: () => number): ReadonlyArray<Person> => {
  const list = people.toSorted((a, b) => a.id - b.id)
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    const t = list[i]!
    list[i] = list[j]!
    list[j] = t
  }
  return list
}

/** The ids of a stratified sample of `size` drawn with `seed`, in ascending order. */
export const stratifiedSample = (people: ReadonlyArray<Person>, size: number, seed: number): ReadonlyArray<number> => {
  const men = people.filter((p) => p.sexo === "H")
  const women = people.filter((p) => p.sexo === "M")
  const take = splitBySex(men.length, women.length, size)
  const next = seededRandom(seed)
  const chosen = [...shuffled(men, next).slice(0, take.H), ...shuffled(women, next).slice(0, take.M)]
  return chosen.map((p) => p.id).toSorted((a, b) => a - b)
}
