import { Schema } from "effect"
import { createSchema, entitySchema, updateSchema } from "../records/descriptor"
import { isRealDate } from "../records/field"
import { estadoChoices, positions } from "./posiciones"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { workplaceRowFields } from "./workplace-row-fields"
import { OrgId as Id, placedScope as workplaceScope } from "./placed-request"

// The positions' calls that are not the records resource (`/posiciones`, its list, read,
// create, update, delete and export): SPEC 7.3's legacy create / update / delete / duplicar,
// the list on any date (/get-posiciones: the resource's list can only say "today", its SQL
// expressions take no parameter) and the vacant seats (/get-posiciones-libres). The legacy
// writes take the resource's own schemas and run the resource's own handlers, so they check
// exactly what the records page checks (server/organizacion/posiciones-http.ts).

const positionKeys = needsAnyKey("ORG550")

/** A date `YYYY-MM-DD`; absent means today in Mexico City. */
export const FechaPosiciones = Schema.String.pipe(
  Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida", { message: () => "La fecha no es una fecha válida" }),
)

/** A position's key as the API names one. */
export const ClavePosicion = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9-]{1,10}$/, { message: () => "La clave de la posición no tiene un formato válido" }),
)

const IdPuesto = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9-]{1,10}$/, { message: () => "La clave del puesto no tiene un formato válido" }))

export const Estado = Schema.Literal(...estadoChoices.map((c) => c.id))
export type Estado = typeof Estado.Type

/** One position on a date: its place, its chief, who sits in it and its state that day. */
export const PosicionEnFecha = Schema.Struct({
  id_posicion: Schema.String,
  n_posicion: Schema.String,
  ...workplaceRowFields,
  id_depto: Schema.Number,
  n_depto: Schema.String,
  id_puesto: Schema.String,
  n_puesto: Schema.String,
  id_posicion_jefe: Schema.NullOr(Schema.String),
  n_posicion_jefe: Schema.NullOr(Schema.String),
  f_inicio: Schema.String,
  f_fin: Schema.NullOr(Schema.String),
  id_empleado: Schema.NullOr(Schema.Number),
  n_empleado: Schema.NullOr(Schema.String),
  /** O Ocupada, V Vacante, B Baja (not in force on the date: ended, or not started yet). */
  estado: Estado,
})
export type PosicionEnFecha = typeof PosicionEnFecha.Type

/** A vacant seat, with the days it has been vacant on the date. */
export const PosicionLibre = Schema.Struct({
  ...PosicionEnFecha.fields,
  /** The day the last occupant left, or null when nobody ever sat in it. */
  f_ultima_salida: Schema.NullOr(Schema.String),
  dias_vacante: Schema.Number,
})
export type PosicionLibre = typeof PosicionLibre.Type

/** Rows per page the two lists answer: at most 1,000, 50 unless asked. */
export const maxPositionRows = 1000
export const defaultPositionRows = 50

const Paging = {
  pagina: Schema.optional(Schema.Int.pipe(Schema.between(1, 1_000_000))),
  por_pagina: Schema.optional(Schema.Int.pipe(Schema.between(1, maxPositionRows))),
}

/** One page of a list, with how many rows match in all. */
const PageOf = <A, I>(row: Schema.Schema<A, I>) =>
  Schema.Struct({ registros: Schema.Array(row), total: Schema.Number, pagina: Schema.Number, por_pagina: Schema.Number })

const Placed = {
  fecha: Schema.optional(FechaPosiciones),
  id_empresa: Schema.optional(Id),
  id_centro_trabajo: Schema.optional(Id),
  id_depto: Schema.optional(Id),
}
const placedScope = { ...workplaceScope, id_depto: "departamento" } as const

const Posicion = entitySchema(positions)

/** What the position form offers for one company and centre. */
export const OpcionesPosicion = Schema.Struct({
  puestos: Schema.Array(Schema.Struct({ id_puesto: Schema.String, n_puesto: Schema.String })),
  jefes: Schema.Array(Schema.Struct({ id_posicion: Schema.String, n_posicion: Schema.String, id_posicion_jefe: Schema.NullOr(Schema.String) })),
  siguiente_clave: Schema.NullOr(Schema.String),
})
export type OpcionesPosicion = typeof OpcionesPosicion.Type

const calls = endpointFamily(positionKeys, {
  getPosiciones: {
    summary:
      "Las posiciones de los centros de trabajo de su rol en una fecha (hoy en la Ciudad de México si no se indica), con puesto, departamento, jefe, ocupante y estado ese día (O Ocupada, V Vacante, B Baja); filtros id_empresa, id_centro_trabajo, id_depto, id_puesto, estado y buscar (clave o nombre). Por clave, en páginas (por_pagina hasta 1,000, 50 si no se indica); total dice cuántas coinciden.",
    scope: placedScope,
    request: Schema.Struct({
      ...Placed,
      id_puesto: Schema.optional(IdPuesto),
      estado: Schema.optional(Estado),
      buscar: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
      ...Paging,
    }),
    result: PageOf(PosicionEnFecha),
  },
  getPosicionesLibres: {
    summary:
      "Las posiciones vacantes y vigentes en una fecha (hoy si no se indica) de los centros de trabajo de su rol, con los días que lleva vacante cada una (desde que salió su último ocupante, o desde su inicio si nunca se ocupó), de la que lleva más días a la que lleva menos, en páginas como /get-posiciones.",
    scope: placedScope,
    request: Schema.Struct({ ...Placed, ...Paging }),
    result: PageOf(PosicionLibre),
  },
  crearPosicion: {
    path: "/posiciones/create",
    summary: "Crea una posición con las mismas reglas que POST /posiciones (llamada heredada). 409 si la clave existe o se alcanzó el número de plazas autorizadas del puesto.",
    writes: true,
    scope: { id_centro_trabajo: "centro_trabajo" },
    request: createSchema(positions),
    result: Posicion,
  },
  actualizarPosicion: {
    path: "/posiciones/update",
    summary: "Actualiza la posición id_posicion con las mismas reglas que POST /posiciones/{id} (llamada heredada); la clave, la empresa y el centro no cambian.",
    writes: true,
    scope: { id_centro_trabajo: "centro_trabajo" },
    request: updateSchema(positions),
    result: Posicion,
  },
  eliminarPosicion: {
    path: "/posiciones/delete",
    summary: "Elimina una posición que nunca se ocupó y no tiene posiciones dependientes (llamada heredada); si no, 409 y se ofrece darla de baja (fecha fin).",
    writes: true,
    request: Schema.Struct({ id_posicion: ClavePosicion }),
    result: Schema.Null,
  },
  duplicarPosicion: {
    path: "/posiciones/duplicar",
    summary:
      "Crea la siguiente clave consecutiva libre del patrón de id_posicion con la misma empresa, centro, departamento, puesto y jefe, inicio hoy, sin ocupante, y copia su prorrateo vigente; respeta las plazas autorizadas del puesto.",
    writes: true,
    request: Schema.Struct({ id_posicion: ClavePosicion }),
    result: Posicion,
  },
  getPosicionesOpciones: {
    summary:
      "Lo que ofrece el formulario de posiciones: los puestos activos de la empresa, las posiciones vigentes hoy del centro de trabajo que pueden ser jefe y la siguiente clave consecutiva libre.",
    scope: workplaceScope,
    request: Schema.Struct({ id_empresa: Id, id_centro_trabajo: Schema.optional(Id) }),
    result: OpcionesPosicion,
  },
})
export const { getPosiciones, getPosicionesLibres, crearPosicion, actualizarPosicion, eliminarPosicion, duplicarPosicion, getPosicionesOpciones } = calls

export const organizationPositionsEndpoints = {
  getPosiciones,
  getPosicionesLibres,
  getPosicionesOpciones,
  crearPosicion,
  actualizarPosicion,
  eliminarPosicion,
  duplicarPosicion,
} as const
