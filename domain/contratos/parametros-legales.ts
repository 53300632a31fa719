import type { FastCheck } from "effect"
import { type LegalKey, legalKeys } from "../rules/legal-parameters"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { onlyWhen, onlyWhenRules, sampled } from "../records/field-extras"
import { type ChildDescriptor, date, decimal, integer, money, percent, rows, select, text } from "../records/field"
import { notBefore } from "../records/rules"

// Parámetros legales (CON090, tab Legales; MODULES-MX §0): the dated values every module reads
// through domain/rules/legal-parameters.ts. One row is one value of one clave over a period;
// periods of a clave never share a day (the server judges it in the write's transaction, with
// the clave's row locked, so two concurrent saves cannot both pass).
//
// Storage, by clave:
// - UMA, SM_GEN, SM_ZLFN: `valor`, pesos a day.
// - TARIFA_ISR_MENSUAL: the brackets as child rows (`tramos`, table parametros_legales_tramos),
//   each number its own typed, checked column, so the ISR rule reads numbers and the form edits
//   a table, rather than a text blob in `valor` that every reader would parse again.
// - FESTIVO: one row a day (f_fin = f_inicio, stored so by the server when left empty), its name
//   in `descripcion`, so the holiday list reads as words and a calendar query is one range.

export const legalKeyChoices: ReadonlyArray<{ readonly id: LegalKey; readonly label: string }> = [
  { id: "UMA", label: "UMA" },
  { id: "SM_GEN", label: "Salario mínimo general" },
  { id: "SM_ZLFN", label: "Salario mínimo ZLFN" },
  { id: "TARIFA_ISR_MENSUAL", label: "Tarifa ISR mensual" },
  { id: "FESTIVO", label: "Día festivo" },
]

const amountKeys: ReadonlyArray<LegalKey> = ["UMA", "SM_GEN", "SM_ZLFN"]

export const legalMessages = {
  clave: "La clave es requerido",
  valor: "El valor es requerido",
  valorSobra: "Solo la UMA y los salarios mínimos llevan un valor",
  fechaInicio: "La fecha de inicio es requerida",
  fechaFin: "La fecha final no puede ser anterior a la fecha de inicio",
  traslape: "Ya existe un valor vigente para esas fechas",
  festivoNombre: "El nombre del día festivo es requerido",
  festivoUnDia: "Un día festivo es de un solo día: la fecha final debe ser la de inicio",
  tramos: "Capture los tramos de la tarifa",
  tramosSobran: "Solo la tarifa de ISR lleva tramos",
  tramosOrden: "Los límites inferiores de los tramos deben ser crecientes",
  limite: "El límite inferior es requerido",
  cuota: "La cuota fija es requerida",
  porcentaje: "El porcentaje es requerido",
} as const

export const tariffBrackets: ChildDescriptor = {
  label: "Tramos de la tarifa",
  singular: "tramo",
  uniqueBy: ["limite_inferior"],
  maxRows: 30,
  fields: {
    limite_inferior: money({ label: "Límite inferior", required: legalMessages.limite, max: 100_000_000 }),
    cuota_fija: money({ label: "Cuota fija", required: legalMessages.cuota, max: 100_000_000 }),
    porcentaje: percent({ label: "% sobre excedente", required: legalMessages.porcentaje }),
  },
}

/** The constants of LFT 39-A and 39-B the Legales tab shows for reference (they are the law's, not dated values). */
export const legalConstants = [
  { name: "prueba_max", label: "Periodo de prueba máximo", value: "30 días; 180 días para dirección, gerencia, administración o trabajo técnico o profesional especializado (LFT 39-A)" },
  { name: "capacitacion_max", label: "Capacitación inicial máxima", value: "3 meses; 6 meses para los mismos puestos (LFT 39-B)" },
] as const

type Brackets = ReadonlyArray<{ readonly limite_inferior?: unknown }>
const bracketsOf = (v: Readonly<Record<string, unknown>>): Brackets => (Array.isArray(v.tramos) ? (v.tramos as Brackets) : [])
const isTariff = (v: Readonly<Record<string, unknown>>) => v.clave === "TARIFA_ISR_MENSUAL"
const isHoliday = (v: Readonly<Record<string, unknown>>) => v.clave === "FESTIVO"
const blank = (x: unknown) => x === null || x === undefined || x === ""

const valueFields = {
  valor: onlyWhen(decimal({ label: "Valor", min: 0.01, max: 1_000_000, scale: 2, column: true, exported: true }), {
    field: "clave",
    values: amountKeys,
    required: legalMessages.valor,
    absent: legalMessages.valorSobra,
  }),
}

const rules: ReadonlyArray<RecordRule> = [
  ...onlyWhenRules(valueFields),
  notBefore("f_fin", "f_inicio", legalMessages.fechaFin),
  { field: "descripcion", reads: ["clave", "descripcion"], check: (v) => (isHoliday(v) && blank(v.descripcion) ? legalMessages.festivoNombre : undefined) },
  {
    field: "f_fin",
    reads: ["clave", "f_inicio", "f_fin"],
    check: (v) => (isHoliday(v) && !blank(v.f_fin) && v.f_fin !== v.f_inicio ? legalMessages.festivoUnDia : undefined),
  },
  {
    field: "tramos",
    reads: ["clave", "tramos"],
    check: (v) => {
      const brackets = bracketsOf(v)
      if (!isTariff(v)) return brackets.length > 0 ? legalMessages.tramosSobran : undefined
      if (brackets.length === 0) return legalMessages.tramos
      const limits = brackets.map((b) => Number(b.limite_inferior))
      return limits.some((l, i) => i > 0 && !(l > (limits[i - 1] ?? 0))) ? legalMessages.tramosOrden : undefined
    },
  },
]

// The security suites build valid requests from the schemas: a UMA of a year no seeded period reaches.
const one = (value: unknown) => (fc: typeof FastCheck) => fc.constant(value)

export const legalParameters = defineRecord({
  resource: "parametros-legales",
  title: "Parámetros legales",
  singular: "parámetro legal",
  keys: ["CON090"],
  messages: defaultMessages,
  fields: {
    id_parametro_legal: integer({ label: "Folio", key: true, derived: true, sortable: true }),
    clave: sampled(
      select({ label: "Clave", required: legalMessages.clave, choices: legalKeyChoices, column: true, filter: true, sortable: true }),
      one("UMA"),
    ),
    descripcion: text({ label: "Descripción", max: 150, column: true, searchable: true, sortable: true, description: "El nombre del día festivo, o la fuente del valor (DOF, INEGI)." }),
    valor: sampled(valueFields.valor, one(100)),
    f_inicio: sampled(date({ label: "Fecha de inicio", required: legalMessages.fechaInicio, column: true, sortable: true, filter: true }), one("2001-02-01")),
    f_fin: sampled(date({ label: "Fecha final", column: true, sortable: true, description: "Vacía mientras siga vigente." }), one("2002-01-31")),
    tramos: sampled(
      onlyWhen(rows({ label: "Tramos de la tarifa", of: tariffBrackets }), {
        field: "clave",
        values: ["TARIFA_ISR_MENSUAL"],
        required: legalMessages.tramos,
        absent: legalMessages.tramosSobran,
      }),
      one([]),
    ),
  },
  rules,
  defaultOrder: { field: "f_inicio", direction: "desc" },
})

export const legalParametersEndpoints = resourceEndpoints("ParametrosLegales", legalParameters)

/** Every clave the descriptor takes (the migration's CHECK and the lock rows read it too). */
export const storedLegalKeys: ReadonlyArray<LegalKey> = legalKeys
