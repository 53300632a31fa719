import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { defaultScaleLabels } from "../../domain/evaluacion/encuestas-vocabulary"

// The demo's evaluation instruments (EVA100): a 360 on the organizational and technical
// competencies (two versions of its clave: the first inactive, the second in use) and an operative
// one on the operative competencies, each question linked to a seeded competency. Projects
// (EVA150) name them.

type Sql = SqlClient.SqlClient

interface Competency {
  readonly id_competencia: number | string
  readonly n_competencia: string
}

const scale = Object.fromEntries(defaultScaleLabels.map((label, i) => [`escala_${i + 1}`, label]))

const insertSurvey = (
  sql: Sql,
  stamp: string,
  survey: { clave: string; version: number; n_encuesta: string; tipo: string; instrucciones: string; activo: string },
  sections: ReadonlyArray<string>,
  questions: ReadonlyArray<{ seccion: number; texto: string; tipo: string; id_competencia: number | null; peso: number }>,
) =>
  Effect.gen(function* () {
    // The key is the identity's (PostgreSQL's sequence moves only when it draws it).
    const [row] = yield* sql<{ id_encuesta: number | string }>`INSERT INTO eva_encuestas ${sql.insert({ ...survey, ...scale, id_usuario_alta: "admin@demo.mx", f_alta: stamp, f_modificacion: stamp })} RETURNING id_encuesta`
    const id_encuesta = Number(row?.id_encuesta)
    yield* sql`INSERT INTO eva_encuestas_secciones ${sql.insert(sections.map((titulo, i) => ({ id_encuesta, orden: i + 1, titulo })))}`
    yield* sql`INSERT INTO eva_encuestas_preguntas ${sql.insert(questions.map((q, i) => ({ id_encuesta, orden: i + 1, obligatoria: q.tipo === "Abierta" ? "0" : "1", ...q })))}`
  })

export const seedDemoEvaluationSurveys = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stamp = new Date(nowMs).toISOString()
    const of = (tipo: string) =>
      sql<Competency>`SELECT id_competencia, n_competencia FROM competencias WHERE tipo = ${tipo} AND activo = '1' ORDER BY id_competencia LIMIT 3`
    const organizational = yield* of("O")
    const technical = yield* of("T")
    const operative = yield* of("P")
    const scaleQuestion = (seccion: number, c: Competency) => ({
      seccion,
      texto: `Demuestra la competencia «${c.n_competencia}» en su trabajo diario`,
      tipo: "Escala",
      id_competencia: Number(c.id_competencia),
      peso: 1,
    })
    const threeSixty = (version: number, activo: string) =>
      insertSurvey(
        sql,
        stamp,
        {
          clave: "360-GEN",
          version,
          n_encuesta: "Evaluación 360 de competencias",
          tipo: "360",
          instrucciones: "Califique cada conducta según la frecuencia con la que la observa. Sus respuestas se muestran agrupadas.",
          activo,
        },
        ["Competencias organizacionales", "Competencias técnicas", "Comentarios"],
        [
          ...organizational.map((c) => scaleQuestion(1, c)),
          ...technical.map((c) => scaleQuestion(2, c)),
          { seccion: 3, texto: "¿Qué debería seguir haciendo?", tipo: "Abierta", id_competencia: null, peso: 0 },
          { seccion: 3, texto: "¿Qué podría mejorar?", tipo: "Abierta", id_competencia: null, peso: 0 },
        ],
      )
    yield* threeSixty(1, "0")
    yield* threeSixty(2, "1")
    yield* insertSurvey(
      sql,
      stamp,
      {
        clave: "OPE-GEN",
        version: 1,
        n_encuesta: "Evaluación operativa del puesto",
        tipo: "Operativa",
        instrucciones: "El jefe califica cada competencia operativa del puesto.",
        activo: "1",
      },
      ["Competencias operativas"],
      [...operative.map((c) => scaleQuestion(1, c)), { seccion: 1, texto: "¿Cumple las normas de seguridad del área?", tipo: "Sí-No", id_competencia: null, peso: 1 }],
    )
  })
