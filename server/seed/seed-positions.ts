import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { insertInChunks } from "./insert-chunks"
import {
  type OccupationRow,
  type PositionRow,
  type TierPuestos,
  type TreeDepartment,
  type TreeEmployee,
  buildCentrePositions,
  keyCounter,
  seededRandom,
  tiersOf,
} from "./position-tree"

// Both seeds' positions (demo and scale) from the rows they already inserted (the centres, their
// department trees and the companies' puestos) and from the people they are about to insert.
// Reading the organisation back keeps this independent of how each seed built it (and of the job
// profiles' own puesto seed). Planned before the people are stored, so each person's row can name
// the position they occupy (empleados.id_posicion references posiciones); the occupations, which
// reference the people, are inserted after them.

export interface CentreSize {
  readonly id_centro_trabajo: number
  /** Active people. */
  readonly employees: number
}

export interface PositionSeedOptions {
  /** Today, YYYY-MM-DD (the seed's local day). */
  readonly today: string
  readonly seed: number
  /** How many positions each centre gets (a seat per active person, or a number), knowing all centres' active headcounts. */
  readonly sizes: (centres: ReadonlyArray<CentreSize>) => (id_centro_trabajo: number) => "employees" | number
}

export type PlannedEmployee = TreeEmployee & { readonly id_centro_trabajo: number }

export interface PositionPlan {
  readonly posiciones: ReadonlyArray<PositionRow>
  readonly ocupaciones: ReadonlyArray<OccupationRow>
}

export const planPositionTrees = (options: PositionSeedOptions, employees: ReadonlyArray<PlannedEmployee>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const centres = yield* sql<{ id_centro_trabajo: number; id_empresa: number }>`
      SELECT id_centro_trabajo, id_empresa FROM centros_trabajo ORDER BY id_centro_trabajo`
    const departments = yield* sql<TreeDepartment & { id_centro_trabajo: number }>`
      SELECT id_depto, id_centro_trabajo, id_depto_padre, n_depto FROM departamentos ORDER BY id_depto`
    const puestos = yield* sql<{ id_puesto: string; id_empresa: number; n_puesto: string }>`
      SELECT id_puesto, id_empresa, n_puesto FROM puestos WHERE activo = '1' ORDER BY id_puesto`

    const group = <T, K>(rows: ReadonlyArray<T>, key: (row: T) => K) => {
      const map = new Map<K, Array<T>>()
      for (const row of rows) {
        const list = map.get(key(row))
        if (list === undefined) map.set(key(row), [row])
        else list.push(row)
      }
      return map
    }
    const deptsByCentre = group(departments, (d) => Number(d.id_centro_trabajo))
    const peopleByCentre = group(employees, (e) => Number(e.id_centro_trabajo))
    const tiers = new Map<number, TierPuestos>()
    for (const [empresa, list] of group(puestos, (p) => Number(p.id_empresa))) tiers.set(empresa, tiersOf(list))

    const sizeOf = options.sizes(
      centres.map((c) => ({
        id_centro_trabajo: Number(c.id_centro_trabajo),
        employees: (peopleByCentre.get(Number(c.id_centro_trabajo)) ?? []).filter((e) => e.f_baja === null).length,
      })),
    )
    const random = seededRandom(options.seed)
    const nextKey = keyCounter()
    const posiciones: Array<PositionRow> = []
    const ocupaciones: Array<OccupationRow> = []
    for (const c of centres) {
      const centreId = Number(c.id_centro_trabajo)
      const puestosOf = tiers.get(Number(c.id_empresa))
      const people = peopleByCentre.get(centreId) ?? []
      if (puestosOf === undefined) continue
      const built = buildCentrePositions(
        {
          id_empresa: Number(c.id_empresa),
          id_centro_trabajo: centreId,
          departments: (deptsByCentre.get(centreId) ?? []).map((d) => ({ ...d, id_depto: Number(d.id_depto), id_depto_padre: d.id_depto_padre === null ? null : Number(d.id_depto_padre) })),
          employees: people.map((e) => ({ ...e, id_empleado: Number(e.id_empleado), id_depto: Number(e.id_depto) })),
          puestos: puestosOf,
          size: sizeOf(centreId),
        },
        { today: options.today, random, nextKey },
      )
      posiciones.push(...built.posiciones)
      ocupaciones.push(...built.ocupaciones)
    }
    return { posiciones, ocupaciones } satisfies PositionPlan
  })

/** The positions, before the people (each person's row names their position). */
export const insertPositions = (plan: PositionPlan) => insertInChunks("posiciones", plan.posiciones)

/** The occupations, after the people; then every puesto's cap covers its positions. */
export const insertOccupations = (plan: PositionPlan, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* insertInChunks("ocupaciones_posicion", plan.ocupaciones)
    // Every puesto's cap covers its positions in force from today on, with two seats to spare.
    yield* sql`UPDATE puestos SET plazas_autorizadas = (
        SELECT COUNT(*) FROM posiciones p WHERE p.id_puesto = puestos.id_puesto AND (p.f_fin IS NULL OR p.f_fin >= ${today})
      ) + 2
      WHERE plazas_autorizadas < (
        SELECT COUNT(*) FROM posiciones p WHERE p.id_puesto = puestos.id_puesto AND (p.f_fin IS NULL OR p.f_fin >= ${today})
      ) + 2`
    return { posiciones: plan.posiciones.length, ocupaciones: plan.ocupaciones.length }
  })

/**
 * Who occupies each department's head position today: the department's first position whose
 * chief sits in another department (or that has none), and its open occupation.
 */
export const seatedHeads = (plan: PositionPlan): ReadonlyMap<number, number> => {
  const byKey = new Map(plan.posiciones.map((p) => [p.id_posicion, p]))
  const occupant = new Map<string, number>()
  for (const o of plan.ocupaciones) if (o.f_fin === null) occupant.set(o.id_posicion, o.id_empleado)
  const heads = new Map<number, number>()
  for (const p of plan.posiciones) {
    if (heads.has(p.id_depto) || p.f_fin !== null) continue
    const chief = p.id_posicion_jefe === null ? undefined : byKey.get(p.id_posicion_jefe)
    if (chief !== undefined && chief.id_depto === p.id_depto) continue
    const person = occupant.get(p.id_posicion)
    if (person !== undefined) heads.set(p.id_depto, person)
  }
  return heads
}
