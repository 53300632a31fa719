// What the law gives by cause of separation (MODULES-MX §1.1, LFT 47–54, 162, 436): every cause
// gets the finiquito proper (salario, aguinaldo, vacaciones, prima vacacional); these flags say
// what comes on top.

export const finiquitoCauses = [
  "RENUNCIA",
  "MUTUO_CONSENTIMIENTO",
  "TERMINO_CONTRATO",
  "DESPIDO_JUSTIFICADO",
  "DESPIDO_INJUSTIFICADO",
  "RESCISION_TRABAJADOR",
  "NEGATIVA_REINSTALAR",
  "MUERTE",
  "INCAPACIDAD",
] as const
export type FiniquitoCause = (typeof finiquitoCauses)[number]

export interface CauseRights {
  /** Prima de antigüedad (162): "siempre", only with 15 years or more (162-III), or never. */
  readonly primaAntiguedad: "SIEMPRE" | "QUINCE_ANIOS" | "NO"
  /** Three months of salary (48, 50-III). */
  readonly indemnizacion90: boolean
  /** 20 days per year (50-I/II): by law, never, or only when the user includes it in a convenio. */
  readonly indemnizacion20: "SI" | "NO" | "OPCIONAL"
  /** Salarios vencidos while a trial lasts (48): only causes that reach a tribunal. */
  readonly salariosVencidos: boolean
  /** One month of salary for a non-professional disability (54). */
  readonly mesIncapacidad: boolean
  /** IDSE causa de baja (DOMAIN-MX 1.7). */
  readonly causaImss: string
  /** The articles that ground it, for the calculation sheet. */
  readonly fundamento: string
}

const rights = (r: CauseRights): CauseRights => r

export const causeRights: Readonly<Record<FiniquitoCause, CauseRights>> = {
  RENUNCIA: rights({ primaAntiguedad: "QUINCE_ANIOS", indemnizacion90: false, indemnizacion20: "NO", salariosVencidos: false, mesIncapacidad: false, causaImss: "2", fundamento: "LFT 53-I, 162-III" }),
  // [V] mutuo consentimiento treated as voluntary: the 15-year rule of 162-III applies.
  MUTUO_CONSENTIMIENTO: rights({ primaAntiguedad: "QUINCE_ANIOS", indemnizacion90: false, indemnizacion20: "NO", salariosVencidos: false, mesIncapacidad: false, causaImss: "2", fundamento: "LFT 53-I, 33" }),
  // [V] 162 speaks of "trabajadores de planta": none on the end of a fixed-term contract.
  TERMINO_CONTRATO: rights({ primaAntiguedad: "NO", indemnizacion90: false, indemnizacion20: "NO", salariosVencidos: false, mesIncapacidad: false, causaImss: "1", fundamento: "LFT 53-III" }),
  DESPIDO_JUSTIFICADO: rights({ primaAntiguedad: "SIEMPRE", indemnizacion90: false, indemnizacion20: "NO", salariosVencidos: false, mesIncapacidad: false, causaImss: "8", fundamento: "LFT 47, 162-III" }),
  DESPIDO_INJUSTIFICADO: rights({ primaAntiguedad: "SIEMPRE", indemnizacion90: true, indemnizacion20: "OPCIONAL", salariosVencidos: true, mesIncapacidad: false, causaImss: "8", fundamento: "LFT 48, 50-III, 162" }),
  RESCISION_TRABAJADOR: rights({ primaAntiguedad: "SIEMPRE", indemnizacion90: true, indemnizacion20: "SI", salariosVencidos: false, mesIncapacidad: false, causaImss: "8", fundamento: "LFT 51, 52, 50, 162" }),
  NEGATIVA_REINSTALAR: rights({ primaAntiguedad: "SIEMPRE", indemnizacion90: true, indemnizacion20: "SI", salariosVencidos: true, mesIncapacidad: false, causaImss: "8", fundamento: "LFT 49, 50, 947, 162" }),
  MUERTE: rights({ primaAntiguedad: "SIEMPRE", indemnizacion90: false, indemnizacion20: "NO", salariosVencidos: false, mesIncapacidad: false, causaImss: "4", fundamento: "LFT 53-II, 162-V, 501" }),
  INCAPACIDAD: rights({ primaAntiguedad: "SIEMPRE", indemnizacion90: false, indemnizacion20: "NO", salariosVencidos: false, mesIncapacidad: true, causaImss: "6", fundamento: "LFT 53-IV, 54, 162" }),
}

/**
 * The cause a finiquito drafted from an authorized BAJA starts with, from the baja's IDSE cause.
 * [D] The IDSE code says less than the LFT cause (a rescisión may be the employer's, justified or
 * not; a clausura, a jubilación or "otras" fit no §1.1 cause exactly), so the draft takes the most
 * common reading and HR corrects it before calculating: abandono, ausentismo and rescisión as a
 * justified dismissal (LFT 47), defunción as death, término de contrato as such, everything else
 * as a voluntary separation, the cause that pays least and so never overstates the draft.
 */
export const causeOfImssBaja = (causaImss: string | null): FiniquitoCause => {
  switch ((causaImss ?? "").trim().toUpperCase()) {
    case "1":
      return "TERMINO_CONTRATO"
    case "3":
    case "7":
    case "8":
      return "DESPIDO_JUSTIFICADO"
    case "4":
      return "MUERTE"
    default:
      return "RENUNCIA"
  }
}
