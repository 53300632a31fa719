import { describe, expect, it } from "vitest"
import { type Demographic, type ScoredAnswer, columnFigure, reportGroups, scoreColumns, scoreVector, suppressionMessages } from "../../domain/clima-laboral/reporte-calificaciones-rules"
import { guiaII } from "../../domain/rules/nom035-guia-ii"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { itemsOf, likertOptions, optionValue } from "../../domain/rules/nom035-instrument"
import { type QuestionnaireScore, scoreQuestionnaire } from "../../domain/rules/nom035-scoring"
import { decodeScores, encodeScores } from "../../server/clima-laboral/reporte-calificaciones-scores"
import { generatedAnswers } from "../../server/seed/clima-answers"

// CLI230's aggregation and suppression (reporte-calificaciones-rules.ts) as tables: which groups
// show, which are suppressed and why, the figures of those shown, and the stored scores' round trip.

const open = { atiende_clientes: "1", es_jefe: "1" } as const

/** A Guía III questionnaire whose every item scores `v`. */
const scored = (v: number): QuestionnaireScore =>
  scoreQuestionnaire(guiaIII, {
    compuertas: open,
    respuestas: Object.fromEntries(itemsOf(guiaIII).map((i) => [i.numero, likertOptions.find((o) => optionValue(o, i.direccion) === v) ?? "Nunca"])),
  })

const answer = (datos: Partial<Record<Demographic, string>>, v = 1): ScoredAnswer => ({
  datos: { id_depto: "1", sexo: "Masculino", rango_edad: "30 a 34", tiempo_puesto: "Entre 1 a 4 años", tipo_puesto: "Operativo", ...datos },
  valores: scoreVector(scored(v)),
})

const times = (n: number, a: ScoredAnswer): ReadonlyArray<ScoredAnswer> => Array.from({ length: n }, () => a)

const shown = (r: ReturnType<typeof reportGroups>) =>
  Object.fromEntries([...r.grupos.map((g) => [g.clave, g.mensaje ?? g.respuestas]), ["total", r.total.mensaje ?? r.total.respuestas]])

describe("CLI230 groups: shown, or suppressed and why", () => {
  const rows: ReadonlyArray<{ readonly name: string; readonly answers: ReadonlyArray<ScoredAnswer>; readonly filters: Partial<Record<Demographic, string>>; readonly by: Demographic; readonly expected: Record<string, number | string> }> = [
    {
      name: "five answers show, four are suppressed; the total less the shown would give the four away, so the next smallest goes too",
      answers: [...times(5, answer({ id_depto: "1" })), ...times(4, answer({ id_depto: "2" })), ...times(8, answer({ id_depto: "3" }))],
      filters: {},
      by: "id_depto",
      expected: { "1": suppressionMessages.diferencia, "2": suppressionMessages.menos, "3": 8, total: 17 },
    },
    {
      name: "two suppressed groups that hold five together need no secondary suppression",
      answers: [...times(3, answer({ id_depto: "1" })), ...times(2, answer({ id_depto: "2" })), ...times(6, answer({ id_depto: "3" }))],
      filters: {},
      by: "id_depto",
      expected: { "1": suppressionMessages.menos, "2": suppressionMessages.menos, "3": 6, total: 11 },
    },
    {
      name: "a filter that removes one to four answers of a group suppresses it (the unfiltered reading minus this one)",
      answers: [...times(6, answer({ id_depto: "1", sexo: "Masculino" })), ...times(1, answer({ id_depto: "1", sexo: "Femenino" })), ...times(10, answer({ id_depto: "2", sexo: "Masculino" }))],
      filters: { sexo: "Masculino" },
      by: "id_depto",
      expected: { "1": suppressionMessages.diferencia, "2": 10, total: suppressionMessages.diferencia },
    },
    {
      name: "a filter that removes five or more, or none, keeps the group",
      answers: [...times(6, answer({ id_depto: "1", sexo: "Masculino" })), ...times(5, answer({ id_depto: "1", sexo: "Femenino" })), ...times(10, answer({ id_depto: "2", sexo: "Masculino" }))],
      filters: { sexo: "Masculino" },
      by: "id_depto",
      expected: { "1": 6, "2": 10, total: 16 },
    },
    {
      name: "two filters: each coarser reading is compared (age alone would leave out two)",
      answers: [
        ...times(6, answer({ sexo: "Masculino", rango_edad: "30 a 34" })),
        ...times(2, answer({ sexo: "Femenino", rango_edad: "30 a 34" })),
        ...times(7, answer({ sexo: "Masculino", rango_edad: "40 a 44" })),
      ],
      filters: { sexo: "Masculino", rango_edad: "30 a 34" },
      by: "id_depto",
      expected: { "1": suppressionMessages.diferencia, total: suppressionMessages.diferencia },
    },
    {
      name: "a group whose value absorbs a filter is compared with the reading's coarser totals (5 of a department's 6)",
      answers: [...times(5, answer({ id_depto: "28", sexo: "Femenino" })), answer({ id_depto: "28", sexo: "Masculino" }), ...times(30, answer({ id_depto: "1" }))],
      filters: { id_depto: "28", sexo: "Femenino" },
      by: "sexo",
      expected: { Femenino: suppressionMessages.diferencia, total: suppressionMessages.diferencia },
    },
    {
      name: "a filter that leaves fewer than five suppresses every group and the total",
      answers: [...times(3, answer({ tipo_puesto: "Gerente" })), ...times(20, answer({}))],
      filters: { tipo_puesto: "Gerente" },
      by: "sexo",
      expected: { Masculino: suppressionMessages.menos, total: suppressionMessages.menos },
    },
    {
      name: "no answers: an empty total, suppressed",
      answers: [],
      filters: {},
      by: "id_depto",
      expected: { total: suppressionMessages.menos },
    },
  ]
  it.each(rows)("$name", ({ answers, filters, by, expected }) => {
    expect(shown(reportGroups(answers, filters, by))).toEqual(expected)
  })

  it("a shown group is the mean of its members' finals with the share of their levels (40, 80, 150 → Medio)", () => {
    // Finals of 40, 80 and 150 need whole-item values: build them from scores scaled to those sums.
    const at = (final: number): ScoredAnswer => ({ ...answer({}), valores: [final] })
    const r = reportGroups([at(40), at(80), at(150), at(40), at(80), at(150)], {}, "id_depto")
    expect(r.total.mensaje).toBeNull()
    const [final] = scoreColumns(guiaIII)
    expect(final && columnFigure(r.total.miembros, 0, final)).toEqual({ media: 90, nivel: "Medio", distribucion: { "Nulo o despreciable": 33.33, Bajo: 0, Medio: 33.33, Alto: 0, "Muy alto": 33.33 } })
  })
})

describe("the stored scores", () => {
  it.each([0, 1, 2, 3, 4])("round-trip a Guía III questionnaire of every item at %i", (v) => {
    const s = scored(v)
    expect(decodeScores(encodeScores(s))).toEqual(scoreVector(s))
  })

  it("round-trip every generated Guía II answer, scored with the domain's rules", () => {
    const { respuestas, reactivos } = generatedAnswers(1, "II", [{ id_depto: 1, respuestas: 30 }], 7, "2026-01-01")
    expect(respuestas).toHaveLength(30)
    for (const r of respuestas) {
      const items = Object.fromEntries(reactivos.filter((i) => i.id_respuesta === r.id_respuesta).map((i) => [i.numero, i.opcion]))
      const s = scoreQuestionnaire(guiaII, { respuestas: items, compuertas: { atiende_clientes: r.atiende_clientes as "1" | "0", es_jefe: r.es_jefe as "1" | "0" } })
      expect(decodeScores(encodeScores(s))).toEqual(scoreVector(s))
    }
  })

  it("generates the same answers from the same seed, and different departments differ", () => {
    const a = generatedAnswers(1, "III", [{ id_depto: 1, respuestas: 20 }, { id_depto: 2, respuestas: 20 }], 11, "2026-01-01")
    expect(generatedAnswers(1, "III", [{ id_depto: 1, respuestas: 20 }, { id_depto: 2, respuestas: 20 }], 11, "2026-01-01")).toEqual(a)
    const r = reportGroups(
      a.respuestas.map((resp) => ({
        datos: { id_depto: String(resp.id_depto), sexo: String(resp.sexo), rango_edad: String(resp.rango_edad), tiempo_puesto: String(resp.tiempo_puesto), tipo_puesto: String(resp.tipo_puesto) },
        valores: scoreVector(scoreQuestionnaire(guiaIII, {
          respuestas: Object.fromEntries(a.reactivos.filter((i) => i.id_respuesta === resp.id_respuesta).map((i) => [i.numero, i.opcion])),
          compuertas: { atiende_clientes: resp.atiende_clientes as "1" | "0", es_jefe: resp.es_jefe as "1" | "0" },
        })),
      })),
      {},
      "id_depto",
    )
    const [final] = scoreColumns(guiaIII)
    const means = r.grupos.map((g) => (g.mensaje !== null || final === undefined ? null : columnFigure(g.miembros, 0, final).media))
    expect(means[0]).not.toBeNull()
    expect(means[1]).toBeGreaterThan(means[0] ?? 0)
  })
})
