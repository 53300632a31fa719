import { describe, expect, it } from "vitest"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { renewalOf } from "../../domain/rules/contratos-periodos"

// What a renewal proposes (MODULES-MX §2 CON210): the next contract starts the day after the
// previous ends (no gap, across a month's and a year's end), counts one more renewal, and past
// renovaciones_max_determinado warns and goes through RENOVACION_CONTRATO.

describe("renewalOf", () => {
  it("starts the day after the previous end, with no gap", () => {
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: 0 }, 3).f_inicio).toBe("2026-07-01")
    expect(renewalOf({ f_fin: "2026-12-31", num_renovacion: 0 }, 3).f_inicio).toBe("2027-01-01")
    expect(renewalOf({ f_fin: "2028-02-28", num_renovacion: 0 }, 3).f_inicio).toBe("2028-02-29")
  })

  it("counts one more renewal; none stored counts as the first contract", () => {
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: null }, 3).num_renovacion).toBe(1)
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: 2 }, 3).num_renovacion).toBe(3)
  })

  it("warns only past the maximum (the renewal then needs RENOVACION_CONTRATO)", () => {
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: 2 }, 3).warning).toBeUndefined()
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: 3 }, 3).warning).toBe(contractMessages.renovacionesSucesivas)
    expect(renewalOf({ f_fin: "2026-06-30", num_renovacion: 0 }, 0).warning).toBe(contractMessages.renovacionesSucesivas)
  })
})
