import { Schema } from "effect"

// The company and work centre a row of the organisation's lookups belongs to (a department, a
// position), as their answers carry them: the ids, and the names a select or a detail shows
// beside them. One shape, so every lookup answers its place the same way.

/** The row's company and centre, with the centre's name (it tells apart rows of the same name). */
export const workplaceRowFields = {
  id_empresa: Schema.Number,
  id_centro_trabajo: Schema.Number,
  n_centro_trabajo: Schema.String,
}

/** The same with the company's name too, for the rows a list or a detail shows whole. */
export const namedWorkplaceRowFields = {
  id_empresa: Schema.Number,
  n_empresa: Schema.String,
  id_centro_trabajo: Schema.Number,
  n_centro_trabajo: Schema.String,
}
