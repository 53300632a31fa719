import { rfcCheckDigit } from "../../domain/rules/rfc"
import type { SeedAddress } from "./demo-structure"

// The names and identifiers of the scale seed's employer (server/seed/scale.ts): the cities its
// work centres stand in, with a real street, colonia and código postal of each, and the RFC and
// registros patronales of its companies.

/** A city of the scale centres: the label in the centre's name and its address there. */
export interface ScaleCity extends Omit<SeedAddress, "num_exterior"> {
  readonly label: string
}

const city = (label: string, ciudad: string, calle: string, colonia: string, codigo_postal: string): ScaleCity => ({
  label,
  ciudad,
  calle,
  colonia,
  codigo_postal,
})

// Ciudades as seedSettingsDemo names them; Tijuana, Ciudad Juárez and Reynosa are border
// municipios, so their centres are in the ZLFN minimum-wage zone.
export const scaleCities: ReadonlyArray<ScaleCity> = [
  city("Monterrey", "Monterrey", "Av. Constitución", "Centro", "64000"),
  city("Guadalajara", "Guadalajara", "Av. Juárez", "Centro", "44100"),
  city("Puebla", "Puebla", "Blvd. Héroes del 5 de Mayo", "Centro", "72000"),
  city("Toluca", "Toluca", "Av. Independencia", "Centro", "50000"),
  city("Tijuana", "Tijuana", "Av. Revolución", "Zona Centro", "22000"),
  city("León", "León", "Blvd. Adolfo López Mateos", "Centro", "37000"),
  city("Querétaro", "Santiago de Querétaro", "Av. Constituyentes", "Centro", "76000"),
  city("Mérida", "Mérida", "Calle 60", "Centro", "97000"),
  city("Saltillo", "Saltillo", "Blvd. Venustiano Carranza", "Zona Centro", "25000"),
  city("Aguascalientes", "Aguascalientes", "Av. Francisco I. Madero", "Zona Centro", "20000"),
  city("Hermosillo", "Hermosillo", "Blvd. Luis Encinas", "Centro", "83000"),
  city("Chihuahua", "Chihuahua", "Av. Independencia", "Centro", "31000"),
  city("Morelia", "Morelia", "Av. Francisco I. Madero Oriente", "Centro", "58000"),
  city("Culiacán", "Culiacán", "Blvd. Francisco I. Madero", "Centro", "80000"),
  city("Veracruz", "Veracruz", "Av. Independencia", "Centro", "91700"),
  city("Cancún", "Cancún", "Av. Tulum", "Centro", "77500"),
  city("Oaxaca", "Oaxaca de Juárez", "Av. Independencia", "Centro", "68000"),
  city("Durango", "Durango", "Av. 20 de Noviembre", "Zona Centro", "34000"),
  city("Tampico", "Tampico", "Av. Hidalgo", "Zona Centro", "89000"),
  city("Celaya", "Celaya", "Av. Benito Juárez", "Zona Centro", "38000"),
  city("Ciudad Juárez", "Ciudad Juárez", "Av. 16 de Septiembre", "Centro", "32000"),
  city("Reynosa", "Reynosa", "Blvd. Hidalgo", "Centro", "88500"),
]

export const companyTrades = ["Comercializadora", "Servicios Industriales", "Alimentos", "Manufacturas", "Logística", "Constructora", "Transportes", "Farmacéutica", "Textiles", "Autopartes"]
export const companyRegions = ["del Norte", "del Bajío", "del Pacífico", "del Golfo", "del Sureste", "de Occidente", "del Centro", "Peninsular", "Metropolitana", "de la Frontera"]

/** Words the SAT skips when it takes a persona moral's letters from its name. */
const skippedWords: ReadonlySet<string> = new Set(["DE", "DEL", "LA", "LAS", "LOS", "EL", "Y", "SA", "CV"])

/**
 * A persona moral's RFC: three letters from the name as the SAT takes them (the initials of the
 * first three words; with two words, the first's initial and the second's first two letters),
 * the incorporation date as YYMMDD, a homoclave (never 0 or O) and its check digit.
 */
export const moralRfc = (name: string, incorporated: Date, serial: number): string => {
  const words = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/S\.A\. DE C\.V\./g, "")
    .split(/[^A-Z]+/)
    .filter((w) => w !== "" && !skippedWords.has(w))
  const letters =
    words.length >= 3
      ? words.slice(0, 3).map((w) => w[0]).join("")
      : words.length === 2
        ? `${words[0]![0]}${words[1]!.slice(0, 2)}`
        : (words[0] ?? "XXX").slice(0, 3).padEnd(3, "X")
  const pad = (n: number) => String(n).padStart(2, "0")
  const homoclaveChars = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"
  const homoclave = `${homoclaveChars[serial % homoclaveChars.length]}${homoclaveChars[Math.floor(serial / homoclaveChars.length) % homoclaveChars.length]}`
  const base = `${letters}${pad(incorporated.getFullYear() % 100)}${pad(incorporated.getMonth() + 1)}${pad(incorporated.getDate())}${homoclave}`
  return base + rfcCheckDigit(base)
}

/**
 * The `r`-th registro patronal of company `company`: a letter and two digits for the
 * subdelegación, a five-digit consecutive unique to the pair, the modalidad 10 (permanent and
 * eventual city workers) and a final digit (IMSS publishes no algorithm for it).
 */
export const scaleRegistroPatronal = (company: number, r: number): string => {
  const letter = "ABCDEFGHJKLMNPRSTUVWXY"[company % 22]!
  const subdelegacion = String(10 + ((company * 7 + r) % 90))
  const consecutive = String(10_000 + company * 10 + r).padStart(5, "0").slice(-5)
  const digits = `${subdelegacion}${consecutive}10`
  const last = [...digits].reduce((sum, d) => sum + Number(d), 0) % 10
  return `${letter}${digits}${last}`
}
