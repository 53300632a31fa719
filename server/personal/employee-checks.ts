import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { addressMessages } from "../../domain/organizacion/address"
import { identityProblems } from "../../domain/rules/employee-identity"
import { dateTextSql } from "../records/date-text"

// The checks of an employee record that need the database (DOMAIN-MX 4.2), written for a batch:
// `loadEmployeeCheckContext(rows, today)` reads, in a few set queries, everything the rows name
// (companies with their registros patronales and periodicidades, centres with their zone,
// departments, puestos, minimum wages, positions with their occupations, the identifiers taken by
// active people, the former employees of those CURPs); `employeeProblems(row, ctx, self)` is then
// pure. POST /empleados checks one row this way; the Excel import (10,000 rows) loads one context
// for the whole file and adds `batchDuplicates` for clashes between its own rows.
//
// Each problem names its field and the status a request would answer (409 for a clash with
// stored data, 400 for the rest): the record answers the first; the import lists them all.

export const employeeCheckMessages = {
  curpTomado: "El CURP ya está registrado para otro colaborador",
  rfcTomado: "El RFC ya está registrado para otro colaborador",
  nssTomado: "El NSS ya está registrado para otro colaborador",
  correoTomado: "El correo de trabajo ya está registrado para otro colaborador",
  empresa: "La empresa no existe",
  centroEmpresa: "El centro de trabajo no pertenece a la empresa",
  deptoCentro: "El departamento no pertenece al centro de trabajo",
  puestoEmpresa: "El puesto no pertenece a la empresa o no está activo",
  posicion: "La posición no está disponible",
  registroPatronal: "El registro patronal no pertenece a la empresa",
  periodicidad: "La periodicidad de pago no está registrada en la empresa",
  salarioMinimo: "El salario diario no puede ser menor al salario mínimo",
  sinSalarioMinimo: "No hay salario mínimo vigente para la zona del centro de trabajo en la fecha de ingreso",
  noRecontratable: "El colaborador fue dado de baja como no recontratable",
  estadoDelPais: addressMessages.estadoDelPais,
  ciudadDelEstado: addressMessages.ciudadDelEstado,
  lote: (field: string) => `El ${field} se repite en el archivo`,
} as const

/** The values of one employee the checks read (a decoded request or an import row). */
export interface EmployeeCheckInput {
  readonly curp?: string | null
  readonly rfc?: string | null
  readonly nss?: string | null
  readonly email_trabajo?: string | null
  readonly f_nacimiento?: string | null
  readonly sexo?: string | null
  readonly f_ingreso?: string | null
  readonly f_antiguedad?: string | null
  readonly id_empresa?: number | null
  readonly id_centro_trabajo?: number | null
  readonly id_depto?: number | null
  readonly id_puesto?: string | null
  readonly id_posicion?: string | null
  readonly registro_patronal?: string | null
  readonly id_periodicidad?: string | null
  readonly salario_diario?: number | null
  readonly id_pais?: number | null
  readonly id_estado?: number | null
  readonly id_ciudad?: number | null
}

export interface EmployeeProblem {
  readonly field: string
  readonly message: string
  readonly status: 400 | 409
}

interface Dated {
  readonly f_inicio: string
  readonly f_fin: string | null
}

export interface PositionFacts extends Dated {
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly id_depto: number
  readonly id_puesto: string
  readonly ocupaciones: ReadonlyArray<Dated & { readonly id_empleado: number }>
}

export interface FormerEmployee {
  readonly id_empleado: number
  readonly recontratable: string | null
}

/** What the rows name, read once (see the header). Maps are keyed as the columns are. */
export interface EmployeeCheckContext {
  /** Mexico City's date on the server (Now): the 30-day limit of f_ingreso. */
  readonly today: string
  readonly companies: ReadonlyMap<number, { readonly id_zona: string | null; readonly registros: ReadonlySet<string>; readonly periodicidades: ReadonlySet<string> }>
  readonly centres: ReadonlyMap<number, { readonly id_empresa: number; readonly id_zona: string | null }>
  readonly departments: ReadonlyMap<number, { readonly id_empresa: number; readonly id_centro_trabajo: number }>
  readonly puestos: ReadonlyMap<string, { readonly id_empresa: number; readonly activo: string }>
  /** Minimum wages by zone, latest first. */
  readonly minimumWages: ReadonlyMap<string, ReadonlyArray<{ readonly f_inicio: string; readonly salario_diario: number }>>
  readonly positions: ReadonlyMap<string, PositionFacts>
  /** Identifiers of active employees -> their id_empleado (e-mails lower-cased). */
  readonly taken: {
    readonly curp: ReadonlyMap<string, number>
    readonly rfc: ReadonlyMap<string, number>
    readonly nss: ReadonlyMap<string, number>
    readonly email_trabajo: ReadonlyMap<string, number>
  }
  /** Former employees (not active, with a baja) by CURP: an alta of one of them is a re-entry. */
  readonly former: ReadonlyMap<string, FormerEmployee>
  readonly estados: ReadonlyMap<number, number>
  readonly ciudades: ReadonlyMap<number, number>
}

const present = (v: string | null | undefined): v is string => typeof v === "string" && v !== ""
const num = (v: unknown): number => Number(v)
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).trim())

/** The zone's minimum wage in force on `day`, or undefined. */
export const minimumWageOn = (ctx: EmployeeCheckContext, zone: string, day: string): number | undefined =>
  ctx.minimumWages.get(zone)?.find((w) => w.f_inicio <= day)?.salario_diario

/** The zone of a centre: its own, else its company's default, else the general one. */
export const zoneOf = (ctx: EmployeeCheckContext, idCentro: number): string => {
  const centre = ctx.centres.get(idCentro)
  const own = centre?.id_zona
  if (present(own ?? null)) return own as string
  const fromCompany = centre === undefined ? null : (ctx.companies.get(centre.id_empresa)?.id_zona ?? null)
  return present(fromCompany) ? fromCompany : "GEN"
}

const covers = (d: Dated, day: string): boolean => d.f_inicio <= day && (d.f_fin === null || d.f_fin >= day)

/**
 * Whether the position is in force on `day`, of the row's company, centre, department and
 * puesto, and free from `day` on: no occupation of someone else covers it or starts later
 * (an alta is open-ended, so a later occupation would overlap). `self` is the employee's own id.
 */
export const positionAvailable = (ctx: EmployeeCheckContext, row: EmployeeCheckInput, day: string, self: number | null): boolean => {
  if (!present(row.id_posicion ?? null)) return false
  const p = ctx.positions.get(String(row.id_posicion))
  if (p === undefined || !covers(p, day)) return false
  if (p.id_empresa !== row.id_empresa || p.id_centro_trabajo !== row.id_centro_trabajo || p.id_depto !== row.id_depto || p.id_puesto !== row.id_puesto) {
    return false
  }
  return !p.ocupaciones.some((o) => o.id_empleado !== self && (o.f_fin === null || o.f_fin >= day))
}

/** The former employee whose CURP this alta names (a re-entry), when no active person holds it. */
export const reentryOf = (ctx: EmployeeCheckContext, curp: string | null | undefined): FormerEmployee | undefined =>
  present(curp ?? null) && !ctx.taken.curp.has(String(curp)) ? ctx.former.get(String(curp)) : undefined

/**
 * Every problem of one employee against the context. `self` is the stored employee being edited,
 * or the former employee an alta re-enters (their own identifiers are no clash). `mode` "edit"
 * skips what only an alta decides (the workplace, position and salary are the movements' then).
 */
export const employeeProblems = (
  row: EmployeeCheckInput,
  ctx: EmployeeCheckContext,
  self: number | null,
  mode: "add" | "edit" = "add",
): ReadonlyArray<EmployeeProblem> => {
  const problems: Array<EmployeeProblem> = []
  const add = (field: string, message: string, status: 400 | 409 = 400) => problems.push({ field, message, status })
  for (const p of identityProblems(row, mode === "add" ? ctx.today : null)) add(p.field, p.message)
  const clash = (field: "curp" | "rfc" | "nss" | "email_trabajo", message: string) => {
    const raw = row[field]
    if (!present(raw ?? null)) return
    const holder = ctx.taken[field].get(field === "email_trabajo" ? String(raw).toLowerCase() : String(raw))
    if (holder !== undefined && holder !== self) add(field, message, 409)
  }
  clash("curp", employeeCheckMessages.curpTomado)
  clash("rfc", employeeCheckMessages.rfcTomado)
  clash("nss", employeeCheckMessages.nssTomado)
  clash("email_trabajo", employeeCheckMessages.correoTomado)
  if (typeof row.id_estado === "number" && typeof row.id_pais === "number" && ctx.estados.get(row.id_estado) !== row.id_pais) {
    add("id_estado", employeeCheckMessages.estadoDelPais)
  }
  if (typeof row.id_ciudad === "number" && typeof row.id_estado === "number" && ctx.ciudades.get(row.id_ciudad) !== row.id_estado) {
    add("id_ciudad", employeeCheckMessages.ciudadDelEstado)
  }
  const company = typeof row.id_empresa === "number" ? ctx.companies.get(row.id_empresa) : undefined
  if (company === undefined) {
    add("id_empresa", employeeCheckMessages.empresa)
    return problems
  }
  if (present(row.registro_patronal ?? null) && !company.registros.has(String(row.registro_patronal))) add("registro_patronal", employeeCheckMessages.registroPatronal)
  if (present(row.id_periodicidad ?? null) && !company.periodicidades.has(String(row.id_periodicidad))) add("id_periodicidad", employeeCheckMessages.periodicidad)
  if (mode === "edit") return problems

  const centre = typeof row.id_centro_trabajo === "number" ? ctx.centres.get(row.id_centro_trabajo) : undefined
  if (centre === undefined || centre.id_empresa !== row.id_empresa) add("id_centro_trabajo", employeeCheckMessages.centroEmpresa)
  const dept = typeof row.id_depto === "number" ? ctx.departments.get(row.id_depto) : undefined
  if (dept === undefined || dept.id_centro_trabajo !== row.id_centro_trabajo) add("id_depto", employeeCheckMessages.deptoCentro)
  const puesto = present(row.id_puesto ?? null) ? ctx.puestos.get(String(row.id_puesto)) : undefined
  if (puesto === undefined || puesto.id_empresa !== row.id_empresa || puesto.activo !== "1") add("id_puesto", employeeCheckMessages.puestoEmpresa)
  const day = row.f_ingreso
  if (present(day ?? null) && typeof row.id_centro_trabajo === "number") {
    if (!positionAvailable(ctx, row, String(day), self)) add("id_posicion", employeeCheckMessages.posicion, 409)
    if (typeof row.salario_diario === "number" && centre !== undefined) {
      const minimum = minimumWageOn(ctx, zoneOf(ctx, row.id_centro_trabajo), String(day))
      if (minimum === undefined) add("salario_diario", employeeCheckMessages.sinSalarioMinimo)
      else if (row.salario_diario < minimum) add("salario_diario", employeeCheckMessages.salarioMinimo)
    }
  }
  const former = reentryOf(ctx, row.curp)
  if (former !== undefined && former.recontratable === "0") add("curp", employeeCheckMessages.noRecontratable, 409)
  return problems
}

/** Clashes between the rows of one batch (the same CURP, RFC, NSS, work e-mail or position twice): row index -> problems. */
export const batchDuplicates = (rows: ReadonlyArray<EmployeeCheckInput>): ReadonlyMap<number, ReadonlyArray<EmployeeProblem>> => {
  const out = new Map<number, Array<EmployeeProblem>>()
  const fields = [
    ["curp", "CURP"],
    ["rfc", "RFC"],
    ["nss", "NSS"],
    ["email_trabajo", "correo de trabajo"],
    ["id_posicion", "posición"],
  ] as const
  for (const [field, label] of fields) {
    const seen = new Map<string, number>()
    rows.forEach((row, i) => {
      const raw = row[field]
      if (!present(raw ?? null)) return
      const value = field === "email_trabajo" ? String(raw).toLowerCase() : String(raw)
      if (seen.has(value)) {
        const list = out.get(i) ?? []
        list.push({ field, message: employeeCheckMessages.lote(label), status: 409 })
        out.set(i, list)
      } else seen.set(value, i)
    })
  }
  return out
}

// --- Loading ------------------------------------------------------------------------------------

const chunks = <A>(items: ReadonlyArray<A>, size = 500): ReadonlyArray<ReadonlyArray<A>> => {
  const out: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const distinct = <A>(values: ReadonlyArray<A | null | undefined>): ReadonlyArray<A> =>
  [...new Set(values.filter((v): v is A => v !== null && v !== undefined && v !== ""))]

/** Reads what `rows` name, in set queries of at most 500 values each (see the header). */
export const loadEmployeeCheckContext = (rows: ReadonlyArray<EmployeeCheckInput>, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const inChunks = <A, R extends object>(values: ReadonlyArray<A>, run: (part: ReadonlyArray<A>) => Effect.Effect<ReadonlyArray<R>, SqlError, never>) =>
      Effect.map(Effect.forEach(chunks(values), run), (parts) => parts.flat())

    const companyIds = distinct(rows.map((r) => r.id_empresa))
    const centreIds = distinct(rows.map((r) => r.id_centro_trabajo))
    const deptIds = distinct(rows.map((r) => r.id_depto))
    const puestoIds = distinct(rows.map((r) => r.id_puesto))
    const positionIds = distinct(rows.map((r) => r.id_posicion))
    const curps = distinct(rows.map((r) => r.curp))
    const rfcs = distinct(rows.map((r) => r.rfc))
    const nsss = distinct(rows.map((r) => r.nss))
    const emails = distinct(rows.map((r) => (present(r.email_trabajo ?? null) ? String(r.email_trabajo).toLowerCase() : null)))
    const estadoIds = distinct(rows.map((r) => r.id_estado))
    const ciudadIds = distinct(rows.map((r) => r.id_ciudad))

    const companyRows = yield* inChunks(companyIds, (ids) => sql<{ id_empresa: unknown; id_zona: unknown }>`SELECT id_empresa, id_zona FROM empresas WHERE ${sql.in("id_empresa", ids)}`)
    const registros = yield* inChunks(companyIds, (ids) =>
      sql<{ id_empresa: unknown; registro_patronal: unknown }>`SELECT id_empresa, registro_patronal FROM empresas_registros_patronales WHERE activo = '1' AND ${sql.in("id_empresa", ids)}`,
    )
    const periodicidades = yield* inChunks(companyIds, (ids) =>
      sql<{ id_empresa: unknown; id_periodicidad: unknown }>`SELECT id_empresa, id_periodicidad FROM empresas_periodicidades WHERE ${sql.in("id_empresa", ids)}`,
    )
    const companies = new Map(
      companyRows.map((c) => [
        num(c.id_empresa),
        {
          id_zona: str(c.id_zona),
          registros: new Set(registros.filter((r) => num(r.id_empresa) === num(c.id_empresa)).map((r) => String(r.registro_patronal).trim())),
          periodicidades: new Set(periodicidades.filter((r) => num(r.id_empresa) === num(c.id_empresa)).map((r) => String(r.id_periodicidad).trim())),
        },
      ]),
    )
    const centreRows = yield* inChunks(centreIds, (ids) =>
      sql<{ id_centro_trabajo: unknown; id_empresa: unknown; id_zona: unknown }>`SELECT id_centro_trabajo, id_empresa, id_zona FROM centros_trabajo WHERE ${sql.in("id_centro_trabajo", ids)}`,
    )
    const deptRows = yield* inChunks(deptIds, (ids) =>
      sql<{ id_depto: unknown; id_empresa: unknown; id_centro_trabajo: unknown }>`SELECT id_depto, id_empresa, id_centro_trabajo FROM departamentos WHERE ${sql.in("id_depto", ids)}`,
    )
    const puestoRows = yield* inChunks(puestoIds, (ids) =>
      sql<{ id_puesto: unknown; id_empresa: unknown; activo: unknown }>`SELECT id_puesto, id_empresa, activo FROM puestos WHERE ${sql.in("id_puesto", ids)}`,
    )
    const wages = yield* sql<{ id_zona: unknown; f_inicio: unknown; salario_diario: unknown }>`
      SELECT id_zona, ${dateTextSql(sql, "f_inicio")} AS f_inicio, salario_diario FROM zonas_salarios_minimos ORDER BY f_inicio DESC`
    const minimumWages = new Map<string, Array<{ f_inicio: string; salario_diario: number }>>()
    for (const w of wages) {
      const zone = String(w.id_zona)
      const list = minimumWages.get(zone) ?? []
      list.push({ f_inicio: String(w.f_inicio), salario_diario: num(w.salario_diario) })
      minimumWages.set(zone, list)
    }
    const positionRows = yield* inChunks(positionIds, (ids) =>
      sql<Record<string, unknown>>`SELECT id_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto,
        ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin FROM posiciones WHERE ${sql.in("id_posicion", ids)}`,
    )
    const occupationRows = yield* inChunks(positionIds, (ids) =>
      sql<Record<string, unknown>>`SELECT id_posicion, id_empleado, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin
        FROM ocupaciones_posicion WHERE ${sql.in("id_posicion", ids)}`,
    )
    const positions = new Map<string, PositionFacts>(
      positionRows.map((p) => [
        String(p.id_posicion),
        {
          id_empresa: num(p.id_empresa),
          id_centro_trabajo: num(p.id_centro_trabajo),
          id_depto: num(p.id_depto),
          id_puesto: String(p.id_puesto),
          f_inicio: String(p.f_inicio),
          f_fin: str(p.f_fin),
          ocupaciones: occupationRows
            .filter((o) => String(o.id_posicion) === String(p.id_posicion))
            .map((o) => ({ id_empleado: num(o.id_empleado), f_inicio: String(o.f_inicio), f_fin: str(o.f_fin) })),
        },
      ]),
    )
    const takenBy = (column: "curp" | "rfc" | "nss", values: ReadonlyArray<string>) =>
      Effect.map(
        inChunks(values, (part) => sql<{ v: unknown; id_empleado: unknown }>`SELECT ${sql.literal(column)} AS v, id_empleado FROM empleados WHERE activo = '1' AND ${sql.in(column, part)}`),
        (found) => new Map(found.map((r) => [String(r.v), num(r.id_empleado)])),
      )
    const emailRows = yield* inChunks(emails, (part) =>
      sql<{ v: unknown; id_empleado: unknown }>`SELECT LOWER(email_trabajo) AS v, id_empleado FROM empleados WHERE LOWER(email_trabajo) IN ${sql.in(part)}`,
    )
    const formerRows = yield* inChunks(curps, (part) =>
      sql<{ curp: unknown; id_empleado: unknown; recontratable: unknown }>`SELECT curp, id_empleado, recontratable FROM empleados
        WHERE activo = '0' AND f_baja IS NOT NULL AND ${sql.in("curp", part)} ORDER BY f_baja`,
    )
    const estadoRows = yield* inChunks(estadoIds, (ids) => sql<{ id_estado: unknown; id_pais: unknown }>`SELECT id_estado, id_pais FROM estados WHERE ${sql.in("id_estado", ids)}`)
    const ciudadRows = yield* inChunks(ciudadIds, (ids) => sql<{ id_ciudad: unknown; id_estado: unknown }>`SELECT id_ciudad, id_estado FROM ciudades WHERE ${sql.in("id_ciudad", ids)}`)

    const context: EmployeeCheckContext = {
      today,
      companies,
      centres: new Map(centreRows.map((c) => [num(c.id_centro_trabajo), { id_empresa: num(c.id_empresa), id_zona: str(c.id_zona) }])),
      departments: new Map(deptRows.map((d) => [num(d.id_depto), { id_empresa: num(d.id_empresa), id_centro_trabajo: num(d.id_centro_trabajo) }])),
      puestos: new Map(puestoRows.map((p) => [String(p.id_puesto), { id_empresa: num(p.id_empresa), activo: String(p.activo) }])),
      minimumWages,
      positions,
      taken: {
        curp: yield* takenBy("curp", curps),
        rfc: yield* takenBy("rfc", rfcs),
        nss: yield* takenBy("nss", nsss),
        email_trabajo: new Map(emailRows.map((r) => [String(r.v), num(r.id_empleado)])),
      },
      // The latest baja wins when one CURP left several times (ordered by f_baja).
      former: new Map(formerRows.map((r) => [String(r.curp), { id_empleado: num(r.id_empleado), recontratable: str(r.recontratable) }])),
      estados: new Map(estadoRows.map((e) => [num(e.id_estado), num(e.id_pais)])),
      ciudades: new Map(ciudadRows.map((c) => [num(c.id_ciudad), num(c.id_estado)])),
    }
    return context
  })
