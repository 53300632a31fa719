import { placeholderTemplates } from "../rules/placeholder-template"
import type { LetterType } from "./cartas-finiquito-vocabulary"

// The text of a carta finiquito (MODULES-MX §1.7): a template in the CON100 style, whose
// `{placeholders}` stand for the facts of the finiquito, its person, the company and its
// representative. The letter's own `texto` is its template while it is a Borrador (the type's
// template below when it is empty); Emitir fills it once and stores the result, which never
// changes again. None of the templates waives future actions (LFT 33: such a clause is void);
// the worker acknowledges what was received, and nothing more.

export const letterPlaceholderLabels = {
  lugar: "Lugar de firma",
  fecha_firma: "Fecha de firma, en palabras",
  razon_social: "Razón social de la empresa",
  rfc_empresa: "RFC de la empresa",
  registro_patronal: "Registro patronal",
  representante: "Nombre del representante de la empresa",
  puesto_representante: "Puesto del representante",
  n_empleado: "Nombre del colaborador",
  curp: "CURP del colaborador",
  rfc: "RFC del colaborador",
  nss: "NSS del colaborador",
  puesto: "Puesto del colaborador",
  f_ingreso: "Fecha de ingreso",
  f_baja: "Fecha de baja",
  salario_diario: "Último salario diario",
  sdi: "Último salario diario integrado",
  causa: "Causa de la baja",
  fundamento: "Artículos de la LFT de la causa",
  neto: "Neto en cifra",
  neto_letra: "Neto en letra",
  pago: "Forma de pago, referencia y CFDI, en una oración",
  folio_finiquito: "Folio del finiquito",
} as const

export type LetterPlaceholder = keyof typeof letterPlaceholderLabels
export type LetterValues = Readonly<Record<LetterPlaceholder, string>>

export const letterTemplates = placeholderTemplates(letterPlaceholderLabels)

const receipt = `{n_empleado}, con CURP {curp}, RFC {rfc} y NSS {nss}, quien se desempeñó como {puesto} en {razon_social} (RFC {rfc_empresa}, registro patronal {registro_patronal}) del {f_ingreso} al {f_baja}, con un último salario diario de {salario_diario} y un salario diario integrado de {sdi}, hace constar que la relación de trabajo terminó por {causa} ({fundamento}).

Recibe en este acto de {razon_social}, representada por {representante}, {puesto_representante}, la cantidad neta de {neto} ({neto_letra}) por los salarios devengados, el aguinaldo, las vacaciones y la prima vacacional proporcionales y las demás prestaciones que se detallan abajo, una vez hechas las retenciones de ley. {pago}

Este recibo acredita únicamente el pago de las cantidades que en él se detallan. Lo firman las partes ante dos testigos.`

const agreement = `Convenio de terminación de la relación de trabajo que celebran {razon_social} (RFC {rfc_empresa}, registro patronal {registro_patronal}), representada por {representante}, {puesto_representante}, y {n_empleado}, con CURP {curp}, RFC {rfc} y NSS {nss}, conforme al artículo 33 de la Ley Federal del Trabajo, con la siguiente relación circunstanciada de hechos y de los derechos comprendidos en él.

1. El colaborador prestó sus servicios como {puesto} del {f_ingreso} al {f_baja}, con un último salario diario de {salario_diario} y un salario diario integrado de {sdi}.

2. Las partes dan por terminada la relación de trabajo el {f_baja} por {causa} ({fundamento}).

3. La empresa paga al colaborador la cantidad neta de {neto} ({neto_letra}), integrada por los conceptos que se detallan abajo, una vez hechas las retenciones de ley. {pago}

4. Las partes ratificarán este convenio ante el Centro de Conciliación o el Tribunal Laboral competente. Lo firman ante dos testigos.`

const beneficiaries = `Quienes firman como beneficiarios de {n_empleado}, con CURP {curp} y NSS {nss}, quien se desempeñó como {puesto} en {razon_social} (RFC {rfc_empresa}, registro patronal {registro_patronal}) del {f_ingreso} hasta su fallecimiento el {f_baja} ({fundamento}), reciben de {razon_social}, representada por {representante}, {puesto_representante}, conforme al artículo 501 de la Ley Federal del Trabajo, la cantidad neta de {neto} ({neto_letra}) por las prestaciones devengadas que se detallan abajo. {pago}

Este recibo acredita únicamente el pago de las cantidades que en él se detallan. Lo firman ante dos testigos.`

/** The type's template, the text a new letter starts from. */
export const defaultLetterTemplate: Readonly<Record<LetterType, string>> = {
  RECIBO: receipt,
  CONVENIO: agreement,
  BENEFICIARIOS: beneficiaries,
}

/** The letter's own template, else its type's; filled with the facts as they are now. */
export const letterText = (tipo: LetterType, template: string | null, values: LetterValues): string =>
  letterTemplates.fill(template === null || template.trim() === "" ? defaultLetterTemplate[tipo] : template, values).text
