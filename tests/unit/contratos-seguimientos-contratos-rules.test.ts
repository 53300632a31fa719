import { describe, expect, it } from "vitest"
import { contractFollowUps } from "../../domain/contratos/seguimientos-contratos"
import { probationEnd, probationProblem } from "../../domain/contratos/seguimientos-contratos-rules"
import { followUpMessages } from "../../domain/contratos/seguimientos-contratos-vocabulary"
import { formProblems, initialValues } from "../../domain/records/descriptor"

// Seguimientos de contratos (CON220): the probation's last day (natural days from the start), the
// rule of a probation result, and the form's messages for the comment and the Comisión Mixta.

describe("the probation of a follow-up", () => {
  it.each([
    ["2026-05-01", 30, "2026-05-30"],
    ["2026-02-01", 30, "2026-03-02"],
    ["2026-12-15", 30, "2027-01-13"],
    ["2026-06-10", 1, "2026-06-10"],
  ] as const)("from %s for %i days ends on %s", (f_inicio, dias_prueba, end) => {
    expect(probationEnd({ f_inicio, dias_prueba })).toBe(end)
  })

  it("judges the results of a probation only", () => {
    const trial = { f_inicio: "2026-05-01", dias_prueba: 30 }
    expect(probationProblem(trial, "NO_APROBO_PRUEBA", "2026-05-30")).toBeUndefined()
    expect(probationProblem(trial, "NO_APROBO_PRUEBA", "2026-05-31")).toBe(followUpMessages.pruebaVencida("30/05/2026"))
    expect(probationProblem(trial, "APROBO_PRUEBA", "2026-06-15")).toBeUndefined()
    expect(probationProblem({ f_inicio: "2026-05-01", dias_prueba: null }, "APROBO_PRUEBA", "2026-05-10")).toBe(followUpMessages.sinPrueba)
    expect(probationProblem({ f_inicio: "2026-05-01", dias_prueba: null }, "RENOVAR", "2026-05-10")).toBeUndefined()
    expect(probationProblem(trial, null, "2026-07-10")).toBeUndefined()
  })
})

describe("the follow-up's form", () => {
  const base = { ...initialValues(contractFollowUps), id_contrato: "CT-1-2026-00001", f_seguimiento: "2026-05-20", id_responsable: "1" }
  const messages = (values: Record<string, unknown>) => Object.values(formProblems(contractFollowUps, "add", values as never))

  it("asks for the comment, ten characters at least", () => {
    expect(messages({ ...base, comentario: "" })).toContain(followUpMessages.comentario)
    expect(messages({ ...base, comentario: "Muy corto" })).toContain(followUpMessages.comentarioCorto)
    expect(messages({ ...base, comentario: "Se revisó con el jefe" })).toEqual([])
  })

  it("asks for the Comisión Mixta's opinion on No aprobó prueba only", () => {
    const failed = { ...base, comentario: "No cumplió los objetivos", resultado: "NO_APROBO_PRUEBA" }
    expect(messages(failed)).toContain(followUpMessages.comisionMixta)
    expect(messages({ ...failed, opinion_comision_mixta: "La comisión coincide" })).toEqual([])
  })
})
