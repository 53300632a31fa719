import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { participantChoicesMachine, seedOf } from "../../machines/clima-laboral/empleados-depto"

// Empleados por departamento (CLI210): every path of the page's choices and the seed as the call takes it.

describe("the participants page's choices", () => {
  it("starts on mail to every department with no seed, keeps each choice and starts over on RESET", () => {
    const actor = createActor(participantChoicesMachine).start()
    expect(actor.getSnapshot().context).toEqual({ seed: "", medium: "Correo", department: null })
    actor.send({ type: "SEED", seed: "4242" })
    actor.send({ type: "MEDIUM", medium: "Kiosko" })
    actor.send({ type: "DEPARTMENT", department: 7 })
    expect(actor.getSnapshot().context).toEqual({ seed: "4242", medium: "Kiosko", department: 7 })
    actor.send({ type: "DEPARTMENT", department: null })
    expect(actor.getSnapshot().context.department).toBeNull()
    actor.send({ type: "RESET" })
    expect(actor.getSnapshot().context).toEqual({ seed: "", medium: "Correo", department: null })
  })

  it.each([
    ["4242", 4242],
    ["1,000", 1000],
    [" 12 ", 12],
    ["2147483646", 2_147_483_646],
    ["2147483647", null],
    ["0", null],
    ["-3", null],
    ["abc", null],
    ["1.5", null],
    ["", null],
  ] as const)("the seed %j is %s", (text, seed) => {
    expect(seedOf(text)).toBe(seed)
  })
})
