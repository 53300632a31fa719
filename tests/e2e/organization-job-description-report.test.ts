import { readFile } from "node:fs/promises"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Reporte descripción de puestos (ORG500) in Chromium, by keyboard alone: 'Generar' without a
// puesto announces 'Seleccione al menos un puesto'; then the company, two of its puestos found by
// typing in the list's search (Tab into the list, Space ticks), and 'Generar' download a real PDF holding both puestos. Axe runs at
// 1366 and 390 px with the error shown and with puestos ticked.

interface Option {
  readonly id: number
  readonly name: string
}

describe("Reporte descripción de puestos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil, pick } = session
  let page: RecordPageSession["page"]
  let company: Option = { id: 0, name: "" }
  let puestos: ReadonlyArray<string> = []

  beforeAll(async () => {
    page = session.page
    const { url } = session.server
    const { token } = await apiLogin(url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${url}/api${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      return ((await response.json()) as { result: T }).result
    }
    const [first] = await post<ReadonlyArray<{ id_empresa: number; n_empresa: string }>>("/get-empresas-select", {})
    company = { id: first?.id_empresa ?? 0, name: first?.n_empresa ?? "" }
    const names = (await post<ReadonlyArray<{ n_puesto: string }>>("/get-puestos-descripcion", { id_empresa: company.id })).map((p) => p.n_puesto)
    // Two puestos whose names no other puesto contains, so typing a name leaves one match.
    puestos = [...new Set(names)].filter((n, _, all) => all.filter((o) => o.includes(n)).length === 1).slice(0, 2)
    expect(puestos).toHaveLength(2)
  })

  const widths = async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await noViolations()
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  }

  it("chooses a company and two puestos by keyboard and downloads their description as a PDF", async () => {
    await page.goto(`${session.server.url}/organizacion/reporte-descripcion-puestos`)
    await page.getByRole("heading", { level: 1, name: "Reporte descripción de puestos" }).waitFor()

    await pick(page.getByRole("combobox", { name: "Empresa" }), company.name, company.name)
    const generar = page.getByRole("button", { name: "Generar" })
    await tabUntil(generar)
    await page.keyboard.press("Enter")
    await page.getByRole("alert").filter({ hasText: "Seleccione al menos un puesto" }).waitFor()
    await widths()

    const search = page.getByRole("searchbox", { name: "Buscar puesto" })
    const list = page.getByRole("listbox", { name: "Puestos" })
    for (const name of puestos) {
      await tabUntil(search, "Shift+Tab")
      await page.keyboard.press("Control+A")
      await page.keyboard.type(name)
      await expect.poll(() => list.getByRole("option").count()).toBe(1)
      await page.keyboard.press("Tab")
      await page.keyboard.press("Space")
      await expect.poll(() => list.getByRole("option", { selected: true }).count()).toBe(1)
    }
    await tabUntil(search, "Shift+Tab")
    await page.keyboard.press("Control+A")
    await page.keyboard.press("Backspace")
    await expect.poll(() => list.getByRole("option", { selected: true }).count()).toBe(2)
    await page.getByText("2 puestos seleccionados").waitFor()
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Seleccione al menos un puesto" }).count()).toBe(0)
    await widths()

    await tabUntil(generar)
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/^Descripción de puestos .*\.pdf$/)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    const text = (await extractText(await getDocumentProxy(Uint8Array.from(bytes)), { mergePages: true })).text
    for (const name of puestos) expect(text).toContain(name)
    expect(text).toContain("Autorizó")
    await session.toast("Reporte generado")
  })
})
