import { Schema } from "effect"
import { isRealDate } from "../records/field"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { PasoAutorizacion } from "./movimientos-personal-api"
import { idParam } from "../api/id-param"

// The loans' calls beside their records resource (/prestamos, domain/personal/prestamos-autorizados.ts,
// whose workflow sends one to its authorization flow): recording a payment (abono), what the page shows of one
// (its schedule, its abonos, its flow's steps) and what the form needs to show the terms as they
// are typed (the person's pay and the loan parameters). A payment, a view over three tables and
// options: none is a record (its two PDFs are the descriptor's documents). GP100 guards them (DOMAIN-MX 0 [D]); each reaches only the loans of the people of
// the caller's work centres (403 otherwise).

const keys = needsAnyKey("GP100")

const folio = "El folio no es válido"
const Id = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => folio })).annotations({ message: () => folio })
const IdParam = idParam("El valor debe ser un número entero", "El valor no es válido", 2_147_483_647)
const Day = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))

export const Abono = Schema.Struct({
  id_prestamo: Id,
  f_abono: Day,
  importe: Schema.Number.pipe(
    Schema.finite({ message: () => "El importe no es válido" }),
    Schema.greaterThan(0, { message: () => "El importe es requerido" }),
    Schema.lessThanOrEqualTo(1_000_000, { message: () => "El importe no es válido" }),
    Schema.filter((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6 || "El importe admite a lo más 2 decimales"),
  ),
  referencia: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(100, { message: () => "Referencia: máximo 100 caracteres" })), { default: () => "" }),
})
export type Abono = typeof Abono.Type

export const PagoCalendario = Schema.Struct({
  num_pago: Schema.Number,
  fecha: Schema.String,
  importe: Schema.Number,
  pagado: Schema.Number,
  saldo: Schema.Number,
  estado: Schema.Literal("Pagado", "Parcial", "Pendiente"),
})

export const AbonoRegistrado = Schema.Struct({
  id_abono: Schema.Number,
  f_abono: Schema.String,
  importe: Schema.Number,
  referencia: Schema.NullOr(Schema.String),
  saldo: Schema.Number,
})

export const DetallePrestamo = Schema.Struct({
  id_prestamo: Schema.Number,
  colaborador: Schema.String,
  estado: Schema.String,
  f_solicitud: Schema.String,
  monto: Schema.Number,
  num_pagos: Schema.Number,
  otorgante: Schema.String,
  periodicidad: Schema.String,
  tasa_interes: Schema.Number,
  interes: Schema.Number,
  total: Schema.Number,
  importe_descuento: Schema.Number,
  f_primer_descuento: Schema.String,
  saldo: Schema.Number,
  comentario_rechazo: Schema.NullOr(Schema.String),
  calendario: Schema.Array(PagoCalendario),
  abonos: Schema.Array(AbonoRegistrado),
  pasos: Schema.Array(PasoAutorizacion),
})
export type DetallePrestamo = typeof DetallePrestamo.Type

const NullableNumber = Schema.NullOr(Schema.Number)

/** The system parameters a loan is judged by (SPEC 3.3). */
export const ParametrosPrestamo = Schema.Struct({
  tope_prestamo: NullableNumber,
  tope_max_veces: NullableNumber,
  cuota_pres_sem: NullableNumber,
  des_pres_sem: NullableNumber,
  cuota_pres_quin: NullableNumber,
  des_pres_quin: NullableNumber,
  cuota_pres_men: NullableNumber,
  des_pres_men: NullableNumber,
  prestamos_mes_emp: NullableNumber,
  prestamos_ano_trab: NullableNumber,
  tasa_int_clave: NullableNumber,
  tasa_int_noclave: NullableNumber,
})

export const ContextoPrestamo = Schema.Struct({
  colaborador: Schema.NullOr(
    Schema.Struct({
      nombre: Schema.String,
      salario_diario: NullableNumber,
      id_periodicidad: Schema.NullOr(Schema.String),
      periodicidad: Schema.NullOr(Schema.String),
      salario_minimo: NullableNumber,
      persona_clave: Schema.Literal("1", "0"),
    }),
  ),
  parametros: ParametrosPrestamo,
})
export type ContextoPrestamo = typeof ContextoPrestamo.Type

export const personalLoanCalls = endpointFamily(keys, {
  abonarPrestamo: {
    summary:
      "Registra un abono a un préstamo Vigente (hasta su saldo). Los abonos cubren los pagos del calendario en orden; con saldo 0 el préstamo queda Liquidado. 409 si no está Vigente, 400 si excede el saldo o es anterior a la solicitud.",
    writes: true,
    request: Abono,
    result: Schema.Struct({ id_prestamo: Schema.Number, saldo: Schema.Number, estado: Schema.String }),
  },
  detallePrestamo: {
    method: "GET",
    path: "/prestamo-detalle",
    summary: "Un préstamo con su calendario de pagos (cada pago con lo abonado y el saldo), sus abonos y los pasos de su flujo de autorización (404 si no existe, 403 si el colaborador no está a su alcance).",
    query: true,
    request: Schema.Struct({ id_prestamo: IdParam }),
    result: DetallePrestamo,
  },
  contextoPrestamo: {
    method: "GET",
    path: "/prestamo-contexto",
    summary:
      "Lo que el formulario de un préstamo necesita para mostrar sus condiciones mientras se captura: el salario diario, la periodicidad, el salario mínimo de la zona en la fecha y si es persona clave del colaborador, y los parámetros de préstamos del sistema. El servidor vuelve a aplicar los límites al guardar.",
    query: true,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({ id_empleado: Schema.optional(IdParam), f_solicitud: Schema.optional(Day) }),
    result: ContextoPrestamo,
  },
})

export const { abonarPrestamo, detallePrestamo, contextoPrestamo } = personalLoanCalls
