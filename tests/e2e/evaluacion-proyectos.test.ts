import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Proyectos de evaluación (EVA150) in Chromium, by keyboard alone: a new Integral
// cycle with two phases (the defaults' weights), published into the phase of today, and its 360
// evaluators proposed from the position tree. Axe is clean with the list, the filled form and the
// confirmation shown, at 1366 and 390 px.

const path = "/evaluacion/proyectos"
const name = "Ciclo 360 por teclado"

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}
/** What the date field takes from the keyboard: day, month, year. */
const typed = (iso: string) => iso.split("-").reverse().join("")

describe("Proyectos de evaluación in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths, toast, settled, rowAction } = session
  /** A short list's select takes the first letters typed on it, as a native select does. */
  const choose = async (select: Locator, letters: string, value: string) => {
    await tabUntil(select)
    await session.page.keyboard.type(letters)
    await expect.poll(() => select.inputValue()).toBe(value)
  }

  it("creates a cycle with its phases, publishes it and proposes its 360 evaluators", async () => {
    const page = session.page
    const today = todayInMexico()
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${session.server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      expect(response.status).toBe(200)
      return ((await response.json()) as { result: T }).result
    }
    const companies = await post<ReadonlyArray<{ id_empresa: number; n_empresa: string }>>("/get-catalogo", { tabla: "empresas_rol", conexion: "rh" })
    const companyName = String(companies.find((c) => Number(c.id_empresa) === 1)?.n_empresa)
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Proyectos de evaluación" }).waitFor()
    await settled()
    await noViolationsAtBothWidths()

    await tabUntil(page.getByRole("button", { name: "Agregar proyecto", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar proyecto" }).or(page.getByRole("dialog", { name: "Agregar proyecto" }))
    await form.waitFor()
    await tabUntil(form.getByRole("textbox", { name: "Proyecto" }))
    await page.keyboard.type(name)
    await choose(form.getByRole("combobox", { name: "Tipo" }), "Integ", "Integral")
    await session.pick(form.getByRole("combobox", { name: "Empresa" }), companyName.slice(0, 8), companyName)
    await tabUntil(form.getByRole("spinbutton", { name: "día, Inicio" }))
    await page.keyboard.type(typed(shift(today, -5)))
    await tabUntil(form.getByRole("spinbutton", { name: "día, Fin" }))
    await page.keyboard.type(typed(shift(today, 60)))
    for (const [fase, from, to] of [
      ["Captura de objetivos", -5, -1],
      ["Evaluación", 0, 60],
    ] as const) {
      await tabUntil(form.getByRole("button", { name: "Agregar fase", exact: true }))
      await page.keyboard.press("Enter")
      const row = form.getByRole("group", { name: "Agregar fase" })
      await row.waitFor()
      await choose(row.getByRole("combobox", { name: "Fase" }), fase.slice(0, 5), fase)
      await tabUntil(row.getByRole("spinbutton", { name: "día, Inicio de la fase" }))
      await page.keyboard.type(typed(shift(today, from)))
      await tabUntil(row.getByRole("spinbutton", { name: "día, Fin de la fase" }))
      await page.keyboard.type(typed(shift(today, to)))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
      await form.getByRole("cell", { name: fase }).waitFor()
    }
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await settled()

    await rowAction(name, `Publicar el proyecto ${name}`)
    const confirm = page.getByRole("alertdialog", { name: "Publicar" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Proyecto publicado")
    await confirm.waitFor({ state: "detached" })
    await settled()
    const row = page.getByRole("row").filter({ hasText: name })
    await row.getByText("En evaluación").waitFor()
    await row.getByText("Evaluación", { exact: true }).waitFor()

    await rowAction(name, `Proponer evaluadores 360 del proyecto ${name}`)
    await page.getByRole("region", { name: "Notificaciones" }).getByText(/^Se propusieron los evaluadores de \d+ colaboradores$/).first().waitFor()
    const projects = await post<ReadonlyArray<{ id_proyecto: number; n_proyecto: string }>>("/get-proyectos-by-tipo", { tipo_proyecto: "EVA" })
    const id = projects.find((p) => p.n_proyecto === name)?.id_proyecto ?? 0
    const people = await post<ReadonlyArray<{ id_empleado: number }>>("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" })
    const first = await post<{ evaluadores: ReadonlyArray<{ relacion: string }> }>("/get-evaluadores-360", { id_proyecto: id, id_evaluado: people[0]?.id_empleado })
    expect(first.evaluadores.map((e) => e.relacion)).toContain("Auto")
    await noViolationsAtBothWidths()
  }, 240_000)
})
