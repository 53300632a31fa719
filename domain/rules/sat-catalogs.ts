// The SAT catalogues a company record needs, as data: the fiscal regimes of CFDI 4.0
// (c_RegimenFiscal) with the kind of taxpayer each applies to, and the payroll periodicities
// (c_PeriodicidadPago). The migration seeds its read-only tables from these rows, and forms and
// tests read them here without a database.

/** Persona física ('F') or moral ('M'): decides the RFC's length and the allowed regimes. */
export type TipoPersona = "F" | "M"

export interface RegimenFiscal {
  readonly id_regimen: string
  readonly n_regimen: string
  readonly aplica_fisica: "1" | "0"
  readonly aplica_moral: "1" | "0"
}

export interface PeriodicidadPago {
  readonly id_periodicidad: string
  readonly n_periodicidad: string
}

const regimen = (id_regimen: string, n_regimen: string, applies: "F" | "M" | "FM"): RegimenFiscal => ({
  id_regimen,
  n_regimen,
  aplica_fisica: applies.includes("F") ? "1" : "0",
  aplica_moral: applies.includes("M") ? "1" : "0",
})

export const regimenesFiscales: ReadonlyArray<RegimenFiscal> = [
  regimen("601", "General de Ley Personas Morales", "M"),
  regimen("603", "Personas Morales con Fines no Lucrativos", "M"),
  regimen("605", "Sueldos y Salarios e Ingresos Asimilados a Salarios", "F"),
  regimen("606", "Arrendamiento", "F"),
  regimen("607", "Régimen de Enajenación o Adquisición de Bienes", "F"),
  regimen("608", "Demás ingresos", "F"),
  // Ended on 31/12/2019; kept because records of that time may still name it.
  regimen("609", "Consolidación", "M"),
  regimen("610", "Residentes en el Extranjero sin Establecimiento Permanente en México", "FM"),
  regimen("611", "Ingresos por Dividendos (socios y accionistas)", "F"),
  regimen("612", "Personas Físicas con Actividades Empresariales y Profesionales", "F"),
  regimen("614", "Ingresos por intereses", "F"),
  regimen("615", "Régimen de los ingresos por obtención de premios", "F"),
  regimen("616", "Sin obligaciones fiscales", "F"),
  regimen("620", "Sociedades Cooperativas de Producción que optan por diferir sus ingresos", "M"),
  regimen("621", "Incorporación Fiscal", "F"),
  // The published catalogues disagree on this one; the moral reading is the one taken.
  regimen("622", "Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras", "M"),
  regimen("623", "Opcional para Grupos de Sociedades", "M"),
  regimen("624", "Coordinados", "M"),
  regimen("625", "Actividades Empresariales con ingresos a través de Plataformas Tecnológicas", "F"),
  regimen("626", "Régimen Simplificado de Confianza", "FM"),
  regimen("628", "Hidrocarburos", "M"),
  regimen("629", "De los Regímenes Fiscales Preferentes y de las Empresas Multinacionales", "F"),
  regimen("630", "Enajenación de acciones en bolsa de valores", "F"),
]

export const periodicidadesPago: ReadonlyArray<PeriodicidadPago> = [
  { id_periodicidad: "01", n_periodicidad: "Diario" },
  { id_periodicidad: "02", n_periodicidad: "Semanal" },
  { id_periodicidad: "03", n_periodicidad: "Catorcenal" },
  { id_periodicidad: "04", n_periodicidad: "Quincenal" },
  { id_periodicidad: "05", n_periodicidad: "Mensual" },
  { id_periodicidad: "06", n_periodicidad: "Bimestral" },
  { id_periodicidad: "07", n_periodicidad: "Unidad obra" },
  { id_periodicidad: "08", n_periodicidad: "Comisión" },
  { id_periodicidad: "09", n_periodicidad: "Precio alzado" },
  { id_periodicidad: "10", n_periodicidad: "Decenal" },
  // Only for extraordinary payrolls.
  { id_periodicidad: "99", n_periodicidad: "Otra Periodicidad" },
]

/** Whether a regime applies to this kind of taxpayer; an unknown regime applies to none. */
export const regimenAplica = (id_regimen: string, tipo: TipoPersona): boolean => {
  const found = regimenesFiscales.find((r) => r.id_regimen === id_regimen)
  if (found === undefined) return false
  return tipo === "F" ? found.aplica_fisica === "1" : found.aplica_moral === "1"
}

/** The RFC's length for a kind of taxpayer: 13 for a persona física, 12 for a moral one. */
export const rfcLength = (tipo: TipoPersona): number => (tipo === "F" ? 13 : 12)
