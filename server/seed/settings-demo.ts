import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { seedEmployeeDigits, seedEmployeeSeries } from "./employee-details"

// The demo company's request types and responsibility types (authorization flows, SPEC 2.14),
// the reference catalogues the job board receives, the ciudades and plazas of the work centres,
// and the system parameters the seeds need (clave_responsable, the employee number's series and
// width). The scale seed uses them too.

// "Préstamo personal" and "Ayuda económica" come from migrations 0090 and 0091, with their claves.
const requestTypes = [
  "Vacaciones",
  "Permiso con goce de sueldo",
  "Permiso sin goce de sueldo",
  "Constancia laboral",
  "Cambio de datos personales",
]

const responsibilityTypes = ["Jefe inmediato", "Jefe de departamento", "Gerente de área", "Recursos Humanos", "Dirección general"]

/** The id of "Jefe de departamento", the type the parameter clave_responsable names. */
export const departmentHeadType = responsibilityTypes.indexOf("Jefe de departamento") + 1

const numbered = <K extends string, N extends string>(id: K, name: N, names: ReadonlyArray<string>) =>
  names.map((n, i) => ({ [id]: i + 1, [name]: n }) as Record<K | N, string | number>)

// Ciudades of the demo under their estado's INEGI number (the estados themselves come with the
// migration that adds their CURP and SAT codes). Their order gives the ciudades' ids.
const states: ReadonlyArray<readonly [number, ReadonlyArray<string>]> = [
  [1, ["Aguascalientes"]],
  [2, ["Mexicali", "Tijuana", "Ensenada"]],
  [8, ["Chihuahua", "Ciudad Juárez"]],
  [9, ["Ciudad de México"]],
  [5, ["Saltillo", "Torreón"]],
  [15, ["Toluca", "Naucalpan", "Ecatepec"]],
  [11, ["León", "Guanajuato", "Irapuato", "Celaya"]],
  [14, ["Guadalajara", "Zapopan", "Puerto Vallarta"]],
  [16, ["Morelia", "Uruapan"]],
  [19, ["Monterrey", "San Pedro Garza García", "Apodaca"]],
  [21, ["Puebla", "Tehuacán"]],
  [22, ["Santiago de Querétaro", "San Juan del Río"]],
  [23, ["Cancún", "Chetumal"]],
  [24, ["San Luis Potosí"]],
  [25, ["Culiacán", "Mazatlán"]],
  [26, ["Hermosillo", "Ciudad Obregón"]],
  [30, ["Xalapa", "Veracruz", "Coatzacoalcos"]],
  [31, ["Mérida"]],
  // Appended, so the ciudades above keep their ids: the seats of the demo and scale centres.
  [18, ["Tepic"]],
  [20, ["Oaxaca de Juárez"]],
  [10, ["Durango"]],
  [28, ["Tampico", "Nuevo Laredo", "Reynosa", "Matamoros"]],
]

/**
 * Plazas: regions that group work centres. Each estado of the demo and scale centres falls in
 * one, so a centre's plaza follows from its ciudad.
 */
export const demoPlazas: ReadonlyArray<{ readonly id_plaza: string; readonly n_plaza: string; readonly estados: ReadonlyArray<number> }> = [
  { id_plaza: "BAJ", n_plaza: "Bajío", estados: [1, 11, 16, 22, 24] },
  { id_plaza: "NES", n_plaza: "Noreste", estados: [5, 19, 28] },
  { id_plaza: "NOE", n_plaza: "Noroeste", estados: [2, 3, 8, 10, 26] },
  { id_plaza: "PAC", n_plaza: "Pacífico", estados: [6, 14, 18, 25] },
  { id_plaza: "CEN", n_plaza: "Centro", estados: [9, 13, 15, 17, 21, 29] },
  { id_plaza: "SES", n_plaza: "Sureste", estados: [4, 7, 20, 23, 27, 30, 31] },
]

export const plazaOfEstado = (idEstado: number): string | null => demoPlazas.find((p) => p.estados.includes(idEstado))?.id_plaza ?? null

export const seedSettingsDemo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // After the request types the migrations insert (MOV_ALTA, MOV_BAJA, MOV_CAMBIO, PRESTAMO, AYUDA, FINIQUITO).
  const [top] = yield* sql<{ n: number | string | null }>`SELECT MAX(id_tipo_solicitud) AS n FROM tipos_solicitud`
  const first = Number(top?.n ?? 0)
  yield* sql`INSERT INTO tipos_solicitud ${sql.insert(requestTypes.map((n_tipo_solicitud, i) => ({ id_tipo_solicitud: first + i + 1, n_tipo_solicitud })))}`
  yield* sql`INSERT INTO tipos_responsabilidad ${sql.insert(numbered("id_tipo_resp", "n_tipo_resp", responsibilityTypes))}`
  yield* sql`INSERT INTO cat_areas ${sql.insert(
    numbered("id_area", "n_area", ["Administración", "Finanzas", "Recursos Humanos", "Operaciones", "Ventas", "Mercadotecnia", "Tecnologías de la información", "Logística", "Calidad", "Jurídico"]),
  )}`
  yield* sql`INSERT INTO cat_estados_civiles ${sql.insert(
    numbered("id_estado_civil", "n_estado_civil", ["Soltero(a)", "Casado(a)", "Unión libre", "Divorciado(a)", "Viudo(a)"]),
  )}`
  yield* sql`INSERT INTO cat_esquemas ${sql.insert(numbered("id_esquema", "n_esquema", ["Nómina", "Honorarios", "Asimilados a salarios", "Por proyecto"]))}`
  yield* sql`INSERT INTO cat_giros ${sql.insert(
    numbered("id_giro", "n_giro", ["Manufactura", "Comercio", "Servicios", "Construcción", "Tecnología", "Salud", "Educación", "Transporte"]),
  )}`
  yield* sql`INSERT INTO cat_sexos ${sql.insert([
    { id_sexo: "M", n_sexo: "Masculino" },
    { id_sexo: "F", n_sexo: "Femenino" },
  ])}`
  yield* sql`INSERT INTO cat_tipos_certificado ${sql.insert(
    numbered("id_tipo_certificado", "n_tipo_certificado", ["Certificado de estudios", "Título profesional", "Cédula profesional", "Constancia DC-3", "Certificación de competencias"]),
  )}`
  yield* sql`INSERT INTO cat_tipos_formacion ${sql.insert(
    numbered("id_tipo_formacion", "n_tipo_formacion", ["Primaria", "Secundaria", "Bachillerato", "Técnico", "Licenciatura", "Maestría", "Doctorado"]),
  )}`
  // México is number 1, inserted by the migration with the estados.
  const countries = numbered("id_pais", "n_pais", ["México", "Estados Unidos", "Canadá", "Guatemala", "Colombia", "España"]).slice(1)
  yield* sql`INSERT INTO paises ${sql.insert(countries)}`
  const cities = states.flatMap(([id_estado, names]) => names.map((n_ciudad) => ({ id_estado, n_ciudad })))
  yield* sql`INSERT INTO ciudades ${sql.insert(cities.map((c, i) => ({ id_ciudad: i + 1, ...c })))}`
  yield* sql`INSERT INTO plazas ${sql.insert(demoPlazas.map(({ id_plaza, n_plaza }) => ({ id_plaza, n_plaza, activo: "1" })))}`
  // The departments' responsables are read through this parameter (read-only in the UI): without
  // it no authorization flow finds a "responsable de departamento".
  // The employee number is serie_persona + a consecutive of digitos_id_persona digits (E000042).
  yield* sql`INSERT INTO parametros_sistema ${sql.insert({
    id: 1,
    clave_responsable: String(departmentHeadType),
    serie_persona: seedEmployeeSeries,
    digitos_id_persona: seedEmployeeDigits,
  })}`
})
