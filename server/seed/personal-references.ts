import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The demo's own rows in Personal's reference catalogues (the universal ones, motivos de baja,
// tipos de falta, bancos, tipos de sangre and parentescos, come with migration 0070; the
// estados civiles with the job board's catalogues in settings-demo.ts): the sanctions a
// reglamento interior usually lists, the letter types of DOMAIN-MX 4.5 with their templates, and
// the kinds of property and recognition a company keeps.

const sanciones: ReadonlyArray<readonly [string, number]> = [
  ["Amonestación verbal", 0],
  ["Amonestación por escrito", 0],
  ["Suspensión de un día", 1],
  ["Suspensión de tres días", 3],
  ["Suspensión de ocho días", 8],
  ["Rescisión de la relación laboral", 0],
]

// The addressee ("A QUIEN CORRESPONDA" by default) and the signer print around the text (issue
// 14's letters), so the templates hold the body only. The closing names no gender ("del
// interesado ... a él" misread a letter for a woman): it reads right for anyone.
const cierre = "\n\nSe extiende la presente a petición de la persona interesada, para los fines que le convengan.\n\nAtentamente,"

// [name, template, class of issue 14's letters: CL constancia, CP percepciones, RE recomendación, TE término]
const tiposCarta: ReadonlyArray<readonly [string, string, string]> = [
  [
    "Constancia laboral",
    "{n_empresa}, con RFC {rfc_empresa} y registro patronal {registro_patronal}, hace constar que {n_empleado} labora en esta empresa desde el {f_ingreso}, con el puesto de {n_puesto} en el departamento de {n_depto}." +
      cierre,
    "CL",
  ],
  [
    "Constancia laboral con salario",
    "{n_empresa}, con RFC {rfc_empresa} y registro patronal {registro_patronal}, hace constar que {n_empleado} labora en esta empresa desde el {f_ingreso}, con el puesto de {n_puesto} en el departamento de {n_depto}, y percibe un salario mensual de {salario_mensual}." +
      cierre,
    "CL",
  ],
  [
    "Constancia de percepciones",
    `{n_empresa} hace constar que {n_empleado}, quien ocupa el puesto de {n_puesto}, percibe un salario mensual de {salario_mensual} antes de impuestos y deducciones.${cierre}`,
    "CP",
  ],
  [
    "Carta de recomendación",
    "Por medio de la presente recomendamos ampliamente a {n_empleado}, quien colaboró con {n_empresa} del {f_ingreso} al {f_baja} como {n_puesto}, tiempo en el que demostró responsabilidad y compromiso." +
      cierre,
    "RE",
  ],
  [
    "Carta de término de relación laboral",
    "{n_empresa}, con registro patronal {registro_patronal}, hace constar que {n_empleado} prestó sus servicios en esta empresa del {f_ingreso} al {f_baja}, con el puesto de {n_puesto} en el departamento de {n_depto}." +
      cierre,
    "TE",
  ],
]

const tiposPropiedad = ["Computadora portátil", "Teléfono celular", "Vehículo", "Herramienta", "Uniforme", "Equipo de protección personal", "Tarjeta de acceso"]

const tiposReconocimiento = ["Empleado del mes", "Antigüedad", "Desempeño sobresaliente", "Innovación", "Seguridad en el trabajo"]

const numbered = <A>(rows: ReadonlyArray<A>, row: (a: A, id: number) => Record<string, string | number>) => rows.map((a, i) => ({ ...row(a, i + 1), activo: "1" }))

export const seedPersonalReferences = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO sanciones ${sql.insert(numbered(sanciones, ([n_sancion, dias_suspension], id_sancion) => ({ id_sancion, n_sancion, dias_suspension })))}`
  yield* sql`INSERT INTO tipos_carta ${sql.insert(numbered(tiposCarta, ([n_tipo_carta, plantilla, clase_carta], id_tipo_carta) => ({ id_tipo_carta, n_tipo_carta, plantilla, clase_carta })))}`
  yield* sql`INSERT INTO tipos_propiedad ${sql.insert(numbered(tiposPropiedad, (n_tipo_propiedad, id_tipo_propiedad) => ({ id_tipo_propiedad, n_tipo_propiedad })))}`
  yield* sql`INSERT INTO tipos_reconocimiento ${sql.insert(numbered(tiposReconocimiento, (n_tipo_reconocimiento, id_tipo_reconocimiento) => ({ id_tipo_reconocimiento, n_tipo_reconocimiento })))}`
})
