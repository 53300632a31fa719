// An amount of pesos in words, as Mexican letters and receipts write it beside the figure:
// 15,300.50 -> "QUINCE MIL TRESCIENTOS PESOS 50/100 M.N.". Integers up to 999,999,999,999.

const units = ["", "UN", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO", "NUEVE"] as const
const teens = ["DIEZ", "ONCE", "DOCE", "TRECE", "CATORCE", "QUINCE", "DIECISÉIS", "DIECISIETE", "DIECIOCHO", "DIECINUEVE"] as const
const twenties = ["VEINTE", "VEINTIÚN", "VEINTIDÓS", "VEINTITRÉS", "VEINTICUATRO", "VEINTICINCO", "VEINTISÉIS", "VEINTISIETE", "VEINTIOCHO", "VEINTINUEVE"] as const
const tens = ["", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"] as const
const hundreds = ["", "CIENTO", "DOSCIENTOS", "TRESCIENTOS", "CUATROCIENTOS", "QUINIENTOS", "SEISCIENTOS", "SETECIENTOS", "OCHOCIENTOS", "NOVECIENTOS"] as const

/** 0-99 in words ("UN" before a noun: VEINTIÚN, TREINTA Y UN). */
const belowHundred = (n: number): string => {
  if (n < 10) return units[n] ?? ""
  if (n < 20) return teens[n - 10] ?? ""
  if (n < 30) return twenties[n - 20] ?? ""
  const unit = n % 10
  return unit === 0 ? (tens[Math.floor(n / 10)] ?? "") : `${tens[Math.floor(n / 10)]} Y ${units[unit]}`
}

/** 0-999 in words ("CIEN" alone, "CIENTO UNO" with more). */
const belowThousand = (n: number): string => {
  if (n === 100) return "CIEN"
  const rest = belowHundred(n % 100)
  const h = hundreds[Math.floor(n / 100)] ?? ""
  return [h, rest].filter((s) => s !== "").join(" ")
}

/** 0-999,999 in words. */
const belowMillion = (n: number): string => {
  const thousands = Math.floor(n / 1000)
  const rest = belowThousand(n % 1000)
  const head = thousands === 0 ? "" : thousands === 1 ? "MIL" : `${belowThousand(thousands)} MIL`
  return [head, rest].filter((s) => s !== "").join(" ")
}

/** A whole number in words, "CERO" for 0. */
export const integerInWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999_999) return String(n)
  if (n === 0) return "CERO"
  const millions = Math.floor(n / 1_000_000)
  const rest = belowMillion(n % 1_000_000)
  const head = millions === 0 ? "" : millions === 1 ? "UN MILLÓN" : `${belowMillion(millions)} MILLONES`
  return [head, rest].filter((s) => s !== "").join(" ")
}

/** "QUINCE MIL TRESCIENTOS PESOS 50/100 M.N." (a whole million takes "DE PESOS"). */
export const pesosInWords = (amount: number): string => {
  const cents = Math.round(Math.abs(amount) * 100)
  const whole = Math.floor(cents / 100)
  const words = integerInWords(whole)
  const de = whole > 0 && whole % 1_000_000 === 0 ? " DE" : ""
  const pesos = whole === 1 ? "PESO" : "PESOS"
  return `${words}${de} ${pesos} ${String(cents % 100).padStart(2, "0")}/100 M.N.`
}
