import { describe, expect, it } from "vitest"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { cambiarPassword } from "../../domain/api/passwords"
import { messages } from "../../domain/messages"
import { submitPassword } from "../../machines/account/password-calls"
import { toggleUserAccess } from "../../machines/configuraciones/permisos-calls"
import { candidateCalls } from "../../machines/personal/candidatos-calls"
import { readLetterTemplate } from "../../machines/personal/plantillas-carta-calls"
import { preHireCalls } from "../../machines/personal/pre-alta-candidatos-calls"
import type { ApiPort, PortResult } from "../../machines/records/api-port"
import { commandOutcomeOf, refusalOf } from "../../machines/records/command"

const refused = (status: number | null, message: string) => ({ ok: false, status, message, detalles: [] }) as const

/** A port that records each call and answers with `answer`. */
const fakePort = (answer: PortResult<unknown>) => {
  const calls: Array<{ readonly name: string; readonly payload: unknown }> = []
  const port: ApiPort = {
    call: async (endpoint: AnyEndpoint, payload: unknown) => {
      calls.push({ name: endpoint.name, payload })
      return answer as never
    },
    download: async () => answer as never,
    upload: async () => answer as never,
  }
  return { port, calls }
}

describe("a call's result as a command outcome", () => {
  it("is done with the server's message, else the page's own words", () => {
    expect(commandOutcomeOf({ ok: true, value: { message: "Se guardó" } }, messages.errorExportar)).toEqual({ kind: "done", value: { message: "Se guardó" }, message: "Se guardó" })
    expect(commandOutcomeOf({ ok: true, value: { message: "" } }, messages.errorExportar, "Documento generado")).toMatchObject({ message: "Documento generado" })
    expect(commandOutcomeOf({ ok: true, value: 3 }, messages.errorExportar)).toMatchObject({ message: messages.datosGuardados })
  })

  it("warns with the server's words for an explained refusal and says the spec's text otherwise", () => {
    expect(refusalOf(refused(409, "La carta ya fue emitida"), messages.errorExportar)).toEqual({ kind: "failed", message: "La carta ya fue emitida", tone: "warning" })
    expect(refusalOf(refused(500, "boom"), messages.errorExportar)).toEqual({ kind: "failed", message: messages.errorExportar })
    expect(refusalOf(refused(null, messages.errorGeneral), messages.errorExportar)).toEqual({ kind: "failed", message: messages.errorExportar })
    expect(refusalOf(refused(400, messages.errorGeneral), messages.errorExportar)).toEqual({ kind: "failed", message: messages.errorExportar })
  })
})

describe("a system user's access toggled", () => {
  it("withdraws an active user's access and says so in its own words", async () => {
    const { port, calls } = fakePort({ ok: true, value: { message: "Registro eliminado" } })
    const outcome = await toggleUserAccess(port)({ row: { id_usuario: "ana", activo: "1" } })
    expect(calls).toEqual([{ name: "eliminarPermiso", payload: { id_usuario: "ana" } }])
    expect(outcome).toEqual({ kind: "done", value: null, message: messages.accesoRetirado })
  })

  it("gives it back with the same profile, role and admin flag; a failure is the spec's text", async () => {
    const { port, calls } = fakePort(refused(null, messages.errorGeneral))
    const outcome = await toggleUserAccess(port)({ row: { id_usuario: "ana", activo: "0", id_grupo: "G1", id_rol: "R1", admin: "1" } })
    expect(calls).toEqual([{ name: "guardarPermiso", payload: { id_usuario: "ana", id_grupo: "G1", id_rol: "R1", admin: "1" } }])
    expect(outcome).toEqual({ kind: "failed", message: messages.errorGuardarRegistro })
  })
})

describe("Confirmar alta of a pre-alta", () => {
  it("is done with the server's message once confirmed", async () => {
    const { port, calls } = fakePort({ ok: true, value: { message: "Alta registrada" } })
    expect(await preHireCalls(port).confirmHire(7)).toEqual({ kind: "done", value: null, message: "Alta registrada" })
    expect(calls).toEqual([{ name: "confirmarAlta", payload: { id_pre_alta: 7 } }])
  })

  it("keeps what the server still misses for the dialog, with no toast; no answer is the spec's text", async () => {
    const missing = { ok: false, status: 400, message: "Faltan datos", detalles: ["El CURP"] } as const
    expect(await preHireCalls(fakePort(missing).port).confirmHire(7)).toEqual({ kind: "failed", message: "Faltan datos", inline: { detalles: ["El CURP"] } })
    expect(await preHireCalls(fakePort(refused(null, messages.errorGeneral)).port).confirmHire(7)).toEqual({ kind: "failed", message: messages.errorGuardarInformacion })
  })
})

describe("a letter's template brought into its text", () => {
  it("is the template's text, said by nothing but the text; a refusal warns", async () => {
    expect(await readLetterTemplate(fakePort({ ok: true, value: { result: { plantilla: "Hola {nombre}" } } }).port)("3")).toEqual({ kind: "done", value: "Hola {nombre}" })
    expect(await readLetterTemplate(fakePort(refused(404, "No existe")).port)("3")).toEqual({ kind: "failed", message: "No existe", tone: "warning" })
  })
})

describe("a candidate's CV from the list", () => {
  it("is saved under the candidate's name; any failure says it could not be fetched", async () => {
    const blob = new Blob(["%PDF"])
    const outcome = await candidateCalls(fakePort({ ok: true, value: { blob, filename: "cv.pdf" } }).port).downloadCv({ id: "4", version: "v1", name: "Ana Ruiz" })
    expect(outcome).toEqual({ kind: "done", value: { blob, filename: "CV Ana Ruiz.pdf" } })
    const refusedOutcome = await candidateCalls(fakePort(refused(403, "Fuera de su alcance")).port).downloadCv({ id: "4", version: "v1", name: "Ana Ruiz" })
    expect(refusedOutcome).toEqual({ kind: "failed", message: messages.errorObtener })
  })
})

describe("a password form's submit", () => {
  it("is done with the server's message, refused with its detalles, and rejects with no answer", async () => {
    const submit = (answer: PortResult<unknown>) => submitPassword(fakePort(answer).port)(cambiarPassword, (v) => ({ actual: v.actual ?? "", password: "", password_confirm: "" }))
    expect(await submit({ ok: true, value: { message: "Contraseña cambiada" } })({ actual: "x" })).toEqual({ kind: "done", message: "Contraseña cambiada" })
    expect(await submit({ ok: false, status: 400, message: "No válida", detalles: ["Muy corta"] })({})).toEqual({ kind: "refused", message: "No válida", detalles: ["Muy corta"] })
    await expect(submit(refused(null, messages.errorGeneral))({})).rejects.toThrow()
  })
})
