import { catalogNames } from "../api/catalogs"
import { identityMessages, identityProblems } from "../rules/employee-identity"
import { regimenesFiscales, periodicidadesPago } from "../rules/sat-catalogs"
import { tiposContrato, tiposJornada, tiposRegimen } from "../rules/sat-payroll-catalogs"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { employeeCatalogNames } from "./employee-lookups"
import { constant, requiredOnSave, requiredOnSaveRules, sampled } from "../records/field-extras"
import { clabe, curp, date, decimal, email, flag, image, integer, money, nss, phone, postalCode, rfc, select, text } from "../records/field"
import { addressFields, addressMessages } from "../organizacion/address"
import { sizeText } from "../size-limits"
import { logoMaxBytes } from "../configuraciones/parametros-sistema"
import { companyLookup } from "../organizacion/workplace-fields"

// Gestión de personal (GP100, DOMAIN-MX 4.2): the employee record. One row of `empleados`
// (migration 0069), its key the internal integer id_empleado that every table references; the
// number people read, num_empleado, is drawn by the server from the system parameters and never
// changes. Tabs: Datos generales, Domicilio, Contacto, IMSS / SAT, Puesto / posición, Salario and
// Baja (read-only: written only by a BAJA movement).
//
// - There is no delete: a person leaves through a BAJA movement and the record stays (the server
//   refuses `_method: "DELETE"` with 409).
// - The workplace and the salary (company, centre, department, puesto, position, salario diario,
//   f_ingreso) are set by the alta and then changed only by movements: read-only in edit.
// - factor_integracion and sdi are derived by the server (DOMAIN-MX 1.7), never taken from a request.
// - Fields that rows stored before this record lack (CURP, RFC, NSS, address...) read as optional
//   and are required on every save (requiredOnSave), so old rows still load.
// - The checks that need the database (identifiers unique among active people, a former
//   employee's CURP turning the alta into a re-entry, registro patronal and periodicidad of the
//   company, the zone's minimum wage, a vacant and consistent position) are the server's
//   (server/personal/employee-checks.ts), reused by the Excel import.

export const employeeMessages = {
  ...addressMessages,
  ...identityMessages,
  nombre: "El nombre es requerido",
  apellidoPaterno: "El apellido paterno es requerido",
  nombreFormato: "El nombre solo admite letras, espacios, apóstrofo y guion",
  fNacimiento: "La fecha de nacimiento es requerida",
  sexo: "El sexo es requerido",
  curp: "El CURP es requerido",
  rfc: "El RFC es requerido",
  nss: "El NSS es requerido",
  registroPatronal: "El registro patronal es requerido",
  cpFiscal: "El código postal fiscal es requerido",
  tipoContrato: "El tipo de contrato es requerido",
  tipoJornada: "El tipo de jornada es requerido",
  tipoRegimen: "El tipo de régimen es requerido",
  periodicidad: "La periodicidad es requerida",
  tipoSalario: "El tipo de salario es requerido",
  infonavit: "El número de crédito Infonavit debe tener 10 dígitos",
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  departamento: "El departamento es requerido",
  puesto: "El puesto es requerido",
  posicion: "La posición es requerida",
  salario: "El salario diario es requerido",
  salarioPositivo: "El salario diario debe ser mayor a 0",
  fIngreso: "La fecha de ingreso es requerida",
} as const

export const sexoChoices = [
  { id: "H", label: "Hombre" },
  { id: "M", label: "Mujer" },
] as const

export const tipoSalarioChoices = [
  { id: "F", label: "Fijo" },
  { id: "V", label: "Variable" },
  { id: "M", label: "Mixto" },
] as const

/** Activo, Baja, Por ingresar (an alta whose ALTA movement waits for authorization or its date). */
export const estatusChoices = [
  { id: "A", label: "Activo" },
  { id: "B", label: "Baja" },
  { id: "P", label: "Por ingresar" },
] as const

const satChoices = (rows: ReadonlyArray<readonly [string, string]>) => rows.map(([id, n]) => ({ id, label: `${id} ${n}` }))

/** Letters (accents, Ñ, Ü), spaces, apostrophes (' ´ ’) and hyphens (DOMAIN-MX 4.2). */
const namePattern = { regex: /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ'´’ .-]+$/, message: employeeMessages.nombreFormato }

// Generated requests (the security suites) take a coherent person: a fixed valid CURP, RFC and
// birth date that agree, so the schemas' rules pass and the server's checks decide.

const catalogueSelect = (label: string, catalogue: string, idColumn: string, labelColumn: string) =>
  select({ label, integerId: true, lookup: { catalogue, idColumn, labelColumn }, exported: true })

/**
 * The identity cross-checks, on the form and in the server's decoding; "today" is the caller's
 * clock here and the server's own (Now) again in its checks. The pre-alta of a candidate
 * (./pre-hires.ts) applies the same ones to the same fields.
 */
export const identityRules: ReadonlyArray<RecordRule> = (["curp", "sexo", "rfc", "f_nacimiento", "f_ingreso", "f_antiguedad"] as const).map(
    (field): RecordRule => ({
      field,
      reads: ["curp", "rfc", "f_nacimiento", "sexo", "f_ingreso", "f_antiguedad"],
      check: (v) =>
        identityProblems(
          {
            curp: v.curp as string | null,
            rfc: v.rfc as string | null,
            f_nacimiento: v.f_nacimiento as string | null,
            sexo: v.sexo as string | null,
            f_ingreso: v.f_ingreso as string | null,
            f_antiguedad: v.f_antiguedad as string | null,
          },
          // The 30-day limit is judged by the server against its own clock (Now).
          null,
        ).find((p) => p.field === field)?.message,
    }),
)

/** A salary, when given, above zero (the pre-alta's too). */
export const positiveSalaryRule: RecordRule = {
  field: "salario_diario",
  reads: ["salario_diario"],
  check: (v) => (typeof v.salario_diario === "number" && v.salario_diario <= 0 ? employeeMessages.salarioPositivo : undefined),
}

const rules: ReadonlyArray<RecordRule> = [
  ...identityRules,
  { mode: "add", field: "id_posicion", reads: ["id_posicion"], check: (v) => (v.id_posicion === null || v.id_posicion === undefined ? employeeMessages.posicion : undefined) },
  { mode: "add", field: "salario_diario", reads: ["salario_diario"], check: (v) => (v.salario_diario === null || v.salario_diario === undefined ? employeeMessages.salario : undefined) },
  positiveSalaryRule,
]

const employeeFields = {
  // The list: its columns and its filters follow this order.
  id_empleado: integer({ label: "Clave interna", key: true, derived: true }),
  num_empleado: text({ label: "No. colaborador", max: 20, derived: true, column: true, searchable: true, sortable: true }),
  n_empleado: text({ label: "Nombre", max: 320, derived: true, column: true, searchable: true }),
  n_empresa: text({ label: "Empresa", max: 254, derived: true, column: true }),
  n_centro_trabajo: text({ label: "Centro", max: 150, derived: true, column: true }),
  n_depto: text({ label: "Departamento", max: 150, derived: true, column: true }),
  n_puesto: text({ label: "Puesto", max: 150, derived: true, column: true }),
  // Puesto / posición: set by the alta, then only by movements.
  id_empresa: sampled(
    select({
      label: "Empresa",
      integerId: true,
      required: employeeMessages.empresa,
      lookup: companyLookup,
      filter: true,
      readOnlyInEdit: true,
    }),
    constant(1),
  ),
  id_centro_trabajo: sampled(
    select({
      label: "Centro de trabajo",
      integerId: true,
      required: employeeMessages.centro,
      lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo", parent: { field: "id_empresa", column: "id_empresa" } },
      filter: true,
      readOnlyInEdit: true,
      scope: "centro_trabajo",
    }),
    constant(1),
  ),
  id_depto: sampled(
    select({
      label: "Departamento",
      integerId: true,
      required: employeeMessages.departamento,
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto", parent: { field: "id_centro_trabajo", column: "id_centro_trabajo" } },
      filter: true,
      readOnlyInEdit: true,
    }),
    constant(1),
  ),
  id_puesto: sampled(
    select({
      label: "Puesto",
      max: 10,
      required: employeeMessages.puesto,
      lookup: { catalogue: catalogNames.puestosDelRol, idColumn: "id_puesto", labelColumn: "n_puesto", parent: { field: "id_empresa", column: "id_empresa" } },
      filter: true,
      readOnlyInEdit: true,
    }),
    constant("P1"),
  ),
  f_ingreso: sampled(
    date({ label: "Fecha de ingreso", required: employeeMessages.fIngreso, column: true, sortable: true, filter: true, readOnlyInEdit: true }),
    constant("2024-01-15"),
  ),
  estatus: select({ label: "Estatus", choices: estatusChoices, derived: true, column: true, filter: true }),
  foto: sampled(image({ label: "Foto", column: true, exported: false, description: `Imagen JPEG o PNG de hasta ${sizeText(logoMaxBytes)}; se sube una vez guardado el colaborador` }), constant(null)),

  // Datos generales
  nombre: sampled(text({ label: "Nombre(s)", max: 60, required: employeeMessages.nombre, pattern: namePattern, exported: true }), constant("Ana")),
  apellido_paterno: sampled(
    text({ label: "Apellido paterno", max: 60, required: employeeMessages.apellidoPaterno, pattern: namePattern, exported: true }),
    constant("Pérez"),
  ),
  apellido_materno: sampled(text({ label: "Apellido materno", max: 60, pattern: namePattern, exported: true }), constant(null)),
  f_nacimiento: sampled(date({ label: "Fecha de nacimiento", required: employeeMessages.fNacimiento, exported: true }), constant("1990-12-31")),
  sexo: sampled(select({ label: "Sexo", required: employeeMessages.sexo, choices: sexoChoices, exported: true }), constant("H")),
  curp: requiredOnSave(sampled(curp({ label: "CURP", exported: true }), constant("PEXA901231HDFRNN03")), employeeMessages.curp),
  rfc: requiredOnSave(sampled(rfc({ label: "RFC", tipoPersona: "F", exported: true }), constant("PEXA901231GR7")), employeeMessages.rfc),
  id_estado_civil: catalogueSelect("Estado civil", employeeCatalogNames.estadosCiviles, "id_estado_civil", "n_estado_civil"),
  id_escolaridad: catalogueSelect("Escolaridad", catalogNames.escolaridades, "id_escolaridad", "n_escolaridad"),
  id_pais_nacimiento: catalogueSelect("País de nacimiento", catalogNames.paises, "id_pais", "n_pais"),
  id_estado_nacimiento: catalogueSelect("Estado de nacimiento", catalogNames.estados, "id_estado", "n_estado"),
  nacionalidad: text({ label: "Nacionalidad", max: 40, exported: true }),
  id_tipo_sangre: catalogueSelect("Tipo de sangre", employeeCatalogNames.tiposSangre, "id_tipo_sangre", "n_tipo_sangre"),

  // Domicilio
  ...addressFields(),

  // Contacto
  email_personal: email({ label: "Correo personal", max: 100, exported: true }),
  email_trabajo: email({ label: "Correo de trabajo", max: 100, exported: true }),
  telefono: sampled(phone({ label: "Teléfono", exported: true }), constant(null)),
  celular: sampled(phone({ label: "Celular", exported: true }), constant(null)),
  contacto_emergencia_nombre: text({ label: "Contacto de emergencia", max: 150 }),
  contacto_emergencia_parentesco: catalogueSelect("Parentesco del contacto", employeeCatalogNames.parentescos, "id_parentesco", "n_parentesco"),
  contacto_emergencia_telefono: sampled(phone({ label: "Teléfono del contacto" }), constant(null)),

  // IMSS / SAT
  nss: requiredOnSave(sampled(nss({ label: "NSS", exported: true }), constant("92919084431")), employeeMessages.nss),
  registro_patronal: requiredOnSave(
    sampled(
      select({
        label: "Registro patronal",
        max: 11,
        lookup: { catalogue: employeeCatalogNames.registrosPatronalesEmpresa, idColumn: "registro_patronal", labelColumn: "registro_patronal" },
        exported: true,
      }),
      constant("Y1234567101"),
    ),
    employeeMessages.registroPatronal,
  ),
  cp_fiscal: requiredOnSave(
    sampled(postalCode({ label: "Código postal fiscal", description: "El de la constancia de situación fiscal" }), constant("06600")),
    employeeMessages.cpFiscal,
  ),
  id_regimen_fiscal: {
    ...sampled(
      select({
        label: "Régimen fiscal",
        choices: regimenesFiscales.filter((r) => r.aplica_fisica === "1").map((r) => ({ id: r.id_regimen, label: `${r.id_regimen} ${r.n_regimen}` })),
        description: "605 Sueldos y salarios si se deja vacío",
      }),
      constant("605"),
    ),
    initial: "605",
  },
  id_tipo_contrato: requiredOnSave(
    sampled(select({ label: "Tipo de contrato", choices: satChoices(tiposContrato) }), constant("01")),
    employeeMessages.tipoContrato,
  ),
  id_tipo_jornada: requiredOnSave(sampled(select({ label: "Tipo de jornada", choices: satChoices(tiposJornada) }), constant("01")), employeeMessages.tipoJornada),
  id_tipo_regimen: requiredOnSave(sampled(select({ label: "Tipo de régimen", choices: satChoices(tiposRegimen) }), constant("02")), employeeMessages.tipoRegimen),
  id_periodicidad: requiredOnSave(
    sampled(
      select({
        label: "Periodicidad de pago",
        choices: periodicidadesPago.map((p) => ({ id: p.id_periodicidad, label: `${p.id_periodicidad} ${p.n_periodicidad}` })),
        description: "Una de las periodicidades de la empresa",
      }),
      constant("04"),
    ),
    employeeMessages.periodicidad,
  ),
  tipo_salario: {
    ...requiredOnSave(sampled(select({ label: "Tipo de salario", choices: tipoSalarioChoices }), constant("F")), employeeMessages.tipoSalario),
    initial: "F",
  },
  num_credito_infonavit: sampled(
    text({ label: "Crédito Infonavit", max: 10, pattern: { regex: /^\d{10}$/, message: employeeMessages.infonavit } }),
    constant(null),
  ),
  clabe: sampled(clabe({ label: "CLABE" }), constant(null)),
  id_banco: sampled(
    select({ label: "Banco", max: 3, lookup: { catalogue: employeeCatalogNames.bancos, idColumn: "id_banco", labelColumn: "n_banco" } }),
    constant(null),
  ),

  // Puesto / posición (the company, centre, department and puesto are above, with the filters).
  id_posicion: sampled(select({ label: "Posición", max: 10, readOnlyInEdit: true, exported: true }), constant("POS1")),
  persona_clave: flag({ label: "Persona clave", description: "Decide la tasa de interés de sus préstamos" }),

  // Salario
  salario_diario: sampled(money({ label: "Salario diario", max: 99_999_999, readOnlyInEdit: true, exported: true }), constant(500)),
  factor_integracion: decimal({ label: "Factor de integración", derived: true, scale: 4, exported: true }),
  sdi: money({ label: "Salario diario integrado", derived: true, exported: true }),
  f_antiguedad: sampled(date({ label: "Fecha de antigüedad", description: "Si se deja vacía, la de ingreso; puede ser anterior si se reconoce antigüedad", exported: true }), constant(null)),

  // Baja: answered, written only by a BAJA movement.
  f_baja: date({ label: "Fecha de baja", derived: true, exported: true }),
  n_motivo_baja: text({ label: "Motivo de baja", max: 100, derived: true, exported: true }),
  causa_imss: text({ label: "Causa IMSS", max: 1, derived: true }),
  recontratable: select({ label: "Recontratable", choices: [{ id: "1", label: "Sí" }, { id: "0", label: "No" }], derived: true }),
  observaciones_baja: text({ label: "Observaciones de la baja", max: 500, derived: true }),
}

export const employees = defineRecord({
  resource: "empleados",
  title: "Gestión de personal",
  exportTitle: "Colaboradores",
  singular: "colaborador",
  keys: ["GP100"],
  messages: defaultMessages,
  fields: employeeFields,
  rules: [...requiredOnSaveRules(employeeFields), ...rules],
  defaultOrder: { field: "num_empleado", direction: "asc" },
})

export const employeesEndpoints = resourceEndpoints("Empleados", employees)
