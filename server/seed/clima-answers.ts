import { Effect } from "effect"
import { generalData } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { type Instrument, type LikertOption, itemsOf, likertOptions } from "../../domain/rules/nom035-instrument"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"
import { insertInChunks } from "./insert-chunks"
import { seededRandom } from "./position-tree"

// Anonymous Guía II/III answers generated deterministically for the demo, the tests and the
// bench: for each department a number of responses, each with general data drawn from the NOM's
// ranges and an option for every item it is asked, leaning toward a department's own climate
// (so departments differ, and some land at Medio or worse). Nothing ties a response to a person:
// the rows are what the questionnaire stores, with random ids.

export interface AnswerPlan {
  readonly id_depto: number
  readonly respuestas: number
}

const pick = <T>(random: () => number, xs: ReadonlyArray<T>): T => xs[Math.floor(random() * xs.length)] as T

const uuid = (random: () => number): string => {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** An option for an item: `strain` in 0..1 is how unfavourable the department's climate is. */
const optionFor = (random: () => number, strain: number, reversed: boolean): LikertOption => {
  // 0 = Siempre … 4 = Nunca; direct items score high toward Siempre, reversed toward Nunca.
  const unfavourable = Math.min(4, Math.max(0, Math.round(strain * 4 + (random() - 0.5) * 2.6)))
  return likertOptions[reversed ? unfavourable : 4 - unfavourable] as LikertOption
}

export const generatedAnswers = (id_proyecto: number, guia: "II" | "III", plan: ReadonlyArray<AnswerPlan>, seed: number, f_respuesta: string) => {
  const instrument: Instrument = instrumentOf(guia)
  const items = itemsOf(instrument)
  const random = seededRandom(seed)
  const respuestas: Array<Record<string, unknown>> = []
  const reactivos: Array<Record<string, unknown>> = []
  for (const [d, dept] of plan.entries()) {
    const strain = [0.15, 0.35, 0.55, 0.3, 0.7, 0.45][d % 6] ?? 0.4
    for (let i = 0; i < dept.respuestas; i++) {
      const id_respuesta = uuid(random)
      const atiende_clientes = random() < 0.4 ? "1" : "0"
      const es_jefe = random() < 0.15 ? "1" : "0"
      respuestas.push({
        id_respuesta,
        id_proyecto,
        guia,
        id_depto: dept.id_depto,
        f_respuesta,
        sexo: pick(random, generalData.sexo.options),
        rango_edad: pick(random, generalData.rango_edad.options.slice(1, 9)),
        tiempo_puesto: pick(random, generalData.tiempo_puesto.options.slice(0, 5)),
        tipo_puesto: random() < 0.7 ? "Operativo" : pick(random, generalData.tipo_puesto.options),
        atiende_clientes,
        es_jefe,
      })
      for (const item of items) {
        const open = item.compuerta === undefined || (item.compuerta === "atiende_clientes" ? atiende_clientes : es_jefe) === "1"
        if (open) reactivos.push({ id_respuesta, numero: item.numero, opcion: optionFor(random, strain, item.direccion === "inverso") })
      }
    }
  }
  return { respuestas, reactivos }
}

/** Inserts the generated answers of a project. */
export const insertGeneratedAnswers = (id_proyecto: number, guia: "II" | "III", plan: ReadonlyArray<AnswerPlan>, seed: number, f_respuesta: string) =>
  Effect.gen(function* () {
    const rows = generatedAnswers(id_proyecto, guia, plan, seed, f_respuesta)
    yield* insertInChunks("clima_respuestas", rows.respuestas)
    yield* insertInChunks("clima_respuestas_reactivos", rows.reactivos)
    return rows.respuestas.length
  })
