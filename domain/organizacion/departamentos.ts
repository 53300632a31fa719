import type { FastCheck } from "effect"
import { catalogNames } from "../api/catalogs"
import { departmentTreeMessages } from "./departamentos-rules"
import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { placedFields } from "./workplace-fields"
import { type AnyField, type ChildDescriptor, date, flag, integer, picker, rows, select, text } from "../records/field"

// Departamentos (ORG400, also behind gestionar-departamentos): the department tree inside each
// work centre and its dated responsables. The clave is the global integer key employees and
// every workplace check join on (server/db/migrations/0063_departamentos.ts). What only the
// database can judge (the parent is of the same company and not a descendant, the responsable
// is an employee of the caller's centres, one responsable in force) is checked by the server's
// hooks in the write's transaction (server/organizacion/departamentos.ts).

export const departmentMessages = {
  clave: "La clave es requerido",
  departamento: "El departamento es requerido",
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  empleado: "El empleado es requerido",
  tipoResponsabilidad: "El tipo de responsabilidad es requerido",
  fechaInicio: "La fecha de inicio es requerida",
  fechaFin: "La fecha fin no puede ser menor a la fecha de inicio",
  ...departmentTreeMessages,
  dependencias: "El departamento tiene dependencias y no puede eliminarse",
  responsableVigente: "El departamento ya tiene un responsable vigente",
  // The texts below name the input they belong to (the form places a refusal by its label).
  centroDeEmpresa: "El centro de trabajo no pertenece a la empresa",
  centroFijo: "El centro de trabajo y la empresa de un departamento no cambian",
  padreNoExiste: "El departamento padre no existe",
  padreOtraEmpresa: "El departamento padre debe ser de la misma empresa",
  empleadoNoExiste: (row: number) => `Responsables, renglón ${row}: el empleado no existe`,
  empleadoOtraEmpresa: (row: number) => `Responsables, renglón ${row}: el empleado es de otra empresa`,
  tipoNoExiste: (row: number) => `Responsables, renglón ${row}: el tipo de responsabilidad no existe`,
  renglonesVigentes: (a: number, b: number) => `Responsables: los renglones ${a} y ${b} estarían vigentes a la vez`,
} as const

/** One responsable row as the API carries it. */
export interface ResponsableRow {
  readonly id_numero: number
  readonly id_tipo_resp: number
  readonly f_inicio: string
  readonly f_fin: string | null
}

/** Whether a row is in force on `day` (ISO dates compare as text). */
export const isVigente = (row: Pick<ResponsableRow, "f_inicio" | "f_fin">, day: string): boolean =>
  row.f_inicio <= day && (row.f_fin === null || row.f_fin >= day)

/**
 * The first two rows of the given type whose periods overlap (1-based), or undefined. Two such
 * rows would make two responsables in force on some day, whatever day the list is read.
 */
export const overlappingRows = (items: ReadonlyArray<ResponsableRow>, idTipoResp: number): readonly [number, number] | undefined => {
  const ofType = items.map((row, i) => ({ row, n: i + 1 })).filter(({ row }) => row.id_tipo_resp === idTipoResp)
  for (const [i, a] of ofType.entries()) {
    for (const b of ofType.slice(i + 1)) {
      const aEnds = a.row.f_fin ?? "9999-12-31"
      const bEnds = b.row.f_fin ?? "9999-12-31"
      if (a.row.f_inicio <= bEnds && b.row.f_inicio <= aEnds) return [a.n, b.n]
    }
  }
  return undefined
}

/**
 * A date field whose generated values (the security suites build valid requests from these
 * schemas) are real dates in order: fast-check cannot meet the calendar predicate by chance.
 * Only generation changes; the field checks what it checked before.
 */
const sampledDate = <F extends AnyField>(field: F, dates: ReadonlyArray<string | null>): F => ({
  ...field,
  value: field.value.annotations({ arbitrary: () => (fc: typeof FastCheck) => fc.constantFrom(...dates) }),
})

export const departmentResponsables: ChildDescriptor = {
  label: "Responsables",
  singular: "responsable",
  uniqueBy: ["id_numero", "id_tipo_resp", "f_inicio"],
  maxRows: 50,
  fields: {
    id_numero: picker({
      label: "Empleado",
      integerId: true,
      // DOMAIN-MX 3.4: the employee picker takes up to ten characters.
      max: 10,
      required: departmentMessages.empleado,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
    }),
    id_tipo_resp: select({
      label: "Tipo de responsabilidad",
      integerId: true,
      required: departmentMessages.tipoResponsabilidad,
      lookup: { catalogue: catalogNames.tiposResponsabilidad, idColumn: "id_tipo_resp", labelColumn: "n_tipo_resp" },
    }),
    f_inicio: sampledDate(date({ label: "Fecha de inicio", required: departmentMessages.fechaInicio }), ["2024-01-01"]),
    f_fin: sampledDate(date({ label: "Fecha fin" }), [null, "2025-12-31"]),
  },
}

const responsablesOf = (v: Readonly<Record<string, unknown>>): ReadonlyArray<ResponsableRow> =>
  Array.isArray(v.responsables) ? (v.responsables as ReadonlyArray<ResponsableRow>) : []

const rules: ReadonlyArray<RecordRule> = [
  {
    field: "id_depto_padre",
    reads: ["id_depto", "id_depto_padre"],
    check: (v) => (typeof v.id_depto_padre === "number" && v.id_depto_padre === v.id_depto ? departmentMessages.propioPadre : undefined),
  },
  {
    field: "responsables",
    reads: ["responsables"],
    check: (v) => (responsablesOf(v).some((r) => r.f_fin !== null && r.f_fin < r.f_inicio) ? departmentMessages.fechaFin : undefined),
  },
]

export const departments = defineRecord({
  resource: "departamentos",
  title: "Departamentos",
  singular: "departamento",
  keys: ["ORG400"],
  messages: defaultMessages,
  fields: {
    ...placedFields(departmentMessages),
    n_empresa: text({ label: "Empresa", max: 254, derived: true, column: true, searchable: true, sortable: true }),
    n_centro_trabajo: text({ label: "Centro", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    id_depto: integer({ label: "Clave", min: 1, max: 999_999_999, required: departmentMessages.clave, key: true, column: true, sortable: true }),
    n_depto: text({ label: "Departamento", max: 100, required: departmentMessages.departamento, column: true, searchable: true, sortable: true }),
    n_depto_padre: text({ label: "Depto. padre", max: 150, derived: true, column: true, searchable: true, sortable: true }),
    n_responsable: text({ label: "Responsable", max: 320, derived: true, column: true }),
    empleados: integer({ label: "Empleados", derived: true, column: true, sortable: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
    id_depto_padre: select({
      label: "Departamento padre",
      integerId: true,
      description: "De la misma empresa; vacío si el departamento es raíz",
    }),
    id_centro_costos: text({ label: "Centro de costos", max: 20, upperCase: true, exported: true }),
    responsables: rows({ label: "Responsables", of: departmentResponsables }),
  },
  rules,
  defaultOrder: { field: "n_depto", direction: "asc" },
})

export const departmentsEndpoints = resourceEndpoints("Departamentos", departments)
