import { catalogoContratosMessages as m, probationAllowed, requiresEndDate } from "./catalogo-contratos-rules"
import { contractPlaceholders, contractTemplateProblem } from "../rules/contract-template"
import { tiposContrato } from "../rules/sat-payroll-catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { constant, sampled } from "../records/field-extras"
import { flag, integer, select, text, textarea } from "../records/field"

// Catálogo de contratos (CON100, MODULES-MX §2): the kinds of contract a company signs, each
// with its SAT c_TipoContrato, its default duration, whether a trial period fits it (LFT 39-A)
// and the template of its "Contrato individual de trabajo". Not the SAT catalogue itself
// (tipos_contrato, read-only): a company keeps several types under one SAT code.

export const contractTypeSatChoices = tiposContrato.map(([id, n]) => ({ id, label: `${id} ${n}` }))

export const contractCatalogue = defineRecord({
  resource: "catalogo-contratos",
  title: "Catálogo de contratos",
  singular: "tipo de contrato",
  keys: ["CON100"],
  messages: defaultMessages,
  fields: {
    id_tipo_contrato: text({ label: "Clave", max: 10, required: m.clave, key: true, column: true, searchable: true, sortable: true, upperCase: true }),
    n_tipo_contrato: text({ label: "Nombre", max: 100, required: m.nombre, column: true, searchable: true, sortable: true }),
    c_tipo_contrato: sampled(
      select({ label: "Tipo de contrato SAT", choices: contractTypeSatChoices, required: m.tipoSat, column: true, filter: true, sortable: true }),
      constant("03"),
    ),
    // Stored by the database from c_tipo_contrato (a generated column): never written.
    requiere_f_fin: flag({ label: "Requiere fecha de término", derived: true, column: true, filter: true }),
    duracion_default_dias: sampled(
      integer({
        label: "Duración predeterminada (días)",
        min: 1,
        max: 3650,
        column: true,
        sortable: true,
        description: "Días naturales que propone un contrato nuevo; solo en tipos con fecha de término.",
      }),
      constant(90),
    ),
    permite_prueba: sampled(
      flag({ label: "Permite periodo de prueba", column: true, filter: true, description: "Solo por tiempo indeterminado o de más de 180 días (LFT 39-A)." }),
      constant("0"),
    ),
    plantilla: sampled(
      textarea({
        label: "Plantilla",
        max: 20_000,
        required: m.plantilla,
        description: `Texto del contrato; una línea en blanco separa párrafos. Datos que se sustituyen: ${contractPlaceholders.map((p) => `{${p}}`).join(" ")}`,
      }),
      constant("Contrato individual de trabajo que celebran {n_empresa} y {n_empleado}."),
    ),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  rules: [
    {
      field: "duracion_default_dias",
      reads: ["c_tipo_contrato", "duracion_default_dias"],
      check: (v) => (v.duracion_default_dias != null && requiresEndDate(String(v.c_tipo_contrato ?? "")) === "0" ? m.duracionSinFin : undefined),
    },
    {
      field: "permite_prueba",
      reads: ["c_tipo_contrato", "duracion_default_dias", "permite_prueba"],
      check: (v) =>
        v.permite_prueba === "1" && !probationAllowed(String(v.c_tipo_contrato ?? ""), typeof v.duracion_default_dias === "number" ? v.duracion_default_dias : null)
          ? m.pruebaNoPermitida
          : undefined,
    },
    { field: "plantilla", reads: ["plantilla"], check: (v) => (typeof v.plantilla === "string" ? contractTemplateProblem(v.plantilla) : undefined) },
  ],
  defaultOrder: { field: "id_tipo_contrato", direction: "asc" },
})

export const contractCatalogueEndpoints = resourceEndpoints("CatalogoContratos", contractCatalogue)
