import { choiceLabel } from "../records/field"
import { addWorkingDays } from "./working-days"

// The fractions of LFT art. 47 (causes to rescind the employment relationship without liability
// for the employer), DOMAIN-MX 4.4, as short Spanish labels; a fault that breaks only the
// company's own rules is "RI", the reglamento interior de trabajo (LFT 422-425). A tipo de falta
// names one of them, so an acta administrativa states the legal ground of its sanction.
// The column is VARCHAR(5): "XIV Bis" is kept as XIVB. The rescission notice's deadline is here
// too: an acta's Aviso de rescisión now, a finiquito's later.

export interface FraccionLft47 {
  readonly clave: string
  readonly nombre: string
}

export const fraccionesLft47: ReadonlyArray<FraccionLft47> = [
  { clave: "I", nombre: "Fracción I: certificados o referencias falsos" },
  { clave: "II", nombre: "Fracción II: falta de probidad, violencia u hostigamiento" },
  { clave: "III", nombre: "Fracción III: actos contra compañeros de trabajo" },
  { clave: "IV", nombre: "Fracción IV: actos contra el patrón fuera del servicio" },
  { clave: "V", nombre: "Fracción V: daños intencionales a bienes de la empresa" },
  { clave: "VI", nombre: "Fracción VI: daños graves por negligencia" },
  { clave: "VII", nombre: "Fracción VII: comprometer la seguridad del establecimiento" },
  { clave: "VIII", nombre: "Fracción VIII: actos inmorales u hostigamiento sexual" },
  { clave: "IX", nombre: "Fracción IX: revelar secretos de la empresa" },
  { clave: "X", nombre: "Fracción X: más de tres faltas injustificadas en 30 días" },
  { clave: "XI", nombre: "Fracción XI: desobediencia sin causa justificada" },
  { clave: "XII", nombre: "Fracción XII: negarse a adoptar medidas preventivas" },
  { clave: "XIII", nombre: "Fracción XIII: trabajar en estado de embriaguez o bajo narcóticos" },
  { clave: "XIV", nombre: "Fracción XIV: sentencia de prisión" },
  { clave: "XIVB", nombre: "Fracción XIV Bis: falta de documentos exigidos por la ley" },
  { clave: "XV", nombre: "Fracción XV: causas análogas" },
  { clave: "RI", nombre: "Reglamento interior de trabajo" },
]

/**
 * The fraction as the records that name it write it ('I' to 'XV', 'XIV Bis', 'RI'): the catalogue
 * keeps XIV Bis as 'XIVB' (its column is five characters); both name one fraction.
 */
export const fraccionOfCatalogue = (clave: string): string => (clave.trim() === "XIVB" ? "XIV Bis" : clave.trim())

export const fraccionChoices = fraccionesLft47.map((f) => ({ id: fraccionOfCatalogue(f.clave), label: f.nombre }))

/** The label of a fraction as written ('XIV Bis', 'RI'...); the code itself when unknown. */
export const fraccionLabel = (code: string): string => choiceLabel(fraccionChoices, code)

/**
 * The last day to deliver the Aviso de rescisión (LFT art. 47, last paragraphs): in person on the
 * day of the dismissal, or, when the worker refuses it, through the tribunal within the five
 * working days that follow.
 */
export const rescissionNoticeDue = (dismissal: string): string => addWorkingDays(dismissal, 5)
