import { textOrNull } from "../records/stored-values"

/** The street part of a stored address (a company's or a work centre's), as the lookups answer it. */
export const storedStreetAddressOf = (r: Readonly<Record<string, unknown>>) => ({
  calle: textOrNull(r.calle),
  num_exterior: textOrNull(r.num_exterior),
  num_interior: textOrNull(r.num_interior),
  colonia: textOrNull(r.colonia),
  codigo_postal: textOrNull(r.codigo_postal),
})
