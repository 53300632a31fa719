import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { evaluationCycle } from "../support/evaluation-cycle"

// Mis evaluaciones in Chromium, by keyboard, as the demo approver (an employee whose profile holds
// no evaluation key): HR publishes a 360 cycle and names them a peer evaluator of a colleague;
// from the profile page the link opens the list with that evaluation pending; sending it empty
// marks the required questions, with the focus on the first; each scale question is answered
// with the arrows, the open one typed; it is sent and moves to Respondidas. Axe on the list and
// the form at 1366 and 390 px.

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe("Mis evaluaciones in Chromium", () => {
  const session = useRecordPageSession(demoApprover)
  const { noViolationsAtBothWidths, toast, isFocused, tabUntil } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let colleague = ""

  beforeAll(async () => {
    server = session.server
    page = session.page
    const { token } = await apiLogin(server.url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      const json = (await response.json()) as { result: T }
      expect(response.status, JSON.stringify(json)).toBe(200)
      return json.result
    }
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    const me = db.prepare("SELECT u.id_empleado, e.id_empresa FROM usuarios u JOIN empleados e ON e.id_empleado = u.id_empleado WHERE u.id_usuario = ?").get(demoApprover.email) as {
      id_empleado: number
      id_empresa: number
    }
    const survey = db.prepare("SELECT MAX(id_encuesta) AS id FROM eva_encuestas WHERE tipo = '360' AND activo = '1'").get() as { id: number }
    db.close()
    const today = todayInMexico()
    const created = await post<{ id_proyecto: number }>("/proyectos-evaluacion", evaluationCycle({
      n_proyecto: "Ciclo 360 del equipo",
      tipo: "360",
      id_empresa: me.id_empresa,
      f_inicio: shift(today, -5),
      f_fin: shift(today, 40),
      fases: [{ fase: "Evaluación", f_inicio: shift(today, -5), f_fin: shift(today, 30) }],
      peso_objetivos: 0,
      peso_360: 100,
      id_encuesta_360: survey.id,
    }))
    await post(`/proyectos-evaluacion/${created.id_proyecto}/publicar`, {})
    const people = await post<ReadonlyArray<{ id_empleado: number; n_empleado: string }>>("/get-colaboradores-proyecto", { id_proyecto: created.id_proyecto, tipo_proyecto: "EVA" })
    const person = people.find((p) => p.id_empleado !== me.id_empleado)
    colleague = String(person?.n_empleado)
    await post("/guardar-evaluadores-360", {
      id_proyecto: created.id_proyecto,
      id_evaluado: person?.id_empleado,
      evaluadores: [
        { id_evaluador: person?.id_empleado, relacion: "Auto" },
        { id_evaluador: me.id_empleado, relacion: "Par" },
      ],
    })
  })

  it("answers a 360 from Mis evaluaciones by keyboard; axe at both widths", async () => {
    await page.goto(`${server.url}/perfil`)
    await page.getByRole("heading", { level: 1, name: "Perfil" }).waitFor()
    await tabUntil(page.getByRole("link", { name: "Mis evaluaciones" }))
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/perfil/mis-evaluaciones`)
    await page.getByRole("heading", { level: 1, name: "Mis evaluaciones" }).waitFor()
    const open = page.getByRole("button", { name: `Responder la evaluación de ${colleague} (Ciclo 360 del equipo · 360 · Par)` })
    await open.waitFor()
    // The demo cycle's seed answered some of the approver's own evaluations already.
    const answeredHeading = page.getByRole("heading", { level: 2, name: /^Respondidas \(\d+\)$/ })
    const answeredBefore = Number((await answeredHeading.textContent())?.replace(/\D/g, ""))
    await noViolationsAtBothWidths()

    await tabUntil(open)
    await page.keyboard.press("Enter")
    const form = page.getByRole("form", { name: new RegExp(`^Evaluación de ${colleague}`) })
    await form.waitFor()
    const groups = form.getByRole("radiogroup")
    const scaleCount = await groups.count()
    expect(scaleCount).toBeGreaterThan(0)
    await noViolationsAtBothWidths()

    // Sent empty: every required question is marked, the focus on the first.
    const send = form.getByRole("button", { name: "Enviar respuestas" })
    await tabUntil(send)
    await page.keyboard.press("Enter")
    await expect.poll(async () => (await form.locator('[aria-invalid="true"]').count()) > 0).toBe(true)
    await expect.poll(() => isFocused(groups.first().getByRole("radio").first())).toBe(true)
    await form.getByText("La respuesta a la pregunta 1 es requerida").waitFor()
    await noViolationsAtBothWidths()

    // Each group: Tab reaches its first option, the arrows move and choose (4 · Casi siempre, or No).
    for (let i = 0; i < scaleCount; i++) {
      const group = groups.nth(i)
      const first = group.getByRole("radio").first()
      if (!(await isFocused(first))) await tabUntil(first)
      const options = await group.getByRole("radio").count()
      for (let k = 0; k < Math.min(3, options - 1); k++) await page.keyboard.press("ArrowRight")
      await expect.poll(async () => (await group.getByRole("radio", { checked: true }).count()) === 1).toBe(true)
    }
    const open1 = form.getByRole("textbox").first()
    await tabUntil(open1)
    await page.keyboard.type("Escucha y comparte lo que sabe.")
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0)
    await tabUntil(send)
    await page.keyboard.press("Enter")
    await toast("Respuestas guardadas")
    await page.getByRole("heading", { level: 2, name: `Respondidas (${answeredBefore + 1})` }).waitFor()
    await page.getByRole("button", { name: `Editar la evaluación de ${colleague} (Ciclo 360 del equipo · 360 · Par)` }).waitFor()
    await noViolationsAtBothWidths()
  })
})
