import { describe, expect, it } from "vitest"
import { contracts } from "../../domain/contratos/gestion-contratos"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { mayDelete, offeredOn } from "../../domain/records/workflow"
import { renewalEndAfter, renewalOf } from "../../domain/rules/contratos-periodos"

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

describe("renewalEndAfter", () => {
  it.each([
    ["2026-06-30", 6, "2026-12-31"],
    ["2026-06-30", 1, "2026-07-31"],
    ["2026-12-31", 12, "2027-12-31"],
    ["2026-01-30", 1, "2026-02-27"],
    ["2026-06-14", 3, "2026-09-14"],
  ])("from the day after %s, %i months end on %s", (end, months, expected) => {
    expect(renewalEndAfter(end, months)).toBe(expected)
  })
})

describe("a renewal's new contract waiting for its flow", () => {
  const transition = (id: string) => {
    const t = contracts.workflow?.transitions.find((x) => x.id === id)
    if (t === undefined) throw new Error(`no ${id}`)
    return t
  }
  const draft = { id_contrato: "CT-1-2026-00009", estado: "Borrador", autorizacion_renovacion: null }
  const waiting = { ...draft, autorizacion_renovacion: "En autorización" }

  it("is not offered Activar nor Cancelar, nor Eliminar, while the flow runs; a plain draft is", () => {
    for (const id of ["activar", "cancelar"]) {
      expect(offeredOn(transition(id), draft, "2026-06-10")).toBe(true)
      expect(offeredOn(transition(id), waiting, "2026-06-10")).toBe(false)
      expect(offeredOn(transition(id), { ...draft, autorizacion_renovacion: "Rechazada" }, "2026-06-10")).toBe(true)
    }
    expect(mayDelete(contracts, draft)).toBe(true)
    expect(mayDelete(contracts, waiting)).toBe(false)
  })
})
