import { SqlClient } from "@effect/sql"
import type { Faker } from "@faker-js/faker"
import { Effect } from "effect"
import { hashPassword } from "../auth/password"
import { addDays, isoDate, mexicoToday } from "../dates"
import {
  consultaCompany,
  demoCentres,
  demoCompanies,
  demoPositionAreas,
  demoPositionTitles,
  demoSalesArea,
  demoUsers,
} from "./demo-structure"
import { insertInChunks } from "./insert-chunks"
import { seedAccessProfiles } from "./access-profiles"
import { departmentHeadType, seedSettingsDemo } from "./settings-demo"
import { seedDemoLoans } from "./demo-loans"
import { seedDemoFiniquitos } from "./demo-finiquitos"
import { seedDemoSettlementLetters } from "./demo-cartas-finiquito"
import { seedPersonalReferences } from "./personal-references"
import { seedDemoDocuments } from "./demo-documents"
import { seedDemoCompanyDetails } from "./demo-companies"
import { templateOf } from "./department-templates"
import { planDemoPositions } from "./demo-positions"
import { seedJobProfiles } from "./job-profiles"
import { seedCompetencyModel } from "./competency-model"
import { seedDemoAssessments } from "./demo-assessments"
import { seedDemoProrating } from "./demo-prorating"
import { seedDemoAuthorizations } from "./demo-authorizations"
import { seedDemoKiosk } from "./demo-kiosk"
import { seedDemoCandidates } from "./demo-candidates"
import { seedDemoRecords } from "./demo-records"
import { seedDemoContracts } from "./demo-contracts"
import { seedDemoContractFollowUps } from "./demo-contract-follow-ups"
import { seedDemoFormacion } from "./demo-formacion"
import { seedDemoFormacionSurveys } from "./demo-formacion-surveys"
import { seedDemoClima } from "./demo-clima"
import { seedDemoEvaluationSurveys } from "./demo-eva-encuestas"
import { seedDemoEvaluacion } from "./demo-evaluacion"
import { seedDemoEvaluationAnswers } from "./demo-eva-respuestas"
import { seedDemoFeedback } from "./demo-eva-retroalimentacion"
import { seedDemoInterviews } from "./demo-entrevistas"
import { seedDemoDnc } from "./demo-dnc"
import { seedDemoCourses } from "./demo-courses"
import { seedDemoDc3 } from "./demo-dc3"
import { seedDemoBudgets } from "./demo-presupuestos"
import { seedDemoSelectionProcesses } from "./demo-procesos-seleccion"
import { seedDemoRequisitions } from "./demo-requisiciones-colaboradores"
import { seedDemoSelectionReferences } from "./demo-tablas-referencia-seleccion"
import { seedDemoVacancies } from "./demo-vacantes"
import { centrePlaceColumns, readPlaces } from "./places"
import { buildResponsables, setCentreResponsables } from "./responsables"
import { type EmployeeBase as Employee, placedPerson } from "./employee-row"
import { adultAtHire, completeEmployees, seatPeople } from "./employee-details"
import { readPersonalCatalogues } from "./personal-catalogues"
import { insertOccupations, insertPositions, seatedHeads } from "./seed-positions"
import { seedMovementHistory } from "./movement-history"
import { seedDemoOffers } from "./demo-ofertas"

// The demo company: deterministic (fixed faker seed) but relative to today, so the dashboard
// always has hires, terminations, birthdays and vacations in the current month. Each work centre
// has an address in its city, a registro patronal, zona, plaza and responsable, and a department
// tree three levels deep whose heads are its responsables. Every person has a complete record
// (server/seed/employee-details.ts): valid CURP, RFC and NSS, address, contact, IMSS and SAT data,
// the position they occupy, a salary over their zone's minimum wage, and the baja of who left,
// with the applied movements that tell that story (server/seed/movement-history.ts).

const employeeCount = 1_000
const fakerSeed = 20_260_101

interface Department {
  readonly id_depto: number
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly n_depto: string
  readonly id_depto_padre: number | null
  readonly id_centro_costos: string
}

/**
 * People per department by level: a direction has a handful, a gerencia a few more, and most
 * people work in the jefaturas (about 3, 6 and 15 of the thousand).
 */
const levelWeight = { 1: 1, 2: 2, 3: 5 } as const

const buildOrganization = () => {
  const centres: Array<{ id_centro_trabajo: number; id_empresa: number; n_centro_trabajo: string; ciudad: string; registro_patronal: string; calle: string; num_exterior: string; colonia: string; codigo_postal: string }> = []
  const departments: Array<Department> = []
  const weights = new Map<number, number>()
  const positions: Array<{ id_puesto: string; id_empresa: number; n_puesto: string }> = []
  // Each centre's direction and gerencias keep the ids 1 to 39 the demo has always had, centre
  // by centre; the jefaturas under them follow from 40.
  const jefaturas: Array<{ readonly parent: Department; readonly name: string }> = []
  const costCentre = (centreId: number, n: number) => `CC${String(centreId).padStart(3, "0")}${String(n).padStart(2, "0")}`
  for (const company of demoCompanies) {
    for (const centre of demoCentres[company.id_empresa] ?? []) {
      const centreId = centres.length + 1
      centres.push({ id_centro_trabajo: centreId, id_empresa: company.id_empresa, ...centre })
      const template = templateOf(centre.n_centro_trabajo)
      const add = (name: string, parent: Department | null, level: 1 | 2 | 3): Department => {
        const id = departments.length + 1
        const inCentre = departments.filter((d) => d.id_centro_trabajo === centreId).length + 1
        const d = { id_depto: id, id_empresa: company.id_empresa, id_centro_trabajo: centreId, n_depto: name, id_depto_padre: parent?.id_depto ?? null, id_centro_costos: costCentre(centreId, inCentre) }
        departments.push(d)
        weights.set(id, levelWeight[level])
        return d
      }
      const root = add(template.name, null, 1)
      for (const area of template.children) {
        const gerencia = add(area.name, root, 2)
        for (const leaf of area.children) jefaturas.push({ parent: gerencia, name: leaf.name })
      }
    }
    for (const title of demoPositionTitles) {
      for (const area of demoPositionAreas) {
        const id = `P${String(positions.length + 1).padStart(4, "0")}`
        positions.push({ id_puesto: id, id_empresa: company.id_empresa, n_puesto: `${title} de ${area}` })
      }
    }
  }
  // Added after every company's first forty, so those keep their keys: the general director of
  // a corporativo and the sales area's puestos (a seat takes a puesto of its department's area).
  for (const company of demoCompanies) {
    for (const n_puesto of ["Director General", ...demoPositionTitles.map((title) => `${title} de ${demoSalesArea}`)]) {
      positions.push({ id_puesto: `P${String(positions.length + 1).padStart(4, "0")}`, id_empresa: company.id_empresa, n_puesto })
    }
  }
  for (const { parent, name } of jefaturas) {
    const id = departments.length + 1
    const inCentre = departments.filter((d) => d.id_centro_trabajo === parent.id_centro_trabajo).length + 1
    departments.push({ ...parent, id_depto: id, n_depto: name, id_depto_padre: parent.id_depto, id_centro_costos: costCentre(parent.id_centro_trabajo, inCentre) })
    weights.set(id, levelWeight[3])
  }
  // The order people are handed out in: centre by centre, each department as often as its weight.
  const seats = [...departments]
    .sort((a, b) => a.id_centro_trabajo - b.id_centro_trabajo || a.id_depto - b.id_depto)
    .flatMap((d) => Array.from({ length: weights.get(d.id_depto) ?? 1 }, () => d))
  return { centres, departments, positions, seats }
}

// es_MX sometimes answers both surnames at once; people carry one per column.
const surname = (faker: Faker): string => faker.person.lastName().split(" ")[0] ?? "Pérez"

const buildEmployees = (
  faker: Faker,
  today: Date,
  seats: ReadonlyArray<Department>,
  positions: ReadonlyArray<{ id_puesto: string; id_empresa: number }>,
): Array<Employee> => {
  const fiveYearsAgo = new Date(today.getFullYear() - 5, today.getMonth(), today.getDate())
  const monthStart = new Date(today.getFullYear(), today.getMonth(), 1)
  const daysSince = (from: Date) => Math.max(0, Math.round((today.getTime() - from.getTime()) / 86_400_000))
  const employees: Array<Employee> = []
  for (let i = 0; i < employeeCount; i++) {
    const department = seats[i % seats.length]!
    const companyPositions = positions.filter((p) => p.id_empresa === department.id_empresa)
    const sexo = faker.helpers.arrayElement(["H", "M"] as const)
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
      nombre: faker.person.firstName(sexo === "H" ? "male" : "female"),
      apellido_paterno: surname(faker),
      apellido_materno: surname(faker),
      sexo,
      ...placedPerson({ birth, hired, left }, department),
      id_puesto: faker.helpers.arrayElement(companyPositions).id_puesto,
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
    // Loaded only to seed a new database, so a server started on an existing one never holds it.
    const { Faker, base, es, es_MX } = yield* Effect.promise(() => import("@faker-js/faker"))
    const faker = new Faker({ locale: [es_MX, es, base], seed: fakerSeed })
    const today = mexicoToday(nowMs)
    const { centres, departments, positions, seats } = buildOrganization()
    const drawn = buildEmployees(faker, today, seats, positions).map(adultAtHire)
    const vacations = buildVacations(faker, today, drawn)
    const adminHash = yield* hashPassword(demoUsers.admin.password)
    const consultaHash = yield* hashPassword(demoUsers.consulta.password)
    const admin = drawn.find((e) => e.activo === "1")!
    const consulta = drawn.find((e) => e.activo === "1" && e.id_empresa === consultaCompany && e.id_empleado !== admin.id_empleado)!

    yield* sql.withTransaction(
      Effect.gen(function* () {
        // First the reference catalogues: the centres' ciudades and plazas, the responsables' type.
        yield* seedSettingsDemo
        yield* seedPersonalReferences
        yield* sql`INSERT INTO empresas ${sql.insert(demoCompanies.map((c) => ({ ...c })))}`
        yield* seedDemoCompanyDetails
        const places = yield* readPlaces
        yield* sql`INSERT INTO centros_trabajo ${sql.insert(
          centres.map(({ ciudad, registro_patronal, ...c }) => ({
            ...c,
            ...centrePlaceColumns(places, ciudad),
            id_registro_patronal: registro_patronal,
            activo: "1",
          })),
        )}`
        // Parents before children (their ids are lower), so each row's parent already exists.
        yield* sql`INSERT INTO departamentos ${sql.insert(departments.map((d) => ({ ...d, activo: "1" })))}`
        yield* sql`INSERT INTO puestos ${sql.insert(positions)}`
        yield* seedJobProfiles
        yield* seedCompetencyModel
        // The positions are planned on the drawn people, who then take their seat's puesto and
        // department; positions go in before the people (who name them), occupations after.
        const plan = yield* planDemoPositions(nowMs, drawn)
        const catalogues = yield* readPersonalCatalogues
        const employees = yield* completeEmployees(seatPeople(drawn, plan), catalogues, { today: isoDate(today), seed: 20_260_102 })
        yield* insertPositions(plan)
        yield* insertInChunks("empleados", employees)
        yield* insertOccupations(plan, isoDate(today))
        yield* seedMovementHistory(employees, plan, { today: isoDate(today), user: demoUsers.admin.email })
        yield* insertInChunks("periodos_vacaciones", vacations)
        // A few departments (one in five) also keep the head they had before.
        const responsables = buildResponsables(departments, employees, {
          tipo: departmentHeadType,
          today,
          withHistory: (id) => id % 5 === 2,
          seated: seatedHeads(plan),
        })
        yield* insertInChunks("responsables_depto", responsables)
        yield* setCentreResponsables(departmentHeadType)
        // After the heads: an assessment names the person's department head as the assessor.
        yield* seedDemoAssessments(today, demoUsers.admin.email)

        yield* seedAccessProfiles(demoCompanies[0], centres)
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
        yield* seedDemoProrating(nowMs)
        yield* seedDemoAuthorizations(nowMs)
        yield* seedDemoRecords(nowMs)
        yield* seedDemoLoans(nowMs)
        yield* seedDemoFiniquitos(nowMs)
        yield* seedDemoSettlementLetters(nowMs)
        yield* seedDemoKiosk(nowMs)
        yield* seedDemoDocuments(nowMs, demoUsers.admin.email)
        yield* seedDemoCandidates(nowMs)
        yield* seedDemoContractFollowUps(nowMs, yield* seedDemoContracts(nowMs))
        yield* seedDemoFormacion
        yield* seedDemoDnc(nowMs)
        yield* seedDemoCourses(nowMs)
        yield* seedDemoDc3(nowMs)
        yield* seedDemoBudgets(nowMs)
        yield* seedDemoFormacionSurveys(nowMs)
        yield* seedDemoClima(nowMs)
        yield* seedDemoEvaluationSurveys(nowMs)
        // After the instruments it names and the position tree its 360 evaluators come from.
        yield* seedDemoEvaluacion(nowMs)
        // After the cycle whose 360 assignments and operative evaluations it answers in part.
        yield* seedDemoEvaluationAnswers(nowMs)
        // After the cycle and its operative evaluations: its feedback sessions and commitments.
        yield* seedDemoFeedback(nowMs)
        // Selección: its catalogues, process templates and requisitions (after the positions and contract types they name).
        yield* seedDemoSelectionReferences
        yield* seedDemoSelectionProcesses(nowMs)
        yield* seedDemoRequisitions(nowMs)
        // After the candidate pool: two vacancies with its candidates across their boards.
        yield* seedDemoVacancies(nowMs, demoUsers.admin.email)
        // Last: it uses a vacancy of Asignación de candidatos' demo when there is one, else makes its own.
        yield* seedDemoInterviews(nowMs)
        // Selección: a vacancy's offers in every state (self-contained pipeline).
        yield* seedDemoOffers(nowMs)
      }),
    )
  })
