import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { addDays, isoDate } from "../dates"
import type { EmployeeBase as EmployeeRow } from "./employee-row"

// The heads of the seeds' departments (responsables_depto) and so of their work centres. Each
// department gets one vigente responsable of the "Jefe de departamento" type: the most senior
// active person of the department not yet heading another one, else of its centre. Some
// departments also keep the head before, an active person of the same place whose term ended
// the day before the current one began: at most one vigente per department, as the rule asks.
// A work centre's responsable is the vigente head of its root department.

export interface SeedDepartment {
  readonly id_depto: number
  readonly id_centro_trabajo: number
  readonly id_depto_padre: number | null
}

/** A type, not an interface, so it fits insertInChunks' row of unknown columns. */
export type ResponsableRow = {
  id_depto: number
  orden: number
  id_centro_trabajo: number
  id_numero: number
  id_tipo_resp: number
  f_inicio: string
  f_fin: string | null
}

const fromIso = (iso: string): Date => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))

const daysBetween = (from: Date, to: Date): number => Math.max(0, Math.round((to.getTime() - from.getTime()) / 86_400_000))

/** Active employees grouped by a key, most senior first (then by number, so it is stable). */
const seniorityGroups = (employees: ReadonlyArray<EmployeeRow>, key: (e: EmployeeRow) => number) => {
  const groups = new Map<number, Array<EmployeeRow>>()
  for (const e of employees) {
    if (e.activo !== "1") continue
    const k = key(e)
    const group = groups.get(k)
    if (group === undefined) groups.set(k, [e])
    else group.push(e)
  }
  for (const group of groups.values()) {
    group.sort((a, b) => (a.f_ingreso < b.f_ingreso ? -1 : a.f_ingreso > b.f_ingreso ? 1 : a.id_empleado - b.id_empleado))
  }
  return groups
}

export interface ResponsablesOptions {
  /** The id of the "Jefe de departamento" type (the parameter clave_responsable). */
  readonly tipo: number
  readonly today: Date
  /** Whether this department also keeps its previous head. */
  readonly withHistory: (idDepto: number) => boolean
  /**
   * Who sits in each department's head position today (id_depto -> id_empleado), when the seed
   * planned positions: the head is that person, so the puesto under a head's signature is the
   * department's own ("Gerente de Recursos Humanos" for the HR gerencia).
   */
  readonly seated?: ReadonlyMap<number, number>
}

export const buildResponsables = (
  departments: ReadonlyArray<SeedDepartment>,
  employees: ReadonlyArray<EmployeeRow>,
  options: ResponsablesOptions,
) => {
  const { tipo, today, withHistory, seated } = options
  const byDepartment = seniorityGroups(employees, (e) => e.id_depto)
  const byCentre = seniorityGroups(employees, (e) => e.id_centro_trabajo)
  const heading = new Set<number>()
  const responsables: Array<ResponsableRow> = []

  for (const d of departments) {
    const own = byDepartment.get(d.id_depto) ?? []
    const centre = byCentre.get(d.id_centro_trabajo) ?? []
    const seatedHead = own.find((e) => e.id_empleado === seated?.get(d.id_depto) && !heading.has(e.id_empleado))
    const head = seatedHead ?? own.find((e) => !heading.has(e.id_empleado)) ?? centre.find((e) => !heading.has(e.id_empleado)) ?? own[0] ?? centre[0]
    if (head === undefined) continue
    heading.add(head.id_empleado)

    // The current term began some time after the head was hired (later when a predecessor is
    // kept, so there is room for one); a fraction of the service fixed by the department's id.
    const history = withHistory(d.id_depto)
    const hired = fromIso(head.f_ingreso)
    const fraction = history ? 0.55 + ((d.id_depto * 37) % 35) / 100 : ((d.id_depto * 37) % 50) / 100
    const start = addDays(hired, Math.floor(daysBetween(hired, today) * fraction))
    let orden = 1
    if (history) {
      const end = addDays(start, -1)
      const latestHire = isoDate(addDays(start, -120))
      const before = [...own, ...centre].find((e) => e.id_empleado !== head.id_empleado && e.f_ingreso <= latestHire)
      if (before !== undefined) {
        const beforeHired = fromIso(before.f_ingreso)
        responsables.push({
          id_depto: d.id_depto,
          orden: orden++,
          id_centro_trabajo: d.id_centro_trabajo,
          id_numero: before.id_empleado,
          id_tipo_resp: tipo,
          f_inicio: isoDate(addDays(beforeHired, Math.floor(daysBetween(beforeHired, end) / 4))),
          f_fin: isoDate(end),
        })
      }
    }
    responsables.push({
      id_depto: d.id_depto,
      orden,
      id_centro_trabajo: d.id_centro_trabajo,
      id_numero: head.id_empleado,
      id_tipo_resp: tipo,
      f_inicio: isoDate(start),
      f_fin: null,
    })
  }

  return responsables
}

/**
 * Each work centre's responsable: the vigente head (of the given type) of its root department.
 * One statement for every centre, after the employees and responsables are stored (a centre's
 * responsable is an employee, and employees need their centre first). The heads are found in
 * one grouped pass, not a subquery per centre: in the seed's one transaction every employee's
 * insert has rewritten its department's counts (a trigger), so the departments' table holds a
 * dead version per employee that no VACUUM can remove yet, and 500 scans of it at 500,000
 * people took longer than inserting them.
 */
export const setCentreResponsables = (tipo: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE centros_trabajo SET id_responsable = heads.id_numero
      FROM (
        SELECT d.id_centro_trabajo, MIN(r.id_numero) AS id_numero
        FROM responsables_depto r JOIN departamentos d ON d.id_depto = r.id_depto
        WHERE d.id_depto_padre IS NULL AND r.f_fin IS NULL AND r.id_tipo_resp = ${tipo}
        GROUP BY d.id_centro_trabajo
      ) heads
      WHERE centros_trabajo.id_centro_trabajo = heads.id_centro_trabajo`
  })
