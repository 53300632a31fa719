import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The demo's job profiles (DOMAIN-MX 3.5): the catalogues the sections name (niveles de puesto,
// escolaridades, idiomas, software, competencias and their levels), the general data of every
// demo puesto (department of its area, level, type, risk, tabulador, chief, generous plazas
// autorizadas: the positions' seed raises them where its seats need more), and eight puestos of
// the first company with every section filled. A few bulk inserts: the seed stays fast.

type Row = Record<string, unknown>

const nivelesPuesto = ["Directivo", "Gerencial", "Jefatura", "Coordinación y supervisión", "Analista y especialista", "Operativo y auxiliar"]
const escolaridades = ["Primaria", "Secundaria", "Bachillerato", "Técnico superior universitario", "Licenciatura", "Maestría", "Doctorado"]
const idiomas = ["Inglés", "Francés", "Alemán", "Portugués", "Japonés"]
const software = ["Microsoft Excel", "Microsoft Word", "SAP ERP", "CONTPAQi Nóminas", "SUA (IMSS)", "AutoCAD", "Power BI", "Salesforce", "Sistema de gestión de almacenes (WMS)"]
const nivelesCompetencia = ["Básico", "Intermedio", "Avanzado", "Experto"]
const competencias: ReadonlyArray<readonly [number, "O" | "T" | "P", string, string]> = [
  [1, "O", "Trabajo en equipo", "Colabora con otros para lograr objetivos comunes."],
  [2, "O", "Orientación al cliente", "Identifica y atiende las necesidades de clientes internos y externos."],
  [3, "O", "Integridad", "Actúa conforme a los valores y el código de ética de la empresa."],
  [4, "O", "Comunicación efectiva", "Transmite ideas con claridad, de forma oral y escrita."],
  [5, "O", "Liderazgo", "Guía y desarrolla a su equipo hacia los resultados."],
  [11, "T", "Análisis financiero", "Interpreta estados financieros e indicadores."],
  [12, "T", "Legislación laboral", "Aplica la Ley Federal del Trabajo y la Ley del Seguro Social."],
  [13, "T", "Gestión de proyectos", "Planea, ejecuta y controla proyectos con recursos y plazos."],
  [14, "T", "Cálculo de nómina", "Calcula percepciones, deducciones, IMSS e ISR."],
  [15, "T", "Manejo de inventarios", "Controla existencias, máximos, mínimos y conteos cíclicos."],
  [16, "T", "Mantenimiento industrial", "Ejecuta mantenimiento preventivo y correctivo de equipo."],
  [21, "P", "Operación de montacargas", "Opera montacargas con seguridad conforme a la NOM-006-STPS."],
  [22, "P", "Seguridad industrial", "Aplica las medidas de seguridad e higiene del área."],
  [23, "P", "Control de calidad en línea", "Inspecciona el producto contra la especificación."],
  [24, "P", "Manufactura esbelta", "Aplica 5S y mejora continua en su estación."],
]

/** Title -> level (1 Directivo .. 6 Operativo), monthly tabulador, chief's title, plazas. */
const byTitle: Readonly<Record<string, { nivel: number; min: number; max: number; jefe: string | null; plazas: number }>> = {
  Director: { nivel: 1, min: 95_000, max: 140_000, jefe: null, plazas: 8 },
  Gerente: { nivel: 2, min: 58_000, max: 85_000, jefe: "Director", plazas: 10 },
  Jefe: { nivel: 3, min: 36_000, max: 50_000, jefe: "Gerente", plazas: 12 },
  Coordinador: { nivel: 4, min: 27_000, max: 36_000, jefe: "Jefe", plazas: 14 },
  Supervisor: { nivel: 4, min: 21_000, max: 28_000, jefe: "Jefe", plazas: 16 },
  Analista: { nivel: 5, min: 18_500, max: 26_000, jefe: "Coordinador", plazas: 16 },
  Especialista: { nivel: 5, min: 22_000, max: 32_000, jefe: "Coordinador", plazas: 12 },
  Auxiliar: { nivel: 6, min: 14_000, max: 17_000, jefe: "Coordinador", plazas: 20 },
  Técnico: { nivel: 6, min: 15_000, max: 19_500, jefe: "Supervisor", plazas: 18 },
  Operador: { nivel: 6, min: 14_000, max: 16_500, jefe: "Supervisor", plazas: 20 },
}

/** Words of a department's name that tell the area of a puesto. */
const areaWords: Readonly<Record<string, ReadonlyArray<string>>> = {
  "Recursos Humanos": ["Recursos Humanos", "Nómina"],
  Finanzas: ["Finanzas", "Contabilidad", "Tesorería", "Administración"],
  Producción: ["Producción", "Planta"],
  Logística: ["Almacén", "Inventarios", "Embarques", "Transporte", "Distribución"],
  Ventas: ["Comercial", "Ventas"],
}

const objetivos: Readonly<Record<string, string>> = {
  "Recursos Humanos": "atraer, desarrollar y retener al personal, y cumplir las obligaciones laborales y de seguridad social",
  Finanzas: "asegurar el registro contable, la liquidez y el cumplimiento fiscal de la empresa",
  Producción: "cumplir el programa de producción con la calidad, el costo y la seguridad requeridos",
  Logística: "recibir, almacenar y surtir la mercancía a tiempo, con inventarios confiables",
}

const operativeTitles = new Set(["Supervisor", "Técnico", "Operador"])

interface Puesto {
  readonly id_puesto: string
  readonly id_empresa: number
  readonly n_puesto: string
}

const split = (name: string): { title: string; area: string } => {
  const [title = "", ...rest] = name.split(" de ")
  return { title, area: rest.join(" de ") }
}

/** Every section of a complete profile, by title and area (realistic content for the demo). */
const fullProfile = (id: string, title: string, area: string, tipo: string): Readonly<Record<string, ReadonlyArray<Row>>> => {
  const senior = ["Director", "Gerente", "Jefe"].includes(title)
  const operative = tipo === "O"
  const escolaridad = operative ? 3 : senior ? 6 : 5
  const carrera: Readonly<Record<string, string>> = {
    "Recursos Humanos": "Administración de Recursos Humanos o Psicología Organizacional",
    Finanzas: "Contaduría Pública o Finanzas",
    Producción: "Ingeniería Industrial o Mecatrónica",
    Logística: "Ingeniería en Logística o Administración",
  }
  const tareas: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
    "Recursos Humanos": [
      ["Supervisar el cálculo y pago de la nómina quincenal y sus enteros al IMSS e INFONAVIT", "Semanal"],
      ["Dar seguimiento a los procesos de reclutamiento y selección de las vacantes autorizadas", "Diaria"],
      ["Elaborar el programa anual de capacitación y las constancias DC-3", "Mensual"],
      ["Atender las auditorías de la STPS y del IMSS", "Eventual"],
    ],
    Finanzas: [
      ["Revisar el cierre contable mensual y los estados financieros", "Mensual"],
      ["Programar los pagos a proveedores según el flujo de efectivo", "Semanal"],
      ["Presentar las declaraciones de impuestos federales y estatales", "Mensual"],
      ["Atender a los auditores externos", "Eventual"],
    ],
    Producción: [
      ["Verificar el arranque de la línea y el cumplimiento del programa del turno", "Diaria"],
      ["Registrar la producción, el desperdicio y los paros de la estación", "Diaria"],
      ["Participar en los eventos de mejora continua y 5S", "Mensual"],
      ["Reportar condiciones inseguras y accidentes a Seguridad e Higiene", "Eventual"],
    ],
    Logística: [
      ["Recibir la mercancía contra la orden de compra y registrarla en el sistema", "Diaria"],
      ["Surtir y embarcar los pedidos del día según la ruta asignada", "Diaria"],
      ["Realizar los conteos cíclicos del inventario", "Semanal"],
      ["Coordinar con Tráfico las entregas urgentes", "Eventual"],
    ],
  }
  const tecnicas: Readonly<Record<string, ReadonlyArray<number>>> = {
    "Recursos Humanos": [12, 14],
    Finanzas: [11, 13],
    Producción: [16, 13],
    Logística: [15, 13],
  }
  const [t1 = 13, t2 = 11] = tecnicas[area] ?? []
  const soft = area === "Finanzas" ? [3, 1, 7] : area === "Recursos Humanos" ? [4, 5, 1] : area === "Logística" ? [9, 1] : [6, 1]
  const row = (extra: Row) => ({ id_puesto: id, ...extra })
  return {
    puestos_perfil: [
      row({ id_escolaridad: escolaridad, carrera: operative ? null : carrera[area] ?? null, especialidad: senior ? "Alta dirección" : null, edad_min: 18, edad_max: null }),
    ],
    puestos_experiencia: [
      row({ orden: 1, area_o_puesto: `${area}`, anios_min: senior ? 8 : operative ? 1 : 3 }),
      row({ orden: 2, area_o_puesto: senior ? "Manejo de personal" : "Puesto similar", anios_min: senior ? 5 : 1 }),
    ],
    puestos_idiomas: operative
      ? [row({ orden: 1, id_idioma: 1, lectura: "Básico", escritura: "Básico", conversacion: "Básico" })]
      : [row({ orden: 1, id_idioma: 1, lectura: senior ? "Avanzado" : "Intermedio", escritura: senior ? "Avanzado" : "Intermedio", conversacion: senior ? "Avanzado" : "Básico" })],
    puestos_finalidades: (tareas[area] ?? []).map(([descripcion, frecuencia], i) => row({ orden: i + 1, descripcion, frecuencia })),
    puestos_software: soft.map((id_software, i) => row({ orden: i + 1, id_software, nivel: i === 0 ? "Avanzado" : "Intermedio" })),
    puestos_competencias: [
      row({ tipo: "O", orden: 1, id_competencia: 1, id_nivel_esperado: 3, peso: 30 }),
      row({ tipo: "O", orden: 2, id_competencia: 3, id_nivel_esperado: 4, peso: 30 }),
      row({ tipo: "O", orden: 3, id_competencia: senior ? 5 : 2, id_nivel_esperado: senior ? 4 : 2, peso: 40 }),
      row({ tipo: "T", orden: 1, id_competencia: t1, id_nivel_esperado: senior ? 4 : 3, peso: 60 }),
      row({ tipo: "T", orden: 2, id_competencia: t2, id_nivel_esperado: 2, peso: 40 }),
      ...(operative
        ? [
            row({ tipo: "P", orden: 1, id_competencia: 22, id_nivel_esperado: 3, peso: 50 }),
            row({ tipo: "P", orden: 2, id_competencia: area === "Logística" ? 21 : 24, id_nivel_esperado: 2, peso: 33.33 }),
            row({ tipo: "P", orden: 3, id_competencia: 23, id_nivel_esperado: 2, peso: 16.67 }),
          ]
        : []),
    ],
    puestos_relaciones_externas: [
      row({ orden: 1, entidad: area === "Recursos Humanos" ? "IMSS" : area === "Finanzas" ? "SAT" : "Proveedores", motivo: "Trámites y seguimiento de obligaciones", frecuencia: "Mensual" }),
      row({ orden: 2, entidad: "Clientes", motivo: "Atención de requerimientos", frecuencia: "Eventual" }),
    ],
    puestos_entornos: operative
      ? [
          row({ orden: 1, condicion: "Ruido en la nave", exposicion: "Media", epp: "Tapones auditivos y lentes de seguridad" }),
          row({ orden: 2, condicion: "Manejo de cargas", exposicion: "Alta", epp: "Faja, guantes y zapato de seguridad" }),
        ]
      : [row({ orden: 1, condicion: "Oficina con aire acondicionado", exposicion: "Baja", epp: null })],
    puestos_dimensiones: [
      row({
        personal_directo: senior ? 6 : operative ? 0 : 1,
        personal_indirecto: senior ? 40 : 0,
        presupuesto: senior ? 2_500_000 : null,
        ventas: null,
        activos_resguardo: operative ? 350_000 : 45_000,
      }),
    ],
  }
}

/** The eight demo puestos of the first company with every section filled. */
const completeTitles: ReadonlyArray<string> = [
  "Director de Recursos Humanos",
  "Gerente de Finanzas",
  "Jefe de Producción",
  "Analista de Recursos Humanos",
  "Supervisor de Producción",
  "Operador de Producción",
  "Operador de Logística",
  "Auxiliar de Finanzas",
]

export const seedJobProfiles = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO niveles_puesto ${sql.insert(nivelesPuesto.map((n, i) => ({ id_nivel_puesto: i + 1, n_nivel_puesto: n, orden: i + 1, activo: "1" })))}`
  yield* sql`INSERT INTO escolaridades ${sql.insert(escolaridades.map((n, i) => ({ id_escolaridad: i + 1, n_escolaridad: n, activo: "1" })))}`
  yield* sql`INSERT INTO idiomas ${sql.insert(idiomas.map((n, i) => ({ id_idioma: i + 1, n_idioma: n, activo: "1" })))}`
  yield* sql`INSERT INTO software ${sql.insert(software.map((n, i) => ({ id_software: i + 1, n_software: n, activo: "1" })))}`
  yield* sql`INSERT INTO niveles_competencia ${sql.insert(nivelesCompetencia.map((n, i) => ({ id_nivel: i + 1, n_nivel: n, valor: i + 1 })))}`
  yield* sql`INSERT INTO competencias ${sql.insert(competencias.map(([id_competencia, tipo, n_competencia, descripcion]) => ({ id_competencia, tipo, n_competencia, descripcion, activo: "1" })))}`

  const puestos = yield* sql<Puesto>`SELECT id_puesto, id_empresa, n_puesto FROM puestos ORDER BY id_puesto`
  const depts = yield* sql<{ id_depto: number | string; id_empresa: number | string; n_depto: string; id_depto_padre: number | string | null }>`
    SELECT id_depto, id_empresa, n_depto, id_depto_padre FROM departamentos ORDER BY id_depto`
  const deptOf = (company: number, area: string, title: string): number | null => {
    const own = depts.filter((d) => Number(d.id_empresa) === company)
    if (title === "Director") return own.find((d) => d.id_depto_padre === null) === undefined ? null : Number(own.find((d) => d.id_depto_padre === null)?.id_depto)
    const words = areaWords[area] ?? []
    const match = own.find((d) => words.some((w) => d.n_depto.includes(w))) ?? own[0]
    return match === undefined ? null : Number(match.id_depto)
  }
  const idOf = new Map(puestos.map((p) => [`${p.id_empresa}|${p.n_puesto}`, p.id_puesto]))
  for (const p of puestos) {
    const { title, area } = split(p.n_puesto)
    const shape = byTitle[title]
    if (shape === undefined) continue
    const tipo = ["Director", "Gerente"].includes(title) ? "D" : operativeTitles.has(title) && (area === "Producción" || area === "Logística") ? "O" : "A"
    const jefe = shape.jefe === null ? null : (idOf.get(`${p.id_empresa}|${shape.jefe} de ${area}`) ?? null)
    yield* sql`UPDATE puestos SET ${sql.update({
      id_depto: deptOf(Number(p.id_empresa), area, title),
      id_nivel_puesto: shape.nivel,
      id_puesto_jefe: jefe,
      objetivo: `${title === "Director" || title === "Gerente" ? "Dirigir" : title === "Operador" || title === "Auxiliar" || title === "Técnico" ? "Apoyar" : "Coordinar"} las actividades de ${area} para ${objetivos[area] ?? "cumplir los objetivos del área"}.`,
      tipo_puesto: tipo,
      riesgo_puesto: tipo === "O" ? "3" : "1",
      salario_min: shape.min,
      salario_max: shape.max,
      plazas_autorizadas: shape.plazas,
    })} WHERE id_puesto = ${p.id_puesto}`
  }

  // Complete profiles: the first company's puestos named above.
  const tables: Record<string, Array<Row>> = {}
  const add = (table: string, rows: ReadonlyArray<Row>) => {
    tables[table] = [...(tables[table] ?? []), ...rows]
  }
  for (const name of completeTitles) {
    const id = idOf.get(`1|${name}`)
    if (id === undefined) continue
    const { title, area } = split(name)
    const tipo = operativeTitles.has(title) && (area === "Producción" || area === "Logística") ? "O" : ["Director", "Gerente"].includes(title) ? "D" : "A"
    for (const [table, rows] of Object.entries(fullProfile(id, title, area, tipo))) add(table, rows)
    const dept = deptOf(1, area, title)
    const chief = byTitle[title]?.jefe
    const chiefId = chief === null || chief === undefined ? null : (idOf.get(`1|${chief} de ${area}`) ?? null)
    add("puestos_relaciones_internas", [
      ...(dept === null ? [] : [{ id_puesto: id, orden: 1, id_depto: dept, id_puesto_relacion: null, motivo: "Coordinar el trabajo del área", frecuencia: "Diaria" }]),
      ...(chiefId === null ? [] : [{ id_puesto: id, orden: 2, id_depto: null, id_puesto_relacion: chiefId, motivo: "Reportar resultados y acordar prioridades", frecuencia: "Semanal" }]),
    ])
  }
  // Fixed table names, in an order that respects their foreign keys.
  for (const table of [
    "puestos_perfil",
    "puestos_experiencia",
    "puestos_idiomas",
    "puestos_finalidades",
    "puestos_software",
    "puestos_competencias",
    "puestos_relaciones_internas",
    "puestos_relaciones_externas",
    "puestos_entornos",
    "puestos_dimensiones",
  ]) {
    const rows = tables[table] ?? []
    if (rows.length > 0) yield* sql`INSERT INTO ${sql.literal(table)} ${sql.insert(rows)}`
  }
})
