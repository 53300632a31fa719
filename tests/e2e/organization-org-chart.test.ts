import { beforeAll, describe, expect, it } from "vitest"
import type { NodoPosicion } from "../../domain/organizacion/organigramas-api"
import { buildOrgForest, preorder } from "../../domain/organizacion/organigramas-rules"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Organigramas (ORG550) in Chromium, by keyboard alone, on the demo's positions of the first
// centre of the first company: choose the company and the centre, find a person three levels down
// with the search (Enter takes the focus to the person's card, whose way opened), then the "Vista
// de lista" tab walks the same tree with the arrows (Right expands, Left collapses). Axe runs at
// 1366 and 390 px on both tabs.

describe("Organigramas in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, isFocused, tabUntil, pick } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let companyName = ""
  let centreName = ""
  let person: NodoPosicion | undefined

  const api = async <T>(token: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { result: T }
    expect(response.status, JSON.stringify(answer).slice(0, 300)).toBe(200)
    return answer.result
  }

  beforeAll(async () => {
    server = session.server
    page = session.page
    const { token } = await apiLogin(server.url, demoAdmin)
    const [company] = await api<ReadonlyArray<{ id_empresa: number; n_empresa: string }>>(token, "/get-empresas-select", {})
    companyName = company?.n_empresa ?? ""
    const [centre] = await api<ReadonlyArray<{ id_centro_trabajo: number; n_centro_trabajo: string }>>(token, "/get-registro-by-id", {
      tabla: "centros_trabajo_rol",
      conexion: "rh",
      columnId: "id_empresa",
      id: company?.id_empresa,
    })
    centreName = centre?.n_centro_trabajo ?? ""
    const nodes = await api<ReadonlyArray<NodoPosicion>>(token, "/get-arbol-posiciones-full", { id_centro_trabajo: centre?.id_centro_trabajo })
    // Someone three levels down (hidden at first: two levels open), with a name no one else has.
    const names = nodes.map((n) => n.n_empleado)
    person = preorder(buildOrgForest(nodes)).find(
      ({ tree, level }) => level === 3 && tree.node.n_empleado !== null && names.filter((n) => n === tree.node.n_empleado).length === 1,
    )?.tree.node
    expect(person, "a person three levels down in the demo chart").toBeDefined()
  })

  it("finds a person by keyboard: the search opens the way to the card and Enter takes the focus there", async () => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${server.url}/organizacion/organigramas`)
    await page.getByRole("heading", { level: 1, name: "Organigramas" }).waitFor()
    await page.getByText("Elija una empresa o un centro de trabajo para ver su organigrama.").waitFor()
    await pick(page.getByRole("combobox", { name: "Empresa" }), companyName.slice(0, 8), companyName)
    await pick(page.getByRole("combobox", { name: "Centro de trabajo" }), centreName.slice(0, 6), centreName)
    const chart = page.getByRole("region", { name: "Organigrama" })
    await chart.waitFor()
    // Two levels: the person's card is not drawn yet.
    const name = person?.n_empleado ?? ""
    expect(await page.locator(`[data-posicion="${person?.id_posicion}"]`).count()).toBe(0)
    await page.getByText(/posiciones, .* vacantes/).waitFor()
    await noViolations()

    await tabUntil(page.getByRole("searchbox", { name: "Buscar persona o posición" }))
    await page.keyboard.type(name)
    await page.getByText("1 coincidencia", { exact: true }).waitFor()
    await page.keyboard.press("Enter")
    const target = page.locator(`[data-posicion="${person?.id_posicion}"]`)
    await expect.poll(() => isFocused(target)).toBe(true)
    expect(await target.getAttribute("aria-label")).toBe(
      `${name}, ${person?.n_posicion}, ${person?.n_puesto}, ${person?.n_subordinados === 1 ? "1 subordinado" : `${person?.n_subordinados} subordinados`}, coincide con la búsqueda`,
    )
    await target.getByText("Coincidencia").waitFor()
    if (process.env.E2E_SHOTS !== undefined) await page.screenshot({ path: `${process.env.E2E_SHOTS}/org-chart.png` })
    // The chief above is open (a button that says so) and Enter on it closes his reports.
    const chief = page.locator(`[data-posicion][aria-expanded="true"]`).last()
    expect(await chief.count()).toBe(1)
    await noViolations()
    await page.setViewportSize({ width: 390, height: 844 })
    await noViolations()
    await page.setViewportSize({ width: 1366, height: 900 })
  })

  it("walks the same tree in Vista de lista with the arrows", async () => {
    // From the found card back (past the cards before it and the zoom buttons) to the tabs, then to the list view.
    const listTab = page.getByRole("tab", { name: "Vista de lista" })
    const chartTab = page.getByRole("tab", { name: "Organigrama" })
    for (let i = 0; i < 600 && !(await isFocused(chartTab)); i++) await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => isFocused(listTab)).toBe(true)
    await expect.poll(() => listTab.getAttribute("aria-selected")).toBe("true")
    const tree = page.getByRole("treegrid", { name: "Posiciones del organigrama" })
    await tree.waitFor()
    // The found person is a row of the open way.
    const personRow = tree.getByRole("row", { name: new RegExp(`^${person?.n_empleado} — `) })
    await personRow.waitFor()
    expect(await personRow.getAttribute("aria-level")).toBe("3")
    await noViolations()

    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.closest('[role="treegrid"]') !== null)); i++) await page.keyboard.press("Tab")
    await page.keyboard.press("Home")
    const rows = tree.getByRole("row")
    const first = rows.first()
    await expect.poll(() => isFocused(first)).toBe(true)
    expect(await first.getAttribute("aria-expanded")).toBe("true")
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true")
    await page.keyboard.press("ArrowDown")
    const second = rows.nth(1)
    await expect.poll(() => isFocused(second)).toBe(true)
    expect(await second.getAttribute("aria-level")).toBe("2")
    await page.setViewportSize({ width: 390, height: 844 })
    await noViolations()
    if (process.env.E2E_SHOTS !== undefined) await page.screenshot({ path: `${process.env.E2E_SHOTS}/org-chart-list.png` })
    await page.setViewportSize({ width: 1366, height: 900 })

    // Exportar PDF keeps the keyboard on its button while the file is made (busy, not disabled) and after.
    const pdf = page.getByRole("button", { name: "Exportar PDF", exact: true })
    await tabUntil(pdf, "Shift+Tab")
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.keyboard.press("Enter")])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    await expect.poll(() => isFocused(pdf)).toBe(true)
  })
})
