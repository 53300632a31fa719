// NOM-035-STPS-2018 (DOF 23-10-2018), Guías de referencia II and III: what a questionnaire is made
// of (its items with their direction, the gate questions, categories, domains, dimensions and the
// cut points of the "criterios para la toma de acciones") and the values its option words score.
// The instruments themselves are nom035-guia-ii.ts and nom035-guia-iii.ts; Guía I (yes/no) is
// nom035-guia-i.ts.

/** The option words of Guías II and III, as the questionnaire and the wire say them. */
export const likertOptions = ["Siempre", "Casi siempre", "Algunas veces", "Casi nunca", "Nunca"] as const
export type LikertOption = (typeof likertOptions)[number]

/**
 * Direct items (an unfavourable statement) score Siempre 4 … Nunca 0; reversed ones (a favourable
 * statement) score Siempre 0 … Nunca 4 (MODULES-MX §4.1, the NOM's Tablas 2 and 3).
 */
export type Direction = "directo" | "inverso"

/** The two gate questions: serving clients or users, supervising workers. Answered '1' or '0'. */
export const gateNames = ["atiende_clientes", "es_jefe"] as const
export type GateName = (typeof gateNames)[number]

export interface Item {
  readonly numero: number
  readonly texto: string
  readonly direccion: Direction
  /** The gate whose "Sí" asks this item; absent: always asked. */
  readonly compuerta?: GateName
}

/** A block of items under one instruction of the questionnaire. */
export interface Block {
  readonly instruccion: string
  readonly items: ReadonlyArray<Item>
}

/** Where the levels start: Bajo, Medio, Alto, Muy alto (below the first: Nulo o despreciable). */
export type Cuts = readonly [bajo: number, medio: number, alto: number, muyAlto: number]

export interface Domain {
  readonly nombre: string
  readonly cortes: Cuts
  readonly items: ReadonlyArray<number>
}

export interface Category {
  readonly nombre: string
  readonly cortes: Cuts
  readonly dominios: ReadonlyArray<Domain>
}

/** A Guía III dimension: reported as a raw sum, with no levels. */
export interface Dimension {
  readonly nombre: string
  readonly items: ReadonlyArray<number>
}

export interface Gate {
  readonly pregunta: string
  /** The instruction shown before the gated items. */
  readonly instruccion: string
  readonly items: ReadonlyArray<number>
}

export interface Instrument {
  readonly guia: "II" | "III"
  readonly titulo: string
  readonly bloques: ReadonlyArray<Block>
  readonly compuertas: Readonly<Record<GateName, Gate>>
  readonly categorias: ReadonlyArray<Category>
  readonly dimensiones: ReadonlyArray<Dimension>
  /** Cut points of the calificación final. */
  readonly final: Cuts
}

export const levels = ["Nulo o despreciable", "Bajo", "Medio", "Alto", "Muy alto"] as const
export type Level = (typeof levels)[number]

/** The level of a value: below the first cut Nulo, then each cut starts the next level. */
export const levelOf = (value: number, cuts: Cuts): Level => {
  const passed = cuts.filter((cut) => value >= cut).length
  return levels[passed] ?? "Muy alto"
}

/** What an option word scores on an item of the given direction. */
export const optionValue = (option: LikertOption, direction: Direction): number => {
  const index = likertOptions.indexOf(option)
  return direction === "directo" ? 4 - index : index
}

/** Every item of an instrument, in number order. */
export const itemsOf = (instrument: Instrument): ReadonlyArray<Item> => instrument.bloques.flatMap((b) => b.items).toSorted((a, b) => a.numero - b.numero)

/** Every domain of an instrument with the name of its category. */
export const domainsOf = (instrument: Instrument): ReadonlyArray<Domain & { readonly categoria: string }> =>
  instrument.categorias.flatMap((c) => c.dominios.map((d) => ({ ...d, categoria: c.nombre })))

/** Builds a block's items from their wording, numbered from `from`, with the instrument's reversed set. */
export const numbered = (from: number, texts: ReadonlyArray<string>, reversed: ReadonlySet<number>, compuerta?: GateName): ReadonlyArray<Item> =>
  texts.map((texto, i) => {
    const numero = from + i
    const direccion: Direction = reversed.has(numero) ? "inverso" : "directo"
    return compuerta === undefined ? { numero, texto, direccion } : { numero, texto, direccion, compuerta }
  })

/** The numbers from `a` to `b`, both included. */
export const span = (a: number, b: number): ReadonlyArray<number> => Array.from({ length: b - a + 1 }, (_, i) => a + i)
