// The legal frame of a contract type (LFT 35-39-B, MODULES-MX §2 CON100), as pure rules the form
// and the server share.

/** SAT c_TipoContrato codes of a relation with an end: obra, tiempo, temporada, prueba, capacitación inicial. */
export const endDateContractTypes: ReadonlyArray<string> = ["02", "03", "04", "05", "06"]

/** Whether a contract of this SAT type needs its end date ('1' for 02–06). */
export const requiresEndDate = (satType: string | null | undefined): "1" | "0" => (satType != null && endDateContractTypes.includes(satType) ? "1" : "0")

/** LFT 39-A: a trial period only in an indefinite relation or one of more than 180 days. */
export const probationAllowed = (satType: string | null | undefined, days: number | null | undefined): boolean =>
  satType === "01" || (typeof days === "number" && days > 180)

export const catalogoContratosMessages = {
  clave: "La clave es requerido",
  nombre: "El nombre del tipo de contrato es requerido",
  tipoSat: "El tipo de contrato del SAT es requerido",
  plantilla: "La plantilla es requerida",
  duracionSinFin: "Solo un tipo con fecha de término lleva duración predeterminada",
  pruebaNoPermitida:
    "El periodo de prueba solo se permite en un contrato por tiempo indeterminado (01) o de más de 180 días (LFT 39-A)",
} as const
