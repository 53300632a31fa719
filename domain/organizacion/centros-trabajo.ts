import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { flag, integer, picker, select, text } from "../records/field"
import { requiredOnSave, requiredOnSaveRules, sampled } from "../records/field-extras"
import { addressFields } from "./address"
import { companyMessages } from "./empresas"

// Centros de trabajo (ORG300): the workplaces of each company and the unit of every role's
// permissions (permisos_rol). The clave is the global integer key the whole workplace tree joins
// on, unique in the system rather than per company (see server/db/migrations/0062_centros_trabajo.ts).
// The company is chosen when the centre is created and never changes: its departments,
// employees and grants carry the same company.

export const workCentreMessages = {
  empresa: "La empresa es requerida",
  clave: "La clave es requerido",
  centro: "El centro de trabajo es requerido",
  registroPatronal: companyMessages.registroPatronal,
  registroAjeno: "El registro patronal no pertenece a la empresa",
  zona: "La zona es requerida",
  empresaNoExiste: "La empresa no existe",
  empresaInactiva: "La empresa está inactiva: no se le pueden agregar centros de trabajo",
  empresaFija: "La empresa de un centro de trabajo no se puede cambiar",
  zonaNoExiste: "La zona no existe o está inactiva",
  plazaNoExiste: "La plaza no existe o está inactiva",
  responsable: "El responsable debe ser un colaborador activo de sus centros de trabajo",
  conDepartamentos: "No se puede eliminar el centro de trabajo: tiene departamentos; desactívelo o elimine primero sus departamentos",
  conColaboradores: "No se puede eliminar el centro de trabajo: tiene colaboradores; desactívelo en su lugar",
} as const

const workCentreFields = {
  // The items are the caller's companies (the page asks /get-empresas-para-select); the
  // server refuses a company outside the role or inactive.
  id_empresa: sampled(
    select({ label: "Empresa", integerId: true, required: workCentreMessages.empresa, readOnlyInEdit: true, filter: true }),
    (fc) => fc.constantFrom(1, 2, 3),
  ),
  n_empresa: text({ label: "Empresa", max: 254, derived: true, column: true, searchable: true, sortable: true }),
  id_centro_trabajo: integer({
    label: "Clave",
    min: 1,
    max: 999_999_999,
    required: workCentreMessages.clave,
    key: true,
    column: true,
    sortable: true,
    scope: "centro_trabajo",
  }),
  n_centro_trabajo: text({ label: "Centro de trabajo", max: 100, required: workCentreMessages.centro, column: true, searchable: true, sortable: true }),
  ...addressFields({ estadoFilter: true }),
  n_estado: text({ label: "Estado", max: 100, derived: true, column: true, sortable: true }),
  n_ciudad: text({ label: "Municipio", max: 100, derived: true, column: true, sortable: true }),
  // One of the company's registros patronales (the page lists /get-resgistros-patronales-select).
  id_registro_patronal: requiredOnSave(
    sampled(select({ label: "Registro patronal", max: 11, column: true, sortable: true }), (fc) => fc.constantFrom("C1210345105", "D3110222108")),
    workCentreMessages.registroPatronal,
  ),
  // Keys of the zonas and plazas reference tables (the page lists /get-zonas and /get-plazas).
  id_zona: requiredOnSave(
    sampled(select({ label: "Zona de salario mínimo", max: 10, exported: true }), (fc) => fc.constantFrom("GEN", "ZLFN")),
    workCentreMessages.zona,
  ),
  n_zona: text({ label: "Zona", max: 100, derived: true, column: true }),
  id_plaza: select({ label: "Plaza", max: 10, exported: true }),
  id_responsable: picker({
    label: "Responsable",
    integerId: true,
    max: 10,
    lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
  }),
  n_responsable: text({ label: "Nombre del responsable", max: 300, derived: true, exported: true }),
  activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
}

export const workCentres = defineRecord({
  resource: "centros-trabajo",
  title: "Centros de trabajo",
  singular: "centro de trabajo",
  keys: ["ORG300"],
  messages: defaultMessages,
  fields: workCentreFields,
  rules: requiredOnSaveRules(workCentreFields),
})

export const workCentresEndpoints = resourceEndpoints("CentrosTrabajo", workCentres)
