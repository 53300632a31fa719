import { describe, expect, it } from "vitest"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// "Capturar evaluaciones" of EVA150 in Chromium, by keyboard alone, as the demo admin on the
// demo's cycle in its Evaluación phase: a participant with a 360 evaluator still to answer is
// chosen, their evaluations and results shown; the evaluator's form (Mis evaluaciones' own) opens,
// says whom it is captured for, is answered and sent; back in the dialog the evaluation reads
// as answered and the server records the admin as who captured it. Axe is clean with the
// participant shown and with the form open, at 1366 and 390 px.

const path = "/evaluacion/proyectos"
const demoCycle = "Evaluación integral del desempeño"

type ParticipantEvaluation = { tipo: string; id_asignacion_evaluador: number | null; n_evaluador: string; relacion: string; estado: string; capturada_por: string | null }

describe("Capturar evaluaciones in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths, toast, settled, rowAction } = session

  it("captures a 360 answer on an evaluator's behalf and shows the participant's results", async () => {
    const page = session.page
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${session.server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      expect(response.status).toBe(200)
      return ((await response.json()) as { result: T }).result
    }
    const projects = await post<ReadonlyArray<{ id_proyecto: number; n_proyecto: string }>>("/get-proyectos-by-tipo", { tipo_proyecto: "EVA" })
    const id = projects.find((p) => p.n_proyecto === demoCycle)?.id_proyecto ?? 0
    const people = await post<ReadonlyArray<{ id_empleado: number; n_empleado: string; n_puesto: string }>>("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" })
    // A participant with a peer or a boss still to answer (not the admin's own evaluation).
    let found: { readonly person: (typeof people)[number]; readonly pending: ParticipantEvaluation } | undefined
    for (const p of people.slice(0, 60)) {
      const theirs = await post<ReadonlyArray<ParticipantEvaluation>>("/get-evaluaciones-participante", { id_proyecto: id, id_empleado: p.id_empleado })
      const pending = theirs.find((e) => e.tipo === "360" && e.estado === "Pendiente" && (e.relacion === "Par" || e.relacion === "Jefe") && e.n_evaluador !== "")
      if (pending !== undefined) {
        found = { person: p, pending }
        break
      }
    }
    if (found === undefined) throw new Error("the demo cycle has nobody with a 360 evaluator still to answer")
    const { person, pending } = found

    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Proyectos de evaluación" }).waitFor()
    await settled()
    await rowAction(demoCycle, `Capturar evaluaciones del proyecto ${demoCycle}`)
    const dialog = page.getByRole("dialog", { name: `Capturar evaluaciones: ${demoCycle}` })
    await dialog.waitFor()
    await dialog.getByText("Elija un colaborador del proyecto", { exact: false }).waitFor()
    const personLabel = person.n_puesto === "" ? person.n_empleado : `${person.n_empleado} (${person.n_puesto})`
    await session.pick(dialog.getByRole("combobox", { name: "Colaborador" }), personLabel, personLabel)
    await dialog.getByRole("heading", { name: `Evaluaciones de ${person.n_empleado}` }).waitFor()
    await dialog.getByRole("heading", { name: "Resultados" }).waitFor()
    await dialog.getByText("Calificación de objetivos", { exact: true }).waitFor()
    await noViolationsAtBothWidths()

    const capture = dialog.getByRole("button", { name: `Capturar en nombre de ${pending.n_evaluador} (${pending.relacion})`, exact: true })
    await tabUntil(capture)
    await page.keyboard.press("Enter")
    const form = dialog.getByRole("form", { name: new RegExp(`^Evaluación de ${person.n_empleado}`) })
    await form.waitFor()
    await form.getByText(`Captura en nombre de ${pending.n_evaluador}:`, { exact: false }).waitFor()
    await noViolationsAtBothWidths()

    // Each group: Tab reaches its first option, the arrows move and choose; each open answer typed.
    const groups = form.getByRole("radiogroup")
    const count = await groups.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const group = groups.nth(i)
      await tabUntil(group.getByRole("radio").first())
      const options = await group.getByRole("radio").count()
      for (let k = 0; k < Math.min(2, options - 1); k++) await page.keyboard.press("ArrowRight")
      await expect.poll(async () => (await group.getByRole("radio", { checked: true }).count()) === 1).toBe(true)
    }
    const texts = form.getByRole("textbox")
    for (let i = 0; i < (await texts.count()); i++) {
      await tabUntil(texts.nth(i))
      await page.keyboard.type("Capturado por Recursos Humanos.")
    }
    await tabUntil(form.getByRole("button", { name: "Enviar respuestas" }))
    await page.keyboard.press("Enter")
    await toast("Respuestas guardadas")
    // Back in the dialog, the focus on the participant's evaluations, the evaluation answered.
    const heading = dialog.getByRole("heading", { name: `Evaluaciones de ${person.n_empleado}` })
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true)
    await dialog.getByRole("button", { name: `Editar lo capturado en nombre de ${pending.n_evaluador} (${pending.relacion})`, exact: true }).waitFor()
    const after = await post<ReadonlyArray<ParticipantEvaluation>>("/get-evaluaciones-participante", { id_proyecto: id, id_empleado: person.id_empleado })
    const captured = after.find((e) => e.id_asignacion_evaluador === pending.id_asignacion_evaluador)
    expect(captured?.estado).toBe("Respondida")
    expect(captured?.capturada_por).toBe(demoAdmin.email)

    await tabUntil(dialog.getByRole("button", { name: "Cerrar", exact: true }).last())
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
  }, 240_000)
})
