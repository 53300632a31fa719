import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The demo company's request types and responsibility types (authorization flows, SPEC 2.14)
// and the reference catalogues the job board receives.

const requestTypes = [
  "Vacaciones",
  "Permiso con goce de sueldo",
  "Permiso sin goce de sueldo",
  "Préstamo personal",
  "Ayuda económica",
  "Constancia laboral",
  "Cambio de datos personales",
]

const responsibilityTypes = ["Jefe inmediato", "Jefe de departamento", "Gerente de área", "Recursos Humanos", "Dirección general"]

const numbered = <K extends string, N extends string>(id: K, name: N, names: ReadonlyArray<string>) =>
  names.map((n, i) => ({ [id]: i + 1, [name]: n }) as Record<K | N, string | number>)

const states: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["Aguascalientes", ["Aguascalientes"]],
  ["Baja California", ["Mexicali", "Tijuana", "Ensenada"]],
  ["Chihuahua", ["Chihuahua", "Ciudad Juárez"]],
  ["Ciudad de México", ["Ciudad de México"]],
  ["Coahuila", ["Saltillo", "Torreón"]],
  ["Estado de México", ["Toluca", "Naucalpan", "Ecatepec"]],
  ["Guanajuato", ["León", "Guanajuato", "Irapuato", "Celaya"]],
  ["Jalisco", ["Guadalajara", "Zapopan", "Puerto Vallarta"]],
  ["Michoacán", ["Morelia", "Uruapan"]],
  ["Nuevo León", ["Monterrey", "San Pedro Garza García", "Apodaca"]],
  ["Puebla", ["Puebla", "Tehuacán"]],
  ["Querétaro", ["Santiago de Querétaro", "San Juan del Río"]],
  ["Quintana Roo", ["Cancún", "Chetumal"]],
  ["San Luis Potosí", ["San Luis Potosí"]],
  ["Sinaloa", ["Culiacán", "Mazatlán"]],
  ["Sonora", ["Hermosillo", "Ciudad Obregón"]],
  ["Veracruz", ["Xalapa", "Veracruz", "Coatzacoalcos"]],
  ["Yucatán", ["Mérida"]],
]

export const seedSettingsDemo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO tipos_solicitud ${sql.insert(numbered("id_tipo_solicitud", "n_tipo_solicitud", requestTypes))}`
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
  yield* sql`INSERT INTO paises ${sql.insert(numbered("id_pais", "n_pais", ["México", "Estados Unidos", "Canadá", "Guatemala", "Colombia", "España"]))}`
  yield* sql`INSERT INTO estados ${sql.insert(states.map(([n_estado], i) => ({ id_estado: i + 1, id_pais: 1, n_estado })))}`
  const cities = states.flatMap(([, names], s) => names.map((n_ciudad) => ({ id_estado: s + 1, n_ciudad })))
  yield* sql`INSERT INTO ciudades ${sql.insert(cities.map((c, i) => ({ id_ciudad: i + 1, ...c })))}`
})
