import { rfcMessages, rfcProblem } from "../rules/rfc"
import { periodicidadesPago, regimenAplica, regimenesFiscales, rfcLength } from "../rules/sat-catalogs"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, decimal, email, flag, image, integer, phone, registroPatronal, rfc, rows, select, text } from "../records/field"
import { requiredOnSaveRules, sampled } from "../records/field-extras"
import { addressFields, addressMessages } from "./address"
import { sizeText } from "../size-limits"
import { logoMaxBytes } from "../configuraciones/parametros-sistema"

// Empresas (ORG200): the legal employer data IMSS, the SAT and the letterheads need, with the
// company's IMSS employer registrations and the payroll periodicities it uses. The clave is the
// integer key the whole workplace tree joins on (see server/db/migrations/0060_empresas.ts).
// The logo is the version of an image uploaded through its own endpoint, checked by content
// (domain/organizacion/empresas-logo-api.ts); the save keeps the version the form holds.

export const companyMessages = {
  ...addressMessages,
  clave: "La clave es requerido",
  razonSocial: "La razón social es requerida",
  tipoPersona: "El tipo de persona es requerido",
  rfc: "El RFC es requerido",
  regimen: "El régimen fiscal es requerido",
  regimenTipo: "El régimen fiscal no corresponde al tipo de persona",
  rfcFisica: "El RFC debe tener 13 caracteres para persona física",
  rfcMoral: "El RFC debe tener 12 caracteres para persona moral",
  registroPatronal: "El registro patronal es requerido",
  claseRiesgo: "La clase de riesgo es requerida",
  primaRiesgo: "La prima de riesgo es requerida",
  fechaAlta: "La fecha de alta es requerida",
  periodicidad: "La periodicidad es requerida",
  registroPatronalOcupado: "El registro patronal ya está registrado en otra empresa",
  rfcOcupado: "El RFC ya está registrado en otra empresa activa",
  registroPatronalEnUso: "No se puede quitar un registro patronal que usa un centro de trabajo; asigne otro al centro primero",
  conColaboradores: "No se puede desactivar una empresa con colaboradores activos",
  conCentros: "No se puede eliminar la empresa: tiene centros de trabajo; desactívela o elimine primero sus centros",
  logoNoEncontrado: "El logotipo no se encontró; vuelva a subirlo",
  logoEmpresaNueva: "Guarde la empresa antes de subir su logotipo",
} as const

/**
 * Whether a stored or requested RFC passes only because the user confirmed it on the SAT's
 * portal: its format is right but its check digit is not. Such a save is noted in the audit log.
 */
export const rfcCheckDigitOverridden = (values: Readonly<Record<string, unknown>>): boolean =>
  values.rfc_validado_sat === "1" && typeof values.rfc === "string" && rfcProblem(values.rfc) === rfcMessages.digito

export const employerRegistrations = {
  label: "Registros patronales",
  singular: "registro patronal",
  uniqueBy: ["registro_patronal"],
  maxRows: 50,
  fields: {
    registro_patronal: sampled(
      registroPatronal({ label: "Registro patronal", required: companyMessages.registroPatronal, description: "Una letra y diez dígitos, p. ej. Y12-34567-10-1" }),
      // Many distinct ones: a generated company may have several rows, each unique in the system.
      (fc) => fc.integer({ min: 0, max: 9_999_999_999 }).map((n) => `Z${String(n).padStart(10, "0")}`),
    ),
    clase_riesgo: integer({ label: "Clase de riesgo", min: 1, max: 5, required: companyMessages.claseRiesgo }),
    prima_riesgo: sampled(decimal({ label: "Prima de riesgo (%)", min: 0.5, max: 15, scale: 5, required: companyMessages.primaRiesgo }), (fc) =>
      fc.integer({ min: 50_000, max: 1_500_000 }).map((n) => n / 100_000),
    ),
    f_alta: sampled(date({ label: "Fecha de alta", required: companyMessages.fechaAlta }), (fc) => fc.constantFrom("2020-01-15", "2024-02-29")),
    activo: flag({ label: "Activo", initial: "1" }),
  },
}

export const companyPeriodicities = {
  label: "Periodicidades de pago",
  singular: "periodicidad",
  uniqueBy: ["id_periodicidad"],
  maxRows: periodicidadesPago.length,
  fields: {
    id_periodicidad: sampled(
      select({
        label: "Periodicidad",
        required: companyMessages.periodicidad,
        choices: periodicidadesPago.map((p) => ({ id: p.id_periodicidad, label: `${p.id_periodicidad} ${p.n_periodicidad}` })),
      }),
      (fc) => fc.constantFrom(...periodicidadesPago.map((p) => p.id_periodicidad)),
    ),
  },
}

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "id_regimen",
    reads: ["tipo_persona", "id_regimen"],
    check: (v) =>
      (v.tipo_persona === "F" || v.tipo_persona === "M") && typeof v.id_regimen === "string" && !regimenAplica(v.id_regimen, v.tipo_persona)
        ? companyMessages.regimenTipo
        : undefined,
  },
  // The RFC field checks format, date and generic RFCs but not the check digit: this rule does,
  // unless the user confirmed the RFC on the SAT's portal (DOMAIN-MX 1.1, decision 7.3).
  {
    field: "rfc",
    reads: ["rfc", "rfc_validado_sat"],
    check: (v) => (typeof v.rfc === "string" && v.rfc_validado_sat !== "1" && rfcProblem(v.rfc) === rfcMessages.digito ? rfcMessages.digito : undefined),
  },
  {
    field: "rfc",
    reads: ["tipo_persona", "rfc"],
    check: (v) => {
      if ((v.tipo_persona !== "F" && v.tipo_persona !== "M") || typeof v.rfc !== "string") return undefined
      if (v.rfc.length === rfcLength(v.tipo_persona)) return undefined
      return v.tipo_persona === "F" ? companyMessages.rfcFisica : companyMessages.rfcMoral
    },
  },
]

const companyFields = {
  id_empresa: integer({
    label: "Clave",
    min: 1,
    max: 999_999_999,
    required: companyMessages.clave,
    key: true,
    column: true,
    sortable: true,
    scope: "empresa",
  }),
  n_empresa: text({
    label: "Razón social",
    max: 254,
    required: companyMessages.razonSocial,
    column: true,
    searchable: true,
    sortable: true,
    description: "Tal como aparece en la constancia de situación fiscal, sin el régimen de capital",
  }),
  regimen_capital: text({ label: "Régimen de capital", max: 50, exported: true, description: "Por ejemplo: SA DE CV" }),
  n_comercial: text({ label: "Nombre comercial", max: 100, exported: true, searchable: true }),
  // Generated requests are of personas morales: the RFC's length and the régimen follow it.
  tipo_persona: sampled(
    select({
      label: "Tipo de persona",
      required: companyMessages.tipoPersona,
      choices: [
        { id: "M", label: "Persona moral" },
        { id: "F", label: "Persona física" },
      ],
      exported: true,
    }),
    (fc) => fc.constant("M"),
  ),
  rfc: sampled(rfc({ label: "RFC", required: companyMessages.rfc, checkDigit: false, column: true, searchable: true, sortable: true }), (fc) =>
    fc.constantFrom("EMP210315KL9", "OTR190601RS7"),
  ),
  rfc_validado_sat: flag({
    label: "RFC verificado en el portal del SAT",
    exported: true,
    description:
      "Márquelo solo si el SAT confirma este RFC en su portal aunque su dígito verificador no corresponda al cálculo; queda anotado en la bitácora de auditoría. Un RFC genérico nunca se acepta.",
  }),
  id_regimen: sampled(
    select({
      label: "Régimen fiscal",
      required: companyMessages.regimen,
      choices: regimenesFiscales.map((r) => ({ id: r.id_regimen, label: `${r.id_regimen} ${r.n_regimen}` })),
      column: true,
      filter: true,
    }),
    (fc) => fc.constantFrom(...regimenesFiscales.filter((r) => r.aplica_moral === "1").map((r) => r.id_regimen)),
  ),
  ...addressFields(),
  id_zona: text({ label: "Zona predeterminada", max: 10, upperCase: true, description: "Clave de la zona de salario mínimo de sus nuevos centros de trabajo" }),
  id_plaza: text({ label: "Plaza predeterminada", max: 10, upperCase: true, description: "Clave de la plaza de sus nuevos centros de trabajo" }),
  representante_legal: text({ label: "Representante legal", max: 150, exported: true }),
  // The DC-3's signatures of a company of more than 50 workers (Formatos DC-3, MODULES-MX §3).
  representante_patron_cmcap: text({
    label: "Representante de la empresa en la Comisión Mixta",
    max: 150,
    description: "Su firma va en las constancias DC-3 cuando la empresa tiene más de 50 trabajadores",
  }),
  representante_trabajadores_cmcap: text({
    label: "Representante de los trabajadores en la Comisión Mixta",
    max: 150,
    description: "Su firma va en las constancias DC-3 cuando la empresa tiene más de 50 trabajadores",
  }),
  telefono: sampled(phone({ label: "Teléfono", exported: true }), (fc) => fc.constantFrom(null, "5512345678")),
  email: email({ label: "Correo electrónico", max: 100, exported: true }),
  // Generated requests carry none: a version names an upload of that company, and there is none.
  logo: sampled(image({ label: "Logotipo", description: `Imagen JPEG o PNG de hasta ${sizeText(logoMaxBytes)}` }), (fc) => fc.constant(null)),
  registros: integer({ label: "Registros patronales", derived: true, column: true }),
  activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  registros_patronales: rows({ label: "Registros patronales", of: employerRegistrations }),
  periodicidades: rows({ label: "Periodicidades de pago", of: companyPeriodicities }),
}

export const companies = defineRecord({
  resource: "empresas",
  title: "Empresas",
  singular: "empresa",
  keys: ["ORG200"],
  messages: defaultMessages,
  fields: companyFields,
  rules: [...requiredOnSaveRules(companyFields), ...rules],
})

export const companiesEndpoints = resourceEndpoints("Empresas", companies)
