import { Schema } from "effect"
import { catalogoContratosMessages } from "./catalogo-contratos-rules"
import { type ContractValues, contractTemplateProblem } from "../rules/contract-template"
import { isWellFormedText } from "../rules/well-formed-text"

// CON090 Plantillas (MODULES-MX §2): the template of each active contract type of CON100, edited
// here under CON090's own key. It is the same column as CON100's `plantilla`, so both pages
// always show one text; the same rules judge it (required, at most 20,000 characters, only the
// template engine's placeholders).

export const contractTemplateMessages = {
  plantilla: catalogoContratosMessages.plantilla,
  larga: "Plantilla: máximo 20000 caracteres",
  texto: "Plantilla contiene caracteres que no forman texto válido",
  tipo: "El tipo de contrato es requerido",
  tipoNoExiste: "El tipo de contrato no existe o no está activo",
} as const

export const contractTemplateMax = 20_000

/** The trimmed text as stored, or the first rule it breaks (the form's and the server's). */
export const contractTemplateTextProblem = (text: string): string | undefined => {
  const trimmed = text.trim()
  if (trimmed === "") return contractTemplateMessages.plantilla
  if (trimmed.length > contractTemplateMax) return contractTemplateMessages.larga
  if (!isWellFormedText(trimmed)) return contractTemplateMessages.texto
  return contractTemplateProblem(trimmed)
}

const TemplateText = Schema.Trim.pipe(Schema.filter((s) => contractTemplateTextProblem(s) ?? true))

const TypeKey = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => contractTemplateMessages.tipo }),
  Schema.maxLength(10, { message: () => contractTemplateMessages.tipoNoExiste }),
)

/** An active type with its template. */
export const ContractTemplate = Schema.Struct({
  id_tipo_contrato: Schema.String,
  n_tipo_contrato: Schema.String,
  plantilla: Schema.String,
})
export type ContractTemplate = typeof ContractTemplate.Type

/** The tab's read: every active type, by name. */
export const ContractTemplatesPage = Schema.Struct({ tipos: Schema.Array(ContractTemplate) })
export type ContractTemplatesPage = typeof ContractTemplatesPage.Type

/** What the tab saves: one type's template. */
export const SaveContractTemplate = Schema.Struct({ id_tipo_contrato: TypeKey, plantilla: TemplateText })
export type SaveContractTemplate = typeof SaveContractTemplate.Type

/** The made-up contract the preview fills a template with: a reader sees where each datum goes. */
export const contractTemplateSample: ContractValues = {
  n_empleado: "María Fernanda López Hernández",
  curp: "LOHM900215MDFPRR08",
  rfc_empleado: "LOHM900215AB1",
  nacionalidad: "mexicana",
  edad: "35",
  sexo: "mujer",
  estado_civil: "soltera",
  domicilio: "Av. Insurgentes Sur 1234, Col. Del Valle, Benito Juárez, Ciudad de México, C.P. 03100",
  n_puesto: "Analista de nómina",
  funciones: "calcular y revisar la nómina quincenal y atender a los colaboradores",
  lugar: "las oficinas de Av. Reforma 250, Ciudad de México",
  jornada: "diurna de 48 horas semanales",
  horario: "de lunes a sábado de 9:00 a 17:00 horas",
  salario_diario: "$650.00 (seiscientos cincuenta pesos 00/100 M.N.)",
  forma_pago: "por transferencia bancaria",
  dia_pago: "15 y último de cada mes",
  f_inicio: "1 de marzo de 2026",
  f_fin: "29 de mayo de 2026",
  dias_prueba: "30",
  beneficiarios: "José López Pérez (padre), 100 %",
  n_empresa: "Comercializadora Demo, S.A. de C.V.",
  rfc_empresa: "CDE010101AB1",
  domicilio_empresa: "Av. Reforma 250, Col. Juárez, Cuauhtémoc, Ciudad de México, C.P. 06600",
  representante: "Lic. Roberto Sánchez Díaz",
}
