import { describe, expect, it } from "vitest"
import { type NeedGroup, gapPriority, planLines, planTotals, quartersText, rankedObjectives } from "../../domain/formacion/proyectos-dnc-rules"

// FOR100's pure rules (domain/formacion/proyectos-dnc-rules.ts): an imported gap's priority, the
// plan's line of each tema and its totals, the quarters in words, the objectives ranked for the DC-2.

const group = (g: Partial<NeedGroup> & Pick<NeedGroup, "tema" | "participantes">): NeedGroup => ({
  clave: g.tema.toLowerCase(),
  objetivo_153f: "I",
  id_modalidad: null,
  n_modalidad: null,
  trimestre: null,
  necesidades: 1,
  horas: 8 * g.participantes,
  costo: 0,
  ...g,
})

describe("an imported gap's priority, by the fulfilment COM300 shows", () => {
  it.each([
    [3, 1, "Alta"],
    [4, 1, "Alta"],
    [4, 2, "Media"],
    [3, 2, "Media"],
    [4, 3, "Baja"],
    [2, 1, "Media"],
    [10, 8, "Baja"],
  ] as const)("expected %s, assessed %s: %s", (expected, assessed, priority) => {
    expect(gapPriority(expected, assessed)).toBe(priority)
  })
})

describe("the plan by tema", () => {
  const groups = [
    group({ tema: "excel", participantes: 3, horas: 12, costo: 1200.5, n_modalidad: "En línea", trimestre: 1 }),
    group({ tema: "Excel", clave: "excel", participantes: 10, horas: 80, costo: 5000, objetivo_153f: "IV", n_modalidad: "Presencial", trimestre: 2 }),
    group({ tema: "Soldadura", participantes: 1, horas: 16, objetivo_153f: "III" }),
    group({ tema: "Soldadura", participantes: 1, horas: 16, objetivo_153f: "III", trimestre: 4 }),
  ]

  it("is one line per tema: the sums, the spelling, objective and modalidad of most participants, the quarters; most participants first", () => {
    expect(planLines(groups)).toEqual([
      { clave: "excel", tema: "Excel", necesidades: 2, participantes: 13, horas: 92, costo: 6200.5, objetivo_153f: "IV", n_modalidad: "Presencial", trimestres: [1, 2], sinTrimestre: false },
      { clave: "soldadura", tema: "Soldadura", necesidades: 2, participantes: 2, horas: 32, costo: 0, objetivo_153f: "III", n_modalidad: null, trimestres: [4], sinTrimestre: true },
    ])
    expect(planTotals(planLines(groups))).toEqual({ necesidades: 4, participantes: 15, horas: 124, costo: 6200.5 })
  })

  it("says the quarters in words", () => {
    expect(quartersText({ trimestres: [1, 3], sinTrimestre: false })).toBe("1, 3")
    expect(quartersText({ trimestres: [4], sinTrimestre: true })).toBe("4 y sin programar")
    expect(quartersText({ trimestres: [], sinTrimestre: true })).toBe("Sin programar")
  })

  it("ranks the five objectives by their participants, the rest by fraction", () => {
    expect(rankedObjectives(groups).map((o) => [o.rank, o.id, o.participantes])).toEqual([
      [1, "IV", 10],
      [2, "I", 3],
      [3, "III", 2],
      [4, "II", 0],
      [5, "V", 0],
    ])
  })
})
