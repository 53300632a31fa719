import { Schema } from "effect"
import { createSchema, entitySchema, listRowSchema } from "../records/descriptor"
import { isRealDate } from "../records/field"
import { positionProrating } from "./prorrateo-posiciones"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { OrgId as Id, placedScope } from "./placed-request"

// The legacy prorating calls (SPEC 7.4) beside the Prorrateo de posiciones resource
// (`/prorrateo-posiciones`, domain/organizacion/prorrateo-posiciones.ts). SPEC does not
// show their payloads; these are the ones chosen, in the resource's own words:
//
// - get-prorrateo-posiciones {id_empresa?, id_centro_trabajo?, id_posicion?, fecha?}: the list's
//   rows (every one, not a page) of the caller's centres; `fecha` keeps those vigentes that day.
// - get-prorrateo-posiciones-by-id {id_prorrateo}: one prorating with its destinos.
// - guardar-prorrateo-posicion: the resource's record, with id_prorrateo to update one, without
//   it to create; eliminar-prorrateo-posicion {id_prorrateo}.
// - get-data-prorrateo-posicion {id_prorrateo}: the destination rows with their names;
//   guardar-info-prorrateo-posicion {id_prorrateo, destinos}: replaces them all;
//   eliminar-info-prorrateo-posicion {id_prorrateo, orden}: removes one.
// - The -depto variants act on the department rows ('D') only and keep the project rows:
//   get-data-…-depto answers the 'D' rows, guardar-info-…-depto {id_prorrateo, destinos: [{id_depto,
//   porcentaje}]} replaces them, eliminar-info-…-depto {id_prorrateo, id_depto} removes one.
// - get-proyectos-by-tipo {tipo_proyecto, id_empresa?}: the active proyectos of that type of the
//   caller's companies.
// - get-posiciones-prorrateo {id_centro_trabajo}: the positions of a centre the form offers.
//
// Every save goes through the resource's write (the same rules and transaction): the sum is
// checked on the whole resulting list, so a change that leaves it other than 100.00 is refused
// with 'La suma de los porcentajes debe ser 100' and changes nothing. Removing one destination
// therefore succeeds only together with the rest's new percentages: guardar-info with the list.

const proratingKeys = needsAnyKey("ORG555")
// The evaluation module's Proyectos page (EVA150) will read the same projects.
const projectKeys = needsAnyKey("ORG555", "EVA150")

const Clave = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(10))
const Day = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es válida"))
const Percent = Schema.Number
const Flag = Schema.Literal("1", "0")

const ProratingRow = listRowSchema(positionProrating)
const Prorating = entitySchema(positionProrating)

/** A destination row as the detail calls answer it: the ids with their names. */
export const DestinoProrrateo = Schema.Struct({
  orden: Schema.Number,
  tipo: Schema.Literal("D", "P"),
  id_depto: Schema.NullOr(Schema.Number),
  n_depto: Schema.NullOr(Schema.String),
  id_proyecto: Schema.NullOr(Schema.Number),
  n_proyecto: Schema.NullOr(Schema.String),
  porcentaje: Percent,
})
export type DestinoProrrateo = typeof DestinoProrrateo.Type

export const Proyecto = Schema.Struct({
  id_proyecto: Schema.Number,
  id_empresa: Schema.Number,
  n_proyecto: Schema.String,
  tipo_proyecto: Schema.String,
  activo: Flag,
})
export type Proyecto = typeof Proyecto.Type

/** A position as the prorating form offers it. */
export const PosicionProrrateo = Schema.Struct({
  id_posicion: Schema.String,
  n_posicion: Schema.String,
  id_empresa: Schema.Number,
  id_centro_trabajo: Schema.Number,
  n_puesto: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.NullOr(Schema.String),
})
export type PosicionProrrateo = typeof PosicionProrrateo.Type

const ById = Schema.Struct({ id_prorrateo: Id })

const DestinosField = positionProrating.fields.destinos?.value ?? Schema.Array(Schema.Unknown)

export const organizationProratingEndpoints = endpointFamily(proratingKeys, {
  getProrrateoPosiciones: {
    summary:
      "Los prorrateos de las posiciones de los centros de trabajo de su rol (posición, puesto, vigencia, número de destinos y suma); con id_empresa, id_centro_trabajo o id_posicion, solo esos; con fecha, solo los vigentes ese día.",
    scope: placedScope,
    request: Schema.Struct({
      id_empresa: Schema.optional(Id),
      id_centro_trabajo: Schema.optional(Id),
      id_posicion: Schema.optional(Clave),
      fecha: Schema.optional(Day),
    }),
    result: Schema.Array(ProratingRow),
  },
  getProrrateoPosicionesById: {
    summary: "Un prorrateo con sus destinos (404 si no existe, 403 si la posición no es de un centro de su rol).",
    request: ById,
    result: Prorating,
  },
  guardarProrrateoPosicion: {
    summary:
      "Crea un prorrateo (sin id_prorrateo) o lo reemplaza (con id_prorrateo): encabezado y destinos, con las reglas del prorrateo (porcentajes mayores a 0 y hasta 100, sin destinos repetidos, suma exacta de 100.00, sin vigencias traslapadas para la posición).",
    writes: true,
    scope: { id_centro_trabajo: "centro_trabajo" },
    request: Schema.extend(Schema.Struct({ id_prorrateo: Schema.optional(Id) }), createSchema(positionProrating)),
    result: Prorating,
  },
  eliminarProrrateoPosicion: {
    summary: "Elimina un prorrateo con sus destinos.",
    writes: true,
    request: ById,
    result: Schema.Null,
  },
  getDataProrrateoPosicion: {
    summary: "Los destinos de un prorrateo (departamentos y proyectos) con sus nombres y porcentajes, en orden.",
    request: ById,
    result: Schema.Array(DestinoProrrateo),
  },
  getDataProrrateoPosicionDepto: {
    summary: "Los destinos de tipo departamento de un prorrateo, con sus nombres y porcentajes.",
    request: ById,
    result: Schema.Array(DestinoProrrateo),
  },
  guardarInfoProrrateoPosicion: {
    summary: "Reemplaza los destinos de un prorrateo; la lista completa debe sumar exactamente 100.00.",
    writes: true,
    request: Schema.Struct({ id_prorrateo: Id, destinos: DestinosField as Schema.Schema<ReadonlyArray<unknown>, ReadonlyArray<unknown>> }),
    result: Prorating,
  },
  guardarInfoProrrateoPosicionDepto: {
    summary:
      "Reemplaza los destinos de tipo departamento de un prorrateo y conserva los de proyecto; el prorrateo resultante debe sumar exactamente 100.00.",
    writes: true,
    request: Schema.Struct({
      id_prorrateo: Id,
      destinos: Schema.Array(Schema.Struct({ id_depto: Id, porcentaje: Percent })).pipe(Schema.maxItems(100)),
    }),
    result: Prorating,
  },
  eliminarInfoProrrateoPosicion: {
    summary:
      "Quita el destino de ese orden de un prorrateo; se rechaza si los destinos que quedan no suman exactamente 100.00 (para repartir su porcentaje, guarde la lista completa).",
    writes: true,
    request: Schema.Struct({ id_prorrateo: Id, orden: Schema.Int.pipe(Schema.between(1, 1000)) }),
    result: Prorating,
  },
  eliminarInfoProrrateoPosicionDepto: {
    summary: "Quita el destino de ese departamento de un prorrateo; se rechaza si los destinos que quedan no suman exactamente 100.00.",
    writes: true,
    request: Schema.Struct({ id_prorrateo: Id, id_depto: Id }),
    result: Prorating,
  },
  getProyectosByTipo: {
    summary: "Los proyectos activos de ese tipo de las empresas de su rol, por nombre; con id_empresa, solo los de esa empresa.",
    access: projectKeys,
    scope: { id_empresa: "empresa" },
    request: Schema.Struct({ tipo_proyecto: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(10)), id_empresa: Schema.optional(Id) }),
    result: Schema.Array(Proyecto),
  },
  getPosicionesProrrateo: {
    summary: "Las posiciones de un centro de trabajo de su rol (vigentes o no) con su puesto, por clave: las que puede prorratear el formulario.",
    scope: { id_centro_trabajo: "centro_trabajo" },
    request: Schema.Struct({ id_centro_trabajo: Id }),
    result: Schema.Array(PosicionProrrateo),
  },
})
export const { getProrrateoPosiciones, getProrrateoPosicionesById, guardarProrrateoPosicion, eliminarProrrateoPosicion, getDataProrrateoPosicion, getDataProrrateoPosicionDepto, guardarInfoProrrateoPosicion, guardarInfoProrrateoPosicionDepto, eliminarInfoProrrateoPosicion, eliminarInfoProrrateoPosicionDepto, getProyectosByTipo, getPosicionesProrrateo } = organizationProratingEndpoints

