import { SqlClient } from "@effect/sql"
import { Faker, base, es, es_MX } from "@faker-js/faker"
import { Effect } from "effect"
import { hashPassword } from "../auth/password"
import { addDays, isoDate } from "../dates"
import { allOptionRows } from "./catalog"
import {
  consultaCompany,
  consultaKeys,
  demoCentreNames,
  demoCompanies,
  demoDepartmentNames,
  demoPositionAreas,
  demoPositionTitles,
  demoUsers,
} from "./demo-structure"
import { insertInChunks } from "./insert-chunks"
import { seedSettingsDemo } from "./settings-demo"
import { seedDemoCompanyDetails } from "./demo-companies"
import type { EmployeeRow as Employee } from "./employee-row"

// The demo company: deterministic (fixed faker seed) but relative to today, so the dashboard
// always has hires, terminations, birthdays and vacations in the current month.

const employeeCount = 1_000
const fakerSeed = 20_260_101

interface Department {
  readonly id_depto: number
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly n_depto: string
}

const buildOrganization = () => {
  const centres: Array<{ id_centro_trabajo: number; id_empresa: number; n_centro_trabajo: string }> = []
  const departments: Array<Department> = []
  const positions: Array<{ id_puesto: string; id_empresa: number; n_puesto: string }> = []
  for (const company of demoCompanies) {
    for (const name of demoCentreNames[company.id_empresa] ?? []) {
      const centreId = centres.length + 1
      centres.push({ id_centro_trabajo: centreId, id_empresa: company.id_empresa, n_centro_trabajo: name })
      // The first work centre of each company (its headquarters) has four departments: 40 in all.
      const perCentre = name.startsWith("Corporativo") ? 4 : 3
      for (let d = 0; d < perCentre; d++) {
        const name = demoDepartmentNames[(centreId * 3 + d) % demoDepartmentNames.length]!
        departments.push({ id_depto: departments.length + 1, id_empresa: company.id_empresa, id_centro_trabajo: centreId, n_depto: name })
      }
    }
    for (const title of demoPositionTitles) {
      for (const area of demoPositionAreas) {
        const id = `P${String(positions.length + 1).padStart(4, "0")}`
        positions.push({ id_puesto: id, id_empresa: company.id_empresa, n_puesto: `${title} de ${area}` })
      }
    }
  }
  return { centres, departments, positions }
}


// es_MX sometimes answers both surnames at once; people carry one per column.
const surname = (faker: Faker): string => faker.person.lastName().split(" ")[0] ?? "Pérez"

const buildEmployees = (
  faker: Faker,
  today: Date,
  departments: ReadonlyArray<Department>,
  positions: ReadonlyArray<{ id_puesto: string; id_empresa: number }>,
): Array<Employee> => {
  const fiveYearsAgo = new Date(today.getFullYear() - 5, today.getMonth(), today.getDate())
  const monthStart = new Date(today.getFullYear(), today.getMonth(), 1)
  const daysSince = (from: Date) => Math.max(0, Math.round((today.getTime() - from.getTime()) / 86_400_000))
  const employees: Array<Employee> = []
  for (let i = 0; i < employeeCount; i++) {
    const department = departments[i % departments.length]!
    const companyPositions = positions.filter((p) => p.id_empresa === department.id_empresa)
    const sexo = faker.helpers.arrayElement(["M", "F"] as const)
    const birth = faker.date.birthdate({ mode: "age", min: 19, max: 64, refDate: today })
    // A few of every company's people were hired or left this month; the rest over five years.
    const hiredThisMonth = i % 60 === 7
    const leavesThisMonth = i % 90 === 11
    const hired = hiredThisMonth
      ? addDays(monthStart, faker.number.int({ min: 0, max: daysSince(monthStart) }))
      : addDays(fiveYearsAgo, faker.number.int({ min: 0, max: daysSince(fiveYearsAgo) - 1 }))
    let left: Date | null = null
    if (leavesThisMonth && !hiredThisMonth) {
      const from = hired > monthStart ? hired : monthStart
      left = addDays(from, faker.number.int({ min: 0, max: daysSince(from) }))
    } else if (!hiredThisMonth && faker.number.int({ min: 1, max: 100 }) <= 12) {
      left = addDays(hired, faker.number.int({ min: 1, max: Math.max(1, daysSince(hired)) }))
      if (left > today || left >= monthStart) left = null
    }
    employees.push({
      id_empleado: i + 1,
      nombre: faker.person.firstName(sexo === "M" ? "male" : "female"),
      apellido_paterno: surname(faker),
      apellido_materno: surname(faker),
      sexo,
      f_nacimiento: isoDate(birth),
      f_ingreso: isoDate(hired),
      f_baja: left === null ? null : isoDate(left),
      foto: null,
      id_empresa: department.id_empresa,
      id_centro_trabajo: department.id_centro_trabajo,
      id_depto: department.id_depto,
      id_puesto: faker.helpers.arrayElement(companyPositions).id_puesto,
      activo: left === null ? "1" : "0",
    })
  }
  return employees
}

const buildVacations = (faker: Faker, today: Date, employees: ReadonlyArray<Employee>) => {
  const periods: Array<{ id_empleado: number; f_inicio: string; f_fin: string }> = []
  const active = employees.filter((e) => e.activo === "1")
  active.forEach((e, index) => {
    if (index % 3 !== 0) return
    // Spread starts over the last twelve months and the next one; every fifth starts this month.
    const monthOffset = index % 5 === 0 ? 0 : faker.number.int({ min: -11, max: 1 })
    const start = new Date(today.getFullYear(), today.getMonth() + monthOffset, faker.number.int({ min: 1, max: 26 }))
    const end = addDays(start, faker.number.int({ min: 2, max: 12 }))
    periods.push({ id_empleado: e.id_empleado, f_inicio: isoDate(start), f_fin: isoDate(end) })
  })
  return periods
}

export const seedDemo = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const faker = new Faker({ locale: [es_MX, es, base], seed: fakerSeed })
    const now = new Date(nowMs)
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
    const { centres, departments, positions } = buildOrganization()
    const employees = buildEmployees(faker, today, departments, positions)
    const vacations = buildVacations(faker, today, employees)
    const adminHash = yield* hashPassword(demoUsers.admin.password)
    const consultaHash = yield* hashPassword(demoUsers.consulta.password)
    const admin = employees.find((e) => e.activo === "1")!
    const consulta = employees.find((e) => e.activo === "1" && e.id_empresa === consultaCompany && e.id_empleado !== admin.id_empleado)!

    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`INSERT INTO empresas ${sql.insert(demoCompanies.map((c) => ({ ...c })))}`
        yield* sql`INSERT INTO centros_trabajo ${sql.insert(centres)}`
        yield* sql`INSERT INTO departamentos ${sql.insert(departments.map((d) => ({ ...d })))}`
        yield* sql`INSERT INTO puestos ${sql.insert(positions)}`
        yield* insertInChunks("empleados", employees)
        yield* insertInChunks("periodos_vacaciones", vacations)

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
          { id_rol: "EMPRESA1", n_rol: `Centros de ${demoCompanies[0].n_empresa}` },
        ])}`
        yield* sql`INSERT INTO permisos_rol ${sql.insert([
          ...centres.map((c) => ({ id_rol: "GLOBAL", id_empresa: c.id_empresa, id_centro_trabajo: c.id_centro_trabajo, permiso: "1" })),
          ...centres.map((c) => ({
            id_rol: "EMPRESA1",
            id_empresa: c.id_empresa,
            id_centro_trabajo: c.id_centro_trabajo,
            permiso: c.id_empresa === consultaCompany ? "1" : "0",
          })),
        ])}`
        yield* sql`INSERT INTO usuarios ${sql.insert([
          {
            id_usuario: demoUsers.admin.email,
            id_empleado: admin.id_empleado,
            password_hash: adminHash,
            id_grupo: "ADMIN",
            id_rol: "GLOBAL",
            admin: "1",
            activo: "1",
          },
          {
            id_usuario: demoUsers.consulta.email,
            id_empleado: consulta.id_empleado,
            password_hash: consultaHash,
            id_grupo: "CONSULTA",
            id_rol: "EMPRESA1",
            admin: "0",
            activo: "1",
          },
        ])}`
        yield* seedSettingsDemo
        yield* seedDemoCompanyDetails
      }),
    )
  })
