import { describe, expect, it } from "vitest"
import { actors, type AuthorizationFlow, type Level, notifyFlags, selectorFields } from "../../domain/configuraciones/flujos-autorizacion"
import {
  applyLevel,
  emptyFlow,
  levelView,
  missingResponsibilityWarning,
  normalizeLoadedFlow,
} from "../../domain/configuraciones/flujos-autorizacion-rules"

const levels: ReadonlyArray<Level> = [0, 1, 2, 3, 4]

// SPEC 4, written out again by hand so the rule table is checked against the text, not itself.
const selectorTable: Record<string, ReadonlyArray<Level>> = {
  emp_id_tipo_resp: [1, 2, 3, 4],
  resp1_id_tipo_resp: [2, 3, 4],
  resp2_id_tipo_resp: [3, 4],
  resp3_id_tipo_resp: [4],
  resp4_id_tipo_resp: [4],
}
const checkboxMin: Record<string, readonly [number, number, number, number, number]> = {
  //        emp r1 r2 r3 r4
  emp: [1, 1, 2, 3, 4],
  resp1: [1, 1, 2, 3, 4],
  resp2: [2, 2, 2, 3, 4],
  resp3: [3, 3, 3, 3, 4],
  resp4: [4, 4, 4, 4, 4],
}

describe("authorization-flow level rules", () => {
  for (const level of levels) {
    for (const field of selectorFields) {
      const enabled = selectorTable[field]!.includes(level)
      it(`level ${level}: select ${field} is ${enabled ? "enabled" : "disabled"}`, () => {
        expect(levelView(level, true).selectors[field]).toBe(enabled)
        expect(levelView(level, false).selectors[field]).toBe(false)
      })
    }
    for (const actor of actors) {
      actors.forEach((target, i) => {
        const flag = `${actor}_notifica_${target}` as const
        const enabled = level >= checkboxMin[actor]![i]!
        it(`level ${level}: checkbox ${flag} is ${enabled ? "editable" : "disabled"}`, () => {
          expect(levelView(level, true).checkboxes[flag]).toBe(enabled)
          expect(levelView(level, false).checkboxes[flag]).toBe(false)
        })
      })
    }
    it(`level ${level}: notify-employee flag and position picker`, () => {
      const view = levelView(level, true)
      expect(view.notifyEmployeeEditable).toBe(level === 0)
      expect(view.positionPickerEnabled).toBe(level === 0)
    })
  }

  it("has 25 notification flags and 5 selectors", () => {
    expect(notifyFlags).toHaveLength(25)
    expect(selectorFields).toHaveLength(5)
  })

  it("clears selects, checkboxes and the position that a lower level disables", () => {
    const full: AuthorizationFlow = {
      ...emptyFlow(),
      id_tipo_solicitud: 3,
      niveles: 4,
      ...Object.fromEntries(selectorFields.map((f, i) => [f, i + 1])),
      ...Object.fromEntries(notifyFlags.map((f) => [f, 1])),
    } as AuthorizationFlow
    const atTwo = applyLevel(full, 2)
    expect(atTwo.niveles).toBe(2)
    expect(atTwo.emp_id_tipo_resp).toBe(1)
    expect(atTwo.resp1_id_tipo_resp).toBe(2)
    expect(atTwo.resp2_id_tipo_resp).toBe("")
    expect(atTwo.resp3_id_tipo_resp).toBe("")
    expect(atTwo.resp4_id_tipo_resp).toBe("")
    expect(atTwo.resp2_notifica_resp1).toBe(1)
    expect(atTwo.resp2_notifica_resp3).toBe(0)
    expect(atTwo.emp_notifica_resp3).toBe(0)
    expect(atTwo.emp_notifica).toBe(1)
    const atZero = applyLevel({ ...atTwo, id_posicion: 7, n_posicion: "Gerente" }, 0)
    expect(selectorFields.every((f) => atZero[f] === "")).toBe(true)
    expect(notifyFlags.every((f) => atZero[f] === 0)).toBe(true)
    expect(atZero.id_posicion).toBe(7)
    expect(applyLevel({ ...atZero, id_posicion: 7, n_posicion: "Gerente" }, 1).id_posicion).toBe("")
  })

  it("composes the missing-responsibility warning exactly", () => {
    const base = { ...emptyFlow(), id_tipo_solicitud: 1 } as AuthorizationFlow
    expect(missingResponsibilityWarning({ ...base, niveles: 0 })).toBeUndefined()
    expect(missingResponsibilityWarning({ ...base, niveles: 1 })).toBe(
      "Selecciona el tipo de responsabilidad para el empleado.",
    )
    expect(missingResponsibilityWarning({ ...base, niveles: 2, emp_id_tipo_resp: 4 })).toBe(
      "Selecciona el tipo de responsabilidad para el empleado, el primer responsable.",
    )
    expect(missingResponsibilityWarning({ ...base, niveles: 3, emp_id_tipo_resp: 4, resp1_id_tipo_resp: 2 })).toBe(
      "Selecciona el tipo de responsabilidad para el empleado, el primer responsable, el segundo responsable.",
    )
    expect(
      missingResponsibilityWarning({
        ...base,
        niveles: 4,
        emp_id_tipo_resp: 4,
        resp1_id_tipo_resp: 2,
        resp2_id_tipo_resp: 1,
      }),
    ).toBe(
      "Selecciona el tipo de responsabilidad para el empleado, el primer responsable, el segundo responsable, el tercer responsable.",
    )
    expect(
      missingResponsibilityWarning({
        ...base,
        niveles: 4,
        emp_id_tipo_resp: 4,
        resp1_id_tipo_resp: 2,
        resp2_id_tipo_resp: 1,
        resp3_id_tipo_resp: 1,
      }),
    ).toBeUndefined()
  })

  it("loads numeric strings as integers and null as '', and resets to zeros and ''", () => {
    const loaded = normalizeLoadedFlow({
      id_tipo_solicitud: "12",
      n_tipo_solicitud: "Vacaciones",
      niveles: "2",
      validacion: "1",
      emp_id_tipo_resp: "3",
      resp1_id_tipo_resp: null,
      id_posicion: null,
      resp1_notifica_emp: "1",
      otro: "x",
    })
    expect(loaded.id_tipo_solicitud).toBe(12)
    expect(loaded.niveles).toBe(2)
    expect(loaded.validacion).toBe(1)
    expect(loaded.emp_id_tipo_resp).toBe(3)
    expect(loaded.resp1_id_tipo_resp).toBe("")
    expect(loaded.id_posicion).toBe("")
    expect(loaded.resp1_notifica_emp).toBe(1)
    expect("otro" in loaded).toBe(false)
    const reset = emptyFlow()
    expect(notifyFlags.every((f) => reset[f] === 0)).toBe(true)
    expect(selectorFields.every((f) => reset[f] === "")).toBe(true)
    expect([reset.validacion, reset.niveles, reset.emp_notifica, reset.notificar]).toEqual([0, 0, 0, 0])
    expect([reset.id_tipo_solicitud, reset.id_posicion]).toEqual(["", ""])
  })
})
