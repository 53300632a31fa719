import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "../api/support/smtp-sink"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Formación's opinion surveys and best practices in Chromium, by keyboard alone: a survey linked
// to the demo's concluded course and sent from its row (one anonymous link mailed to each
// participant through a local SMTP server); the mailed link answered on a 390 px screen without a
// session (the missing ratings said and focused first, then the thanks); the demo's draft best
// practice sent to review, published and marked replicated from its row. Axe at 1366 and 390 px
// on the answer page and each dialog; the sweep covers the lists and forms.

const mailAccount = { id_cuenta: "1", n_cuenta: "encuestas@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }
const course = "Comunicación efectiva"

describe("Encuestas de opinión and mejores prácticas in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, noViolationsAtBothWidths, tabUntil, toast, rowAction, settled } = session
  let sink: SmtpSink
  let token = ""

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    const login = await apiLogin(session.server.url, demoAdmin)
    token = login.token
    const saved = await fetch(`${session.server.url}/api/guardar-cuenta-correo`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ ...mailAccount, puerto: String(sink.port), mode: "add" }),
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => sink?.close())

  let link = ""

  it("links a survey to the concluded course and sends it from its row", async () => {
    const page = session.page
    await page.goto(`${session.server.url}/formacion/proyecto-encuesta-opinion`)
    await page.getByRole("heading", { level: 1, name: "Proyecto encuesta de opinión" }).waitFor()
    await settled()
    const form = await session.openAdd("encuesta de opinión")
    const curso = form.getByRole("combobox", { name: "Curso", exact: true })
    await tabUntil(curso)
    await page.keyboard.type("Comunicación")
    await page.getByRole("option", { name: course }).first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => curso.inputValue()).toBe(course)
    const encuesta = form.getByRole("combobox", { name: "Encuesta", exact: true })
    await tabUntil(encuesta)
    await page.keyboard.type("Opinión")
    await page.getByRole("option", { name: "Opinión de curso" }).first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => encuesta.inputValue()).toBe("Opinión de curso")
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await form.waitFor({ state: "detached" })
    await settled()

    const before = sink.received.length
    await rowAction("Comunicación", `Enviar la encuesta del curso ${course}`)
    const confirm = page.getByRole("alertdialog", { name: "Enviar encuesta" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Encuesta enviada")
    for (let i = 0; i < 100 && sink.received.length === before; i++) await new Promise((r) => setTimeout(r, 50))
    const mail = sink.received.slice(before).map((m) => decodeQuotedPrintable(m.body)).find((b) => b.includes("#token="))
    const found = /(\/encuesta-opinion#token=[A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1]
    expect(found).toBeDefined()
    link = found ?? ""
  }, 120_000)

  it("answers the mailed link on a phone by keyboard, without a session", async () => {
    const page = session.page
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${session.server.url}${link}`)
    await page.getByRole("heading", { level: 1, name: "Encuesta de opinión del curso" }).waitFor()
    await page.getByText(course, { exact: true }).waitFor()
    await noViolations()
    const send = page.getByRole("button", { name: "Enviar respuestas" })
    await tabUntil(send)
    await page.keyboard.press("Enter")
    const problem = page.getByRole("alert").filter({ hasText: "Faltan calificar 10 preguntas" })
    await problem.waitFor()
    await expect.poll(() => session.isFocused(problem)).toBe(true)
    await noViolations()
    const groups = await page.getByRole("radiogroup").all()
    expect(groups).toHaveLength(10)
    for (const group of groups) {
      await tabUntil(group.getByRole("radio", { name: "1 Muy malo" }))
      // From 1 the arrows move and choose: three to the right is 4 (Bueno).
      for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight")
      await expect.poll(() => group.getByRole("radio", { name: "4 Bueno" }).isChecked()).toBe(true)
    }
    await tabUntil(page.getByRole("textbox", { name: "Comentarios sobre el instructor" }))
    await page.keyboard.type("Muy claro y con ejemplos")
    await tabUntil(send)
    await page.keyboard.press("Enter")
    const thanks = page.getByRole("status").filter({ hasText: "Gracias: su opinión quedó registrada de forma anónima." })
    await thanks.waitFor()
    await noViolations()
    await page.setViewportSize({ width: 1366, height: 900 })
    await noViolations()
    // The link served once (a new load: a change of fragment alone would not read it again).
    await page.goto("about:blank")
    await page.goto(`${session.server.url}${link}`)
    await page.getByRole("alert").filter({ hasText: "Esta encuesta ya fue respondida con este enlace" }).waitFor()
    await noViolationsAtBothWidths()
  }, 120_000)

  it("takes the demo's draft best practice through review, publication and replication from its row", async () => {
    const page = session.page
    const title = "Juntas de arranque de turno de diez minutos"
    await page.goto(`${session.server.url}/formacion/mejores-practicas`)
    await page.getByRole("heading", { level: 1, name: "Mejores prácticas" }).waitFor()
    await settled()
    const step = async (button: string, dialog: string, done: string) => {
      await rowAction("Juntas de arranque", `${button} la práctica ${title}`)
      const confirm = page.getByRole("alertdialog", { name: dialog })
      await confirm.waitFor()
      await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
      await page.keyboard.press("Enter")
      await toast(done)
      await confirm.waitFor({ state: "detached" })
      await settled()
    }
    await step("Enviar a revisión", "Enviar a revisión", "Práctica enviada a revisión")
    await step("Publicar", "Publicar", "Práctica publicada")
    await rowAction("Juntas de arranque", `Marcar como replicada la práctica ${title}`)
    const replicate = page.getByRole("dialog", { name: `Replicar la práctica ${title}` })
    const where = replicate.getByRole("textbox", { name: /Dónde se replicó/ })
    await where.waitFor()
    await tabUntil(replicate.getByRole("button", { name: "Marcar como replicada", exact: true }))
    await page.keyboard.press("Enter")
    await replicate.getByText("Indique dónde se replicó la práctica").waitFor()
    await noViolationsAtBothWidths()
    await where.focus()
    await page.keyboard.type("Turnos de la planta de Querétaro")
    await tabUntil(replicate.getByRole("button", { name: "Marcar como replicada", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Práctica replicada")
    const stored = await apiGet<{ registros: ReadonlyArray<{ titulo: string; estado: string }> }>(session.server.url, `/mejores-practicas?buscar=${encodeURIComponent("Juntas de arranque")}`, token)
    expect(stored.registros.find((r) => r.titulo === title)?.estado).toBe("Replicada")
  }, 120_000)
})
