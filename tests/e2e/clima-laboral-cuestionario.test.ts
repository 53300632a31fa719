import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { generalData, generalDataNames, questionnaireMessages } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { guiaI } from "../../domain/rules/nom035-guia-i"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { likertOptions } from "../../domain/rules/nom035-instrument"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "../api/support/smtp-sink"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// The NOM-035 questionnaire in Chromium: a project of Guías I and III started and its invitations
// mailed through a local SMTP server (set up through the API: CLI200 and CLI210 have their own
// journeys); the mailed link opened on a 390 px screen without a session, what its JavaScript
// weighs on the wire measured on that cold visit (gzip, at most 150 KiB), Guía I answered
// (section I all "No" ends it) and then a whole Guía III, step by step by keyboard alone: the
// missing answer said and focused, the gates asked before their sections, the progress shown;
// axe on each kind of step; the link refused once used.

const mailAccount = { id_cuenta: "1", n_cuenta: "clima@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }

describe("Cuestionario NOM-035 in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil } = session
  let sink: SmtpSink
  let link = ""

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${session.server.url}/api${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      const json = (await answer.json()) as { result: Record<string, unknown> }
      expect(answer.status, JSON.stringify(json)).toBe(200)
      return json.result
    }
    await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })
    const project = await post("/proyectos-clima", {
      n_proyecto: "NOM-035 por teléfono",
      id_empresa: 1,
      id_centro_trabajo: 1,
      f_inicio: "2026-03-02",
      f_fin: "2099-12-31",
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
    })
    await post(`/proyectos-clima/${String(project.id_proyecto)}/iniciar`, {})
    await post("/enviar-invitaciones", { id_proyecto: project.id_proyecto, medio: "Correo", reenviar: "0" })
    for (let i = 0; i < 200 && !sink.received.some((m) => decodeQuotedPrintable(m.body).includes("#token=")); i++) await new Promise((r) => setTimeout(r, 50))
    const mail = sink.received.map((m) => decodeQuotedPrintable(m.body)).find((b) => b.includes("#token="))
    link = /(\/encuesta-clima#token=[A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1] ?? ""
    expect(link).not.toBe("")
  }, 120_000)
  afterAll(async () => sink?.close())

  it("answers Guía I and a whole Guía III on a phone by keyboard, without a session", async () => {
    const page = session.page
    await page.setViewportSize({ width: 390, height: 844 })
    // A cold visit's JavaScript, as sent with gzip (bench/route-downloads.ts measures the same way).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "gzip" } })
    const scripts = new Set<string>()
    let scriptBytes = 0
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script") scripts.add(e.requestId)
    })
    cdp.on("Network.loadingFinished", (e) => {
      if (scripts.has(e.requestId)) scriptBytes += e.encodedDataLength
    })
    await page.goto(`${session.server.url}${link}`)
    await page.getByRole("heading", { level: 1, name: "Cuestionario NOM-035" }).waitFor()
    await page.getByRole("heading", { level: 2, name: /^Guía I\./ }).waitFor()
    await page.waitForLoadState("networkidle")
    await cdp.detach()
    console.info(`cuestionario NOM-035: ${(scriptBytes / 1024).toFixed(1)} KiB of JavaScript (gzip) on a cold visit`)
    expect(scriptBytes / 1024).toBeLessThanOrEqual(150)
    await noViolations()

    const next = page.getByRole("button", { name: "Siguiente" })
    const answerGroup = async (label: string, moves: number) => {
      const group = page.getByRole("group", { name: label, exact: true })
      await tabUntil(group.getByRole("radio").first())
      if (moves === 0) await page.keyboard.press("Space")
      for (let i = 0; i < moves; i++) await page.keyboard.press("ArrowRight")
    }
    // Guía I: section I all "No" is the whole guide.
    const saveI = page.getByRole("button", { name: "Guardar la Guía I" })
    await tabUntil(saveI)
    await page.keyboard.press("Enter")
    const missing = page.getByRole("alert").filter({ hasText: "Falta la respuesta de la pregunta 1" })
    await missing.waitFor()
    await expect.poll(() => session.isFocused(missing)).toBe(true)
    await noViolations()
    for (const item of guiaI[0]?.items ?? []) await answerGroup(`${item.numero}. ${item.texto}`, 1)
    await tabUntil(saveI)
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: questionnaireMessages.guardada("I") }).waitFor()

    // Guía III: the general data, then every block; the gates before their items.
    await page.getByRole("heading", { level: 2, name: /^Guía III\./ }).waitFor()
    const total = guiaIII.bloques.length + 1
    await page.getByText(`Paso 1 de ${total}`).waitFor()
    for (const name of generalDataNames) await answerGroup(generalData[name].label, 1)
    await noViolations()
    await tabUntil(next)
    await page.keyboard.press("Enter")
    for (let b = 0; b < guiaIII.bloques.length; b++) {
      await page.getByText(`Paso ${b + 2} de ${total}`).waitFor()
      const block = guiaIII.bloques[b]
      const gate = block?.items[0]?.compuerta
      if (gate !== undefined) {
        // Serving clients "Sí" (its items follow), supervising "No" (none asked).
        await answerGroup(guiaIII.compuertas[gate].pregunta, gate === "atiende_clientes" ? 0 : 1)
        if (gate === "atiende_clientes") await noViolations()
      }
      if (gate !== "es_jefe") for (const item of block?.items ?? []) await answerGroup(`${item.numero}. ${item.texto}`, item.numero % likertOptions.length)
      const last = b === guiaIII.bloques.length - 1
      await tabUntil(last ? page.getByRole("button", { name: "Guardar la Guía III" }) : next)
      await page.keyboard.press("Enter")
    }
    const thanks = page.getByRole("status").filter({ hasText: questionnaireMessages.gracias })
    await thanks.waitFor()
    await noViolations()
    // The link served once (a new load: a change of fragment alone would not read it again).
    await page.goto("about:blank")
    await page.goto(`${session.server.url}${link}`)
    await page.getByRole("alert").filter({ hasText: questionnaireMessages.yaRespondido }).waitFor()
    await noViolations()
    await page.setViewportSize({ width: 1366, height: 900 })
    await noViolations()
  }, 300_000)
})
