import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { plazaOfEstado } from "./settings-demo"

// Where the seeds' work centres are: the ciudades seeded by seedSettingsDemo, read back by name
// (whatever ids those tables use), with the minimum-wage zone and plaza that follow from them.

export interface Place {
  readonly id_pais: number
  readonly id_estado: number
  readonly id_ciudad: number
}

/**
 * Municipios of the Zona Libre de la Frontera Norte among the ciudades a seed may name: their
 * centres pay the border minimum wage (zona ZLFN); every other centre is in the general zone.
 */
const borderMunicipios: ReadonlySet<string> = new Set([
  "Tijuana",
  "Mexicali",
  "Ensenada",
  "Tecate",
  "Ciudad Juárez",
  "Nogales",
  "San Luis Río Colorado",
  "Piedras Negras",
  "Ciudad Acuña",
  "Nuevo Laredo",
  "Reynosa",
  "Matamoros",
])

export const zonaOf = (ciudad: string): "ZLFN" | "GEN" => (borderMunicipios.has(ciudad) ? "ZLFN" : "GEN")

/** Every seeded ciudad by name. */
export const readPlaces = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ n_ciudad: string; id_ciudad: number | string; id_estado: number | string; id_pais: number | string }>`
    SELECT ci.n_ciudad, ci.id_ciudad, ci.id_estado, es.id_pais FROM ciudades ci JOIN estados es ON es.id_estado = ci.id_estado
    ORDER BY ci.id_ciudad`
  const places = new Map<string, Place>()
  for (const r of rows) {
    if (!places.has(r.n_ciudad)) places.set(r.n_ciudad, { id_pais: Number(r.id_pais), id_estado: Number(r.id_estado), id_ciudad: Number(r.id_ciudad) })
  }
  return places
})

/** The place columns of a work centre in the named ciudad, which the seed must have added. */
export const centrePlaceColumns = (places: ReadonlyMap<string, Place>, ciudad: string) => {
  const place = places.get(ciudad)
  if (place === undefined) throw new Error(`seed: the ciudad "${ciudad}" is not seeded`)
  return { ...place, id_zona: zonaOf(ciudad), id_plaza: plazaOfEstado(place.id_estado) }
}
