import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { formProblems, initialValues } from "../../domain/records/descriptor"
import { kioskUsers } from "../../domain/configuraciones/usuarios-kiosko"
import { systemUsers } from "../../domain/configuraciones/permisos"

// The user forms' rules (SPEC 5) as the records platform checks them: a rule that names the
// fields it reads shows its message while the rest of the form is still empty, as the
// hand-written checks of the pages before the move did.

describe("user forms on the records platform", () => {
  it("system users: the passwords' mismatch and the missing collaborator show on an otherwise empty form", () => {
    const problems = formProblems(systemUsers, "add", { ...initialValues(systemUsers), password: "Una-Clave-2026", password_confirm: "otra" })
    expect(problems.password_confirm).toBe(messages.contrasenasNoCoinciden)
    expect(problems.id_empleado).toBe(messages.colaboradorRequerido)
    expect(problems.id_grupo).toBe(messages.grupoRequerido)
  })

  it("system users: a new user needs a password; an edit may leave it empty (the stored one is kept)", () => {
    const filled = { ...initialValues(systemUsers), id_empleado: "7", id_usuario: "ana@demo.mx", id_grupo: "ADMIN", id_rol: "GLOBAL" }
    expect(formProblems(systemUsers, "add", filled).password).toBe(messages.contrasenaRequerida)
    expect(formProblems(systemUsers, "edit", filled)).toEqual({})
  })

  it("kiosk users: the new user's password message shows before the other fields are filled", () => {
    const problems = formProblems(kioskUsers, "add", initialValues(kioskUsers))
    expect(problems.password).toBe(messages.contrasenaNuevoUsuario)
    expect(problems.id_usuario).toBe(messages.usuarioRequerido)
    expect(formProblems(kioskUsers, "edit", initialValues(kioskUsers)).password).toBeUndefined()
  })
})
