import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { clabeCheckDigit } from "../../domain/rules/clabe"
import { integratedDailyWage, integrationFactor } from "../../domain/rules/integration-factor"
import { daysPerMonth } from "../../domain/organizacion/gestionar-puestos-rules"
import { completedYears } from "../../domain/rules/seniority"
import { vacationDaysOn } from "../../domain/rules/vacation-days"
import type { EmployeeBase, EmployeeRow } from "./employee-row"
import { identityMaker } from "./employee-identity"
import type { PersonalCatalogues } from "./personal-catalogues"
import { seededRandom } from "./position-tree"
import type { PositionPlan } from "./seed-positions"

// Everything the employee record (DOMAIN-MX 4.2) holds beyond the name, dates and place, for the
// seeds' people (demo and scale): number, CURP / RFC / NSS, address, contact, IMSS and SAT data,
// position, salary and, for former employees, the baja. Read from what the seed already stored
// (centres, companies, puestos, minimum wages, catalogues) and drawn from a PRNG of its own, so
// the faker sequence of the demo's names and dates is untouched.

/** The employee number's series and width (parametros_sistema; SPEC 3.3): E000042. */
export const seedEmployeeSeries = "E"
export const seedEmployeeDigits = 6

/**
 * An adult at hire: a birth date that makes the person younger than 18 on their hire date moves
 * back to 18 to 22 years before it, keeping the day and month (the dashboard's birthdays of the
 * month stay the same).
 */
export const adultAtHire = <E extends EmployeeBase>(e: E, index: number): E => {
  if (completedYears(e.f_nacimiento, e.f_ingreso) >= 18) return e
  const year = Number(e.f_ingreso.slice(0, 4)) - 19 - (index % 4)
  const monthDay = e.f_nacimiento.slice(5) === "02-29" ? "02-28" : e.f_nacimiento.slice(5)
  return { ...e, f_nacimiento: `${year}-${monthDay}` }
}

/**
 * Each active person takes the position they occupy today in the plan, and with it its puesto and
 * department (a head may have been drawn from another department of the centre): the record and
 * the organisation chart then tell the same story. People the plan did not seat keep their own.
 */
export const seatPeople = <E extends EmployeeBase>(employees: ReadonlyArray<E>, plan: PositionPlan): Array<E & { id_posicion: string | null }> => {
  const byKey = new Map(plan.posiciones.map((p) => [p.id_posicion, p]))
  const seatOf = new Map<number, string>()
  for (const o of plan.ocupaciones) if (o.f_fin === null) seatOf.set(o.id_empleado, o.id_posicion)
  return employees.map((e) => {
    const key = e.activo === "1" ? seatOf.get(e.id_empleado) : undefined
    const position = key === undefined ? undefined : byKey.get(key)
    if (position === undefined) return { ...e, id_posicion: null }
    return { ...e, id_posicion: position.id_posicion, id_puesto: position.id_puesto, id_depto: position.id_depto }
  })
}

interface Centre {
  readonly id_empresa: number
  readonly id_zona: string | null
  readonly registro: string | null
  readonly id_pais: number
  readonly id_estado: number
  readonly id_ciudad: number
  readonly colonia: string
  readonly codigo_postal: string
}

/** What the rows are made from, read once. */
const readContext = (today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const centres = yield* sql<{
      id_centro_trabajo: number | string
      id_empresa: number | string
      id_zona: string | null
      id_registro_patronal: string | null
      id_pais: number | string
      id_estado: number | string
      id_ciudad: number | string
      colonia: string
      codigo_postal: string
    }>`SELECT id_centro_trabajo, id_empresa, id_zona, id_registro_patronal, id_pais, id_estado, id_ciudad, colonia, codigo_postal
       FROM centros_trabajo`
    const registros = yield* sql<{ id_empresa: number | string; registro_patronal: string }>`
      SELECT id_empresa, registro_patronal FROM empresas_registros_patronales WHERE activo = '1' ORDER BY id_empresa, orden`
    const companies = yield* sql<{ id_empresa: number | string; email: string | null; telefono: string | null }>`
      SELECT id_empresa, email, telefono FROM empresas`
    const periodicidades = yield* sql<{ id_empresa: number | string; id_periodicidad: string }>`
      SELECT id_empresa, id_periodicidad FROM empresas_periodicidades ORDER BY id_empresa, orden`
    const wages = yield* sql<{ id_zona: string; salario_diario: number | string }>`
      SELECT w.id_zona, w.salario_diario FROM zonas_salarios_minimos w
      WHERE w.f_inicio = (SELECT MAX(x.f_inicio) FROM zonas_salarios_minimos x WHERE x.id_zona = w.id_zona AND x.f_inicio <= ${today})`
    const puestos = yield* sql<{ id_puesto: string; n_puesto: string; salario_min: number | string | null; salario_max: number | string | null }>`
      SELECT id_puesto, n_puesto, salario_min, salario_max FROM puestos`
    const estados = yield* sql<{ id_estado: number | string; id_pais: number | string; clave_curp: string }>`
      SELECT id_estado, id_pais, clave_curp FROM estados WHERE clave_curp IS NOT NULL AND clave_curp <> 'NE' ORDER BY id_estado`

    const firstRegistro = new Map<number, string>()
    for (const r of registros) if (!firstRegistro.has(Number(r.id_empresa))) firstRegistro.set(Number(r.id_empresa), r.registro_patronal)
    const periodsOf = new Map<number, Array<string>>()
    for (const p of periodicidades) periodsOf.set(Number(p.id_empresa), [...(periodsOf.get(Number(p.id_empresa)) ?? []), p.id_periodicidad])
    return {
      centres: new Map<number, Centre>(
        centres.map((c) => [
          Number(c.id_centro_trabajo),
          {
            id_empresa: Number(c.id_empresa),
            id_zona: c.id_zona,
            registro: c.id_registro_patronal ?? firstRegistro.get(Number(c.id_empresa)) ?? null,
            id_pais: Number(c.id_pais),
            id_estado: Number(c.id_estado),
            id_ciudad: Number(c.id_ciudad),
            colonia: c.colonia,
            codigo_postal: c.codigo_postal,
          },
        ]),
      ),
      companies: new Map(companies.map((c) => [Number(c.id_empresa), c])),
      periodsOf,
      wageOf: new Map(wages.map((w) => [w.id_zona, Number(w.salario_diario)])),
      puestos: new Map(puestos.map((p) => [p.id_puesto, p])),
      estados: estados.map((e) => ({ id_estado: Number(e.id_estado), id_pais: Number(e.id_pais), clave_curp: e.clave_curp })),
    }
  })

const streets = ["Av. Hidalgo", "Calle Morelos", "Calle Benito Juárez", "Av. Reforma", "Calle 5 de Mayo", "Calle Allende", "Calle Zaragoza", "Av. Insurgentes", "Calle Guerrero", "Calle Matamoros", "Calle Aldama", "Av. Revolución"]
const contactNames = ["María", "José", "Guadalupe", "Juan", "Rosa", "Francisco", "Patricia", "Luis", "Elena", "Miguel"]

/** Daily pay as a multiple of the minimum wage by the first word of a puesto without a tabulador. */
const payBand: Readonly<Record<string, readonly [number, number]>> = {
  Director: [8, 12],
  Gerente: [5, 8],
  Jefe: [3.5, 5],
  Coordinador: [2.5, 3.5],
  Especialista: [2.5, 3.5],
  Supervisor: [2, 3],
  Analista: [2, 3],
}

/** Lower case ASCII for an e-mail address. */
export const slug = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "")

/**
 * The complete rows: `employees` already seated (seatPeople) and adult at hire, in id order.
 * `seed` feeds the PRNG (each seeder its own), `today` is YYYY-MM-DD.
 */
export const completeEmployees = (
  employees: ReadonlyArray<EmployeeBase & { id_posicion: string | null }>,
  catalogues: PersonalCatalogues,
  options: { readonly today: string; readonly seed: number },
) =>
  Effect.gen(function* () {
    const context = yield* readContext(options.today)
    const random = seededRandom(options.seed)
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
    const pick = <T>(items: ReadonlyArray<T>): T | null => (items.length === 0 ? null : items[Math.floor(random() * items.length)]!)
    const chance = (p: number) => random() < p
    const identity = identityMaker()
    const phone = (prefix: string, n: number) => `${prefix}${String(n % 10 ** (10 - prefix.length)).padStart(10 - prefix.length, "0")}`

    return employees.map((e, index): EmployeeRow => {
      const centre = context.centres.get(e.id_centro_trabajo)
      if (centre === undefined) throw new Error(`seed: centre ${e.id_centro_trabajo} of employee ${e.id_empleado} is not stored`)
      const company = context.companies.get(e.id_empresa)
      const num_empleado = `${seedEmployeeSeries}${String(e.id_empleado).padStart(seedEmployeeDigits, "0")}`

      // Most people were born in the state they work in.
      const birthState = chance(0.6) ? (context.estados.find((s) => s.id_estado === centre.id_estado) ?? pick(context.estados)) : pick(context.estados)
      const ids = identity({ ...e, entidad: birthState?.clave_curp ?? "NE" }, index)

      // Recognised seniority for a few (a transfer from a group company), never before 18.
      const recognised = index % 29 === 5 ? `${Number(e.f_ingreso.slice(0, 4)) - int(1, 3)}${e.f_ingreso.slice(4)}`.replace(/-02-29$/, "-02-28") : e.f_ingreso
      const f_antiguedad = completedYears(e.f_nacimiento, recognised) >= 18 ? recognised : e.f_ingreso

      // Salary: within the puesto's monthly tabulador (daily = monthly / 30.4) where it has one,
      // else a band of the zone's minimum wage by its title; never under the minimum wage.
      const minimum = context.wageOf.get(centre.id_zona ?? "GEN") ?? context.wageOf.get("GEN") ?? 315.04
      const puesto = context.puestos.get(e.id_puesto)
      const title = puesto?.n_puesto.split(" ")[0] ?? ""
      const [bandLow, bandHigh] = payBand[title] ?? [1.1, 1.8]
      const tabMin = puesto?.salario_min == null ? null : Number(puesto.salario_min) / daysPerMonth
      const tabMax = puesto?.salario_max == null ? null : Number(puesto.salario_max) / daysPerMonth
      const low = Math.max(minimum * 1.01, tabMin ?? minimum * bandLow)
      const high = Math.max(low, tabMax ?? minimum * bandHigh)
      const salario_diario = Math.round((low + random() * (high - low)) * 100) / 100
      // The factor of the year of service running today (or on the day they left).
      const factor_integracion = integrationFactor(vacationDaysOn(f_antiguedad, e.f_baja ?? options.today))

      const motivo = e.f_baja === null ? null : (chance(0.6) ? catalogues.motivosBaja[0] : pick(catalogues.motivosBaja)) ?? null
      const banco = chance(0.7) ? pick(catalogues.bancos) : null
      const clabe17 = banco === null ? null : `${banco}${String(int(100, 999))}${String(int(0, 99_999_999_999)).padStart(11, "0")}`
      const lada = company?.telefono?.slice(0, 3) ?? "558"
      const hiredRecently = e.f_ingreso >= isoMinusDays(options.today, 90)
      const domain = company?.email?.split("@")[1] ?? `empresa${e.id_empresa}.example.mx`
      const nombre = slug(e.nombre.split(" ")[0] ?? e.nombre)
      const paterno = slug(e.apellido_paterno)

      return {
        ...e,
        num_empleado,
        curp: ids.curp,
        rfc: ids.rfc,
        nss: ids.nss,
        id_estado_civil: pick(catalogues.estadosCiviles),
        id_escolaridad: pick(catalogues.escolaridades),
        id_pais_nacimiento: birthState?.id_pais ?? centre.id_pais,
        id_estado_nacimiento: birthState?.id_estado ?? null,
        nacionalidad: "Mexicana",
        id_tipo_sangre: pick(catalogues.tiposSangre),
        calle: pick(streets) ?? "Av. Hidalgo",
        num_exterior: String(int(1, 2999)),
        num_interior: chance(0.2) ? String(int(1, 40)) : null,
        colonia: centre.colonia,
        codigo_postal: centre.codigo_postal,
        id_pais: centre.id_pais,
        id_estado: centre.id_estado,
        id_ciudad: centre.id_ciudad,
        email_personal: `${nombre}.${paterno}${e.id_empleado}@correo.example.mx`,
        email_trabajo: `${nombre}.${paterno}.${num_empleado.toLowerCase()}@${domain}`,
        telefono: chance(0.5) ? phone(lada, 1_000_000 + e.id_empleado * 7_919) : null,
        celular: phone(lada, 3_000_000 + e.id_empleado * 104_729),
        contacto_emergencia_nombre: `${pick(contactNames)} ${e.apellido_paterno}`,
        contacto_emergencia_parentesco: pick(catalogues.parentescos),
        contacto_emergencia_telefono: phone(lada, 5_000_000 + e.id_empleado * 15_485_863),
        registro_patronal: centre.registro,
        cp_fiscal: centre.codigo_postal,
        id_regimen_fiscal: "605",
        id_tipo_contrato: hiredRecently && chance(0.5) ? "05" : chance(0.92) ? "01" : "03",
        id_tipo_jornada: chance(0.8) ? "01" : chance(0.5) ? "02" : "03",
        id_tipo_regimen: "02",
        id_periodicidad: pick(context.periodsOf.get(e.id_empresa) ?? []) ?? "04",
        tipo_salario: chance(0.85) ? "F" : chance(0.67) ? "M" : "V",
        num_credito_infonavit: chance(0.15) ? String(int(1_000_000_000, 9_999_999_999)) : null,
        clabe: clabe17 === null ? null : `${clabe17}${clabeCheckDigit(clabe17)}`,
        id_banco: banco,
        persona_clave: title === "Director" || title === "Gerente" ? "1" : "0",
        salario_diario,
        factor_integracion,
        sdi: integratedDailyWage(salario_diario, factor_integracion),
        f_antiguedad,
        id_motivo_baja: motivo?.id ?? null,
        causa_imss: motivo?.causa_imss ?? null,
        // Who left by abandonment, absences or rescission is not hired again.
        recontratable: motivo === null ? null : ["3", "7", "8"].includes(motivo.causa_imss) ? "0" : "1",
        observaciones_baja: null,
      }
    })
  })

const isoMinusDays = (iso: string, days: number): string => {
  const d = new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)) - days))
  return d.toISOString().slice(0, 10)
}
