import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { namedWorkplaceRowFields, workplaceRowFields } from "./workplace-row-fields"
import { OrgId as Id, placedLookup } from "./placed-request"

// The department lookups (SPEC 7.3) for the selects and details of the pages that name
// departments: the departments' own pages (ORG400), job profiles (ORG500), positions (ORG550),
// their prorating (ORG555) and the employee record (GP100). They are fixed reads beside the
// Departamentos resource (`/departamentos`): each answers only departments of the work centres
// granted to the caller's role, and a request naming a company, centre or department outside
// them is refused (403) by the router before any SQL runs.
//
// "Vigente" is on the database's current date: a responsable row is in force from f_inicio to
// f_fin (open when empty), both included.

const departmentKeys = needsAnyKey("ORG400", "ORG500", "ORG550", "ORG555", "GP100")

/** A GET's query parameter is text: an id arrives as digits. */
const IdParam = idParam("El departamento debe ser un número entero", "El departamento no es válido")
const Flag = Schema.Literal("1", "0")

/** A department as a select offers it: the centre's name tells apart departments of the same name. */
export const DepartamentoOpcion = Schema.Struct({
  id_depto: Schema.Number,
  n_depto: Schema.String,
  ...workplaceRowFields,
  id_depto_padre: Schema.NullOr(Schema.Number),
  activo: Flag,
})
export type DepartamentoOpcion = typeof DepartamentoOpcion.Type

export const DepartamentoResumen = Schema.Struct({
  id_depto: Schema.Number,
  n_depto: Schema.String,
  ...namedWorkplaceRowFields,
  id_depto_padre: Schema.NullOr(Schema.Number),
  n_depto_padre: Schema.NullOr(Schema.String),
  id_centro_costos: Schema.NullOr(Schema.String),
  activo: Flag,
  /** Active employees of the department. */
  empleados: Schema.Number,
})
export type DepartamentoResumen = typeof DepartamentoResumen.Type

/** One responsable row of a department, with the names a screen shows. */
export const ResponsableDepto = Schema.Struct({
  id_depto: Schema.Number,
  n_depto: Schema.String,
  id_centro_trabajo: Schema.Number,
  orden: Schema.Number,
  id_numero: Schema.Number,
  n_empleado: Schema.String,
  id_tipo_resp: Schema.Number,
  n_tipo_resp: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.NullOr(Schema.String),
  /** '1' when in force today. */
  vigente: Flag,
  /** '1' when its type is the one the system parameter clave_responsable names. */
  responsable_depto: Flag,
})
export type ResponsableDepto = typeof ResponsableDepto.Type

export const Departamento = Schema.Struct({
  ...DepartamentoResumen.fields,
  responsables: Schema.Array(ResponsableDepto),
})

export const organizationDepartmentsEndpoints = endpointFamily(departmentKeys, {
  getDepartamento: {
    summary:
      "Un departamento de esa empresa y ese centro de trabajo, con sus responsables (404 si no existe en ellos, 403 si la empresa, el centro o el departamento no están a su alcance).",
    scope: { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo", id_depto: "departamento" },
    request: Schema.Struct({ id_empresa: Id, id_centro_trabajo: Id, id_depto: Id }),
    result: Departamento,
  },
  getDepartamentos: placedLookup(
    "Los departamentos de los centros de trabajo de su rol, activos o no, con su empresa, centro, padre y colaboradores activos, por nombre; con id_empresa o id_centro_trabajo, solo los de esa empresa o ese centro.",
    DepartamentoResumen,
  ),
  getDepartamentosParaSelect: placedLookup(
    "Los departamentos activos de los centros de trabajo de su rol, por nombre: los que puede elegir un registro nuevo. Con id_centro_trabajo, los de ese centro; con id_empresa, los de esa empresa.",
    DepartamentoOpcion,
  ),
  getDepartamentosParaSelectSinCdt: {
    summary:
      "Los departamentos activos de una empresa en todos los centros de trabajo de su rol, sin pedir un centro (\"sin CDT\"): para los formularios que eligen el departamento antes que el centro, o un padre en otro centro de la empresa.",
    scope: { id_empresa: "empresa" },
    request: Schema.Struct({ id_empresa: Id }),
    result: Schema.Array(DepartamentoOpcion),
  },
  getDepartamentosParaSelectSinEmp: {
    path: "/get-departamentos-para-select-sinEmp",
    ...placedLookup(
      "Los departamentos de los centros de trabajo de su rol, activos o no, que no tienen colaboradores activos (\"sin empleados\"): los que se pueden dar de baja, eliminar o fusionar sin mover a nadie. Con id_empresa o id_centro_trabajo, solo los de esa empresa o ese centro.",
      DepartamentoOpcion,
    ),
  },
  getResponsables: {
    method: "GET",
    path: "/responsables",
    summary:
      "Los renglones de responsables de los departamentos de los centros de trabajo de su rol, vigentes o no; con id_depto, solo los de ese departamento (403 si no está a su alcance).",
    query: true,
    scope: { id_depto: "departamento" },
    request: Schema.Struct({ id_depto: Schema.optional(IdParam) }),
    result: Schema.Array(ResponsableDepto),
  },
  getRespDepto: {
    summary:
      "Los responsables de un departamento de ese centro de trabajo con el nombre del empleado y del tipo, y si están vigentes hoy (404 si el departamento no es de ese centro, 403 si no está a su alcance).",
    scope: { id_centro_trabajo: "centro_trabajo", id_depto: "departamento" },
    request: Schema.Struct({ id_centro_trabajo: Id, id_depto: Id }),
    result: Schema.Array(ResponsableDepto),
  },
})
export const { getDepartamento, getDepartamentos, getDepartamentosParaSelect, getDepartamentosParaSelectSinCdt, getDepartamentosParaSelectSinEmp, getResponsables, getRespDepto } = organizationDepartmentsEndpoints

