import { catalogNames } from "../api/catalogs"
import { formationCatalogNames } from "../formacion/tablas-referencia-lookups"
import { chiefProblem, jobProfileRuleMessages, salaryRangeOk } from "./gestionar-puestos-rules"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { sampled } from "../records/field-extras"
import { flag, integer, money, select, text, textarea } from "../records/field"
import { tipoPuestoNames } from "./gestionar-puestos-profile"
import { companyLookup } from "./workplace-fields"

// Puestos (ORG500, Gestionar puestos): the list and the job profile's general data. The record
// is the puesto itself (its columns since migration 0065); the other sections of the profile
// are edited and stored apart, each by its own tab (./job-profile-sections.ts). What only the
// database can judge (the department is of the company, the chief puesto is of the company and
// not under this one, the tabulador's minimum is not under the zone's minimum wage, a puesto
// with positions is never deleted) is checked by the server (server/organizacion/gestionar-puestos.ts).
//
// The scope is the company: a puesto belongs to its empresa, which must be one of the caller's
// role (as for companies; puestos have no work centre of their own).

export const jobProfileMessages = {
  clave: "La clave es requerido",
  clavePatron: "La clave solo admite letras, números y guiones",
  puesto: "El nombre del puesto es requerido",
  empresa: "La empresa es requerida",
  tipo: "El tipo de puesto es requerido",
  plazas: "Las plazas autorizadas son requeridas",
  ...jobProfileRuleMessages,
  // The texts below name the input they belong to (the form places a refusal by its label).
  deptoDeEmpresa: "El departamento no pertenece a la empresa del puesto",
  jefeNoExiste: "El puesto jefe no existe",
  jefeOtraEmpresa: "El puesto jefe debe ser de la misma empresa",
  empresaFija: "La empresa de un puesto no se puede cambiar",
  conPosiciones: "El puesto tiene posiciones registradas y no puede eliminarse; desactívelo en su lugar",
  noExiste: "El puesto no existe",
  operativasTipo: "Tipo de puesto: el puesto tiene competencias operativas; elimínelas antes de cambiar el tipo",
} as const

export const tipoPuestoChoices = (Object.keys(tipoPuestoNames) as ReadonlyArray<keyof typeof tipoPuestoNames>).map((id) => ({ id, label: tipoPuestoNames[id] }))

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "salario_min",
    reads: ["salario_min", "salario_max"],
    check: (v) =>
      salaryRangeOk(typeof v.salario_min === "number" ? v.salario_min : null, typeof v.salario_max === "number" ? v.salario_max : null)
        ? undefined
        : jobProfileMessages.salarios,
  },
  {
    field: "id_puesto_jefe",
    reads: ["id_puesto", "id_puesto_jefe"],
    check: (v) =>
      typeof v.id_puesto_jefe === "string" && typeof v.id_puesto === "string" && v.id_puesto_jefe !== ""
        ? chiefProblem(v.id_puesto, v.id_puesto_jefe, [])
        : undefined,
  },
]

/** A key as SPEC 9 keeps them: letters, digits and dashes, at most ten. */
const clavePattern = /^[A-Z0-9-]{1,10}$/

export const jobProfiles = defineRecord({
  resource: "puestos",
  title: "Gestionar puestos",
  exportTitle: "Puestos",
  singular: "puesto",
  keys: ["ORG500"],
  messages: defaultMessages,
  fields: {
    // The filter panel follows the field order: empresa, departamento, nivel, activo.
    id_empresa: sampled(
      select({
        label: "Empresa",
        integerId: true,
        required: jobProfileMessages.empresa,
        lookup: companyLookup,
        filter: true,
        readOnlyInEdit: true,
        scope: "empresa",
      }),
      (fc) => fc.constantFrom(1, 2),
    ),
    id_puesto: sampled(
      text({
        label: "Clave",
        max: 10,
        required: jobProfileMessages.clave,
        pattern: { regex: clavePattern, message: jobProfileMessages.clavePatron },
        upperCase: true,
        key: true,
        column: true,
        searchable: true,
        sortable: true,
      }),
      (fc) => fc.stringMatching(/^[A-Z][A-Z0-9]{2,9}$/),
    ),
    n_puesto: text({ label: "Puesto", max: 100, required: jobProfileMessages.puesto, column: true, searchable: true, sortable: true }),
    n_empresa: text({ label: "Empresa", max: 254, derived: true, exported: true }),
    id_depto: select({
      label: "Departamento",
      integerId: true,
      lookup: { catalogue: catalogNames.departamentosDelRol, idColumn: "id_depto", labelColumn: "n_depto" },
      filter: true,
    }),
    n_depto: text({ label: "Departamento", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    id_nivel_puesto: select({
      label: "Nivel",
      integerId: true,
      lookup: { catalogue: catalogNames.nivelesPuesto, idColumn: "id_nivel_puesto", labelColumn: "n_nivel_puesto" },
      filter: true,
    }),
    n_nivel_puesto: text({ label: "Nivel", max: 100, derived: true, column: true, sortable: true }),
    // The DC-3 prints the worker's occupation from their puesto: a subárea of the CNO (FOR050).
    id_ocupacion_cno: select({
      label: "Ocupación (CNO)",
      max: 5,
      lookup: { catalogue: formationCatalogNames.ocupacionesCno, idColumn: "id_ocupacion_cno", labelColumn: "n_ocupacion_cno" },
      description: "Subárea del Catálogo Nacional de Ocupaciones que imprime la constancia DC-3",
    }),
    n_ocupacion_cno: text({ label: "Ocupación (CNO)", max: 110, derived: true, exported: true }),
    plazas_autorizadas: {
      ...integer({ label: "Plazas autorizadas", min: 0, max: 9999, required: jobProfileMessages.plazas, column: true, sortable: true }),
      initial: "0",
    },
    plazas_ocupadas: integer({ label: "Plazas ocupadas", derived: true, column: true, sortable: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
    id_puesto_jefe: select({ label: "Puesto jefe", max: 10, description: "Del que depende este puesto; de la misma empresa" }),
    objetivo: textarea({ label: "Objetivo", max: 1000, exported: true }),
    tipo_puesto: {
      ...sampled(select({ label: "Tipo de puesto", required: jobProfileMessages.tipo, choices: tipoPuestoChoices, exported: true }), (fc) =>
        fc.constantFrom("O", "A", "D"),
      ),
      initial: "A",
    },
    riesgo_puesto: select({
      label: "Riesgo de puesto",
      max: 2,
      lookup: { catalogue: catalogNames.riesgosPuesto, idColumn: "id_riesgo", labelColumn: "n_riesgo" },
      description: "Clase de riesgo del SAT (c_RiesgoPuesto)",
    }),
    salario_min: money({ label: "Salario mínimo del tabulador", max: 9_999_999.99, description: "Mensual", exported: true }),
    salario_max: money({ label: "Salario máximo del tabulador", max: 9_999_999.99, description: "Mensual", exported: true }),
  },
  rules,
  defaultOrder: { field: "n_puesto", direction: "asc" },
})

export const jobProfilesEndpoints = resourceEndpoints("Puestos", jobProfiles)
