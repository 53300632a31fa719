import type { LegalKey, TariffBracket } from "../rules/legal-parameters"

// The values a fresh database starts with (MODULES-MX §0 and §1.3, DOMAIN-MX 1.7): the migration
// stores them, so the demo and an empty installation read the same 2025 and 2026 parameters.
// From then on they are records of CON090, changed by users as decrees are published.

export interface SeededLegalValue {
  readonly clave: LegalKey
  readonly valor: number | null
  readonly descripcion: string
  readonly f_inicio: string
  readonly f_fin: string | null
}

export const seededAmounts: ReadonlyArray<SeededLegalValue> = [
  { clave: "UMA", valor: 113.14, descripcion: "UMA 2025 (INEGI)", f_inicio: "2025-02-01", f_fin: "2026-01-31" },
  { clave: "UMA", valor: 117.31, descripcion: "UMA 2026 (INEGI)", f_inicio: "2026-02-01", f_fin: null },
  { clave: "SM_GEN", valor: 278.8, descripcion: "Salario mínimo general 2025 (CONASAMI)", f_inicio: "2025-01-01", f_fin: "2025-12-31" },
  { clave: "SM_GEN", valor: 315.04, descripcion: "Salario mínimo general 2026 (CONASAMI)", f_inicio: "2026-01-01", f_fin: null },
  { clave: "SM_ZLFN", valor: 419.88, descripcion: "Salario mínimo ZLFN 2025 (CONASAMI)", f_inicio: "2025-01-01", f_fin: "2025-12-31" },
  { clave: "SM_ZLFN", valor: 440.87, descripcion: "Salario mínimo ZLFN 2026 (CONASAMI)", f_inicio: "2026-01-01", f_fin: null },
]

export const seededTariff: SeededLegalValue = {
  clave: "TARIFA_ISR_MENSUAL",
  valor: null,
  descripcion: "Tarifa mensual LISR 96, 2026 (Anexo 8 RMF 2026 ÷ 12)",
  f_inicio: "2026-01-01",
  f_fin: null,
}

/** MODULES-MX §1.3, row for row: límite inferior, cuota fija, % sobre excedente. */
export const tariff2026: ReadonlyArray<TariffBracket> = [
  { limite_inferior: 0.01, cuota_fija: 0, porcentaje: 1.92 },
  { limite_inferior: 844.6, cuota_fija: 16.22, porcentaje: 6.4 },
  { limite_inferior: 7168.52, cuota_fija: 420.95, porcentaje: 10.88 },
  { limite_inferior: 12598.03, cuota_fija: 1011.68, porcentaje: 16 },
  { limite_inferior: 14644.65, cuota_fija: 1339.14, porcentaje: 17.92 },
  { limite_inferior: 17533.65, cuota_fija: 1856.85, porcentaje: 21.36 },
  { limite_inferior: 35362.84, cuota_fija: 5665.16, porcentaje: 23.52 },
  { limite_inferior: 55736.69, cuota_fija: 10457.09, porcentaje: 30 },
  { limite_inferior: 106410.51, cuota_fija: 25659.23, porcentaje: 32 },
  { limite_inferior: 141880.67, cuota_fija: 37009.69, porcentaje: 34 },
  { limite_inferior: 425642, cuota_fija: 133488.54, porcentaje: 35 },
]

const holiday = (f: string, descripcion: string): SeededLegalValue => ({ clave: "FESTIVO", valor: null, descripcion, f_inicio: f, f_fin: f })

/** LFT 74's rest days of 2026 (the Mondays as the law moves them). */
export const holidays2026: ReadonlyArray<SeededLegalValue> = [
  holiday("2026-01-01", "Año Nuevo"),
  holiday("2026-02-02", "Día de la Constitución"),
  holiday("2026-03-16", "Natalicio de Benito Juárez"),
  holiday("2026-05-01", "Día del Trabajo"),
  holiday("2026-09-16", "Día de la Independencia"),
  holiday("2026-11-16", "Día de la Revolución"),
  holiday("2026-12-25", "Navidad"),
]
