import { describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"
import { evaluationCycle } from "../support/evaluation-cycle"

// Objetivos (EVA010) in Chromium, by keyboard alone. A cycle of objectives in its capture phase
// is created and published through the API; the demo administrator, linked to an employee who
// heads others, opens a report's sheet from the list, captures two objectives
// (weights adding to 95 are refused in the form's alert, nothing stored), saves them with the
// running Σ peso at 100.00, sends them, is told a return needs a comment, and approves them as the boss.
// Axe is clean with the list and with the filled sheet open, at 1366 and 390 px.

const path = "/evaluacion/objetivos"
const name = "Objetivos por teclado"

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe("Objetivos in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths, toast } = session

  it("captures a report's objectives, sends them and approves them as the boss", async () => {
    const page = session.page
    const today = todayInMexico()
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${session.server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      expect(response.status, path).toBe(200)
      return ((await response.json()) as { result: T }).result
    }
    const draft = await post<{ id_proyecto: number }>("/proyectos-evaluacion", evaluationCycle({
      n_proyecto: name,
      tipo: "Objetivos",
      f_inicio: shift(today, -5),
      f_fin: shift(today, 90),
      fases: [
        { fase: "Captura de objetivos", f_inicio: shift(today, -5), f_fin: shift(today, 10) },
        { fase: "Evaluación", f_inicio: shift(today, 11), f_fin: shift(today, 90) },
      ],
    }))
    await post(`/proyectos-evaluacion/${draft.id_proyecto}/publicar`, {})
    const rows = await post<ReadonlyArray<{ colaborador: string; es_jefe: boolean }>>("/get-objetivos", { id_proyecto: draft.id_proyecto })
    const report = rows.find((r) => r.es_jefe)?.colaborador
    expect(report, "the demo administrator's employee heads someone").toBeDefined()
    const person = String(report)

    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Objetivos" }).waitFor()
    await session.pick(page.getByRole("combobox", { name: "Proyecto" }), name.slice(0, 10), `${name} (Publicado)`)
    const capture = page.getByRole("button", { name: `Capturar objetivos de ${person}`, exact: true })
    await capture.waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(capture)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Objetivos de ${person}` })
    await dialog.waitFor()
    const fill = async (n: number, descripcion: string, peso: string) => {
      const group = dialog.getByRole("group", { name: `Objetivo ${n}` })
      await tabUntil(group.getByRole("textbox", { name: "Descripción" }))
      await page.keyboard.type(descripcion)
      await tabUntil(group.getByRole("textbox", { name: "Indicador" }))
      await page.keyboard.type("Avance mensual")
      await tabUntil(group.getByLabel("Meta"))
      await page.keyboard.type("100")
      await tabUntil(group.getByLabel("Peso (%)"))
      await page.keyboard.press("ControlOrMeta+a")
      await page.keyboard.type(peso)
      await page.keyboard.press("Tab")
    }
    await fill(1, "Cerrar el presupuesto anual a tiempo", "45")
    await fill(2, "Reducir los días de cierre mensual", "50")
    await dialog.getByText("Suma de pesos: 95.00 de 100").waitFor()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByRole("alert").getByText("La suma de los pesos debe ser 100").waitFor()
    // Nothing was stored: the alert has the focus, and the weight is fixed.
    await tabUntil(dialog.getByRole("group", { name: "Objetivo 1" }).getByLabel("Peso (%)"))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("50")
    await page.keyboard.press("Tab")
    await dialog.getByText("Suma de pesos: 100.00 de 100").waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Objetivos guardados")

    await tabUntil(dialog.getByRole("button", { name: "Enviar al jefe", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Objetivos enviados")
    const review = dialog.getByRole("region", { name: "Revisión del jefe" })
    await review.waitFor()
    await tabUntil(review.getByRole("button", { name: "Devolver", exact: true }))
    await page.keyboard.press("Enter")
    await review.getByRole("alert").getByText("El comentario es requerido para devolver los objetivos").waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(review.getByRole("button", { name: "Aprobar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Objetivos aprobados")
    await dialog.getByText(/Estado: Aprobado/).waitFor()
    await tabUntil(dialog.getByRole("button", { name: "Cerrar", exact: true }).last())
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("row").filter({ hasText: person }).getByRole("cell", { name: "Aprobado" }).waitFor()
  }, 240_000)
})
