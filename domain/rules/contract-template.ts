import { placeholderTemplates } from "./placeholder-template"

// The contract templates (MODULES-MX §2, CON100): plain text in which `{name}` stands for one fact
// of the worker, the company or the contract (LFT 25's elements), filled by the documents' one
// engine (placeholder-template.ts: text only, an allowlist, one pass).

/** Every placeholder a contract template may use, with what it stands for (shown to editors). */
export const contractPlaceholderNames = {
  n_empleado: "Nombre completo del trabajador",
  curp: "CURP del trabajador",
  rfc_empleado: "RFC del trabajador",
  nacionalidad: "Nacionalidad del trabajador",
  edad: "Edad del trabajador",
  sexo: "Sexo del trabajador",
  estado_civil: "Estado civil del trabajador",
  domicilio: "Domicilio del trabajador",
  n_puesto: "Puesto",
  funciones: "Servicios que prestará",
  lugar: "Lugar de prestación del trabajo",
  jornada: "Jornada de trabajo",
  horario: "Horario",
  salario_diario: "Salario diario",
  forma_pago: "Forma y lugar de pago",
  dia_pago: "Día de pago",
  f_inicio: "Fecha de inicio",
  f_fin: "Fecha de término",
  dias_prueba: "Días del periodo de prueba",
  beneficiarios: "Beneficiarios (LFT 501)",
  n_empresa: "Razón social del patrón",
  rfc_empresa: "RFC del patrón",
  domicilio_empresa: "Domicilio del patrón",
  representante: "Representante legal del patrón",
} as const

export type ContractPlaceholder = keyof typeof contractPlaceholderNames

const contracts = placeholderTemplates(contractPlaceholderNames)

export const contractPlaceholders: ReadonlyArray<ContractPlaceholder> = contracts.names

/** The values to fill in, by name; a missing or null one prints as an empty text. */
export type ContractValues = Partial<Readonly<Record<ContractPlaceholder, string | null>>>

/** The `{names}` a template holds that are no placeholder, as written, in order, each once. */
export const unknownContractPlaceholders = (template: string): ReadonlyArray<string> => contracts.unknown(template)

/** The message refusing a template with unknown placeholders (MODULES-MX §2's wording). */
export const unknownContractPlaceholderMessage = (unknown: ReadonlyArray<string>): string =>
  `La plantilla contiene campos desconocidos: ${unknown.join(", ")}`

/** The refusal of a template, or undefined when every `{name}` in it is a placeholder. */
export const contractTemplateProblem = (template: string): string | undefined => {
  const unknown = unknownContractPlaceholders(template)
  return unknown.length === 0 ? undefined : unknownContractPlaceholderMessage(unknown)
}

/** The template with its placeholders filled from `values`; unknown `{names}` stay as written. */
export const fillContractTemplate = (template: string, values: ContractValues): string => contracts.fill(template, values).text

/** The placeholders a template uses, in the list's order (what a contract must supply to print it). */
export const usedContractPlaceholders = (template: string): ReadonlyArray<ContractPlaceholder> => contracts.used(template)

/**
 * What a contract lacks to be printed from a template: the placeholders it uses whose value is
 * empty, by what they stand for (CON210 blocks issuing until each LFT 25 element is filled).
 */
export const missingContractValues = (template: string, values: ContractValues): ReadonlyArray<string> =>
  usedContractPlaceholders(template)
    .filter((p) => ((Object.hasOwn(values, p) ? values[p] : undefined) ?? "").trim() === "")
    .map((p) => contractPlaceholderNames[p])

/** The message blocking a contract's print (MODULES-MX §2's wording). */
export const missingContractValuesMessage = (missing: ReadonlyArray<string>): string => `Faltan datos obligatorios del contrato: ${missing.join(", ")}`
