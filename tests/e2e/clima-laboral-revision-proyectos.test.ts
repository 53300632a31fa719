import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { reviewMessages } from "../../domain/clima-laboral/revision-proyectos-api"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "../api/support/smtp-sink"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Revisión de proyectos (CLI220) in Chromium, by keyboard alone: a project in application whose
// first invited participant answered Guía I with a referral (set up through the API and the
// public questionnaire); the progress table by department and guide; the Guía I panel, where the
// referral's follow-up is saved; closing with answers pending asks first, then closes. Axe at 1366
// and 390 px on the page and the question.

const mailAccount = { id_cuenta: "1", n_cuenta: "revision@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }

describe("Revisión de proyectos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, toast } = session
  let sink: SmtpSink
  let project = 0

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async (path: string, body: unknown, auth = true) => {
      const answer = await fetch(`${session.server.url}/api${path}`, {
        method: "POST",
        headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      const json = (await answer.json()) as { result: Record<string, unknown> }
      expect(answer.status, JSON.stringify(json)).toBe(200)
      return json.result
    }
    await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })
    const saved = await post("/proyectos-clima", { n_proyecto: "Revisión por teclado", id_empresa: 1, id_centro_trabajo: 1, f_inicio: "2026-03-02", f_fin: "2099-12-31", guias: "I,III", usar_muestra: "0", tamano_muestra: null })
    project = Number(saved.id_proyecto)
    await post(`/proyectos-clima/${project}/iniciar`, {})
    await post("/enviar-invitaciones", { id_proyecto: project, medio: "Correo", reenviar: "0" })
    for (let i = 0; i < 200 && !sink.received.some((m) => decodeQuotedPrintable(m.body).includes("#token=")); i++) await new Promise((r) => setTimeout(r, 50))
    const mail = sink.received.map((m) => decodeQuotedPrintable(m.body)).find((b) => b.includes("#token="))
    const link = /encuesta-clima#token=([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1] ?? ""
    const respuestas = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), i === 0 || i === 6 ? "Sí" : "No"]))
    await post("/responder-cuestionario", { token: link, guia: "I", datos_generales: null, respuestas }, false)
  }, 120_000)
  afterAll(async () => sink?.close())

  it("reviews the progress, follows a Guía I referral up and closes with answers pending after asking", async () => {
    const page = session.page
    await page.goto(`${session.server.url}/clima-laboral/revision-proyectos?proyecto=${project}`)
    await page.getByRole("heading", { level: 1, name: "Revisión de proyectos" }).waitFor()
    await page.getByRole("table", { name: "Avance de Revisión por teclado por departamento y guía" }).waitFor()
    await page.getByRole("heading", { level: 2, name: "Guía I: acontecimientos traumáticos severos" }).waitFor()
    await noViolationsAtBothWidths()
    const where = page.getByRole("textbox", { name: /^Canalizado a \(/ })
    await tabUntil(where)
    await page.keyboard.type("IMSS, Unidad de Medicina Familiar 7")
    await tabUntil(page.getByRole("button", { name: /^Guardar el seguimiento de / }))
    await page.keyboard.press("Enter")
    await toast(reviewMessages.canalizado)
    await tabUntil(page.getByRole("button", { name: "Cerrar proyecto", exact: true }))
    await page.keyboard.press("Enter")
    const ask = page.getByRole("alertdialog", { name: "Cerrar proyecto" })
    await ask.getByText(reviewMessages.pendientes).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(ask.getByRole("button", { name: "Cerrar proyecto", exact: true }))
    await page.keyboard.press("Enter")
    await toast(reviewMessages.cerrado)
    await page.getByText(/^Estado: Cerrado/).waitFor()
    expect(await page.getByRole("button", { name: "Enviar recordatorio a pendientes" }).count()).toBe(0)
  }, 180_000)
})
