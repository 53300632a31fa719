import { describe, expect, it } from "vitest"
import { datosIndicadores } from "../../domain/dashboard/dashboard-api"
import { login, logout } from "../../domain/api/session"
import { messages } from "../../domain/messages"
import { aidTypesEndpoints } from "../../domain/personal/tipos-ayuda"
import { createApiClient } from "../../src/api/client"
import { loginResponse } from "../machines/support/fixtures"

interface Seen {
  url: string
  method: string
  authorization: string | null
  body: unknown
}

const fakeFetch = (status: number, body: unknown, seen: Seen[] = []): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get("authorization"),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    })
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "content-type": typeof body === "string" ? "text/html" : "application/json" },
    })
  }) as typeof fetch

const client = (fetch: typeof globalThis.fetch, token: string | null = null) => {
  let unauthorized = 0
  const api = createApiClient({
    baseURL: "http://test.local/api",
    getToken: () => token,
    onUnauthorized: () => {
      unauthorized++
    },
    fetch,
  })
  return { api, unauthorized: () => unauthorized }
}

const indicators = {
  totalEmpleados: 10,
  totalMasculinos: 6,
  totalFemenino: 4,
  totalAltas: 1,
  totalBajas: 0,
  totalCumple: 2,
  totalVacas: 3,
  titulo: "Empleados por empresa",
  bandera: 1,
  datosGrafica: [{ n_empresa: "Demo SA", empleados: 10 }],
}

describe("api client", () => {
  it("encodes the request, sends the bearer token and decodes the answer", async () => {
    const seen: Seen[] = []
    const { api } = client(fakeFetch(200, { error: false, message: "", result: indicators }, seen), "tok")
    const result = await api.call(datosIndicadores, {})
    expect(result).toEqual({ ok: true, value: { error: false, message: "", result: indicators } })
    expect(seen).toEqual([
      { url: "http://test.local/api/datos-indicadores", method: "GET", authorization: "Bearer tok", body: null },
    ])
  })

  it("posts the login payload without a token and decodes the login answer", async () => {
    const seen: Seen[] = []
    const { api } = client(fakeFetch(200, loginResponse(), seen))
    const result = await api.call(login, { email: "admin@demo.mx", password: "x", recordar: true })
    expect(result.ok).toBe(true)
    expect(seen[0]).toMatchObject({
      method: "POST",
      authorization: null,
      body: { email: "admin@demo.mx", password: "x", recordar: true },
    })
  })

  it("turns an answer of the wrong shape into the general error, without throwing", async () => {
    const { api } = client(fakeFetch(200, { error: false, message: "", result: { totalEmpleados: "diez" } }), "tok")
    expect(await api.call(datosIndicadores, {})).toEqual({
      ok: false,
      status: 200,
      message: messages.errorGeneral,
      detalles: [],
    })
    const html = client(fakeFetch(200, "<html>proxy error</html>"), "tok")
    expect(await html.api.call(datosIndicadores, {})).toMatchObject({ ok: false, message: messages.errorGeneral })
  })

  it("reports a refusal with the server's message and problems", async () => {
    const body = { error: true, message: "La solicitud no es válida", result: null, detalles: ["Falta el campo"] }
    const { api } = client(fakeFetch(400, body))
    expect(await api.call(login, { email: "a@b.mx", password: "x", recordar: false })).toEqual({
      ok: false,
      status: 400,
      message: "La solicitud no es válida",
      detalles: ["Falta el campo"],
    })
  })

  it("ends the session on a 401 of a tokened call", async () => {
    const body = { error: true, message: messages.noAutenticado, result: null }
    const c = client(fakeFetch(401, body), "tok")
    expect(await c.api.call(logout, {})).toMatchObject({ ok: false, status: 401 })
    expect(c.unauthorized()).toBe(1)
  })

  it("leaves the session alone on the sign-in's own 401", async () => {
    const body = { error: true, message: messages.accesoIncorrecto, result: null }
    const c = client(fakeFetch(401, body))
    expect(await c.api.call(login, { email: "a@b.mx", password: "x", recordar: false })).toMatchObject({
      ok: false,
      status: 401,
      message: messages.accesoIncorrecto,
    })
    expect(c.unauthorized()).toBe(0)
  })

  it("turns a network failure into the general error", async () => {
    const failing = (async () => {
      throw new TypeError("Failed to fetch")
    }) as typeof fetch
    const { api } = client(failing, "tok")
    expect(await api.call(datosIndicadores, {})).toEqual({
      ok: false,
      status: null,
      message: messages.errorGeneral,
      detalles: [],
    })
  })

  it("refuses to send a payload its schema rejects", async () => {
    const seen: Seen[] = []
    const { api } = client(fakeFetch(200, loginResponse(), seen))
    const result = await api.call(login, { email: "", password: "x", recordar: false })
    expect(result).toMatchObject({ ok: false, status: null, detalles: [messages.usuarioRequerido] })
    expect(seen).toEqual([])
  })

  it("fills a path parameter from the request and leaves it out of the body", async () => {
    const seen: Seen[] = []
    const { api } = client(fakeFetch(200, { error: false, message: "Registro eliminado", result: null }, seen), "tok")
    const result = await api.call(aidTypesEndpoints.write, { _method: "DELETE", id: "AY 1/2" })
    expect(result.ok).toBe(true)
    expect(seen).toEqual([
      { url: "http://test.local/api/tipos-ayuda/AY%201%2F2", method: "POST", authorization: "Bearer tok", body: { _method: "DELETE" } },
    ])
  })

  it("sends a query GET's fields as query parameters, empty ones left out, and no body", async () => {
    const seen: Seen[] = []
    const page = { registros: [], total: 0, pagina: 2, por_pagina: 10 }
    const { api } = client(fakeFetch(200, { error: false, message: "", result: page }, seen), "tok")
    const result = await api.call(aidTypesEndpoints.list, {
      buscar: "médica & dental",
      pagina: 2,
      por_pagina: 10,
      orden: "n_tipo_ayuda",
      direccion: "desc",
      activo: "",
      vigente_desde_desde: "2026-01-01",
    })
    expect(result).toEqual({ ok: true, value: { error: false, message: "", result: page } })
    expect(seen).toHaveLength(1)
    const url = new URL(seen[0]?.url ?? "")
    expect(url.pathname).toBe("/api/tipos-ayuda")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      buscar: "médica & dental",
      pagina: "2",
      por_pagina: "10",
      orden: "n_tipo_ayuda",
      direccion: "desc",
      vigente_desde_desde: "2026-01-01",
    })
    expect(seen[0]).toMatchObject({ method: "GET", body: null })
  })

  it("reads one record by its path id without a query string", async () => {
    const seen: Seen[] = []
    const { api } = client(fakeFetch(404, { error: true, message: "El registro no existe", result: null }, seen), "tok")
    expect(await api.call(aidTypesEndpoints.read, { id: "MED" })).toMatchObject({ ok: false, status: 404, message: "El registro no existe" })
    expect(seen).toEqual([{ url: "http://test.local/api/tipos-ayuda/MED", method: "GET", authorization: "Bearer tok", body: null }])
  })
})
