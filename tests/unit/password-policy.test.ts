import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { commonPasswords } from "../../server/auth/common-passwords"
import { passwordProblem } from "../../server/auth/password-policy"

describe("password policy of system and kiosk users", () => {
  it.each([
    ["corta", messages.contrasenaCorta],
    ["onceletras1", messages.contrasenaCorta],
    ["Password1234", messages.contrasenaComun],
    ["CONTRASEÑA1234", messages.contrasenaComun],
    ["zzzzzzzzzzzzzz", messages.contrasenaComun],
    ["ana@demo.mx.2026", null],
    ["Ventanal-Azul-2026", null],
  ])("%s -> %s", (password, problem) => {
    expect(passwordProblem(password, "otro@demo.mx")).toBe(problem)
  })

  it("refuses the user name as password and keeps every bundled entry refusable", () => {
    expect(passwordProblem("Laura.Gomez@demo.mx", "laura.gomez@demo.mx")).toBe(messages.contrasenaComun)
    for (const p of commonPasswords) {
      expect([...p].length).toBeGreaterThanOrEqual(12)
      expect(p).toBe(p.toLowerCase())
    }
  })
})
