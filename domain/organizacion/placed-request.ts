import { Schema } from "effect"

// What the organisation's lookups take to narrow an answer to a place: the ids of its tables
// (INTEGER columns, so a larger number would be a database error rather than a 404) and the
// company and work centre the caller's role may see, with the scope the router checks them by.

/** An id of one of the organisation's tables in a lookup's body. */
export const OrgId = Schema.Int.pipe(Schema.between(1, 999_999_999))

/** A lookup narrowed to a company, a work centre, both or neither (all of the role's). */
export const PlacedRequest = Schema.Struct({ id_empresa: Schema.optional(OrgId), id_centro_trabajo: Schema.optional(OrgId) })

/** The router's check of those two fields against the caller's role. */
export const placedScope = { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo" } as const

/** A lookup answering rows of the caller's places, optionally narrowed to one company or centre. */
export const placedLookup = <S extends Schema.Schema.Any>(summary: string, row: S) => ({
  summary,
  scope: placedScope,
  request: PlacedRequest,
  result: Schema.Array(row),
})
