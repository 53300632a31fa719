import { describe, expect, it } from "vitest"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import { endPosition } from "../../machines/organizacion/end-position-calls"
import { readPuesto, readSection } from "../../machines/organizacion/gestionar-puestos-calls"
import { readOccupant } from "../../machines/organizacion/posiciones-calls"
import { readPositionOptions } from "../../machines/organizacion/selects-calls"
import type { ApiPort, PortResult } from "../../machines/records/api-port"

const refused = (status: number | null, message: string, detalles: ReadonlyArray<string> = []) => ({ ok: false, status, message, detalles }) as const

/** A port that records each call and answers with the next of `answers`. */
const fakePort = (...answers: ReadonlyArray<PortResult<unknown>>) => {
  const calls: Array<{ readonly name: string; readonly payload: unknown }> = []
  const port: ApiPort = {
    call: async (endpoint: AnyEndpoint, payload: unknown) => {
      calls.push({ name: endpoint.name, payload })
      return answers[calls.length - 1] as never
    },
    download: async () => answers[0] as never,
    upload: async () => answers[0] as never,
  }
  return { port, calls }
}

const say = { noAccess: (id: string) => `sin acceso ${id}`, absent: (id: string) => `no existe ${id}` }

describe("the puesto a Gestionar puestos address names", () => {
  it("is found, or missing in the sentence its refusal calls for", async () => {
    const puesto = { id_puesto: "P1", id_empresa: 1 }
    expect(await readPuesto(fakePort({ ok: true, value: { result: puesto } }).port, say)("P1")).toEqual({ kind: "found", record: puesto })
    expect(await readPuesto(fakePort(refused(403, "Sin permiso")).port, say)("P1")).toEqual({ kind: "missing", message: "sin acceso P1" })
    expect(await readPuesto(fakePort(refused(404, "No existe")).port, say)("P1")).toEqual({ kind: "missing", message: "no existe P1" })
    expect(await readPuesto(fakePort(refused(500, "boom")).port, say)("P1")).toEqual({ kind: "missing", message: messages.errorObtener })
    expect(await readPuesto(fakePort(refused(null, messages.errorGeneral)).port, say)("P1")).toEqual({ kind: "missing", message: messages.errorObtener })
  })
})

describe("a job profile's section read", () => {
  it("is the stored row; a refusal warns in the server's words and no answer is the spec's text", async () => {
    const { port, calls } = fakePort({ ok: true, value: { result: { objetivo: "Vender" } } })
    expect(await readSection(port)({ section: "generales", id_puesto: "P1" })).toEqual({ kind: "done", value: { objetivo: "Vender" } })
    expect(calls).toEqual([{ name: expect.any(String), payload: { id_puesto: "P1" } }])
    expect(await readSection(fakePort(refused(403, "Sin permiso")).port)({ section: "generales", id_puesto: "P1" })).toEqual({ kind: "failed", message: "Sin permiso", tone: "warning" })
    expect(await readSection(fakePort(refused(502, "x")).port)({ section: "generales", id_puesto: "P1" })).toEqual({ kind: "failed", message: messages.errorObtener })
  })
})

describe("today's occupant of a position", () => {
  const page = (registros: ReadonlyArray<Record<string, unknown>>) => ({ ok: true, value: { result: { registros, total: registros.length, pagina: 1 } } }) as const

  it("names the occupant, else Vacante or Baja; a position not listed shows nothing", async () => {
    const { port, calls } = fakePort(page([{ id_posicion: "A1", n_empleado: "Ana", estado: "O" }]))
    expect(await readOccupant(port)("A1")).toEqual({ kind: "loaded", value: "Ana" })
    expect(calls).toEqual([{ name: "getPosiciones", payload: { buscar: "A1", por_pagina: 20 } }])
    expect(await readOccupant(fakePort(page([{ id_posicion: "A1", n_empleado: null, estado: "V" }])).port)("A1")).toEqual({ kind: "loaded", value: "Vacante" })
    expect(await readOccupant(fakePort(page([{ id_posicion: "A1", n_empleado: null, estado: "B" }])).port)("A1")).toEqual({ kind: "loaded", value: "Baja" })
    expect(await readOccupant(fakePort(page([{ id_posicion: "A10", n_empleado: "Luis", estado: "O" }])).port)("A1")).toEqual({ kind: "loaded", value: "" })
    expect(await readOccupant(fakePort(refused(null, messages.errorGeneral)).port)("A1")).toEqual({ kind: "failed", message: messages.errorObtener })
  })
})

describe("a position form's options", () => {
  it("asks for the centre only once one is chosen", async () => {
    const options = { puestos: [], jefes: [], siguiente_clave: "A2" }
    const { port, calls } = fakePort({ ok: true, value: { result: options } }, { ok: true, value: { result: options } })
    expect(await readPositionOptions(port)({ company: "3", centre: "" })).toEqual({ kind: "loaded", value: options })
    await readPositionOptions(port)({ company: "3", centre: "7" })
    expect(calls.map((c) => c.payload)).toEqual([{ id_empresa: 3 }, { id_empresa: 3, id_centro_trabajo: 7 }])
  })
})

describe("a position's end", () => {
  it("writes the stored record back with its end date, and says a refusal in its problems' words", async () => {
    const stored = { id_posicion: "A1", n_posicion: "Ventas", f_inicio: "2024-01-01", f_fin: null }
    const { port, calls } = fakePort({ ok: true, value: { result: stored } }, { ok: true, value: { message: "Datos actualizados" } })
    expect(await endPosition(port)({ id_posicion: "A1", f_fin: "2025-06-30" })).toEqual({ kind: "saved", message: "Datos actualizados" })
    expect(calls[1]?.payload).toMatchObject({ id: "A1", f_fin: "2025-06-30", _method: "PUT", n_posicion: "Ventas" })
    const refusedWrite = fakePort({ ok: true, value: { result: stored } }, refused(422, "Solicitud inválida", ["Tiene subordinados vigentes"]))
    expect(await endPosition(refusedWrite.port)({ id_posicion: "A1", f_fin: "2025-06-30" })).toEqual({ kind: "refused", message: "Tiene subordinados vigentes" })
  })
})
