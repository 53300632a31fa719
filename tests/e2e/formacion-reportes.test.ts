import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Formación's reports (FOR400–FOR600) in Chromium, by keyboard alone, on the demo's courses and
// budgets of this year (server/seed/demo-courses.ts, demo-presupuestos.ts): each page opens on
// this year with rows; a filter changed by keyboard (a radio with the arrows, a list, the year
// typed) reads again; an export downloads; axe is clean at 1366 and 390 px.

const year = todayInMexico().slice(0, 4)

describe("Formación's reports in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil } = session

  const open = async (path: string, title: string) => {
    const page = session.page
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${session.server.url}/formacion/${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
  }
  const table = (caption: RegExp) => session.page.getByRole("table", { name: caption })
  const rowHeaders = async (t: Locator) => (await t.locator("tbody").getByRole("rowheader").allTextContents()).map((s) => s.trim())
  const cellsOf = async (t: Locator) => (await t.locator("tbody").getByRole("cell").allTextContents()).map((s) => s.trim())
  /** Tab to a radio group's chosen option, then the arrows to the named one. */
  const chooseRadio = async (from: string, to: string, steps: number) => {
    await tabUntil(session.page.getByRole("radio", { name: from }))
    for (let i = 0; i < steps; i++) await session.page.keyboard.press("ArrowRight")
    await expect.poll(() => session.page.getByRole("radio", { name: to }).isChecked()).toBe(true)
  }
  const download = async (button: "Exportar Excel" | "Exportar PDF", extension: RegExp) => {
    const page = session.page
    const target = page.getByRole("button", { name: button })
    await expect.poll(() => target.isEnabled()).toBe(true)
    await tabUntil(target)
    const file = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await file).suggestedFilename()).toMatch(extension)
  }

  it("FOR400: the budget in force by department and concept, every version, and its Excel", async () => {
    await open("reporte-presupuesto", "Reporte de presupuesto")
    const inForce = table(/versión autorizada vigente$/)
    await inForce.waitFor()
    const headers = await inForce.getByRole("columnheader").allTextContents()
    expect(headers.slice(0, 3)).toEqual(["Departamento", "Versión", "Estado"])
    expect(headers).toContain("Instructor")
    expect(headers.at(-1)).toBe("Total")
    // The demo's v1 (59,000) is this year's project's authorized version.
    await expect.poll(async () => (await cellsOf(inForce)).filter((c) => c === "v1").length).toBeGreaterThan(0)
    expect((await cellsOf(inForce)).every((c) => c !== "Rechazado" && c !== "Borrador")).toBe(true)
    await expect.poll(async () => (await inForce.locator("tfoot").getByRole("cell").allTextContents()).at(-1)).toBe("$59,000.00")
    await chooseRadio("Versión autorizada vigente", "Todas las versiones", 1)
    const every = table(/todas las versiones$/)
    await expect.poll(async () => (await cellsOf(every)).includes("Rechazado")).toBe(true)
    expect(await cellsOf(every)).toContain("Borrador")
    await download("Exportar Excel", /\.xlsx$/)
    await noViolationsAtBothWidths()
  }, 180_000)

  it("FOR450: courses, participants and man-hours by área, then by modalidad, and its PDF", async () => {
    await open("reporte-formacion", "Reporte de formación")
    const byArea = table(/por área temática$/)
    await byArea.waitFor()
    await expect.poll(() => rowHeaders(byArea)).toEqual(expect.arrayContaining([expect.stringContaining("Seguridad")]))
    // Each row's horas-hombre cell is a whole number; the total row adds them up.
    const manHours = async (t: Locator) => {
      const rows = await t.locator("tbody").getByRole("row").all()
      const out: Array<number> = []
      for (const row of rows) out.push(Number(((await row.getByRole("cell").last().textContent()) ?? "").replaceAll(",", "")))
      return out
    }
    const total = Number(((await byArea.locator("tfoot").getByRole("cell").last().textContent()) ?? "").replaceAll(",", ""))
    expect((await manHours(byArea)).reduce((a, b) => a + b, 0)).toBe(total)
    await chooseRadio("Por área temática", "Por modalidad", 2)
    const byModality = table(/por modalidad$/)
    await expect.poll(() => rowHeaders(byModality)).toEqual(expect.arrayContaining([expect.stringContaining("Presencial"), expect.stringContaining("Mixta")]))
    await download("Exportar PDF", /\.pdf$/)
    await noViolationsAtBothWidths()
  }, 180_000)

  it("FOR500: real against budget by project, then by concept, and its Excel", async () => {
    await open("reporte-real-vs-presupuesto", "Reporte real vs. presupuesto")
    const byProject = table(/por proyecto dnc$/)
    await byProject.waitFor()
    const headers = await byProject.getByRole("columnheader").allTextContents()
    expect(headers).toEqual(["Proyecto DNC", "Presupuesto", "Real", "% ejercido", "Variación", "Participantes", "Costo por participante"])
    await expect.poll(async () => (await cellsOf(byProject)).includes("$59,000.00")).toBe(true)
    expect((await cellsOf(byProject)).some((c) => / %$/.test(c))).toBe(true)
    await chooseRadio("Por proyecto DNC", "Por concepto de gasto", 1)
    const byConcept = table(/por concepto de gasto$/)
    await expect.poll(() => rowHeaders(byConcept)).toEqual(expect.arrayContaining([expect.stringContaining("Instructor")]))
    await download("Exportar Excel", /\.xlsx$/)
    await noViolationsAtBothWidths()
  }, 180_000)

  it("FOR550: each person's hours against the minimum, those below it, their courses, and the Excel", async () => {
    await open("reporte-cursos-colaborador", "Reporte de cursos por colaborador")
    const summary = table(new RegExp(`^Horas contra el mínimo, ${year}$`))
    await summary.waitFor()
    expect((await summary.getByRole("columnheader").allTextContents()).at(-1)).toBe("Cumple")
    // Cumplimiento: the native list's arrows, from "Todos los colaboradores" to those below the minimum.
    const compliance = session.page.getByRole("combobox", { name: "Cumplimiento" })
    await tabUntil(compliance)
    await session.page.keyboard.press("ArrowDown")
    await expect.poll(() => compliance.inputValue()).toBe("no")
    await expect.poll(async () => {
      const rows = await summary.locator("tbody").getByRole("row").all()
      if (rows.length === 0) return false
      for (const row of rows) if ((await row.getByRole("cell").last().textContent())?.trim() !== "No") return false
      return true
    }).toBe(true)
    await chooseRadio("Horas contra el mínimo", "Cursos de cada colaborador", 1)
    const courses = table(new RegExp(`^Cursos de cada colaborador, ${year}$`))
    await courses.waitFor()
    expect(await courses.getByRole("columnheader").allTextContents()).toEqual(["Colaborador", "Curso", "Periodo", "Horas del curso", "Estado", "Calificación", "Horas acreditadas", "Folio DC-3"])
    await download("Exportar Excel", /\.xlsx$/)
    await noViolationsAtBothWidths()
  }, 180_000)

  it("FOR600: the grades with their mean, another year typed, one course chosen, and the Excel", async () => {
    await open("reporte-calificaciones", "Reporte de calificaciones")
    const grades = table(new RegExp(`^Calificaciones de los cursos de ${year}$`))
    await grades.waitFor()
    await expect.poll(async () => (await cellsOf(grades)).includes("Aprobatoria")).toBe(true)
    expect(await cellsOf(grades)).toContain("No aprobatoria")
    expect(await grades.locator("tfoot").getByRole("rowheader").textContent()).toBe("Promedio")
    // A year without courses says so; this year again brings the rows back.
    const yearField = session.page.getByRole("textbox", { name: "Año" })
    await tabUntil(yearField)
    await session.page.keyboard.press("ControlOrMeta+A")
    await session.page.keyboard.type("2031")
    await session.page.getByText("No hay participantes de cursos del año con esos filtros").waitFor()
    await session.page.keyboard.press("ControlOrMeta+A")
    await session.page.keyboard.type(year)
    await grades.waitFor()
    // The course: the company first (the list of courses is the company's), then the closed one.
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const company = (await apiGet<{ n_empresa: string }>(session.server.url, "/empresas/1", token)).n_empresa
    await session.pick(session.page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 4), company)
    const course = session.page.getByRole("combobox", { name: "Curso" })
    await expect.poll(() => course.isEnabled()).toBe(true)
    await tabUntil(course)
    await session.page.keyboard.type("Liderazgo")
    await session.page.getByRole("option", { name: /^Liderazgo y trabajo en equipo/ }).waitFor()
    await session.page.keyboard.press("ArrowDown")
    await session.page.keyboard.press("Enter")
    await expect.poll(async () => {
      const shown = (await cellsOf(grades)).filter((c) => c.includes(" (") && c.endsWith(")"))
      return shown.length > 0 && shown.every((c) => c.startsWith("Liderazgo y trabajo en equipo"))
    }).toBe(true)
    await download("Exportar Excel", /\.xlsx$/)
    await noViolationsAtBothWidths()
  }, 180_000)
})
