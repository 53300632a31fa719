import { describe, expect, it } from "vitest"
import { barredPhrasesIn, discriminationProblem, discriminatoryRequirement } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import { type StageDraft, stageMessages, stagesProblem } from "../../domain/rules/seleccion-etapas"

// Selección's pure rules (MODULES-MX §6): the anti-discrimination scanner over SEL050's barred
// phrases (accents, capitals and blanks changed; whole words; "…" for a few words; "mayor de
// edad" allowed) and the stage templates of SEL150 (one Inicial, Contratado and Descartado; the
// scored stages' weights adding to 100).

const phrases = ["sexo", "masculino", "edad entre", "menor de … años", "sin hijos", "buena presentación", "no embarazada", "religión", "complexión"]

describe("barred phrases", () => {
  const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
    ["Licenciatura en contaduría, inglés avanzado", []],
    ["Sexo masculino", ["sexo", "masculino"]],
    ["SEXO: indistinto", ["sexo"]],
    ["Con BUENA PRESENTACION y trato amable", ["buena presentación"]],
    ["buena   presentación", ["buena presentación"]],
    ["Buena\npresentación", ["buena presentación"]],
    ["Edad entre 25 y 35", ["edad entre"]],
    ["Menor de 35 años", ["menor de … años"]],
    ["menor de treinta y cinco anos", ["menor de … años"]],
    ["Mayor de edad, por tratarse de trabajo nocturno industrial", []],
    ["Sexología clínica", []],
    ["Soltera, sin hijos", ["sin hijos"]],
    ["Religion católica", ["religión"]],
    ["Complexión delgada; no embarazada", ["complexión", "no embarazada"]],
  ]
  it.each(cases)("%j holds %j", (text, expected) => {
    expect(barredPhrasesIn(text, phrases).map((m) => m.frase)).toEqual(expected)
  })

  it("points at the phrase in the original text, accents and all", () => {
    const text = "Requisito: Buena Presentación."
    const [m] = barredPhrasesIn(text, phrases)
    expect(m).toBeDefined()
    expect(text.slice(m?.inicio ?? 0, m?.fin ?? 0)).toBe("Buena Presentación")
  })

  it("refuses with §6's message naming the first phrase, and passes empty text", () => {
    expect(discriminationProblem("Se busca persona del sexo masculino", phrases)).toBe('La requisición contiene un requisito discriminatorio: "sexo" (LFT 133-I)')
    expect(discriminatoryRequirement("soltero")).toBe('La requisición contiene un requisito discriminatorio: "soltero" (LFT 133-I)')
    expect(discriminationProblem(null, phrases)).toBeUndefined()
    expect(discriminationProblem("   ", phrases)).toBeUndefined()
    expect(discriminationProblem("Experiencia de 2 años en ventas", phrases)).toBeUndefined()
  })
})

describe("stage templates", () => {
  const stage = (tipo: string, peso: number | null = null): StageDraft => ({ tipo, peso })
  const base = [stage("Inicial"), stage("Contratado"), stage("Descartado")]
  const cases: ReadonlyArray<readonly [string, ReadonlyArray<StageDraft>, string | undefined]> = [
    ["weights 40 + 30 + 30", [...base, stage("Filtro", 40), stage("Entrevista", 30), stage("Evaluación", 30)], undefined],
    ["thirds in centésimas", [...base, stage("Filtro", 33.33), stage("Entrevista", 33.33), stage("Referencias", 33.34)], undefined],
    ["one scored stage of 100 and an offer", [...base, stage("Entrevista", 100), stage("Oferta")], undefined],
    ["weights adding to 90", [...base, stage("Filtro", 40), stage("Entrevista", 50)], stageMessages.sumaPesos(90)],
    ["no scored stage", base, stageMessages.sumaPesos(0)],
    ["two Inicial", [...base, stage("Inicial"), stage("Entrevista", 100)], stageMessages.unaInicial],
    ["no Contratado", [stage("Inicial"), stage("Descartado"), stage("Entrevista", 100)], stageMessages.unaContratado],
    ["no Descartado", [stage("Inicial"), stage("Contratado"), stage("Entrevista", 100)], stageMessages.unaDescartado],
    ["a weight on the offer", [...base, stage("Entrevista", 80), stage("Oferta", 20)], stageMessages.pesoSinCalificacion],
  ]
  it.each(cases)("%s", (_, stages, expected) => {
    expect(stagesProblem(stages)).toBe(expected)
  })
})
