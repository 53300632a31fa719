import { type Cuts, type GateName, type Instrument, type Level, type LikertOption, domainsOf, gateNames, itemsOf, levelOf, optionValue } from "./nom035-instrument"

// One worker's Guía II or III questionnaire scored as the NOM's "criterios para la toma de
// acciones" say: each item's value by its direction, the calificación final (the sum of every
// item), each category's and domain's sum and, in Guía III, each dimension's sum (no levels).
// An item behind a gate answered "No" is not asked and scores 0: the bands are the NOM's, not
// rescaled to the items asked.

/** The answers as the wire carries them: option words keyed by item number, the gates '1'/'0'. */
export interface Questionnaire {
  readonly respuestas: Readonly<Record<number, LikertOption>>
  readonly compuertas: Readonly<Record<GateName, "1" | "0">>
}

export interface Banded {
  readonly nombre: string
  readonly valor: number
  readonly nivel: Level
}

export interface QuestionnaireScore {
  readonly final: { readonly valor: number; readonly nivel: Level }
  readonly categorias: ReadonlyArray<Banded>
  readonly dominios: ReadonlyArray<Banded & { readonly categoria: string }>
  readonly dimensiones: ReadonlyArray<{ readonly nombre: string; readonly valor: number }>
}

export const scoringMessages = {
  falta: (n: number) => `Falta la respuesta del reactivo ${n}`,
  noAplica: (n: number) => `El reactivo ${n} no se responde cuando la pregunta previa se contestó «No»`,
  desconocido: (n: number) => `El reactivo ${n} no existe en la guía`,
} as const

/** Whether the item is asked with these gates. */
const asked = (compuerta: GateName | undefined, gates: Questionnaire["compuertas"]) => compuerta === undefined || gates[compuerta] === "1"

/** What keeps a questionnaire from being scored: unknown items, items asked and not answered, items answered behind a closed gate. */
export const questionnaireProblems = (instrument: Instrument, q: Questionnaire): ReadonlyArray<string> => {
  const items = itemsOf(instrument)
  const known = new Set(items.map((i) => i.numero))
  const unknown = Object.keys(q.respuestas).map(Number).filter((n) => !known.has(n)).map(scoringMessages.desconocido)
  const each = items.flatMap((i) => {
    const answered = q.respuestas[i.numero] !== undefined
    if (asked(i.compuerta, q.compuertas)) return answered ? [] : [scoringMessages.falta(i.numero)]
    return answered ? [scoringMessages.noAplica(i.numero)] : []
  })
  return [...unknown, ...each]
}

/** Each item's value (0 for an item not asked or not answered), by number. */
export const itemValues = (instrument: Instrument, q: Questionnaire): ReadonlyMap<number, number> =>
  new Map(
    itemsOf(instrument).map((i) => {
      const option = q.respuestas[i.numero]
      return [i.numero, option === undefined || !asked(i.compuerta, q.compuertas) ? 0 : optionValue(option, i.direccion)] as const
    }),
  )

const sum = (values: ReadonlyMap<number, number>, items: ReadonlyArray<number>) => items.reduce((total, n) => total + (values.get(n) ?? 0), 0)
const banded = (nombre: string, valor: number, cortes: Cuts): Banded => ({ nombre, valor, nivel: levelOf(valor, cortes) })

/** Scores a questionnaire (assumed valid: see questionnaireProblems). */
export const scoreQuestionnaire = (instrument: Instrument, q: Questionnaire): QuestionnaireScore => {
  const values = itemValues(instrument, q)
  const total = [...values.values()].reduce((a, b) => a + b, 0)
  return {
    final: { valor: total, nivel: levelOf(total, instrument.final) },
    categorias: instrument.categorias.map((c) => banded(c.nombre, sum(values, c.dominios.flatMap((d) => d.items)), c.cortes)),
    dominios: domainsOf(instrument).map((d) => ({ ...banded(d.nombre, sum(values, d.items), d.cortes), categoria: d.categoria })),
    dimensiones: instrument.dimensiones.map((d) => ({ nombre: d.nombre, valor: sum(values, d.items) })),
  }
}

/** Both gates closed: what a worker who neither serves clients nor supervises answers. */
export const gatesClosed: Questionnaire["compuertas"] = Object.fromEntries(gateNames.map((g) => [g, "0"])) as Record<GateName, "0">
