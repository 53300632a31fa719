import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { consultaCompany, type demoPositionAreas, type demoSalesArea } from "./demo-structure"

// The demo's Formación reference data (FOR050, FOR090): the usual tipos de curso, a training room
// and a meeting room in the first centres, an internal agent, two external ones registered with
// the STPS (a persona moral and a física, with valid RFCs) and the STPS itself, four instructors
// (two collaborators of the first company, two from outside), each nivel de puesto's yearly
// hours and budget per person, and each puesto's occupation in the CNO (its area's subárea).
// The modalidades, conceptos de gasto and the STPS catalogues come with the migrations.

const courseTypes: ReadonlyArray<readonly [string, string]> = [
  ["INDUCCION", "Inducción"],
  ["SEGURIDAD", "Seguridad e higiene"],
  ["TECNICO", "Técnico especializado"],
  ["DESARROLLO", "Desarrollo humano"],
  ["NORMATIVO", "Cumplimiento normativo"],
]

const agents = [
  { id_agente: "INTERNO", n_agente: "Capacitación interna", tipo: "INTERNO", rfc: null, registro_stps: null, contacto: "Coordinación de Capacitación", email: "capacitacion@demo.mx" },
  {
    id_agente: "CINSA",
    n_agente: "Capacitación Industrial del Norte, S.C.",
    tipo: "EXTERNO_MORAL",
    rfc: "CIN150610QW8",
    registro_stps: "CIN150610QW8-0012",
    contacto: "Rogelio Garza Treviño",
    email: "contacto@cinsa.com.mx",
  },
  {
    id_agente: "LMEDINA",
    n_agente: "Laura Medina Ortega",
    tipo: "EXTERNO_FISICA",
    rfc: "MEOL850314HB3",
    registro_stps: "MEOL850314HB3-0001",
    contacto: "Laura Medina Ortega",
    email: "laura.medina@consultoria.mx",
  },
  { id_agente: "STPS", n_agente: "Secretaría del Trabajo y Previsión Social", tipo: "STPS", rfc: null, registro_stps: null, contacto: null, email: null },
] as const

/** Hours a year and pesos a year per person, by the demo's niveles de puesto (server/seed/job-profiles.ts). */
const levelTraining: ReadonlyArray<readonly [nivel: number, hours: number, budget: number]> = [
  [1, 40, 25_000],
  [2, 40, 18_000],
  [3, 32, 12_000],
  [4, 30, 9_000],
  [5, 24, 6_000],
  [6, 20, 3_500],
]

/** The CNO subárea of each area's puestos ("<título> de <área>"); the Director General's is administration's. */
const occupationOfArea: Readonly<Record<(typeof demoPositionAreas)[number] | typeof demoSalesArea, string>> = {
  "Recursos Humanos": "08.2",
  Finanzas: "08.1",
  Producción: "04.6",
  Logística: "06.5",
  Ventas: "07.1",
}

export const seedDemoFormacion = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO tipos_curso ${sql.insert(courseTypes.map(([id_tipo_curso, n_tipo_curso]) => ({ id_tipo_curso, n_tipo_curso, activo: "1" })))}`

  const centres = (yield* sql<{ id_centro_trabajo: number | string }>`
    SELECT id_centro_trabajo FROM centros_trabajo ORDER BY id_centro_trabajo LIMIT 3`).map((c) => Number(c.id_centro_trabajo))
  yield* sql`INSERT INTO sedes ${sql.insert(
    centres.flatMap((id_centro_trabajo, i) => [
      { id_sede: `AULA${i + 1}`, n_sede: "Aula de capacitación", capacidad: 25, id_centro_trabajo, activo: "1" },
      { id_sede: `JUNTAS${i + 1}`, n_sede: "Sala de juntas", capacidad: 12, id_centro_trabajo, activo: "1" },
    ]),
  )}`

  yield* sql`INSERT INTO agentes_capacitadores ${sql.insert(agents.map((a) => ({ ...a, activo: "1" })))}`
  // Two active collaborators of the first company teach for the internal agent.
  const people = (yield* sql<{ id_empleado: number | string }>`
    SELECT id_empleado FROM empleados WHERE id_empresa = ${consultaCompany} AND activo = '1' ORDER BY id_empleado LIMIT 2`).map((p) => Number(p.id_empleado))
  yield* sql`INSERT INTO instructores ${sql.insert([
    ...people.map((id_empleado, i) => ({
      id_instructor: `INS${i + 1}`,
      id_empleado,
      nombre_externo: null,
      id_agente: "INTERNO",
      especialidad: i === 0 ? "Seguridad industrial" : "Liderazgo y trabajo en equipo",
      activo: "1",
    })),
    { id_instructor: "EXT1", id_empleado: null, nombre_externo: "Rogelio Garza Treviño", id_agente: "CINSA", especialidad: "Montacargas y manejo de materiales", activo: "1" },
    { id_instructor: "EXT2", id_empleado: null, nombre_externo: "Laura Medina Ortega", id_agente: "LMEDINA", especialidad: "Excel avanzado", activo: "1" },
  ])}`

  for (const [id, horas_minimas_anuales, presupuesto_persona] of levelTraining) {
    yield* sql`UPDATE niveles_puesto SET ${sql.update({ horas_minimas_anuales, presupuesto_persona })} WHERE id_nivel_puesto = ${id}`
  }
  for (const [area, occupation] of Object.entries(occupationOfArea)) {
    yield* sql`UPDATE puestos SET id_ocupacion_cno = ${occupation} WHERE n_puesto LIKE ${`% de ${area}`}`
  }
  yield* sql`UPDATE puestos SET id_ocupacion_cno = '08.2' WHERE n_puesto = 'Director General'`
})
