import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The demo's competency model (issue 16): the job profiles' seed (./job-profiles.ts) stores the
// four levels, fifteen competencies and the expectations of eight complete puestos; this extends
// it to the whole model rather than repeating it: each level's description, 8 organizational,
// 12 technical (with family and, where one exists, the CONOCER standard) and 6 operative
// competencies (puesto level, default weight, criterion), the behaviour expected at every level
// of each one, and expectations on every other demo puesto (weights adding up to 100 per type;
// operative competencies only on Operativo puestos). Runs right after seedJobProfiles.

type Row = Record<string, unknown>

const levels: ReadonlyArray<readonly [number, string]> = [
  [1, "Conoce los conceptos y los aplica con guía y supervisión."],
  [2, "Aplica la competencia con autonomía en las situaciones habituales del puesto."],
  [3, "La aplica en situaciones complejas o nuevas y orienta a otros."],
  [4, "Es referente en la organización: define prácticas, enseña y mejora la forma de trabajar."],
]

/** cat_areas (settings-demo): 2 Finanzas, 3 Recursos Humanos, 4 Operaciones, 8 Logística, 9 Calidad. */
const area = { finanzas: 2, rh: 3, operaciones: 4, logistica: 8, calidad: 9 } as const

const newOrganizational: ReadonlyArray<readonly [number, string, string]> = [
  [6, "Adaptabilidad al cambio", "Ajusta su forma de trabajo ante nuevas prioridades, procesos o tecnologías."],
  [7, "Orientación a resultados", "Cumple las metas acordadas con la calidad y en el plazo comprometidos."],
  [8, "Solución de problemas", "Identifica causas, propone alternativas y da seguimiento a su solución."],
]

const newTechnical: ReadonlyArray<readonly [number, string, string]> = [
  [17, "Reclutamiento y selección", "Atrae, evalúa y elige candidatos conforme al perfil del puesto."],
  [18, "Contabilidad fiscal", "Determina y registra las obligaciones fiscales de la empresa."],
  [19, "Planeación de la producción", "Programa la producción según la demanda, la capacidad y los materiales."],
  [20, "Tráfico y distribución", "Planea rutas y embarques para entregar a tiempo y al menor costo."],
  [31, "Impartición de cursos presenciales", "Conduce cursos de capacitación presenciales grupales y evalúa el aprendizaje."],
  [32, "Control estadístico de procesos", "Mide la variación de los procesos y actúa antes de que se salgan de control."],
]

/** Family and CONOCER standard of every technical competency (EC0217: impartición de cursos presenciales grupales). */
const technicalExtras: Readonly<Record<number, { readonly id_area: number; readonly clave_conocer: string | null }>> = {
  11: { id_area: area.finanzas, clave_conocer: null },
  12: { id_area: area.rh, clave_conocer: null },
  13: { id_area: area.operaciones, clave_conocer: null },
  14: { id_area: area.rh, clave_conocer: null },
  15: { id_area: area.logistica, clave_conocer: null },
  16: { id_area: area.operaciones, clave_conocer: null },
  17: { id_area: area.rh, clave_conocer: null },
  18: { id_area: area.finanzas, clave_conocer: null },
  19: { id_area: area.operaciones, clave_conocer: null },
  20: { id_area: area.logistica, clave_conocer: null },
  31: { id_area: area.rh, clave_conocer: "EC0217" },
  32: { id_area: area.calidad, clave_conocer: null },
}

const newOperative: ReadonlyArray<readonly [number, string, string]> = [
  [25, "Operación de maquinaria de producción", "Opera el equipo de su estación conforme al instructivo, sin paros ni desperdicio."],
  [26, "Manejo de materiales peligrosos", "Almacena, transporta y usa sustancias peligrosas conforme a la NOM-018-STPS."],
]

/** Default weight and criterion of every operative competency (puesto level 6, Operativo y auxiliar). */
const operativeExtras: Readonly<Record<number, { readonly peso_default: number; readonly criterio_evaluacion: string }>> = {
  21: { peso_default: 30, criterio_evaluacion: "Observación en piso de la maniobra completa y revisión de la bitácora de montacargas." },
  22: { peso_default: 25, criterio_evaluacion: "Uso del equipo de protección, reporte de condiciones inseguras y cero accidentes en el periodo." },
  23: { peso_default: 20, criterio_evaluacion: "Muestreo de piezas inspeccionadas contra la especificación y rechazos del cliente." },
  24: { peso_default: 15, criterio_evaluacion: "Auditoría 5S de la estación y propuestas de mejora implementadas." },
  25: { peso_default: 30, criterio_evaluacion: "Producción por turno contra el estándar, paros imputables y desperdicio." },
  26: { peso_default: 10, criterio_evaluacion: "Revisión de hojas de seguridad, etiquetado y almacenamiento en el área." },
}

const levelBehaviour = (n: number, definition: string): string => {
  const what = definition.charAt(0).toLowerCase() + definition.slice(1).replace(/\.$/, "")
  switch (n) {
    case 1:
      return `Con guía y supervisión: ${what}.`
    case 2:
      return `De forma autónoma en su trabajo diario: ${what}.`
    case 3:
      return `En situaciones complejas o nuevas: ${what}; orienta a sus compañeros.`
    default:
      return `Como referente de la organización: ${what}; define la práctica y la enseña.`
  }
}

/** Expectations of a puesto without any, by title and area: organizational, technical and, on Operativo puestos, operative. */
const expectationsOf = (id: string, name: string, tipoPuesto: string): ReadonlyArray<Row> => {
  const senior = /^(Director|Gerente|Jefe)\b/.test(name)
  const technical: ReadonlyArray<number> = name.endsWith("Recursos Humanos")
    ? [12, 17]
    : name.endsWith("Finanzas")
      ? [11, 18]
      : name.endsWith("Producción")
        ? [19, 16]
        : name.endsWith("Logística")
          ? [15, 20]
          : [13, 11]
  const row = (tipo: string, orden: number, id_competencia: number, id_nivel_esperado: number, peso: number) => ({ id_puesto: id, tipo, orden, id_competencia, id_nivel_esperado, peso })
  return [
    row("O", 1, senior ? 5 : 1, senior ? 4 : 2, 40),
    row("O", 2, 7, senior ? 4 : 3, 30),
    row("O", 3, senior ? 8 : 6, senior ? 3 : 2, 30),
    row("T", 1, technical[0] ?? 13, senior ? 4 : 3, 60),
    row("T", 2, technical[1] ?? 11, senior ? 3 : 2, 40),
    ...(tipoPuesto === "O"
      ? [row("P", 1, 22, 3, 40), row("P", 2, name.endsWith("Logística") ? 21 : 25, 2, 40), row("P", 3, name.endsWith("Logística") ? 26 : 23, 2, 20)]
      : []),
  ]
}

export const seedCompetencyModel = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const [id, descripcion] of levels) yield* sql`UPDATE niveles_competencia SET ${sql.update({ descripcion, orden: id })} WHERE id_nivel = ${id}`

  yield* sql`INSERT INTO competencias ${sql.insert([
    ...newOrganizational.map(([id_competencia, n_competencia, descripcion]) => ({ id_competencia, tipo: "O", n_competencia, descripcion, activo: "1" })),
    ...newTechnical.map(([id_competencia, n_competencia, descripcion]) => ({ id_competencia, tipo: "T", n_competencia, descripcion, activo: "1" })),
    ...newOperative.map(([id_competencia, n_competencia, descripcion]) => ({ id_competencia, tipo: "P", n_competencia, descripcion, activo: "1" })),
  ])}`
  for (const [id, extra] of Object.entries(technicalExtras)) yield* sql`UPDATE competencias SET ${sql.update({ ...extra })} WHERE id_competencia = ${Number(id)}`
  for (const [id, extra] of Object.entries(operativeExtras)) {
    yield* sql`UPDATE competencias SET ${sql.update({ ...extra, id_nivel_puesto: 6 })} WHERE id_competencia = ${Number(id)}`
  }

  const stored = yield* sql<{ id_competencia: number | string; descripcion: string | null }>`SELECT id_competencia, descripcion FROM competencias ORDER BY id_competencia`
  const levelIds = (yield* sql<{ id_nivel: number | string }>`SELECT id_nivel FROM niveles_competencia ORDER BY valor`).map((r) => Number(r.id_nivel))
  const descriptors = stored.flatMap((c) =>
    levelIds.map((id_nivel, i) => ({
      id_competencia: Number(c.id_competencia),
      orden: i + 1,
      id_nivel,
      conducta: levelBehaviour(i + 1, c.descripcion ?? ""),
    })),
  )
  for (let i = 0; i < descriptors.length; i += 100) yield* sql`INSERT INTO competencias_descriptores ${sql.insert(descriptors.slice(i, i + 100))}`

  // Every demo puesto the job profiles' seed left without expectations.
  const bare = yield* sql<{ id_puesto: string; n_puesto: string; tipo_puesto: string }>`
    SELECT p.id_puesto, p.n_puesto, p.tipo_puesto FROM puestos p
    WHERE NOT EXISTS (SELECT 1 FROM puestos_competencias pc WHERE pc.id_puesto = p.id_puesto) ORDER BY p.id_puesto`
  const expectations = bare.flatMap((p) => expectationsOf(p.id_puesto, p.n_puesto, p.tipo_puesto))
  for (let i = 0; i < expectations.length; i += 100) yield* sql`INSERT INTO puestos_competencias ${sql.insert(expectations.slice(i, i + 100))}`
})
