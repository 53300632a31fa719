import { describe, expect, it } from "vitest"
import type { StoredContractState } from "../../domain/contratos/gestion-contratos-vocabulary"
import { contractStateOn } from "../../domain/rules/contratos-corte"

// A contract's state on a cut date (CON240): today's stored state read back to that day, the
// derived ones (Por vencer, Vencido) from the dates as contractState reads them.

const c = (estado: StoredContractState, f_fin: string | null, f_terminacion: string | null = null, empleado_activo = true) => ({ estado, f_fin, f_terminacion, empleado_activo })

describe("contractStateOn", () => {
  it.each([
    ["a Vigente one far from its end", c("Vigente", "2026-12-31"), "2026-06-01", "Vigente"],
    ["a Vigente one within 30 days", c("Vigente", "2026-06-20"), "2026-06-01", "Por vencer"],
    ["a Vigente one past its end, person active", c("Vigente", "2026-05-20"), "2026-06-01", "Vencido"],
    ["a Vigente one past its end, person gone", c("Vigente", "2026-05-20", null, false), "2026-06-01", "Vigente"],
    ["an indefinite one", c("Vigente", null), "2026-06-01", "Vigente"],
    ["one terminated after the cut", c("Terminado", "2026-12-31", "2026-08-15", false), "2026-06-01", "Vigente"],
    ["one terminated after the cut, past its end then", c("Terminado", "2026-05-01", "2026-08-15", false), "2026-06-01", "Vencido"],
    ["one terminated before the cut", c("Terminado", "2026-12-31", "2026-05-15", false), "2026-06-01", "Terminado"],
    ["one renewed, the cut within its term", c("Renovado", "2026-06-10"), "2026-06-01", "Por vencer"],
    ["one renewed, the cut past its end", c("Renovado", "2026-05-31"), "2026-06-01", "Renovado"],
    ["a draft", c("Borrador", "2026-12-31"), "2026-06-01", "Borrador"],
    ["a cancelled one", c("Cancelado", "2026-12-31"), "2026-06-01", "Cancelado"],
  ] as const)("%s", (_name, contract, cut, state) => {
    expect(contractStateOn(contract, cut)).toBe(state)
  })

  it("reads Por vencer by CON090's first threshold", () => {
    expect(contractStateOn(c("Vigente", "2026-06-20"), "2026-06-01", 15)).toBe("Vigente")
    expect(contractStateOn(c("Vigente", "2026-06-16"), "2026-06-01", 15)).toBe("Por vencer")
  })
})
