import { describe, expect, it } from "vitest"
import { commitmentState, fulfilledShare } from "../../domain/evaluacion/reporte-compromisos-rules"
import { feedbackState, releases360, sessionProblem } from "../../domain/evaluacion/retroalimentacion-rules"
import { feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"

// The pure rules of the feedback sessions and their commitments (EVA370/EVA375/EVA380).

describe("commitmentState", () => {
  it.each([
    [0, "2026-12-01", "2026-11-30", "Pendiente"],
    [40, "2026-12-01", "2026-11-30", "En proceso"],
    [100, "2026-12-01", "2026-11-30", "Cumplido"],
    [100, "2026-11-01", "2026-11-30", "Cumplido"],
    [99, "2026-11-29", "2026-11-30", "Vencido"],
    [0, "2026-11-29", "2026-11-30", "Vencido"],
    // Due today is not yet overdue.
    [0, "2026-11-30", "2026-11-30", "Pendiente"],
  ] as const)("avance %i due %s on %s is %s", (avance, due, today, state) => {
    expect(commitmentState(avance, due, today)).toBe(state)
  })

  it("gives the share fulfilled to two decimals, none without commitments", () => {
    expect(fulfilledShare(1, 3)).toBe(33.33)
    expect(fulfilledShare(2, 2)).toBe(100)
    expect(fulfilledShare(0, 0)).toBeNull()
  })
})

describe("feedback session", () => {
  it.each([
    [null, "Pendiente", false],
    [{ firma_jefe: false, firma_colaborador: false }, "En sesión", false],
    [{ firma_jefe: true, firma_colaborador: false }, "En sesión", true],
    [{ firma_jefe: true, firma_colaborador: true }, "Firmada", true],
  ] as const)("%o is %s (releases the 360: %s)", (session, state, released) => {
    expect(feedbackState(session)).toBe(state)
    expect(releases360(session)).toBe(released)
  })

  it("asks for at least one commitment, known responsibles and a date not after today", () => {
    const today = "2026-11-30"
    expect(sessionProblem({ f_sesion: today, compromisos: [] }, [1, 2], today)).toEqual({ field: "compromisos", message: m.alMenosUno })
    expect(sessionProblem({ f_sesion: today, compromisos: [{ id_responsable: 3 }] }, [1, 2], today)).toEqual({ field: "compromisos", message: m.responsableAjeno })
    expect(sessionProblem({ f_sesion: "2026-12-01", compromisos: [{ id_responsable: 1 }] }, [1, 2], today)).toEqual({ field: "f_sesion", message: m.fechaFutura })
    expect(sessionProblem({ f_sesion: today, compromisos: [{ id_responsable: 2 }] }, [1, 2], today)).toBeNull()
  })
})
