// The general data of Guías II and III that CLI230 groups and filters by (MODULES-MX §4.1), asked
// as the NOM's ranges so that none identifies a person: the option words as the questionnaire
// stores them in clima_respuestas.

export const sexOptions = ["Masculino", "Femenino"] as const

export const ageRanges = [
  "15 - 19",
  "20 - 24",
  "25 - 29",
  "30 - 34",
  "35 - 39",
  "40 - 44",
  "45 - 49",
  "50 - 54",
  "55 - 59",
  "60 - 64",
  "65 - 69",
  "70 o más",
] as const

/** "Tiempo en el puesto actual": the seniority CLI230 reports by. */
export const seniorityRanges = [
  "Menos de 6 meses",
  "Entre 6 meses y 1 año",
  "Entre 1 a 4 años",
  "Entre 5 a 9 años",
  "Entre 10 a 14 años",
  "Entre 15 a 19 años",
  "Entre 20 a 24 años",
  "25 años o más",
] as const

export const positionTypes = ["Operativo", "Profesional o técnico", "Supervisor", "Gerente"] as const
