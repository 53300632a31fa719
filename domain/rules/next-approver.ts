import type { AuthorizationFlow, SelectorField } from "../configuraciones/flujos-autorizacion"

// Who approves a request at one level of its authorization flow (DOMAIN-MX 6). Pure: the
// server loads the flow, the employee's department ancestry with each department's responsables
// and the occupations of the flow's position, and this decides.
//
// - Level 0 (flow.niveles = 0): the person occupying the flow's fixed position on the date.
// - Level k of n (1..4): the vigente responsable of the type of selector k-1
//   [emp, resp1, resp2, resp3] in the employee's department; when that department has none (or
//   only the employee or someone who already approved an earlier level), the parent's, and so
//   on up to the root. Nobody up to the root: 'No existe responsable para el nivel {k}'.

/** A dated row naming a person: a responsable's term or a position's occupation. */
export interface DatedPerson {
  readonly id_empleado: number
  /** ISO yyyy-MM-dd. */
  readonly f_inicio: string
  /** ISO yyyy-MM-dd, or null while open. */
  readonly f_fin: string | null
}

export interface DepartmentResponsable extends DatedPerson {
  readonly id_tipo_resp: number
}

export interface DepartmentLink {
  readonly id_depto: number
  /** In the department's own order (responsables_depto.orden): the first vigente one wins. */
  readonly responsables: ReadonlyArray<DepartmentResponsable>
}

/** The person the request is about, with their department first and the root last. */
export interface ApprovalSubject {
  readonly id_empleado: number
  readonly departamentos: ReadonlyArray<DepartmentLink>
}

/** The flow fields the routing reads, plus the occupations of its position (level 0). */
export type RoutingFlow = Pick<
  AuthorizationFlow,
  "niveles" | "id_posicion" | "emp_id_tipo_resp" | "resp1_id_tipo_resp" | "resp2_id_tipo_resp" | "resp3_id_tipo_resp"
> & {
  readonly ocupaciones: ReadonlyArray<DatedPerson>
}

export type NextApprover =
  | { readonly ok: true; readonly id_autorizador: number; readonly id_depto: number | null }
  | { readonly ok: false; readonly message: string }

/** The selector whose responsibility type finds the approver of level k (1-based). */
export const levelSelectors: ReadonlyArray<Exclude<SelectorField, "resp4_id_tipo_resp">> = [
  "emp_id_tipo_resp",
  "resp1_id_tipo_resp",
  "resp2_id_tipo_resp",
  "resp3_id_tipo_resp",
]

export const noResponsibleMessage = (level: number): string => `No existe responsable para el nivel ${level}`

/** Whether a dated row holds on `date` (ISO dates compare as text). */
export const heldOn = (row: DatedPerson, date: string): boolean =>
  row.f_inicio <= date && (row.f_fin === null || row.f_fin === "" || row.f_fin >= date)

/** The levels a flow has: [0] for niveles 0, else [1..niveles]. */
export const flowLevels = (flow: Pick<AuthorizationFlow, "niveles">): ReadonlyArray<number> =>
  flow.niveles === 0 ? [0] : Array.from({ length: flow.niveles }, (_, i) => i + 1)

/**
 * The approver of `level` for `employee` on `date`. `earlier` are the approvers chosen at the
 * previous levels: nobody approves twice, and nobody approves a request about themselves.
 */
export const nextApprover = (
  flow: RoutingFlow,
  employee: ApprovalSubject,
  level: number,
  date: string,
  earlier: ReadonlyArray<number> = [],
): NextApprover => {
  const none = { ok: false, message: noResponsibleMessage(level) } as const
  const excluded = new Set([employee.id_empleado, ...earlier])
  if (level === 0) {
    if (flow.niveles !== 0 || flow.id_posicion === "") return none
    const occupant = flow.ocupaciones.find((o) => heldOn(o, date))
    if (occupant === undefined || excluded.has(occupant.id_empleado)) return none
    return { ok: true, id_autorizador: occupant.id_empleado, id_depto: null }
  }
  if (level < 1 || level > flow.niveles) return none
  const selector = levelSelectors[level - 1]
  const tipo = selector === undefined ? "" : flow[selector]
  if (tipo === "") return none
  for (const department of employee.departamentos) {
    const found = department.responsables.find(
      (r) => r.id_tipo_resp === tipo && heldOn(r, date) && !excluded.has(r.id_empleado),
    )
    if (found !== undefined) return { ok: true, id_autorizador: found.id_empleado, id_depto: department.id_depto }
  }
  return none
}
