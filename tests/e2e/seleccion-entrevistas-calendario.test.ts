import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { shiftWeeks, weekHeading, weekRange, weekStart } from "../../domain/rules/calendar-week"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"
import { reflowFaults } from "./support/reflow"

// Entrevistas' calendar (SEL250) in Chromium, by keyboard alone: "Vista" switches the list for
// this week's calendar, where a demo interview of this week shows (the demo's are seeded around
// today, some always in this week); "Semana siguiente" and "Semana anterior" move the week, each
// move said in the live region; an interview opens its record at the list's address, and closing
// it returns to the same week with the focus on that interview. Axe is clean and nothing scrolls
// sideways at 1366 and 390 px.

type Interview = {
  readonly id_entrevista: number
  readonly n_candidato: string
  readonly fecha: string
  readonly hora: string
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const weekOf = async (url: string, token: string, monday: string) => {
  const { desde, hasta } = weekRange(monday)
  return apiGet<{ registros: ReadonlyArray<Interview>; total: number }>(url, `/entrevistas?por_pagina=100&fecha_desde=${desde}&fecha_hasta=${hasta}`, token)
}

describe("Entrevistas' calendar in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, isFocused } = session
  const thisWeek = weekStart(todayInMexico())
  const nextWeek = shiftWeeks(thisWeek, 1)
  let shown: Interview | undefined
  let nextTotal = 0
  beforeAll(async () => {
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const current = await weekOf(session.server.url, token, thisWeek)
    // The server filters by the range: every row it sends is of this week.
    expect(current.registros.every((r) => r.fecha >= thisWeek && r.fecha <= weekRange(thisWeek).hasta)).toBe(true)
    shown = current.registros[0]
    nextTotal = (await weekOf(session.server.url, token, nextWeek)).total
  })

  it("switches to this week's calendar, moves a week on and back, and opens an interview", async () => {
    const page = session.page
    if (shown === undefined) throw new Error("the demo has no interview this week")
    const interview = shown
    await page.goto(`${session.server.url}/seleccion/entrevistas`)
    await page.getByRole("heading", { level: 1, name: "Entrevistas" }).waitFor()
    await page.getByRole("grid").waitFor()
    // "Vista": Tab reaches the chosen option, the arrow chooses the other.
    await tabUntil(page.getByRole("radio", { name: "Lista" }))
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => page.getByRole("radio", { name: "Calendario" }).isChecked()).toBe(true)
    await page.getByRole("heading", { level: 2, name: weekHeading(thisWeek) }).waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get("semana")).toBe(thisWeek)
    expect(await page.getByRole("grid").count()).toBe(0)

    // The day's list, named by its heading, holds the interview with its hour.
    const link = page.getByRole("link", { name: new RegExp(`${escaped(interview.hora)}.*${escaped(interview.n_candidato)}`) })
    await link.first().waitFor()
    expect(await page.getByRole("list", { name: new RegExp(`\\b${Number(interview.fecha.slice(8, 10))} de `) }).getByRole("link").count()).toBeGreaterThan(0)
    await noViolationsAtBothWidths()
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await reflowFaults(page)).toEqual([])
    await page.setViewportSize({ width: 1366, height: 900 })

    const status = page.getByRole("status").filter({ hasText: /^Semana del / })
    await tabUntil(page.getByRole("button", { name: "Semana siguiente" }))
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 2, name: weekHeading(nextWeek) }).waitFor()
    await expect.poll(() => status.textContent()).toBe(`${weekHeading(nextWeek)}: ${nextTotal} ${nextTotal === 1 ? "entrevista" : "entrevistas"}`)
    if (nextTotal === 0) await page.getByText("No hay entrevistas en esta semana.").waitFor()
    else expect(await page.getByRole("listitem").filter({ hasText: "Sin entrevistas" }).count()).toBeLessThan(7)
    await expect.poll(() => new URL(page.url()).searchParams.get("semana")).toBe(nextWeek)
    await noViolationsAtBothWidths()

    await tabUntil(page.getByRole("button", { name: "Semana anterior" }), "Shift+Tab")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 2, name: weekHeading(thisWeek) }).waitFor()
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^${weekHeading(thisWeek)}: \\d+ entrevistas?$`))

    // The interview opens its record, as the list's row does; closing it returns to the week.
    const target = page.locator(`[data-interview="${interview.id_entrevista}"]`)
    await tabUntil(target)
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 2, name: "Editar entrevista" }).waitFor()
    expect(new URL(page.url()).searchParams.get("registro")).toBe(String(interview.id_entrevista))
    expect(await page.getByRole("textbox", { name: "Hora" }).inputValue()).toBe(interview.hora)
    await tabUntil(page.getByRole("button", { name: "Cancelar", exact: true }))
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 2, name: weekHeading(thisWeek) }).waitFor()
    expect(new URL(page.url()).searchParams.get("registro")).toBeNull()
    await expect.poll(() => isFocused(target)).toBe(true)
  }, 120_000)
})
