import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { evaluateGuideI, guiaI, guideIMessages, guideIProblems, type YesNo } from "../../domain/rules/nom035-guia-i"
import { guiaII } from "../../domain/rules/nom035-guia-ii"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { groupMessages, groupResult, groupScore } from "../../domain/rules/nom035-group"
import { type Instrument, type LikertOption, domainsOf, itemsOf, levelOf, likertOptions, optionValue } from "../../domain/rules/nom035-instrument"
import { eligibleBy, guidesCover, guidesFor, sampleSize, twoYearsAfter } from "../../domain/rules/nom035-scope"
import { type Questionnaire, gatesClosed, questionnaireProblems, scoreQuestionnaire, scoringMessages } from "../../domain/rules/nom035-scoring"
import { type Person, splitBySex, stratifiedSample } from "../../domain/rules/nom035-sample"

const instruments: ReadonlyArray<readonly [string, Instrument, number]> = [
  ["Guía II", guiaII, 46],
  ["Guía III", guiaIII, 72],
]

const open = { atiende_clientes: "1", es_jefe: "1" } as const

/** Every item answered with the same word (gated items only behind open gates). */
const all = (instrument: Instrument, option: LikertOption, compuertas: Questionnaire["compuertas"] = open): Questionnaire => ({
  compuertas,
  respuestas: Object.fromEntries(itemsOf(instrument).filter((i) => i.compuerta === undefined || compuertas[i.compuerta] === "1").map((i) => [i.numero, option])),
})

/** Every item at the value `v` whatever its direction (the word that scores v). */
const valued = (instrument: Instrument, v: number, compuertas: Questionnaire["compuertas"] = open): Questionnaire => ({
  compuertas,
  respuestas: Object.fromEntries(
    itemsOf(instrument)
      .filter((i) => i.compuerta === undefined || compuertas[i.compuerta] === "1")
      .map((i) => [i.numero, likertOptions.find((o) => optionValue(o, i.direccion) === v)!]),
  ),
})

describe("the instruments as the NOM writes them", () => {
  it.each(instruments)("%s numbers its items 1 to %#, each once", (_, instrument, count) => {
    expect(itemsOf(instrument).map((i) => i.numero)).toEqual(Array.from({ length: count }, (_, i) => i + 1))
    expect(itemsOf(instrument).every((i) => i.texto.trim().length > 10)).toBe(true)
  })

  it.each(instruments)("%s: the domains are a partition of its items", (_, instrument, count) => {
    const inDomains = domainsOf(instrument).flatMap((d) => d.items)
    expect(inDomains.toSorted((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1))
  })

  it("Guía III: the dimensions are a partition of its 72 items", () => {
    const inDimensions = guiaIII.dimensiones.flatMap((d) => d.items)
    expect(inDimensions.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1))
    expect(guiaIII.dimensiones).toHaveLength(25)
  })

  it("Guía III reverses 35 items and keeps 29 and 54 direct", () => {
    const reversed = itemsOf(guiaIII).filter((i) => i.direccion === "inverso").map((i) => i.numero)
    expect(reversed).toEqual([1, 4, 23, 24, 25, 26, 27, 28, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 55, 56, 57])
    expect(itemsOf(guiaIII).find((i) => i.numero === 29)?.texto).toBe("Los cambios que se presentan en mi trabajo dificultan mi labor")
    expect(itemsOf(guiaIII).find((i) => i.numero === 54)?.texto).toBe("En mi trabajo existe continua rotación de personal")
  })

  it("Guía II reverses items 18 to 33 (16) and keeps 30 direct", () => {
    const reversed = itemsOf(guiaII).filter((i) => i.direccion === "inverso").map((i) => i.numero)
    expect(reversed).toEqual(Array.from({ length: 16 }, (_, i) => 18 + i))
  })

  it("the gates ask 65–68 and 69–72 in Guía III, 41–43 and 44–46 in Guía II", () => {
    const gated = (instrument: Instrument, gate: string) => itemsOf(instrument).filter((i) => i.compuerta === gate).map((i) => i.numero)
    expect(gated(guiaIII, "atiende_clientes")).toEqual([65, 66, 67, 68])
    expect(gated(guiaIII, "es_jefe")).toEqual([69, 70, 71, 72])
    expect(gated(guiaII, "atiende_clientes")).toEqual([41, 42, 43])
    expect(gated(guiaII, "es_jefe")).toEqual([44, 45, 46])
    expect(guiaIII.compuertas.atiende_clientes.pregunta).toBe("En mi trabajo debo brindar servicio a clientes o usuarios")
    expect(guiaIII.compuertas.es_jefe.pregunta).toBe("Soy jefe de otros trabajadores")
  })

  it("Guía I has twenty items in four sections (6, 2, 7, 5)", () => {
    expect(guiaI.map((s) => s.items.length)).toEqual([6, 2, 7, 5])
    expect(guiaI.flatMap((s) => s.items.map((i) => i.numero))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })
})

describe("option values by direction", () => {
  it.each([
    ["Siempre", 4, 0],
    ["Casi siempre", 3, 1],
    ["Algunas veces", 2, 2],
    ["Casi nunca", 1, 3],
    ["Nunca", 0, 4],
  ] as const)("%s scores %i on a direct item and %i on a reversed one", (option, direct, reversed) => {
    expect(optionValue(option, "directo")).toBe(direct)
    expect(optionValue(option, "inverso")).toBe(reversed)
  })
})

describe("levels at the extremes of every cut point", () => {
  const cases = [
    ["Guía III final", guiaIII.final],
    ["Guía II final", guiaII.final],
    ...guiaIII.categorias.map((c) => [`III ${c.nombre}`, c.cortes] as const),
    ...domainsOf(guiaIII).map((d) => [`III ${d.nombre}`, d.cortes] as const),
    ...guiaII.categorias.map((c) => [`II ${c.nombre}`, c.cortes] as const),
    ...domainsOf(guiaII).map((d) => [`II ${d.nombre}`, d.cortes] as const),
  ] as const
  it.each(cases)("%s", (_, cuts) => {
    const [bajo, medio, alto, muyAlto] = cuts
    expect(levelOf(0, cuts)).toBe(bajo === 0 ? "Bajo" : "Nulo o despreciable")
    expect(levelOf(bajo - 1, cuts)).toBe("Nulo o despreciable")
    expect(levelOf(bajo, cuts)).toBe("Bajo")
    expect(levelOf(medio - 1, cuts)).toBe("Bajo")
    expect(levelOf(medio, cuts)).toBe("Medio")
    expect(levelOf(alto - 1, cuts)).toBe("Medio")
    expect(levelOf(alto, cuts)).toBe("Alto")
    expect(levelOf(muyAlto - 1, cuts)).toBe("Alto")
    expect(levelOf(muyAlto, cuts)).toBe("Muy alto")
  })

  it.each([
    [49, "Nulo o despreciable"],
    [50, "Bajo"],
    [74, "Bajo"],
    [75, "Medio"],
    [98, "Medio"],
    [99, "Alto"],
    [139, "Alto"],
    [140, "Muy alto"],
  ] as const)("Guía III final %i is %s", (v, level) => {
    expect(levelOf(v, guiaIII.final)).toBe(level)
  })

  it.each([
    [19, "Nulo o despreciable"],
    [20, "Bajo"],
    [45, "Medio"],
    [70, "Alto"],
    [89, "Alto"],
    [90, "Muy alto"],
  ] as const)("Guía II final %i is %s", (v, level) => {
    expect(levelOf(v, guiaII.final)).toBe(level)
  })
})

describe("scoring a questionnaire", () => {
  it("Guía III all at 4 with both gates open: 288, every category and domain at its top", () => {
    const score = scoreQuestionnaire(guiaIII, valued(guiaIII, 4))
    expect(score.final).toEqual({ valor: 288, nivel: "Muy alto" })
    expect(score.categorias.map((c) => c.valor)).toEqual([20, 100, 24, 104, 40])
    expect(score.dominios.find((d) => d.nombre === "Carga de trabajo")?.valor).toBe(60)
    expect(score.dimensiones.find((d) => d.nombre === "Carga mental")?.valor).toBe(12)
    expect(score.categorias.every((c) => c.nivel === "Muy alto")).toBe(true)
  })

  it("Guía III all at 0: zero everywhere, Nulo", () => {
    const score = scoreQuestionnaire(guiaIII, valued(guiaIII, 0))
    expect(score.final).toEqual({ valor: 0, nivel: "Nulo o despreciable" })
    expect(score.dominios.every((d) => d.valor === 0 && d.nivel === "Nulo o despreciable")).toBe(true)
  })

  it("Guía III all 'Siempre': direct items 4, reversed 0 (37 direct items: 148)", () => {
    expect(scoreQuestionnaire(guiaIII, all(guiaIII, "Siempre")).final.valor).toBe(37 * 4)
    expect(scoreQuestionnaire(guiaIII, all(guiaIII, "Nunca")).final.valor).toBe(35 * 4)
  })

  it("Guía II all 'Siempre': the 30 direct items at 4 (120, Muy alto)", () => {
    expect(scoreQuestionnaire(guiaII, all(guiaII, "Siempre")).final).toEqual({ valor: 120, nivel: "Muy alto" })
    expect(scoreQuestionnaire(guiaII, all(guiaII, "Nunca")).final).toEqual({ valor: 64, nivel: "Medio" })
  })

  it("gates answered no: the gated items are not asked and score 0, the bands unchanged", () => {
    const closed = valued(guiaIII, 4, gatesClosed)
    expect(questionnaireProblems(guiaIII, closed)).toEqual([])
    const score = scoreQuestionnaire(guiaIII, closed)
    expect(score.final.valor).toBe(288 - 32)
    expect(score.dominios.find((d) => d.nombre === "Carga de trabajo")?.valor).toBe(44)
    expect(score.dimensiones.find((d) => d.nombre === "Cargas psicológicas emocionales")?.valor).toBe(0)
    expect(score.dominios.find((d) => d.nombre === "Relaciones en el trabajo")?.valor).toBe(20)
    const g2 = scoreQuestionnaire(guiaII, valued(guiaII, 4, { atiende_clientes: "0", es_jefe: "1" }))
    expect(g2.final.valor).toBe(184 - 12)
  })

  it("refuses a missing item, an item behind a closed gate and an unknown item", () => {
    const q = valued(guiaIII, 2)
    const { 7: _, ...missing } = q.respuestas
    expect(questionnaireProblems(guiaIII, { ...q, respuestas: missing })).toEqual([scoringMessages.falta(7)])
    expect(questionnaireProblems(guiaIII, { ...q, compuertas: { atiende_clientes: "0", es_jefe: "1" } })).toEqual([65, 66, 67, 68].map(scoringMessages.noAplica))
    expect(questionnaireProblems(guiaII, { ...valued(guiaII, 1), respuestas: { ...valued(guiaII, 1).respuestas, 47: "Nunca" } })).toEqual([scoringMessages.desconocido(47)])
  })

  it("a mixed example: Guía III with values by hand", () => {
    // Ambiente 1–5 answered Nunca, Siempre, Siempre, Nunca, Siempre → 4+4+4+4+4 = 20; the rest Algunas veces (2 each).
    const base = all(guiaIII, "Algunas veces")
    const q: Questionnaire = { ...base, respuestas: { ...base.respuestas, 1: "Nunca", 2: "Siempre", 3: "Siempre", 4: "Nunca", 5: "Siempre" } }
    const score = scoreQuestionnaire(guiaIII, q)
    expect(score.categorias[0]).toEqual({ nombre: "Ambiente de trabajo", valor: 20, nivel: "Muy alto" })
    expect(score.final.valor).toBe(20 + 67 * 2)
    expect(score.final.nivel).toBe("Muy alto")
  })
})

describe("properties of the scoring", () => {
  const answers = (instrument: Instrument) =>
    fc.record({
      options: fc.array(fc.constantFrom(...likertOptions), { minLength: itemsOf(instrument).length, maxLength: itemsOf(instrument).length }),
      clientes: fc.constantFrom("1" as const, "0" as const),
      jefe: fc.constantFrom("1" as const, "0" as const),
    })
  const questionnaireOf = (instrument: Instrument, a: { options: ReadonlyArray<LikertOption>; clientes: "1" | "0"; jefe: "1" | "0" }): Questionnaire => {
    const compuertas = { atiende_clientes: a.clientes, es_jefe: a.jefe }
    return {
      compuertas,
      respuestas: Object.fromEntries(
        itemsOf(instrument)
          .filter((i) => i.compuerta === undefined || compuertas[i.compuerta] === "1")
          .map((i) => [i.numero, a.options[i.numero - 1]!]),
      ),
    }
  }

  it.each(instruments)("%s: the final is the sum of the categories and of the domains", (_, instrument) => {
    fc.assert(
      fc.property(answers(instrument), (a) => {
        const s = scoreQuestionnaire(instrument, questionnaireOf(instrument, a))
        const cats = s.categorias.reduce((t, c) => t + c.valor, 0)
        const doms = s.dominios.reduce((t, d) => t + d.valor, 0)
        return cats === s.final.valor && doms === s.final.valor && (instrument.dimensiones.length === 0 || s.dimensiones.reduce((t, d) => t + d.valor, 0) === s.final.valor)
      }),
    )
  })

  it.each(instruments)("%s: moving a direct item toward Siempre (a reversed one toward Nunca) never lowers any score", (_, instrument) => {
    fc.assert(
      fc.property(answers(instrument), fc.integer({ min: 1, max: itemsOf(instrument).length }), (a, numero) => {
        const q = questionnaireOf(instrument, a)
        const item = itemsOf(instrument).find((i) => i.numero === numero)!
        const current = q.respuestas[numero]
        if (current === undefined) return true
        const index = likertOptions.indexOf(current)
        const worse = item.direccion === "directo" ? Math.max(0, index - 1) : Math.min(4, index + 1)
        const moved: Questionnaire = { ...q, respuestas: { ...q.respuestas, [numero]: likertOptions[worse]! } }
        const before = scoreQuestionnaire(instrument, q)
        const after = scoreQuestionnaire(instrument, moved)
        const rank = (l: string) => ["Nulo o despreciable", "Bajo", "Medio", "Alto", "Muy alto"].indexOf(l)
        return (
          after.final.valor >= before.final.valor &&
          rank(after.final.nivel) >= rank(before.final.nivel) &&
          after.dominios.every((d, i) => d.valor >= before.dominios[i]!.valor && rank(d.nivel) >= rank(before.dominios[i]!.nivel))
        )
      }),
    )
  })

  it.each(instruments)("%s: a valid questionnaire has no problems", (_, instrument) => {
    fc.assert(fc.property(answers(instrument), (a) => questionnaireProblems(instrument, questionnaireOf(instrument, a)).length === 0))
  })
})

describe("Guía I", () => {
  const answer = (yes: ReadonlyArray<number>, asked = 20): Record<number, YesNo> =>
    Object.fromEntries(Array.from({ length: asked }, (_, i) => [i + 1, yes.includes(i + 1) ? "Sí" : "No"]))

  it("all No in section I ends it, with no referral", () => {
    expect(evaluateGuideI(answer([], 6))).toEqual({ si: [0, 0, 0, 0], requiereValoracion: false })
    expect(guideIProblems(answer([], 6))).toEqual([])
  })

  it.each([
    ["one Sí in II", [1, 7], true],
    ["no Sí in II, two in III, one in IV", [2, 9, 10, 16], false],
    ["three Sí in III", [3, 9, 10, 11], true],
    ["two Sí in IV", [6, 16, 20], true],
    ["one Sí in IV only", [5, 18], false],
    ["only section I", [1, 2, 3, 4, 5, 6], false],
  ] as const)("%s → referral %s", (_, yes, refers) => {
    expect(evaluateGuideI(answer(yes)).requiereValoracion).toBe(refers)
  })

  it("counts the Sí of each section", () => {
    expect(evaluateGuideI(answer([1, 2, 7, 9, 10, 11, 12, 16, 17, 18])).si).toEqual([2, 1, 4, 3])
  })

  it("asks the other sections only after a Sí in section I", () => {
    expect(guideIProblems(answer([1], 6))).toEqual(Array.from({ length: 14 }, (_, i) => guideIMessages.falta(i + 7)))
    expect(guideIProblems(answer([]))).toEqual(Array.from({ length: 14 }, (_, i) => guideIMessages.sobra(i + 7)))
    expect(guideIProblems({ ...answer([1]), 21: "Sí" })).toEqual([guideIMessages.desconocida(21)])
  })
})

describe("a group's result (§4.2)", () => {
  it("finals 40, 80, 150 → mean 90 → Medio (Guía III)", () => {
    const g = groupScore([40, 80, 150], guiaIII.final)
    expect(g.media).toBe(90)
    expect(g.nivel).toBe("Medio")
    expect(g.distribucion).toEqual({ "Nulo o despreciable": 33.33, Bajo: 0, Medio: 33.33, Alto: 0, "Muy alto": 33.33 })
  })

  it("bands the exact mean, and shows it with two decimals", () => {
    const g = groupScore([98, 99, 99], guiaIII.final)
    expect(g.media).toBe(98.67)
    expect(g.nivel).toBe("Medio")
  })

  it("a group of fewer than five answers is suppressed", () => {
    const scores = [0, 1, 2, 3].map((v) => scoreQuestionnaire(guiaIII, valued(guiaIII, v)))
    expect(groupResult(guiaIII, scores)).toEqual({ suprimido: true, respuestas: 4, mensaje: groupMessages.suprimido })
    const five = groupResult(guiaIII, [...scores, scoreQuestionnaire(guiaIII, valued(guiaIII, 4))])
    expect(five.suprimido).toBe(false)
    if (!five.suprimido) {
      expect(five.final.media).toBe(144)
      expect(five.final.nivel).toBe("Muy alto")
      expect(five.categorias).toHaveLength(5)
      expect(five.dominios).toHaveLength(10)
      expect(five.dimensiones.find((d) => d.nombre === "Carga mental")?.media).toBe(6)
    }
  })
})

describe("a centre's guides and sample", () => {
  it.each([
    [1, "I"],
    [15, "I"],
    [16, "I,II"],
    [50, "I,II"],
    [51, "I,III"],
    [5000, "I,III"],
  ] as const)("%i workers apply %s", (n, set) => {
    expect(guidesFor(n)).toBe(set)
  })

  it("guides may be raised, never lowered", () => {
    expect(guidesCover("I,II", 10)).toBe(true)
    expect(guidesCover("I,III", 20)).toBe(true)
    expect(guidesCover("I", 16)).toBe(false)
    expect(guidesCover("I,II", 51)).toBe(false)
  })

  it.each([
    [1, 1],
    [51, 46],
    [100, 80],
    [200, 132],
    [500, 218],
    [1000, 278],
    [10000, 370],
  ])("N = %i → n = %i (Ecuación 1, rounded up)", (n, expected) => {
    expect(sampleSize(n)).toBe(expected)
  })

  it("the sample size grows with N and never exceeds it", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (n) => sampleSize(n) <= n && sampleSize(n + 1) >= sampleSize(n)))
  })

  it("one month in the centre by the start", () => {
    expect(eligibleBy("2026-01-15", "2026-02-15")).toBe(true)
    expect(eligibleBy("2026-01-16", "2026-02-15")).toBe(false)
  })

  it("two years after, a 29 February on the 28th", () => {
    expect(twoYearsAfter("2026-11-30")).toBe("2028-11-30")
    expect(twoYearsAfter("2028-02-29")).toBe("2030-02-28")
  })
})

describe("a stratified sample", () => {
  const people = (men: number, women: number): ReadonlyArray<Person> => [
    ...Array.from({ length: men }, (_, i) => ({ id: i + 1, sexo: "H" as const })),
    ...Array.from({ length: women }, (_, i) => ({ id: 1000 + i, sexo: "M" as const })),
  ]

  it("splits by sex in the centre's proportion", () => {
    expect(splitBySex(60, 40, 80)).toEqual({ H: 48, M: 32 })
    expect(splitBySex(3, 4, 5)).toEqual({ H: 2, M: 3 })
    expect(splitBySex(1, 1, 1)).toEqual({ H: 1, M: 0 })
    expect(splitBySex(10, 0, 4)).toEqual({ H: 4, M: 0 })
  })

  it("the same seed draws the same sample; another seed another", () => {
    const p = people(70, 30)
    const a = stratifiedSample(p, 80, 12345)
    expect(stratifiedSample(p.toReversed(), 80, 12345)).toEqual(a)
    expect(stratifiedSample(p, 80, 54321)).not.toEqual(a)
    expect(a).toHaveLength(80)
    expect(a.filter((id) => id < 1000)).toHaveLength(56)
  })

  it("takes exactly the size (or everyone) with the proportion, for any population", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (m, f, size, seed) => {
        const sample = stratifiedSample(people(m, f), size, seed)
        const men = sample.filter((id) => id < 1000).length
        return sample.length === Math.min(size, m + f) && new Set(sample).size === sample.length && Math.abs(men - (sample.length * m) / Math.max(1, m + f)) <= 1
      }),
    )
  })
})
