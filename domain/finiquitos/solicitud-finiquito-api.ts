import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { finiquitoCauses } from "../rules/finiquito-causes"

// FIN100's calculation (MODULES-MX §0.2 /calcular-finiquito): a pure preview that saves nothing,
// so it is a hand-written call and not a record descriptor. The server decodes the request, reads
// the legal rows in force on f_baja and answers the engine's result (domain/rules/finiquito.ts).

export const calcularFiniquitoTexts = {
  causa: "La causa de baja es requerido",
  fecha: "La fecha debe tener el formato aaaa-mm-dd",
  numero: "Ingrese un número mayor o igual a 0",
  zona: "La zona es requerida",
  colaborador: "El colaborador es requerido",
} as const

const isoDay = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => calcularFiniquitoTexts.fecha }),
  Schema.filter((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return (!Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s) || calcularFiniquitoTexts.fecha
  }),
)
const amount = Schema.Number.pipe(Schema.finite({ message: () => calcularFiniquitoTexts.numero }), Schema.nonNegative({ message: () => calcularFiniquitoTexts.numero }))
const positive = Schema.Number.pipe(Schema.finite({ message: () => calcularFiniquitoTexts.numero }), Schema.positive({ message: () => calcularFiniquitoTexts.numero }))
const whole = Schema.Number.pipe(Schema.int({ message: () => calcularFiniquitoTexts.numero }), Schema.nonNegative({ message: () => calcularFiniquitoTexts.numero }))
const Flag = Schema.Literal("1", "0")
const optional = <S extends Schema.Schema.AnyNoContext>(schema: S, value: () => Schema.Schema.Type<S>) =>
  Schema.optionalWith(schema, { default: value })

export const CalcularFiniquitoRequest = Schema.Struct({
  causa: Schema.Literal(...finiquitoCauses).annotations({ message: () => ({ message: calcularFiniquitoTexts.causa, override: true }) }),
  salario_diario: positive,
  sdi: positive,
  zona: Schema.Literal("GEN", "ZLFN").annotations({ message: () => ({ message: calcularFiniquitoTexts.zona, override: true }) }),
  /** SAT c_TipoContrato; 02–06 are relations with an end (LFT 50-I). */
  tipo_contrato: optional(Schema.String.pipe(Schema.maxLength(2)), () => "01"),
  f_ingreso: isoDay,
  f_antiguedad: optional(Schema.NullOr(isoDay), () => null),
  f_baja: isoDay,
  f_pagado_hasta: isoDay,
  dias_aguinaldo: amount,
  dias_aguinaldo_anticipados: amount,
  pct_prima_vacacional: amount,
  vac_pendientes: amount,
  meses_caidos: optional(whole, () => 0),
  incluir_20_dias: optional(Flag, () => "0" as const),
  base_prima_antiguedad: optional(Schema.Literal("SDI", "SD"), () => "SDI" as const),
  dias_usmo: optional(whole, () => 30),
  percepciones_extra: optional(
    Schema.Array(Schema.Struct({ concepto: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)), importe: Schema.Number, grupo: Schema.Literal("ORD", "SEP", "EXENTO") })),
    () => [],
  ),
  deducciones: optional(
    Schema.Array(Schema.Struct({ concepto: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)), importe: Schema.Number, consentimiento: Flag })),
    () => [],
  ),
})
export type CalcularFiniquitoRequest = typeof CalcularFiniquitoRequest.Type

/**
 * The preview of one person's finiquito: what the request leaves out is loaded as a draft from a
 * BAJA takes it (the person's pay, zone, contract type, vacation days and owed loans), the baja's
 * date and cause from their record unless given.
 */
export const CalcularFiniquitoColaborador = Schema.Struct({
  id_empleado: Schema.Number.pipe(Schema.int({ message: () => calcularFiniquitoTexts.colaborador }), Schema.positive({ message: () => calcularFiniquitoTexts.colaborador })),
  causa: Schema.optional(Schema.Literal(...finiquitoCauses).annotations({ message: () => ({ message: calcularFiniquitoTexts.causa, override: true }) })),
  f_baja: Schema.optional(isoDay),
  f_pagado_hasta: Schema.optional(isoDay),
})
export type CalcularFiniquitoColaborador = typeof CalcularFiniquitoColaborador.Type

const Nullable = Schema.NullOr(Schema.Number)
const IsrPart = Schema.Struct({ gravado: Schema.Number, tasa: Nullable, isr: Schema.Number })

export const FiniquitoResult = Schema.Struct({
  antiguedad: Schema.Struct({ completos: Schema.Number, dias_fraccion: Schema.Number, anios: Schema.Number, anio_en_curso: Schema.Number, anios_exencion: Schema.Number }),
  lineas: Schema.Array(
    Schema.Struct({
      clave: Schema.String,
      concepto: Schema.String,
      dias: Nullable,
      base: Nullable,
      importe: Schema.Number,
      exento: Schema.Number,
      gravado: Schema.Number,
      grupo: Schema.Literal("ORD", "GRAT", "SEP", "EXENTO"),
      clave_sat: Schema.String,
      fundamento: Schema.String,
      nota: Schema.NullOr(Schema.String),
    }),
  ),
  deducciones: Schema.Array(Schema.Struct({ concepto: Schema.String, importe: Schema.Number, consentimiento: Flag })),
  isr: Schema.Struct({
    usmo: Schema.Number,
    ordinario: IsrPart,
    gratificaciones: Schema.Struct({ ...IsrPart.fields, m: Schema.Number }),
    separacion: IsrPart,
    total: Schema.Number,
  }),
  totales: Schema.Struct({ bruto: Schema.Number, exento: Schema.Number, gravado: Schema.Number, isr: Schema.Number, deducciones: Schema.Number, neto: Schema.Number }),
  advertencias: Schema.Array(Schema.String),
  parametros: Schema.Array(
    Schema.Struct({ clave: Schema.String, id_parametro_legal: Schema.Number, f_inicio: Schema.String, f_fin: Schema.NullOr(Schema.String), valor: Nullable }),
  ),
})

const calls = endpointFamily(needsAnyKey("FIN100"), {
  calcularFiniquito: {
    summary: "Calcula un finiquito sin guardarlo, con los datos dados o con los de un colaborador (id_empleado): sus líneas con exento y gravado, el ISR estimado, el neto y las versiones de los parámetros legales usadas (vigentes en f_baja).",
    request: Schema.Union(CalcularFiniquitoRequest, CalcularFiniquitoColaborador),
    result: FiniquitoResult,
    scope: { id_empleado: "empleado" },
  },
})
export const { calcularFiniquito } = calls

export const finiquitoRequestEndpoints = { calcularFiniquito } as const
