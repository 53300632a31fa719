import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { namedWorkplaceRowFields, workplaceRowFields } from "./workplace-row-fields"
import { OrgId as Id, placedLookup } from "./placed-request"

// The department tree's lookups (Árbol de departamentos, ORG400; the position pages of ORG550
// read the same tree). They are not a record resource: the tree is every department of the
// caller's work centres at once, with numbers grouped from other tables (headcount, the
// responsable in force), and one department's detail walks the tree up and down. Moving a
// department is an update of its record (`POST /departamentos/:id`), which applies the loop
// rules; nothing here writes.
//
// Scope: only departments of the work centres granted to the caller's role are answered. A
// parent outside what an answer holds (another role's centre, or an inactive parent in the list
// of active departments) is answered as null, so that department is a root for this caller.

const treeKeys = needsAnyKey("ORG400", "ORG550")

const Flag = Schema.Literal("1", "0")

/** One department of the tree, flat: the client builds the forest from the parent pointers. */
export const NodoDepartamento = Schema.Struct({
  id_depto: Schema.Number,
  /** Null for a root, and for a department whose parent is not in this answer. */
  id_depto_padre: Schema.NullOr(Schema.Number),
  n_depto: Schema.String,
  /** The company's name is in /get-arbol-info and the company lookups, not repeated per node. */
  ...workplaceRowFields,
  activo: Flag,
  /** Active collaborators of this department alone (of its centre; not those of its descendants). */
  empleados: Schema.Number,
  /** The collaborator who is its responsable today (system parameter clave_responsable), if any. */
  id_responsable: Schema.NullOr(Schema.Number),
  n_responsable: Schema.NullOr(Schema.String),
})
export type NodoDepartamento = typeof NodoDepartamento.Type

/** A responsibility of a department in force today, of any tipo. */
export const ResponsableVigente = Schema.Struct({
  id_numero: Schema.Number,
  n_empleado: Schema.String,
  id_tipo_resp: Schema.Number,
  n_tipo_resp: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.NullOr(Schema.String),
  /** '1' when the tipo is the one the system parameter clave_responsable names. */
  principal: Flag,
})
export type ResponsableVigente = typeof ResponsableVigente.Type

export const InfoDepartamento = Schema.Struct({
  id_depto: Schema.Number,
  /** Null for a root, and when the parent is in a work centre the caller does not see. */
  id_depto_padre: Schema.NullOr(Schema.Number),
  n_depto: Schema.String,
  ...namedWorkplaceRowFields,
  id_centro_costos: Schema.NullOr(Schema.String),
  activo: Flag,
  /** Names from the caller's topmost visible ancestor down to this department, itself included. */
  ruta: Schema.Array(Schema.String),
  /** Direct sub-departments the caller sees, active or not. */
  hijos: Schema.Number,
  /** Active collaborators of this department alone. */
  empleados: Schema.Number,
  /** Active collaborators of this department and of every sub-department the caller sees. */
  empleados_total: Schema.Number,
  responsables: Schema.Array(ResponsableVigente),
})
export type InfoDepartamento = typeof InfoDepartamento.Type

export const organizationDepartmentTreeEndpoints = endpointFamily(treeKeys, {
  getArbolDeptos: placedLookup(
    "Los departamentos activos de los centros de trabajo de su rol, planos con su padre, sus colaboradores activos y su responsable vigente; con id_empresa o id_centro_trabajo, solo los de esa empresa o ese centro (403 si no está a su alcance). Un padre que no está en la respuesta se responde como null.",
    NodoDepartamento,
  ),
  getArbolDeptosFull: placedLookup(
    "Como /get-arbol-deptos, incluidos los departamentos inactivos.",
    NodoDepartamento,
  ),
  getArbolInfo: {
    summary:
      "Un departamento del árbol: su ruta desde la raíz, cuántos subdepartamentos tiene, sus colaboradores activos con y sin los de sus subdepartamentos y sus responsables vigentes (404 si no existe, 403 si no está a su alcance).",
    scope: { id_depto: "departamento" },
    request: Schema.Struct({ id_depto: Id }),
    result: InfoDepartamento,
  },
})
export const { getArbolDeptos, getArbolDeptosFull, getArbolInfo } = organizationDepartmentTreeEndpoints

