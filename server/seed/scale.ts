import { SqlClient } from "@effect/sql"
import { Faker, base, es, es_MX } from "@faker-js/faker"
import { Effect } from "effect"
import { hashPassword } from "../auth/password"
import { addDays, isoDate } from "../dates"
import { allOptionRows } from "./catalog"
import { consultaKeys, demoDepartmentNames, demoPositionAreas, demoPositionTitles, demoUsers } from "./demo-structure"
import { insertInChunks } from "./insert-chunks"
import type { EmployeeRow } from "./employee-row"

// A large Mexican employer for the benchmarks (issue 6): 20 companies, 500 work centres, 3,000
// departments, 20,000 positions and (by default) 100,000 employees with five years of history,
// hires, terminations, birthdays and vacations in every month, and the demo's two users.
// Names come from small faker pools combined by a seeded PRNG: calling faker 300,000 times
// would cost more than all the inserts together.

export interface ScaleOptions {
  readonly employees: number
  readonly companies?: number
  readonly centresPerCompany?: number
  readonly departmentsPerCentre?: number
  readonly positionsPerCompany?: number
}


/** A persona moral's RFC from its first 11 characters, with the SAT check digit it must end in. */
const moralRfc = (base: string): string => {
  const alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"
  const padded = base.padStart(12, " ")
  let sum = 0
  for (let i = 0; i < 12; i++) sum += alphabet.indexOf(padded[i] ?? " ") * (13 - i)
  const r = 11 - (sum % 11)
  return base + (r === 11 ? "0" : r === 10 ? "A" : String(r))
}

/** mulberry32: tiny, fast and deterministic. */
const prng = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const cities = [
  "Monterrey", "Guadalajara", "Puebla", "Toluca", "Tijuana", "León", "Querétaro", "Mérida", "Saltillo", "Aguascalientes",
  "Hermosillo", "Chihuahua", "Morelia", "Culiacán", "Veracruz", "Cancún", "Oaxaca", "Durango", "Tampico", "Celaya",
]
const centreKinds = ["Corporativo", "Planta", "Centro de Distribución", "Sucursal", "Almacén"]
const companyTrades = ["Comercializadora", "Servicios Industriales", "Alimentos", "Manufacturas", "Logística", "Constructora", "Transportes", "Farmacéutica", "Textiles", "Autopartes"]
const regions = ["del Norte", "del Bajío", "del Pacífico", "del Golfo", "del Sureste", "de Occidente", "del Centro", "Peninsular", "Metropolitana", "de la Frontera"]

export const seedScale = (options: ScaleOptions, nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const companies = options.companies ?? 20
    const centresPerCompany = options.centresPerCompany ?? 25
    const departmentsPerCentre = options.departmentsPerCentre ?? 6
    const positionsPerCompany = options.positionsPerCompany ?? 1_000
    const random = prng(20_260_601)
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
    const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!

    const faker = new Faker({ locale: [es_MX, es, base], seed: 20_260_601 })
    const pool = (make: () => string) => [...new Set(Array.from({ length: 600 }, make))]
    const maleNames = pool(() => faker.person.firstName("male"))
    const femaleNames = pool(() => faker.person.firstName("female"))
    const surnames = pool(() => faker.person.lastName().split(" ")[0] ?? "Pérez")

    const empresas = Array.from({ length: companies }, (_, i) => ({
      id_empresa: i + 1,
      n_empresa: `${companyTrades[i % companyTrades.length]} ${regions[Math.floor(i / companyTrades.length) % regions.length]} S.A. de C.V.`,
      rfc: moralRfc(`SCL${String(10 + (i % 15)).padStart(2, "0")}0${1 + (i % 9)}${String(10 + (i % 18))}A${1 + (i % 9)}`),
      tipo_persona: "M",
      id_regimen: "601",
    }))
    const centros = empresas.flatMap((c) =>
      Array.from({ length: centresPerCompany }, (_, j) => ({
        id_centro_trabajo: (c.id_empresa - 1) * centresPerCompany + j + 1,
        id_empresa: c.id_empresa,
        n_centro_trabajo: `${j === 0 ? centreKinds[0] : centreKinds[1 + (j % 4)]} ${cities[(c.id_empresa + j) % cities.length]} ${j + 1}`,
      })),
    )
    const departamentos = centros.flatMap((ct) =>
      Array.from({ length: departmentsPerCentre }, (_, k) => ({
        id_depto: (ct.id_centro_trabajo - 1) * departmentsPerCentre + k + 1,
        id_empresa: ct.id_empresa,
        id_centro_trabajo: ct.id_centro_trabajo,
        n_depto: demoDepartmentNames[(ct.id_centro_trabajo + k) % demoDepartmentNames.length]!,
      })),
    )
    const puestos = empresas.flatMap((c) =>
      Array.from({ length: positionsPerCompany }, (_, p) => ({
        id_puesto: `E${String(c.id_empresa).padStart(2, "0")}P${String(p + 1).padStart(5, "0")}`,
        id_empresa: c.id_empresa,
        n_puesto: `${demoPositionTitles[p % demoPositionTitles.length]} de ${demoPositionAreas[Math.floor(p / 10) % demoPositionAreas.length]} ${Math.floor(p / 40) + 1}`,
      })),
    )

    const now = new Date(nowMs)
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
    const monthStart = new Date(today.getFullYear(), today.getMonth(), 1)
    const fiveYearsAgo = new Date(today.getFullYear() - 5, today.getMonth(), today.getDate())
    const daysBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 86_400_000))
    const historyDays = daysBetween(fiveYearsAgo, today)

    const empleados: Array<EmployeeRow> = []
    const vacaciones: Array<{ id_empleado: number; f_inicio: string; f_fin: string }> = []
    for (let i = 0; i < options.employees; i++) {
      // Uneven departments, as in life: a squared draw crowds people into the first ones.
      const department = departamentos[Math.floor(random() ** 1.5 * departamentos.length)]!
      const sexo = random() < 0.5 ? ("M" as const) : ("F" as const)
      const hiredThisMonth = i % 60 === 7
      const hired = hiredThisMonth
        ? addDays(monthStart, int(0, daysBetween(monthStart, today)))
        : addDays(fiveYearsAgo, int(0, historyDays - 1))
      let left: Date | null = null
      if (i % 90 === 11 && !hiredThisMonth) {
        const from = hired > monthStart ? hired : monthStart
        left = addDays(from, int(0, daysBetween(from, today)))
      } else if (!hiredThisMonth && random() < 0.12) {
        left = addDays(hired, int(1, Math.max(1, daysBetween(hired, today))))
        if (left > today || left >= monthStart) left = null
      }
      const birth = new Date(today.getFullYear() - int(19, 64), int(0, 11), int(1, 28))
      const id = i + 1
      empleados.push({
        id_empleado: id,
        nombre: pick(sexo === "M" ? maleNames : femaleNames),
        apellido_paterno: pick(surnames),
        apellido_materno: pick(surnames),
        sexo,
        f_nacimiento: isoDate(birth),
        f_ingreso: isoDate(hired),
        f_baja: left === null ? null : isoDate(left),
        foto: null,
        id_empresa: department.id_empresa,
        id_centro_trabajo: department.id_centro_trabajo,
        id_depto: department.id_depto,
        id_puesto: `E${String(department.id_empresa).padStart(2, "0")}P${String(int(1, positionsPerCompany)).padStart(5, "0")}`,
        activo: left === null ? ("1" as const) : ("0" as const),
      })
      // One vacation a year of service (capped at three), the last sometimes this month.
      const end = left ?? today
      const years = Math.min(3, Math.floor(daysBetween(hired, end) / 365))
      for (let y = 1; y <= years; y++) {
        const start = left === null && y === years && i % 7 === 0
          ? new Date(today.getFullYear(), today.getMonth(), int(1, 26))
          : addDays(hired, y * 365 - int(0, 200))
        vacaciones.push({ id_empleado: id, f_inicio: isoDate(start), f_fin: isoDate(addDays(start, int(2, 12))) })
      }
    }

    const adminHash = yield* hashPassword(demoUsers.admin.password)
    const consultaHash = yield* hashPassword(demoUsers.consulta.password)
    const admin = empleados.find((e) => e.activo === "1")!
    const consulta = empleados.find((e) => e.activo === "1" && e.id_empresa === 1 && e.id_empleado !== admin.id_empleado)!

    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* insertInChunks("empresas", empresas)
        yield* insertInChunks("centros_trabajo", centros)
        yield* insertInChunks("departamentos", departamentos)
        yield* insertInChunks("puestos", puestos)
        yield* insertInChunks("empleados", empleados)
        yield* insertInChunks("periodos_vacaciones", vacaciones)
        yield* sql`INSERT INTO grupos ${sql.insert([
          { id_grupo: "ADMIN", n_grupo: "Administrador" },
          { id_grupo: "CONSULTA", n_grupo: "Consulta" },
        ])}`
        const right = (id_grupo: string, clave: string) => ({ id_grupo, clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })
        yield* sql`INSERT INTO derechos_grupo ${sql.insert([
          ...allOptionRows.map((o) => right("ADMIN", o.clave)),
          ...consultaKeys.map((k) => right("CONSULTA", k)),
        ])}`
        yield* sql`INSERT INTO roles ${sql.insert([
          { id_rol: "GLOBAL", n_rol: "Todos los centros de trabajo" },
          { id_rol: "EMPRESA1", n_rol: `Centros de ${empresas[0]!.n_empresa}` },
        ])}`
        yield* insertInChunks("permisos_rol", [
          ...centros.map((c) => ({ id_rol: "GLOBAL", id_empresa: c.id_empresa, id_centro_trabajo: c.id_centro_trabajo, permiso: "1" })),
          ...centros.map((c) => ({
            id_rol: "EMPRESA1",
            id_empresa: c.id_empresa,
            id_centro_trabajo: c.id_centro_trabajo,
            permiso: c.id_empresa === 1 ? "1" : "0",
          })),
        ])
        yield* sql`INSERT INTO usuarios ${sql.insert([
          { id_usuario: demoUsers.admin.email, id_empleado: admin.id_empleado, password_hash: adminHash, id_grupo: "ADMIN", id_rol: "GLOBAL", admin: "1", activo: "1" },
          { id_usuario: demoUsers.consulta.email, id_empleado: consulta.id_empleado, password_hash: consultaHash, id_grupo: "CONSULTA", id_rol: "EMPRESA1", admin: "0", activo: "1" },
        ])}`
      }),
    )
    // Fresh statistics, so both planners know the new sizes before the first query. On
    // PostgreSQL, VACUUM also sets the visibility map: without it a freshly loaded table cannot
    // answer counts from the dashboard's covering indexes (index-only scans) and reads the heap.
    yield* sql.onDialectOrElse({ pg: () => sql`VACUUM ANALYZE`, orElse: () => sql`ANALYZE` })
    return { empresas: empresas.length, centros: centros.length, departamentos: departamentos.length, puestos: puestos.length, empleados: empleados.length, vacaciones: vacaciones.length }
  })
