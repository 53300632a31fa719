import { describe, expect, it } from "vitest"
import type { NotifyFlag } from "../../domain/configuraciones/flujos-autorizacion"
import { emptyFlow } from "../../domain/configuraciones/flujos-autorizacion-rules"
import { type NoticeEvent, noticeRecipients } from "../../domain/rules/authorization-notices"

// Who is e-mailed when someone acts: the employee is 1, the approvers of levels 1-3 are 11-13,
// the occupant of a level-0 position is 10.
const parties = { id_empleado: 1, approvers: new Map([[1, 11], [2, 12], [3, 13]]) }
const levelZero = { id_empleado: 1, approvers: new Map([[0, 10]]) }
const flow = (niveles: 0 | 1 | 2 | 3 | 4, flags: ReadonlyArray<NotifyFlag>, patch: Partial<ReturnType<typeof emptyFlow>> = {}) => ({
  ...emptyFlow(),
  niveles,
  ...Object.fromEntries(flags.map((f) => [f, 1])),
  ...patch,
})
const sent: NoticeEvent = { kind: "sent" }
const decided = (nivel: number, resultado: "A" | "R", final = false): NoticeEvent => ({ kind: "decided", nivel, resultado, final })

describe("noticeRecipients", () => {
  it.each([
    { name: "sent: the employee's block names responsible 1", flow: flow(2, ["emp_notifica_resp1"]), event: sent, expected: [11] },
    { name: "sent: responsible 2 and the employee", flow: flow(2, ["emp_notifica_resp2", "emp_notifica_emp"]), event: sent, expected: [1, 12] },
    { name: "sent: no flag, nobody", flow: flow(2, []), event: sent, expected: [] },
    { name: "level 1 approves: resp1's block", flow: flow(3, ["resp1_notifica_resp2", "resp1_notifica_emp"]), event: decided(1, "A"), expected: [1, 12] },
    { name: "level 1 approves: another block's flags do not count", flow: flow(3, ["resp2_notifica_emp"]), event: decided(1, "A"), expected: [] },
    { name: "nobody is told of their own decision", flow: flow(2, ["resp1_notifica_resp1"]), event: decided(1, "A"), expected: [] },
    { name: "a level without a person is nobody", flow: flow(4, ["resp1_notifica_resp4"]), event: decided(1, "A"), expected: [] },
    { name: "the last approval: the employee hears the outcome (emp_notifica)", flow: flow(2, [], { emp_notifica: 1 }), event: decided(2, "A", true), expected: [1] },
    { name: "a rejection: the employee hears it, once", flow: flow(2, ["resp2_notifica_emp", "resp2_notifica_resp1"], { emp_notifica: 1 }), event: decided(2, "R"), expected: [1, 11] },
    { name: "an intermediate approval does not tell the employee by emp_notifica", flow: flow(2, [], { emp_notifica: 1 }), event: decided(1, "A"), expected: [] },
  ])("$name", ({ flow: f, event, expected }) => {
    expect(noticeRecipients(f, event, parties)).toEqual(expected)
  })

  it("level 0: notificar tells the position's occupant when sent; emp_notifica the employee when decided", () => {
    expect(noticeRecipients(flow(0, [], { notificar: 1 }), sent, levelZero)).toEqual([10])
    expect(noticeRecipients(flow(0, [], { notificar: 0 }), sent, levelZero)).toEqual([])
    expect(noticeRecipients(flow(0, [], { emp_notifica: 1 }), decided(0, "R"), levelZero)).toEqual([1])
    expect(noticeRecipients(flow(0, [], { emp_notifica: 0 }), decided(0, "A", true), levelZero)).toEqual([])
  })
})
