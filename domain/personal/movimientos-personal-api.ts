import { Schema } from "effect"
import { isRealDate } from "../records/field"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { stepDecisionFields } from "../authorization"

// The movements' calls beside their records resource (/movimientos-personal, domain/personal/
// movimientos-personal.ts, whose workflow sends one to its flow): what the page shows of one (its
// before/after pairs, the flow's steps, the IMSS notice), and what the form needs to capture one
// (people to pick, the record's values today, the vacant seats on the date, the motives and the
// periodicidades). These are not records: a view joining three tables, and options.
// GP100 guards them (DOMAIN-MX 0 [D]); each is limited to the employees of the caller's centres.

const keys = needsAnyKey("GP100")

const IdParam = idParam("El valor debe ser un número entero", "El valor no es válido")
const DateParam = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))

export const CambioMovimiento = Schema.Struct({
  campo: Schema.String,
  etiqueta: Schema.String,
  valor_anterior: Schema.NullOr(Schema.String),
  valor_nuevo: Schema.NullOr(Schema.String),
})
export type CambioMovimiento = typeof CambioMovimiento.Type

export const PasoAutorizacion = Schema.Struct({
  nivel: Schema.Number,
  autorizador: Schema.String,
  ...stepDecisionFields,
})
export type PasoAutorizacion = typeof PasoAutorizacion.Type

export const AvisoImss = Schema.Struct({
  tipo_aviso: Schema.String,
  f_movimiento: Schema.String,
  f_limite: Schema.String,
  estado: Schema.String,
})

export const DetalleMovimiento = Schema.Struct({
  id_movimiento: Schema.Number,
  estado: Schema.String,
  cambios: Schema.Array(CambioMovimiento),
  pasos: Schema.Array(PasoAutorizacion),
  avisos: Schema.Array(AvisoImss),
})
export type DetalleMovimiento = typeof DetalleMovimiento.Type

export const Opcion = Schema.Struct({ id: Schema.String, label: Schema.String })
export type Opcion = typeof Opcion.Type

export const ValoresActuales = Schema.Struct({
  colaborador: Schema.String,
  f_ingreso: Schema.String,
  posicion: Schema.NullOr(Schema.String),
  puesto: Schema.NullOr(Schema.String),
  depto: Schema.NullOr(Schema.String),
  centro: Schema.NullOr(Schema.String),
  salario_diario: Schema.NullOr(Schema.Number),
  sdi: Schema.NullOr(Schema.Number),
  periodicidad: Schema.NullOr(Schema.String),
  salario_minimo: Schema.NullOr(Schema.Number),
})
export type ValoresActuales = typeof ValoresActuales.Type

export const ContextoMovimiento = Schema.Struct({
  actual: Schema.NullOr(ValoresActuales),
  posiciones: Schema.Array(Opcion),
  motivos_baja: Schema.Array(Opcion),
  periodicidades: Schema.Array(Opcion),
})
export type ContextoMovimiento = typeof ContextoMovimiento.Type

export const personalMovementCalls = endpointFamily(keys, {
  detalleMovimiento: {
    method: "GET",
    path: "/movimiento-personal-detalle",
    summary: "Los pares antes/después de un movimiento, los pasos de su flujo de autorización y sus avisos al IMSS (404 si no existe, 403 si el colaborador no está a su alcance).",
    query: true,
    request: Schema.Struct({ id_movimiento: IdParam }),
    result: DetalleMovimiento,
  },
  colaboradoresMovimiento: {
    method: "GET",
    path: "/movimiento-personal-colaboradores",
    summary: "Hasta 20 colaboradores activos de los centros de trabajo de su rol cuyo número o nombre contiene el texto (sin acentos ni mayúsculas).",
    query: true,
    request: Schema.Struct({ buscar: Schema.optional(Schema.String.pipe(Schema.maxLength(100))) }),
    result: Schema.Array(Opcion),
  },
  contextoMovimiento: {
    method: "GET",
    path: "/movimiento-personal-contexto",
    summary:
      "Lo que el formulario de un movimiento necesita: los valores de hoy del colaborador (posición, puesto, departamento, centro, salario, SDI, periodicidad y el salario mínimo de su zona), las posiciones vacantes en la fecha efectiva de los centros de su rol (hasta 300), los motivos de baja y las periodicidades.",
    query: true,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({ id_empleado: Schema.optional(IdParam), f_efectiva: Schema.optional(DateParam) }),
    result: ContextoMovimiento,
  },
})

export const { detalleMovimiento, colaboradoresMovimiento, contextoMovimiento } = personalMovementCalls
