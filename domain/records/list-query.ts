import { Schema } from "effect"

// The paged list of every record resource (`GET /<resource>`): what the SPA asks and what the
// server answers. Search, sort, filters and paging run in SQL, so a list of 100,000 rows sends
// one page over the wire.

export const pageSizes = [5, 10, 15, 20, 50, 100] as const
export type PageSize = (typeof pageSizes)[number]
export const defaultPageSize: PageSize = 10

export type Direction = "asc" | "desc"

/** Query parameters arrive as text; numbers are parsed here so a bad one is a Spanish 400. */
const PageNumber = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "La página debe ser un número entero" }),
  Schema.greaterThanOrEqualTo(1, { message: () => "La página debe ser 1 o mayor" }),
  Schema.lessThanOrEqualTo(10_000_000, { message: () => "La página solicitada no existe" }),
)

const PageSizeParam = Schema.NumberFromString.pipe(
  Schema.filter((n) => pageSizes.some((s) => s === n), {
    message: () => `El tamaño de página debe ser uno de ${pageSizes.join(", ")}`,
    // The OpenAPI document states the sizes, so a generated client types them.
    jsonSchema: { enum: [...pageSizes] },
  }),
)

/**
 * The fixed part of a list query; each resource adds one optional text parameter per filter.
 * The descriptions document the parameters in the OpenAPI document.
 */
export const ListQueryFields = {
  buscar: Schema.optional(Schema.String.pipe(Schema.maxLength(100, { message: () => "La búsqueda es demasiado larga" }))).annotations({
    description: "Texto a buscar, sin distinguir acentos ni mayúsculas.",
  }),
  pagina: Schema.optional(PageNumber).annotations({ description: "Número de página, desde 1 (1 si no se indica)." }),
  por_pagina: Schema.optional(PageSizeParam).annotations({
    description: `Registros por página: ${pageSizes.join(", ")} (${defaultPageSize} si no se indica).`,
  }),
  orden: Schema.optional(Schema.String.pipe(Schema.maxLength(64))).annotations({ description: "Campo por el que se ordena la lista." }),
  direccion: Schema.optional(Schema.Literal("asc", "desc").annotations({ message: () => "La dirección debe ser asc o desc" })).annotations({
    description: "Dirección del orden que pide «orden»: asc (si no se indica) o desc.",
  }),
}

/** What the SPA keeps for a list and turns into query parameters. */
export interface ListQuery {
  readonly buscar: string
  readonly pagina: number
  readonly por_pagina: PageSize
  readonly orden: string | null
  readonly direccion: Direction
  readonly filtros: Readonly<Record<string, string>>
}

export const firstPage: ListQuery = { buscar: "", pagina: 1, por_pagina: defaultPageSize, orden: null, direccion: "asc", filtros: {} }

/** The query string parameters of a list query (empty values left out). */
export const listQueryParams = (q: ListQuery): Record<string, string> => {
  const params: Record<string, string> = { pagina: String(q.pagina), por_pagina: String(q.por_pagina) }
  if (q.buscar.trim() !== "") params.buscar = q.buscar.trim()
  if (q.orden !== null) {
    params.orden = q.orden
    params.direccion = q.direccion
  }
  for (const [name, value] of Object.entries(q.filtros)) if (value.trim() !== "") params[name] = value.trim()
  return params
}

/** `result` of a paged list: one page of rows and the count of all that match. */
export const ListPage = <A, I>(row: Schema.Schema<A, I>) =>
  Schema.Struct({
    registros: Schema.Array(row),
    total: Schema.Number,
    pagina: Schema.Number,
    por_pagina: Schema.Number,
    /** false when the rows were counted only so far: `total` is then that count, and more match. */
    total_exacto: Schema.optional(Schema.Boolean),
  })

export interface ListPageResult<Row> {
  readonly registros: ReadonlyArray<Row>
  readonly total: number
  readonly total_exacto?: boolean
  readonly pagina: number
  readonly por_pagina: number
}
