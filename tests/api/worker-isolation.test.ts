import { describe, expect, it } from "vitest"
import { importMaxBytes, importMessages } from "../../domain/personal/gestion-personal-import-api"
import { messages } from "../../domain/messages"
import { declaredBombXlsx, longStringsXlsx, lyingBombXlsx } from "../support/hostile-xlsx"
import { call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// Nothing one user sends takes the server down or holds up the others: the import's reading and
// PDF layout run on worker threads. A hostile spreadsheet (long strings, a zip bomb, honest or
// lying about its size) is refused with a 4xx that says the limit, and the server goes on
// answering; while the demo org chart PDF is laid out, other requests are answered before it; a
// PDF whose worker runs out of memory fails that request alone, cleanly, and the next works.

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

describe.each(dialects)("worker threads on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""

  const upload = async (bytes: Uint8Array) => {
    const form = new FormData()
    form.append("validar", "1")
    form.append("file", new Blob([new Uint8Array(bytes)], { type: xlsxType }), "colaboradores.xlsx")
    const response = await fetch(`${t.url}/api/importar-colaboradores`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
    return { status: response.status, body: (await response.json()) as { error: boolean; message: string } }
  }

  /** The server still answers: the caller's session and a list. */
  const stillAnswers = async () => {
    expect((await call(t.url, "/api/sesion", { token: admin })).status).toBe(200)
    expect((await call(t.url, "/api/perfiles", { token: admin })).status).toBe(200)
  }

  it("refuses a 7.5 MB xlsx of long strings with a 413 that states the limit, and answers after", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const file = longStringsXlsx(7.5)
    expect(file.length).toBeGreaterThan(7 * 1024 * 1024)
    expect(file.length).toBeLessThan(importMaxBytes)
    const answer = await upload(file)
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ error: true, message: importMessages.celdaLarga(2) })
    expect(answer.body.message).toContain("2,000 caracteres")
    await stillAnswers()
  })

  it("refuses zip bombs, by the size they declare and by what they inflate to when they lie", async () => {
    const honest = await upload(declaredBombXlsx(1024))
    expect(honest).toMatchObject({ status: 413, body: { error: true, message: importMessages.descomprimidoGrande } })
    const lying = await upload(lyingBombXlsx(150))
    expect(lying).toMatchObject({ status: 413, body: { error: true, message: importMessages.descomprimidoGrande } })
    expect(lying.body.message).toContain("128 MB")
    await stillAnswers()
  })

  it("answers other requests while the demo org chart PDF is laid out", async () => {
    const order: Array<string> = []
    const pdf = fetch(`${t.url}/api/organigrama-pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_empresa: 1 }),
    }).then(async (response) => {
      const bytes = new Uint8Array(await response.arrayBuffer())
      order.push("pdf")
      return { status: response.status, head: new TextDecoder().decode(bytes.slice(0, 5)) }
    })
    for (let i = 0; i < 3; i++) {
      expect((await call(t.url, "/api/sesion", { token: admin })).status).toBe(200)
      order.push("sesion")
    }
    expect(await pdf).toEqual({ status: 200, head: "%PDF-" })
    expect(order).toEqual(["sesion", "sesion", "sesion", "pdf"])
  })
})

describe.each(dialects)("a PDF that runs its worker out of memory on %s", (dialect) => {
  // One worker with a heap too small for pdfmake: every layout fails in the worker.
  const t = useServer(dialect, { workers: { size: 1, maxHeapMb: 4 } })

  it("fails that request alone with a clean 422, and the server and the next worker go on", async () => {
    const admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const pdf = () => call(t.url, "/api/organigrama-pdf", { token: admin, body: { id_empresa: 1 } })
    const [failed, session] = await Promise.all([pdf(), call(t.url, "/api/sesion", { token: admin })])
    expect(failed).toMatchObject({ status: 422, body: { error: true, message: messages.documentoPesado } })
    expect(session.status).toBe(200)
    // A fresh worker takes the next job, which fails the same way rather than hanging.
    expect(await pdf()).toMatchObject({ status: 422, body: { message: messages.documentoPesado } })
    expect((await call(t.url, "/api/perfiles", { token: admin })).status).toBe(200)
  })
})
