import { describe, expect, it } from "vitest"
import { causeOfImssBaja } from "../../domain/rules/finiquito-causes"
import { paidUntilForDraft } from "../../domain/rules/finiquito-draft"

// What a finiquito drafted from a BAJA assumes: the cause from the IDSE code, and the day the
// person was paid up to (the last quincena closed before the baja, never before the hire).

describe("causeOfImssBaja", () => {
  it.each([
    ["1", "TERMINO_CONTRATO"],
    ["2", "RENUNCIA"],
    ["3", "DESPIDO_JUSTIFICADO"],
    ["4", "MUERTE"],
    ["5", "RENUNCIA"],
    ["6", "RENUNCIA"],
    ["7", "DESPIDO_JUSTIFICADO"],
    ["8", "DESPIDO_JUSTIFICADO"],
    ["9", "RENUNCIA"],
    ["a", "RENUNCIA"],
    [null, "RENUNCIA"],
  ] as const)("reads the IDSE cause %s as %s", (code, cause) => {
    expect(causeOfImssBaja(code)).toBe(cause)
  })
})

describe("paidUntilForDraft", () => {
  it.each([
    ["2026-06-20", "2022-03-16", "2026-06-15"],
    ["2026-06-16", "2022-03-16", "2026-06-15"],
    ["2026-06-15", "2022-03-16", "2026-05-31"],
    ["2026-03-01", "2022-03-16", "2026-02-28"],
    ["2024-03-10", "2022-03-16", "2024-02-29"],
    ["2026-01-10", "2020-01-01", "2025-12-31"],
    // Hired after the last closed quincena: paid from the hire on.
    ["2026-06-20", "2026-06-18", "2026-06-17"],
    ["2026-06-18", "2026-06-18", "2026-06-17"],
  ])("a baja on %s of a person hired %s was paid up to %s", (baja, ingreso, pagado) => {
    expect(paidUntilForDraft(baja, ingreso)).toBe(pagado)
  })
})
