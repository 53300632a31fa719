import { describe, expect, it } from "vitest"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { competencyAssessments, competencyAssessmentsEndpoints } from "../../domain/competencias/assessments"
import { messages } from "../../domain/messages"
import type { ApiPort, PortResult } from "../../machines/records/api-port"
import { recordPageCalls } from "../../machines/records/record-page-calls"

const refused = (status: number | null, message: string, detalles: ReadonlyArray<string> = []) => ({ ok: false, status, message, detalles }) as const

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

const texts = { gone: (id: string) => `no existe ${id}`, forbidden: (id: string) => `sin acceso ${id}` }
const callsWith = (answer: PortResult<unknown>) => recordPageCalls(fakePort(answer).port, competencyAssessments, competencyAssessmentsEndpoints, texts)
const query = { buscar: "", pagina: 1, por_pagina: 10, orden: null, direccion: "asc", filtros: {} } as const

describe("a record page's calls", () => {
  it("lists the page the server answered; a 400 with problems is invalid, no answer the general error", async () => {
    const page = { registros: [], total: 0, pagina: 1, por_pagina: 10 }
    expect(await callsWith({ ok: true, value: { result: page } }).load(query)).toEqual({ kind: "loaded", page })
    expect(await callsWith(refused(400, "Solicitud inválida", ["La fecha no es válida"])).load(query)).toEqual({ kind: "invalid", problems: ["La fecha no es válida"] })
    expect(await callsWith(refused(403, "Sin permiso")).load(query)).toEqual({ kind: "failed", message: messages.errorObtener })
    expect(await callsWith(refused(null, messages.errorGeneral)).load(query)).toEqual({ kind: "failed", message: messages.errorGeneral })
  })

  it("says why a record at its address cannot be opened", async () => {
    expect(await callsWith({ ok: true, value: { result: { id_evaluacion: 7 } } }).read("7")).toEqual({ kind: "found", record: { id_evaluacion: 7 } })
    expect(await callsWith(refused(404, "No existe")).read("7")).toEqual({ kind: "missing", message: "no existe 7" })
    expect(await callsWith(refused(403, "Sin permiso")).read("7")).toEqual({ kind: "missing", message: "sin acceso 7" })
    expect(await callsWith(refused(500, "boom")).read("7")).toEqual({ kind: "missing", message: messages.errorObtener })
  })

  it("deletes with the server's words, else the descriptor's; a refusal warns", async () => {
    const { port, calls } = fakePort({ ok: true, value: { message: "" } })
    const outcome = await recordPageCalls(port, competencyAssessments, competencyAssessmentsEndpoints, texts).remove({ id_evaluacion: 7 })
    expect(calls[0]?.payload).toMatchObject({ _method: "DELETE", id: "7" })
    expect(outcome).toMatchObject({ kind: "done", message: competencyAssessments.messages.deleted })
    expect(await callsWith(refused(409, "Está en uso")).remove({ id_evaluacion: 7 })).toEqual({ kind: "failed", message: "Está en uso", tone: "warning" })
  })

  it("sends nothing for values the descriptor refuses", async () => {
    const { port, calls } = fakePort({ ok: true, value: { message: "" } })
    const outcome = await recordPageCalls(port, competencyAssessments, competencyAssessmentsEndpoints, texts).save({ mode: "edit", values: { id_evaluacion: "7" }, id: "7" })
    expect(outcome).toMatchObject({ kind: "refused", message: messages.solicitudInvalida })
    expect(calls).toEqual([])
  })
})
