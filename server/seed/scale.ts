import { SqlClient } from "@effect/sql"
import { Faker, base, es, es_MX } from "@faker-js/faker"
import { Effect } from "effect"
import { hashPassword } from "../auth/password"
import { addDays, isoDate, mexicoToday } from "../dates"
import { centreKinds, shapeTree, templateOf } from "./department-templates"
import { demoPositionAreas, demoPositionTitles, demoUsers } from "./demo-structure"
import { type EmployeeBase, placedPerson } from "./employee-row"
import { adultAtHire, completeEmployees, seatPeople } from "./employee-details"
import { readPersonalCatalogues } from "./personal-catalogues"
import { insertOccupations, insertPositions } from "./seed-positions"
import { insertInChunks } from "./insert-chunks"
import { seededRandom } from "./position-tree"
import { seedAccessProfiles } from "./access-profiles"
import { centrePlaceColumns, readPlaces } from "./places"
import { buildResponsables, setCentreResponsables } from "./responsables"
import { companyRegions, companyTrades, moralRfc, scaleCities, scaleRegistroPatronal } from "./scale-structure"
import { departmentHeadType, seedSettingsDemo } from "./settings-demo"
import { seedPersonalReferences } from "./personal-references"
import { planScalePositions } from "./scale-positions"
import { seedScaleCompetencies } from "./scale-competencies"
import { seedPeopleContracts } from "./people-contracts"
import { seedScaleDnc } from "./scale-dnc"
import { seedScaleCourses } from "./scale-courses"
import { seedScaleEvaluacion } from "./scale-evaluacion"
import { seedScaleSeleccion } from "./scale-seleccion"
import { seedScaleClima } from "./scale-clima"
import { seedScaleFiniquitos } from "./scale-finiquitos"

// A large Mexican employer for the benchmarks (issue 6): 20 companies, 500 work centres, 3,000
// departments, 20,000 positions and (by default) 100,000 employees with five years of history,
// hires, terminations, birthdays and vacations in every month, and the demo's two users. The
// organisation has the demo's shape: companies with valid RFCs, a fiscal address and two
// registros patronales; centres with an address in their city, registro, zona, plaza and
// responsable; per centre a department tree three levels deep (1 + 2 + 3 by default) with a
// responsable for every department that has people; and the demo's reference catalogues.
// Names come from small faker pools combined by a seeded PRNG: calling faker 300,000 times
// would cost more than all the inserts together. Every person has a complete record with valid
// identifiers, as in the demo (server/seed/employee-details.ts); the people the 20,000 positions
// seat take their position's puesto and department, the others (most) have no position. Every
// person has their contracts as in the demo (server/seed/people-contracts.ts). A year of Selección
// (requisitions, vacancies, candidates, offers and hires) follows (server/seed/scale-seleccion.ts),
// then every centre's NOM-035 evaluations (server/seed/scale-clima.ts) and the finiquitos and
// cartas finiquito of the year's leavers (server/seed/scale-finiquitos.ts).

export interface ScaleOptions {
  readonly employees: number
  readonly companies?: number
  readonly centresPerCompany?: number
  readonly departmentsPerCentre?: number
  readonly positionsPerCompany?: number
  /**
   * The evaluation cycles with objective scores, 360 answers (self and boss) and operative
   * answers for a share of the people (the concentrado's bench). Off by default: the 360 bench
   * measures proposing the evaluators of a cycle that has none.
   */
  readonly evaluaciones?: boolean
}


/** People per department by level of its tree, as in the demo: most work in the jefaturas. */
const levelWeight = { 1: 1, 2: 2, 3: 5 } as const

export const seedScale = (options: ScaleOptions, nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const companies = options.companies ?? 20
    const centresPerCompany = options.centresPerCompany ?? 25
    const departmentsPerCentre = options.departmentsPerCentre ?? 6
    const positionsPerCompany = options.positionsPerCompany ?? 1_000
    const random = seededRandom(20_260_601)
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
    const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!

    const faker = new Faker({ locale: [es_MX, es, base], seed: 20_260_601 })
    const pool = (make: () => string) => [...new Set(Array.from({ length: 600 }, make))]
    const maleNames = pool(() => faker.person.firstName("male"))
    const femaleNames = pool(() => faker.person.firstName("female"))
    const surnames = pool(() => faker.person.lastName().split(" ")[0] ?? "Pérez")

    const empresas = Array.from({ length: companies }, (_, i) => {
      const n_empresa = `${companyTrades[i % companyTrades.length]} ${companyRegions[Math.floor(i / companyTrades.length) % companyRegions.length]} S.A. de C.V.`
      const incorporated = new Date(1995 + (i % 28), i % 12, 1 + ((i * 7) % 28))
      // The legal representative who signs its contracts (LFT 25), named from the pools without
      // drawing from the PRNG, so every other seeded value stays as it was.
      const representante_legal = `${maleNames[i % maleNames.length]} ${surnames[i % surnames.length]} ${surnames[(i * 7 + 3) % surnames.length]}`
      return { id_empresa: i + 1, n_empresa, rfc: moralRfc(n_empresa, incorporated, i), tipo_persona: "M", id_regimen: "601", representante_legal }
    })
    // Two IMSS registrations per company: offices and branches under class I, plants under III.
    const registros = empresas.flatMap((c) =>
      [1, 2].map((orden) => ({
        id_empresa: c.id_empresa,
        orden,
        registro_patronal: scaleRegistroPatronal(c.id_empresa, orden),
        clase_riesgo: orden === 1 ? 1 : 3,
        prima_riesgo: orden === 1 ? 0.54355 : 2.5984,
        // A year or two after the incorporation date in its RFC (1995 + (id - 1) % 28).
        f_alta: `${1995 + ((c.id_empresa - 1) % 28) + orden}-0${1 + orden}-15`,
        activo: "1",
      })),
    )
    const centros = empresas.flatMap((c) =>
      Array.from({ length: centresPerCompany }, (_, j) => {
        const kind = j === 0 ? centreKinds[0]! : centreKinds[1 + (j % 4)]!
        const place = scaleCities[(c.id_empresa + j) % scaleCities.length]!
        return {
          id_centro_trabajo: (c.id_empresa - 1) * centresPerCompany + j + 1,
          id_empresa: c.id_empresa,
          n_centro_trabajo: `${kind} ${place.label} ${j + 1}`,
          place,
          num_exterior: String(100 + ((c.id_empresa * 131 + j * 37) % 4900)),
          id_registro_patronal: scaleRegistroPatronal(c.id_empresa, kind === "Planta" ? 2 : 1),
        }
      }),
    )
    // Each centre's tree in order (root, then its children, then theirs), so every parent row is
    // inserted before its children, in the same chunk or an earlier one.
    const departamentos = centros.flatMap((ct) =>
      shapeTree(templateOf(ct.n_centro_trabajo), departmentsPerCentre).map((d, k) => {
        const base = (ct.id_centro_trabajo - 1) * departmentsPerCentre
        return {
          id_depto: base + k + 1,
          id_empresa: ct.id_empresa,
          id_centro_trabajo: ct.id_centro_trabajo,
          n_depto: d.name,
          id_depto_padre: d.parent === null ? null : base + d.parent + 1,
          id_centro_costos: `CC${String(ct.id_centro_trabajo).padStart(3, "0")}${String(k + 1).padStart(2, "0")}`,
          level: d.level,
        }
      }),
    )
    // Departments as often as their weight, so a person lands in a jefatura more than a direction.
    const seats = departamentos.flatMap((d) => Array.from({ length: levelWeight[d.level] }, () => d))
    const puestos = empresas.flatMap((c) =>
      Array.from({ length: positionsPerCompany }, (_, p) => ({
        id_puesto: `E${String(c.id_empresa).padStart(2, "0")}P${String(p + 1).padStart(5, "0")}`,
        id_empresa: c.id_empresa,
        n_puesto: `${demoPositionTitles[p % demoPositionTitles.length]} de ${demoPositionAreas[Math.floor(p / 10) % demoPositionAreas.length]} ${Math.floor(p / 40) + 1}`,
      })),
    )

    const now = new Date(nowMs)
    const today = mexicoToday(nowMs)
    const monthStart = new Date(today.getFullYear(), today.getMonth(), 1)
    const fiveYearsAgo = new Date(today.getFullYear() - 5, today.getMonth(), today.getDate())
    const daysBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 86_400_000))
    const historyDays = daysBetween(fiveYearsAgo, today)

    const drawn: Array<EmployeeBase> = []
    const vacaciones: Array<{ id_empleado: number; f_inicio: string; f_fin: string }> = []
    for (let i = 0; i < options.employees; i++) {
      // Uneven departments, as in life: a squared draw crowds people into the first ones.
      const department = seats[Math.floor(random() ** 1.5 * seats.length)]!
      const sexo = random() < 0.5 ? ("H" as const) : ("M" as const)
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
      drawn.push(adultAtHire({
        id_empleado: id,
        nombre: pick(sexo === "H" ? maleNames : femaleNames),
        apellido_paterno: pick(surnames),
        apellido_materno: pick(surnames),
        sexo,
        ...placedPerson({ birth, hired, left }, department),
        id_puesto: `E${String(department.id_empresa).padStart(2, "0")}P${String(int(1, positionsPerCompany)).padStart(5, "0")}`,
      }, i))
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
    const admin = drawn.find((e) => e.activo === "1")!
    const consulta = drawn.find((e) => e.activo === "1" && e.id_empresa === 1 && e.id_empleado !== admin.id_empleado)!

    let positionCounts = { posiciones: 0, ocupaciones: 0 }
    let responsablesCount = 0
    let competencyCounts = { competencias: 0, expectativas: 0, evaluaciones: 0 }
    let contratos = 0
    yield* sql.withTransaction(
      Effect.gen(function* () {
        // The demo's reference catalogues first: the ciudades, plazas and responsibility types.
        yield* seedSettingsDemo
        yield* seedPersonalReferences
        const places = yield* readPlaces
        yield* insertInChunks(
          "empresas",
          empresas.map((c) => {
            // The fiscal address is in the city of the headquarters (its first centre, j = 0).
            const seat = scaleCities[c.id_empresa % scaleCities.length]!
            const { id_zona, id_plaza, ...place } = centrePlaceColumns(places, seat.ciudad)
            return { ...c, calle: seat.calle, num_exterior: String(100 + c.id_empresa), colonia: seat.colonia, codigo_postal: seat.codigo_postal, ...place, id_zona, id_plaza, activo: "1" }
          }),
        )
        yield* insertInChunks("empresas_registros_patronales", registros)
        yield* insertInChunks(
          "empresas_periodicidades",
          empresas.map((c) => ({ id_empresa: c.id_empresa, orden: 1, id_periodicidad: c.id_empresa % 2 === 0 ? "02" : "04" })),
        )
        yield* insertInChunks(
          "centros_trabajo",
          centros.map(({ place, ...c }) => ({
            ...c,
            calle: place.calle,
            colonia: place.colonia,
            codigo_postal: place.codigo_postal,
            ...centrePlaceColumns(places, place.ciudad),
            activo: "1",
          })),
        )
        yield* insertInChunks(
          "departamentos",
          departamentos.map(({ level: _level, ...d }) => ({ ...d, activo: "1" })),
        )
        yield* insertInChunks("puestos", puestos)
        // Positions planned on the drawn people and stored before them (each row names its
        // position); the occupations after them.
        const plan = yield* planScalePositions(nowMs, drawn)
        const catalogues = yield* readPersonalCatalogues
        const empleados = yield* completeEmployees(seatPeople(drawn, plan), catalogues, { today: isoDate(today), seed: 20_260_602 })
        yield* insertPositions(plan)
        yield* insertInChunks("empleados", empleados)
        positionCounts = yield* insertOccupations(plan, isoDate(today))
        yield* insertInChunks("periodos_vacaciones", vacaciones)
        const responsables = buildResponsables(departamentos, empleados, {
          tipo: departmentHeadType,
          today,
          withHistory: (id) => id % 5 === 2,
        })
        responsablesCount = responsables.length
        yield* insertInChunks("responsables_depto", responsables)
        yield* setCentreResponsables(departmentHeadType)
        competencyCounts = yield* seedScaleCompetencies(puestos, isoDate(today), now.toISOString())
        // Every person's contracts: a live one for each active person, renewals, vencidos.
        contratos = yield* seedPeopleContracts(isoDate(today), now.toISOString(), demoUsers.admin.email)
        yield* seedAccessProfiles(empresas[0]!, centros)
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
    // The kept counters' rows (a department's active people, the dashboard's counts) took one
    // version per person inserted, all in one transaction, so no VACUUM could reuse them: 3,000
    // departments filled 36 MB at half a million, read whole by every join that scans them (the
    // org chart). A company's hires come over years, with autovacuum between them; rewritten here.
    yield* sql.onDialectOrElse({ pg: () => sql`VACUUM (FULL, ANALYZE) departamentos, tablero_activos`, orElse: () => Effect.void })
    // After the statistics: the imports' plans are those of a database in use.
    const dnc = yield* seedScaleDnc(today.getFullYear(), now.toISOString(), demoUsers.admin.email)
    const courses = yield* sql.withTransaction(seedScaleCourses(isoDate(today), now.toISOString(), demoUsers.admin.email))
    const evaluacion = yield* sql.withTransaction(seedScaleEvaluacion(nowMs, demoUsers.admin.email, options.evaluaciones === true))
    const seleccionStarted = performance.now()
    const seleccion = yield* sql.withTransaction(seedScaleSeleccion(isoDate(today), now.toISOString(), demoUsers.admin.email))
    const seleccionMs = Math.round(performance.now() - seleccionStarted)
    const climaStarted = performance.now()
    const clima = yield* sql.withTransaction(seedScaleClima(nowMs, demoUsers.admin.email))
    const climaMs = Math.round(performance.now() - climaStarted)
    const finiquitosStarted = performance.now()
    const finiquitos = yield* sql.withTransaction(seedScaleFiniquitos(isoDate(today), demoUsers.admin.email))
    const finiquitosMs = Math.round(performance.now() - finiquitosStarted)
    yield* sql`ANALYZE`
    return {
      empresas: empresas.length,
      centros: centros.length,
      departamentos: departamentos.length,
      responsables: responsablesCount,
      puestos: puestos.length,
      empleados: drawn.length,
      vacaciones: vacaciones.length,
      ...positionCounts,
      ...competencyCounts,
      contratos,
      ...dnc,
      ...courses,
      ...evaluacion,
      ...seleccion,
      seleccionMs,
      ...clima,
      climaMs,
      ...finiquitos,
      finiquitosMs,
    }
  })
