// The position tree of one work centre as the seeds build it (demo and scale): a direction
// position at the root department, a gerencia at each department under it, one or more
// jefaturas at each leaf department, and analysts / operatives under the jefaturas (people of a
// direction or gerencia department sit under its head). Occupants come from the centre's
// employees; about one seat in ten is vacant; some seats had an occupant who left before the
// current one came in, and every centre has a position that ended last year (with the person
// who held it) and one created this year. Pure: the callers read the rows and insert the result.

export interface TreeDepartment {
  readonly id_depto: number
  readonly id_depto_padre: number | null
  readonly n_depto: string
}

export interface TreeEmployee {
  readonly id_empleado: number
  readonly id_depto: number
  readonly f_ingreso: string
  readonly f_baja: string | null
}

/** The puestos of the company a seat of each tier may take (empty tiers fall back to any). */
export interface TierPuestos {
  readonly direction: ReadonlyArray<string>
  readonly gerencia: ReadonlyArray<string>
  readonly jefatura: ReadonlyArray<string>
  readonly staff: ReadonlyArray<string>
  readonly staffTitles: ReadonlyMap<string, string>
  /** Each puesto's area ("Gerente de Recursos Humanos" is of "Recursos Humanos"). */
  readonly areas: ReadonlyMap<string, string>
}

/**
 * The words that put a department in a puesto's area, areas in this order (so "Administración
 * de Planta" is Finanzas'). A seat takes a puesto of its department's area, else of the nearest
 * ancestor's: a head of Nómina is "Jefe de Recursos Humanos", never "Jefe de Logística".
 */
export const areaWords: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["General", ["Dirección General"]],
  ["Recursos Humanos", ["Recursos Humanos", "Nómina", "Reclutamiento"]],
  ["Finanzas", ["Finanzas", "Contabilidad", "Tesorería", "Administración", "Crédito", "Cobranza"]],
  ["Producción", ["Producción", "Planta", "Mantenimiento", "Calidad", "Seguridad e Higiene"]],
  ["Logística", ["Logística", "Almacén", "Inventarios", "Embarques", "Transporte", "Distribución", "Recibo", "Surtido", "Tráfico"]],
  ["Ventas", ["Ventas", "Comercial", "Mercadotecnia", "Clientes", "Sucursal"]],
]

/** The area a department's name speaks of, or undefined. */
export const areaOfName = (name: string): string | undefined => areaWords.find(([, words]) => words.some((w) => name.includes(w)))?.[0]

/** A puesto's area from its name: "Director de Recursos Humanos 2" -> "Recursos Humanos", "Director General" -> "General". */
export const areaOfPuesto = (n_puesto: string): string =>
  n_puesto
    .replace(/^\S+\s+/, "")
    .replace(/^de\s+/, "")
    .replace(/\s+\d+$/, "")

export interface CentreInput {
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly departments: ReadonlyArray<TreeDepartment>
  readonly employees: ReadonlyArray<TreeEmployee>
  readonly puestos: TierPuestos
  /** "employees": a seat per active person plus a tenth vacant; a number: that many positions. */
  readonly size: "employees" | number
}

export type PositionRow = {
  id_posicion: string
  n_posicion: string
  id_empresa: number
  id_centro_trabajo: number
  id_depto: number
  id_puesto: string
  id_posicion_jefe: string | null
  f_inicio: string
  f_fin: string | null
}

export type OccupationRow = {
  id_posicion: string
  f_inicio: string
  f_fin: string | null
  id_empleado: number
}

export interface TreeContext {
  /** Today, YYYY-MM-DD. */
  readonly today: string
  readonly random: () => number
  /** The next key, P-000001 onwards. */
  readonly nextKey: () => string
}

/** mulberry32: tiny, fast and deterministic. */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const keyCounter = (prefix = "P-", width = 6) => {
  let n = 0
  return () => `${prefix}${String(++n).padStart(width, "0")}`
}

/** ISO day arithmetic in UTC, so no time zone moves a date. */
export const addIsoDays = (iso: string, days: number): string => {
  const d = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) + days))
  return d.toISOString().slice(0, 10)
}

const maxIso = (a: string, b: string): string => (a > b ? a : b)

const daysBetweenIso = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** Staff seats per jefatura before a leaf department gets a second jefatura. */
const staffPerJefatura = 100

interface Seat {
  readonly key: string
  readonly depto: TreeDepartment
  readonly chief: string | null
  readonly puesto: string
  readonly name: string
}

export const buildCentrePositions = (input: CentreInput, context: TreeContext) => {
  const { random, today } = context
  const year = Number(today.slice(0, 4))
  const yearStart = `${year}-01-01`
  const lastYearMid = `${year - 1}-06-30`
  // Heads exist from before anyone's hire (the seeds hire over the last five years), so every
  // later position's chief is in force at its start.
  const origin = `${year - 6}-01-01`
  const pick = <T>(items: ReadonlyArray<T>, fallback: ReadonlyArray<T>): T => {
    const from = items.length > 0 ? items : fallback
    return from[Math.floor(random() * from.length)]!
  }
  const allPuestos = [...input.puestos.direction, ...input.puestos.gerencia, ...input.puestos.jefatura, ...input.puestos.staff]
  // The department's area: its own name's, else its nearest ancestor's.
  const areaOf = (d: TreeDepartment): string | undefined => {
    let current: TreeDepartment | undefined = d
    for (let n = 0; current !== undefined && n < 10; n++) {
      const area = areaOfName(current.n_depto)
      if (area !== undefined) return area
      current = current.id_depto_padre === null ? undefined : byId.get(current.id_depto_padre)
    }
    return undefined
  }
  /** One draw, as before, among the tier's puestos of the department's area when it has some. */
  const pickFor = (d: TreeDepartment, tier: ReadonlyArray<string>): string => {
    const area = areaOf(d)
    const own = area === undefined ? [] : tier.filter((p) => input.puestos.areas.get(p) === area)
    return pick(own, tier.length > 0 ? tier : allPuestos)
  }

  const posiciones: Array<PositionRow> = []
  const ocupaciones: Array<OccupationRow> = []
  const addPosition = (seat: Seat, f_inicio: string, f_fin: string | null = null) =>
    posiciones.push({
      id_posicion: seat.key,
      n_posicion: seat.name.slice(0, 100),
      id_empresa: input.id_empresa,
      id_centro_trabajo: input.id_centro_trabajo,
      id_depto: seat.depto.id_depto,
      id_puesto: seat.puesto,
      id_posicion_jefe: seat.chief,
      f_inicio,
      f_fin,
    })

  // Depth of each department (roots 1); a deeper tree than three levels seats its lower
  // departments as jefaturas too.
  const byId = new Map(input.departments.map((d) => [d.id_depto, d]))
  const depth = (d: TreeDepartment): number => {
    let n = 1
    let parent = d.id_depto_padre === null ? undefined : byId.get(d.id_depto_padre)
    while (parent !== undefined && n < 10) {
      n++
      parent = parent.id_depto_padre === null ? undefined : byId.get(parent.id_depto_padre)
    }
    return n
  }
  const ordered = [...input.departments].sort((a, b) => depth(a) - depth(b) || a.id_depto - b.id_depto)
  if (ordered.length === 0) return { posiciones, ocupaciones }
  const hasChildren = new Set(input.departments.map((d) => d.id_depto_padre).filter((p): p is number => p !== null))
  const leaves = ordered.filter((d) => !hasChildren.has(d.id_depto))

  // Who is free to sit, and from when (a person who held an ended seat sits again after it).
  const active = input.employees.filter((e) => e.f_baja === null).sort((a, b) => a.id_empleado - b.id_empleado)
  const queues = new Map<number, Array<TreeEmployee>>()
  for (const e of active) {
    const q = queues.get(e.id_depto) ?? []
    q.push(e)
    queues.set(e.id_depto, q)
  }
  const availableFrom = new Map<number, string>()
  const taken = new Set<number>()
  const take = (deptoId: number, anywhere: boolean): TreeEmployee | undefined => {
    const own = queues.get(deptoId)?.find((e) => !taken.has(e.id_empleado))
    const found = own ?? (anywhere ? active.find((e) => !taken.has(e.id_empleado)) : undefined)
    if (found !== undefined) taken.add(found.id_empleado)
    return found
  }
  const startOf = (e: TreeEmployee, notBefore: string) => maxIso(maxIso(e.f_ingreso, availableFrom.get(e.id_empleado) ?? e.f_ingreso), notBefore)
  const gone = input.employees
    .filter((e): e is TreeEmployee & { f_baja: string } => e.f_baja !== null && e.f_baja >= e.f_ingreso && e.f_baja < today)
    .sort((a, b) => a.f_baja.localeCompare(b.f_baja) || a.id_empleado - b.id_empleado)
  const goneUsed = new Set<number>()
  const takeGone = (before?: string) => {
    const found = gone.find((e) => !goneUsed.has(e.id_empleado) && (before === undefined || e.f_baja < before))
    if (found !== undefined) goneUsed.add(found.id_empleado)
    return found
  }

  // 1. The heads: one per department, several jefaturas in a leaf of a large centre.
  const target = input.size === "employees" ? null : input.size
  const jefaturasPerLeaf = target === null ? 1 : Math.max(1, Math.round(target / staffPerJefatura / Math.max(1, leaves.length)))
  const heads = new Map<number, Array<Seat>>()
  for (const d of ordered) {
    const level = depth(d)
    const parentHead = d.id_depto_padre === null ? undefined : heads.get(d.id_depto_padre)?.[0]
    const count = hasChildren.has(d.id_depto) || level < 3 ? 1 : jefaturasPerLeaf
    const seats: Array<Seat> = []
    for (let k = 0; k < count; k++) {
      const tier = level === 1 ? input.puestos.direction : level === 2 && hasChildren.has(d.id_depto) ? input.puestos.gerencia : input.puestos.jefatura
      const name = level === 1 ? `Titular de ${d.n_depto}` : level === 2 && hasChildren.has(d.id_depto) ? `Titular de ${d.n_depto}` : `Jefatura de ${d.n_depto}`
      seats.push({ key: context.nextKey(), depto: d, chief: parentHead?.key ?? null, puesto: pickFor(d, tier), name: count > 1 ? `${name} ${k + 1}` : name })
    }
    heads.set(d.id_depto, seats)
  }
  const headOf = (d: TreeDepartment, n: number): Seat => {
    const seats = heads.get(d.id_depto)!
    return seats[n % seats.length]!
  }
  const counters = new Map<number, number>()
  const staffSeat = (d: TreeDepartment): Seat => {
    const n = counters.get(d.id_depto) ?? 0
    counters.set(d.id_depto, n + 1)
    const puesto = pickFor(d, input.puestos.staff)
    const title = input.puestos.staffTitles.get(puesto) ?? "Analista"
    return { key: context.nextKey(), depto: d, chief: headOf(d, n).key, puesto, name: `${title} de ${d.n_depto} ${n + 1}` }
  }

  // Chiefs before their subordinates, so every row's chief is inserted first.
  for (const d of ordered) for (const seat of heads.get(d.id_depto)!) addPosition(seat, origin)

  // 2. The position that ended last year, with the person who held it: someone who left before
  // this year, or (no one did) an active person who moved to another seat at mid-year.
  const endedLeaf = leaves[0] ?? ordered[0]!
  const ended = staffSeat(endedLeaf)
  const leaver = takeGone(yearStart)
  if (leaver !== undefined) {
    const start = maxIso(leaver.f_ingreso, origin)
    const end = leaver.f_baja >= `${year - 1}-01-01` ? leaver.f_baja : lastYearMid
    addPosition(ended, start, end)
    ocupaciones.push({ id_posicion: ended.key, f_inicio: start, f_fin: maxIso(start, leaver.f_baja), id_empleado: leaver.id_empleado })
  } else {
    const mover = active.find((e) => e.f_ingreso < lastYearMid)
    const start = maxIso(mover?.f_ingreso ?? origin, origin)
    addPosition(ended, start, lastYearMid)
    if (mover !== undefined) {
      ocupaciones.push({ id_posicion: ended.key, f_inicio: start, f_fin: lastYearMid, id_empleado: mover.id_empleado })
      availableFrom.set(mover.id_empleado, addIsoDays(lastYearMid, 1))
    }
  }

  // 3. Heads take the senior-most free person of their department (else of the centre).
  for (const d of ordered) {
    for (const seat of heads.get(d.id_depto)!) {
      const e = take(d.id_depto, true)
      if (e !== undefined) ocupaciones.push({ id_posicion: seat.key, f_inicio: startOf(e, origin), f_fin: null, id_empleado: e.id_empleado })
    }
  }

  // 4. Staff seats: in the demo one per remaining active person in their department, plus a
  // tenth vacant in the leaves; at scale the target count spread over the leaves (a fifth in
  // the upper departments), filled from the department, then the centre.
  const plan: Array<{ depto: TreeDepartment; vacant: boolean }> = []
  if (target === null) {
    for (const e of active) if (!taken.has(e.id_empleado)) plan.push({ depto: byId.get(e.id_depto) ?? endedLeaf, vacant: false })
    const vacancies = Math.max(1, Math.round((plan.length + posiciones.length) / 9))
    for (let i = 0; i < vacancies; i++) plan.push({ depto: leaves[i % leaves.length] ?? endedLeaf, vacant: true })
  } else {
    const upper = ordered.filter((d) => hasChildren.has(d.id_depto))
    const remaining = Math.max(0, target - posiciones.length - 1)
    for (let i = 0; i < remaining; i++) {
      const depto = random() < 0.2 && upper.length > 0 ? upper[i % upper.length]! : leaves[i % leaves.length] ?? endedLeaf
      plan.push({ depto, vacant: random() < 0.1 })
    }
  }
  for (const { depto, vacant } of plan) {
    const seat = staffSeat(depto)
    const e = vacant ? undefined : take(depto.id_depto, target !== null)
    // Some seats had someone before who left; some vacant seats were left by someone.
    const before = (e !== undefined && random() < 0.25) || (e === undefined && random() < 0.5) ? takeGone() : undefined
    if (e === undefined) {
      if (before !== undefined) {
        const start = maxIso(before.f_ingreso, origin)
        addPosition(seat, start)
        ocupaciones.push({ id_posicion: seat.key, f_inicio: start, f_fin: maxIso(start, before.f_baja), id_empleado: before.id_empleado })
      } else {
        const span = Math.max(1, daysBetweenIso(origin, today) - 30)
        addPosition(seat, addIsoDays(origin, Math.floor(random() * span)))
      }
      continue
    }
    if (before !== undefined) {
      const first = maxIso(before.f_ingreso, origin)
      const previousEnd = maxIso(first, before.f_baja)
      const start = startOf(e, addIsoDays(previousEnd, 1))
      addPosition(seat, first)
      ocupaciones.push({ id_posicion: seat.key, f_inicio: first, f_fin: previousEnd, id_empleado: before.id_empleado })
      ocupaciones.push({ id_posicion: seat.key, f_inicio: start, f_fin: null, id_empleado: e.id_empleado })
    } else {
      const start = startOf(e, origin)
      addPosition(seat, start)
      ocupaciones.push({ id_posicion: seat.key, f_inicio: start, f_fin: null, id_empleado: e.id_empleado })
    }
  }

  // 5. A vacant position created this year.
  const created = staffSeat(endedLeaf)
  addPosition(created, addIsoDays(yearStart, Math.floor(random() * Math.max(1, daysBetweenIso(yearStart, today) + 1))))
  return { posiciones, ocupaciones }
}

/** The tiers of a company's puestos by the first word of their name (the seeds' titles). */
export const tiersOf = (puestos: ReadonlyArray<{ id_puesto: string; n_puesto: string }>): TierPuestos => {
  const first = (p: { n_puesto: string }) => p.n_puesto.split(" ")[0] ?? ""
  const staffWords = new Set(["Coordinador", "Supervisor", "Analista", "Especialista", "Auxiliar", "Técnico", "Operador"])
  const staff = puestos.filter((p) => staffWords.has(first(p)))
  return {
    direction: puestos.filter((p) => first(p) === "Director").map((p) => p.id_puesto),
    gerencia: puestos.filter((p) => first(p) === "Gerente").map((p) => p.id_puesto),
    jefatura: puestos.filter((p) => first(p) === "Jefe").map((p) => p.id_puesto),
    staff: staff.map((p) => p.id_puesto),
    staffTitles: new Map(staff.map((p) => [p.id_puesto, first(p)])),
    areas: new Map(puestos.map((p) => [p.id_puesto, areaOfPuesto(p.n_puesto)])),
  }
}
