import { describe, expect, it } from "vitest"
import { auditFieldChanges, auditResult, operationLabel } from "../../domain/configuraciones/bitacora-auditoria"
import { idleTimings } from "../../domain/idle-warning"
import { messages } from "../../domain/messages"
import { newPasswordProblems, passwordFieldOf, passwordTexts, recoveryProblems, resetLinkOf } from "../../domain/password-texts"
import { tokenOfFragment } from "../../domain/link-token"
import { isReturnPath, pathAfterSignIn } from "../../domain/stored-session"

// Issue 18's pure rules: the warned time-out's timings, the return after it, the recovery
// link's token, where a password refusal belongs, and the audit log read as words.

describe("the idle warning's timings", () => {
  it.each([
    [1_200_000, 60_000, 1_140_000, 30_000],
    [120_000, 60_000, 60_000, 15_000],
    [119_999, 59_999, 60_000, 14_999],
    [40_000, 20_000, 20_000, 5_000],
    [4_000, 2_000, 2_000, 500],
  ])("a %i ms limit warns %i ms before, after %i ms, with a keep-alive at most every %i ms", (limit, lead, warnAfter, keepAlive) => {
    expect(idleTimings(limit)).toEqual({ leadMs: lead, warnAfterMs: warnAfter, keepAliveMs: keepAlive })
    // Activity is always reported before the warning is due.
    expect(keepAlive).toBeLessThan(warnAfter)
  })
})

describe("the return after a time-out", () => {
  it.each([
    ["/organizacion/empresas?pagina=2", true],
    ["/perfil", true],
    ["//sitio-ajeno.example", false],
    ["/\\sitio-ajeno.example", false],
    ["https://sitio-ajeno.example/", false],
    ["javascript:alert(1)", false],
    ["/login", false],
    ["/login?x=1", false],
    ["/loginx", true],
    ["/con espacio", false],
  ])("%s is a path to return to: %s", (path, ok) => {
    expect(isReturnPath(path)).toBe(ok)
  })

  it("returns only the user whose session ended", () => {
    const end = { reason: "inactividad", returnTo: "/perfil", userId: "ana@demo.mx", at: 0 } as const
    expect(pathAfterSignIn(end, " ANA@demo.mx ")).toBe("/perfil")
    expect(pathAfterSignIn(end, "otro@demo.mx")).toBe("/dashboard")
    expect(pathAfterSignIn(null, "ana@demo.mx")).toBe("/dashboard")
  })
})

describe("the recovery link and the password forms' rules", () => {
  it("puts the token in the fragment and reads it back, refusing anything else", () => {
    const token = "7arbAarHv08yg6asMbWKdo9H_xqVPpnQfXWiy0iE1fg"
    const link = resetLinkOf("https://rh.empresa.mx/", token)
    expect(link).toBe(`https://rh.empresa.mx/restablecer-contrasena#token=${token}`)
    expect(tokenOfFragment(new URL(link).hash)).toBe(token)
    expect(tokenOfFragment("")).toBe("")
    expect(tokenOfFragment("#token=<script>")).toBe("")
    expect(tokenOfFragment("#otra=cosa")).toBe("")
  })

  it("checks the new password and its confirmation before any request", () => {
    expect(newPasswordProblems({ password: "", password_confirm: "" })).toEqual({
      password: passwordTexts.nuevaRequerida,
      password_confirm: passwordTexts.confirmacionRequerida,
    })
    expect(newPasswordProblems({ password: "corta", password_confirm: "corta" }).password).toBe(passwordTexts.corta)
    expect(newPasswordProblems({ password: "Una.Clave-Larga-1", password_confirm: "otra" }).password_confirm).toBe(passwordTexts.noCoinciden)
    expect(newPasswordProblems({ password: "Una.Clave-Larga-1", password_confirm: "Una.Clave-Larga-1" })).toEqual({ password: null, password_confirm: null })
    expect(recoveryProblems({ email: " " }).email).toBe(passwordTexts.correoRequerido)
    expect(recoveryProblems({ email: "sin-arroba" }).email).toBe(passwordTexts.correoInvalido)
    expect(recoveryProblems({ email: "ana@demo.mx" }).email).toBeNull()
  })

  it("places each refusal on the field it concerns", () => {
    expect(passwordFieldOf(passwordTexts.actualIncorrecta)).toBe("actual")
    expect(passwordFieldOf(messages.contrasenaComun)).toBe("password")
    expect(passwordFieldOf(messages.contrasenaCorta)).toBe("password")
    expect(passwordFieldOf(passwordTexts.noCoinciden)).toBe("password_confirm")
    expect(passwordFieldOf("Falta el campo requerido «password_confirm»")).toBe("password_confirm")
    expect(passwordFieldOf(passwordTexts.enlaceInvalido)).toBeUndefined()
  })

  it("counts the problems in Spanish, singular and plural", () => {
    expect(passwordTexts.problemas(1)).toBe("Hay 1 problema en el formulario.")
    expect(passwordTexts.problemas(3)).toBe("Hay 3 problemas en el formulario.")
  })
})

describe("the audit log read as words", () => {
  it("names an operation by the first clause of its summary, without technical notes", () => {
    expect(operationLabel("Guarda la cuenta de correo (mode add|edit). En edición, una contraseña vacía conserva la guardada.")).toBe(
      "Guarda la cuenta de correo",
    )
    expect(operationLabel("Sube el logotipo (multipart/form-data, parte 'file'): solo JPEG o PNG.")).toBe("Sube el logotipo")
    expect(operationLabel("Aprueba ('A') o rechaza ('R', con comentario) un paso; rechazar termina el flujo.")).toBe("Aprueba o rechaza un paso")
    expect(operationLabel("Empresas: crea un registro; una clave ya registrada responde 409.", true)).toBe("Empresas: crea un registro")
    expect(operationLabel("Sin punto final")).toBe("Sin punto final")
  })

  it.each([
    [200, "Correcto"],
    [201, "Correcto"],
    [400, "Rechazado"],
    [401, "No autorizado"],
    [403, "No autorizado"],
    [409, "Rechazado"],
    [429, "Rechazado"],
  ])("answers %i as %s", (status, word) => {
    expect(auditResult(status)).toBe(word)
  })

  it("shows a change as one row per field, before and after", () => {
    expect(auditFieldChanges('{"n_grupo":"Viejo","activo":"1"}', '{"n_grupo":"Nuevo","activo":"1","admin":"0"}')).toEqual([
      { campo: "n_grupo", antes: "Viejo", despues: "Nuevo", cambio: true },
      { campo: "activo", antes: "1", despues: "1", cambio: false },
      { campo: "admin", antes: undefined, despues: "0", cambio: true },
    ])
    // A creation has no "before"; a deletion no "after"; nested values read as compact JSON.
    expect(auditFieldChanges(null, '{"id":7,"destinos":[{"pct":50}]}')).toEqual([
      { campo: "id", antes: undefined, despues: "7", cambio: true },
      { campo: "destinos", antes: undefined, despues: '[{"pct":50}]', cambio: true },
    ])
    expect(auditFieldChanges('{"nota":null}', null)).toEqual([{ campo: "nota", antes: "", despues: undefined, cambio: true }])
    expect(auditFieldChanges(null, null)).toEqual([])
    expect(auditFieldChanges(null, '"texto suelto"')).toEqual([{ campo: "valor", antes: undefined, despues: "texto suelto", cambio: true }])
  })
})
