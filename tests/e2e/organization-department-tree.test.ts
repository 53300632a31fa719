import { beforeAll, describe, expect, it } from "vitest"
import type { NodoDepartamento } from "../../domain/organizacion/arbol-departamentos-api"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Árbol de departamentos (ORG400) in Chromium, by keyboard alone. Four departments are written
// through the API into a centre of the first demo company:
//
//   Dirección Ensayo > Finanzas Ensayo > Nómina Ensayo        Ventas Ensayo
//
// The search reveals the way down to Nómina; the arrows move, Right expands, Left collapses and
// Enter opens a department's detail; "Mover a…" moves Finanzas (with Nómina) under Ventas and the
// tree shows it there. Then another user moves Dirección under Nómina behind this page's back: the
// page still offers Dirección as a parent for Ventas, and the server refuses the loop with its
// message inside the dialog. Axe runs at 1366 and 390 px with the tree and both dialogs.

const loopMessage = "No se puede asignar como departamento padre a un departamento dependiente"

describe("Árbol de departamentos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, isFocused, tabUntil } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""

  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const answer = (await response.json()) as { result: T; message: string }
    expect(response.status, JSON.stringify(answer)).toBe(200)
    return answer.result
  }
  const parentOf = async (id: number) => (await api<ReadonlyArray<NodoDepartamento>>("/get-arbol-deptos", { id_empresa: 1 })).find((n) => n.id_depto === id)?.id_depto_padre

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const [centre] = await api<ReadonlyArray<{ id_centro_trabajo: number }>>("/get-registro-by-id", {
      tabla: "centros_trabajo_rol",
      conexion: "rh",
      columnId: "id_empresa",
      id: 1,
    })
    const create = (id_depto: number, n_depto: string, id_depto_padre: number | null) =>
      api("/departamentos", {
        id_empresa: 1,
        id_centro_trabajo: centre?.id_centro_trabajo,
        id_depto,
        n_depto,
        activo: "1",
        id_depto_padre,
        id_centro_costos: null,
        responsables: [],
      })
    await create(801, "Dirección Ensayo", null)
    await create(802, "Finanzas Ensayo", 801)
    await create(803, "Nómina Ensayo", 802)
    await create(804, "Ventas Ensayo", null)
  })

  const tree = () => page.getByRole("treegrid", { name: "Departamentos" })
  const row = (name: string) => tree().getByRole("row", { name: new RegExp(`^${name},`) })
  const search = () => page.getByRole("searchbox", { name: "Buscar departamento" })
  const open = async () => {
    await page.goto(`${server.url}/organizacion/arbol-departamentos`)
    await page.getByRole("heading", { level: 1, name: "Árbol de departamentos" }).waitFor()
    await tree().waitFor()
  }
  const typeSearch = async (text: string) => {
    await tabUntil(search())
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    if (text !== "") await page.keyboard.type(text)
  }
  /** Tab into the tree (it takes one Tab stop), then Home and the arrows down to the row. */
  const focusRow = async (name: string) => {
    const target = row(name)
    await target.waitFor()
    for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.closest('[role="treegrid"]') !== null)); i++) await page.keyboard.press("Tab")
    await page.keyboard.press("Home")
    for (let i = 0; i < 40 && !(await isFocused(target)); i++) await page.keyboard.press("ArrowDown")
    await expect.poll(() => isFocused(target)).toBe(true)
  }
  const press = async (name: string) => {
    await tabUntil(page.getByRole("button", { name, exact: true }))
    await page.keyboard.press("Enter")
  }

  it("shows each department with its headcount and responsable, and the search reveals the way to a match", async () => {
    await open()
    await typeSearch("nomina ensayo")
    // Accents and case do not matter; the match's ancestors stay and open.
    await row("Nómina Ensayo").waitFor()
    expect(await row("Dirección Ensayo").getAttribute("aria-expanded")).toBe("true")
    expect(await row("Finanzas Ensayo").getAttribute("aria-expanded")).toBe("true")
    expect(await row("Ventas Ensayo").count()).toBe(0)
    expect(await row("Nómina Ensayo").getAttribute("aria-level")).toBe("3")
    const name = (await row("Nómina Ensayo").getAttribute("aria-label")) ?? ""
    expect(name).toMatch(/^Nómina Ensayo, 0 colaboradores, .+ · Sin responsable$/)
    await page.getByText("1 coincidencia", { exact: true }).waitFor()
    await noViolations()
  })

  it("moves with the arrows: Right expands, Down moves, Left collapses then goes to the parent, Enter opens", async () => {
    await open()
    await typeSearch("ensayo")
    await row("Ventas Ensayo").waitFor()
    await press("Contraer todo")
    await row("Finanzas Ensayo").waitFor({ state: "detached" })
    await tabUntil(row("Dirección Ensayo"))
    expect(await row("Dirección Ensayo").getAttribute("aria-expanded")).toBe("false")
    await page.keyboard.press("ArrowRight")
    await row("Finanzas Ensayo").waitFor()
    expect(await row("Dirección Ensayo").getAttribute("aria-expanded")).toBe("true")
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => isFocused(row("Finanzas Ensayo"))).toBe(true)
    await page.keyboard.press("ArrowRight")
    await row("Nómina Ensayo").waitFor()
    await page.keyboard.press("ArrowLeft")
    await row("Nómina Ensayo").waitFor({ state: "detached" })
    await expect.poll(() => isFocused(row("Finanzas Ensayo"))).toBe(true)
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => isFocused(row("Dirección Ensayo"))).toBe(true)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Finanzas Ensayo" })
    await dialog.waitFor()
    await dialog.getByText("Dirección Ensayo › Finanzas Ensayo", { exact: true }).waitFor()
    await dialog.getByRole("button", { name: "Mover a…" }).waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
  })

  it("moves Finanzas under Ventas with Mover a…, offering neither itself nor its descendants", async () => {
    await open()
    await typeSearch("ensayo")
    await focusRow("Finanzas Ensayo")
    await page.keyboard.press("Enter")
    const detail = page.getByRole("dialog", { name: "Finanzas Ensayo" })
    await detail.getByRole("button", { name: "Mover a…" }).waitFor()
    await tabUntil(detail.getByRole("button", { name: "Mover a…" }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Mover Finanzas Ensayo a…" })
    await dialog.waitFor()
    const picker = dialog.getByRole("combobox", { name: "Nuevo departamento padre" })
    await expect.poll(() => isFocused(picker)).toBe(true)
    // Its own descendant is not offered.
    await page.keyboard.type("Nómina Ens")
    await page.getByText("Sin opciones").waitFor()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    await page.keyboard.type("Ventas Ens")
    await page.getByRole("option", { name: /^Ventas Ensayo/ }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => picker.inputValue()).toMatch(/^Ventas Ensayo/)
    await noViolations()
    await tabUntil(dialog.getByRole("button", { name: "Mover", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    // The tree shows Finanzas (and Nómina with it) under Ventas, and the focus is back on it.
    // Finanzas was at level 2 before the move too: the reloaded tree is the one with Ventas open.
    await expect.poll(() => row("Ventas Ensayo").getAttribute("aria-expanded")).toBe("true")
    await expect.poll(() => row("Finanzas Ensayo").getAttribute("aria-level")).toBe("2")
    await expect.poll(() => isFocused(row("Finanzas Ensayo"))).toBe(true)
    const order = () => tree().getByRole("row").evaluateAll((rows) => rows.map((r) => r.getAttribute("aria-label")?.split(",")[0]))
    await expect.poll(async () => (await order()).indexOf("Finanzas Ensayo") - (await order()).indexOf("Ventas Ensayo")).toBe(1)
    expect(await parentOf(802)).toBe(804)
  })

  it("refuses a move under the department's own descendant with the server's message in the dialog", async () => {
    await open()
    await typeSearch("ensayo")
    await row("Dirección Ensayo").waitFor()
    // Another user puts Dirección under Nómina (now Ventas > Finanzas > Nómina > Dirección) after this page loaded.
    const record = await api<Record<string, unknown>>("/departamentos/801")
    await api("/departamentos/801", {
      _method: "PUT",
      id_empresa: record.id_empresa,
      id_centro_trabajo: record.id_centro_trabajo,
      id_depto: 801,
      n_depto: record.n_depto,
      activo: record.activo,
      id_depto_padre: 803,
      id_centro_costos: record.id_centro_costos,
      responsables: record.responsables,
    })
    await focusRow("Ventas Ensayo")
    await page.keyboard.press("Enter")
    const detail = page.getByRole("dialog", { name: "Ventas Ensayo" })
    await tabUntil(detail.getByRole("button", { name: "Mover a…" }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Mover Ventas Ensayo a…" })
    await dialog.waitFor()
    await page.keyboard.type("Dirección Ens")
    await page.getByRole("option", { name: /^Dirección Ensayo/ }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await tabUntil(dialog.getByRole("button", { name: "Mover", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByRole("alert").getByText(loopMessage).waitFor()
    await noViolations()
    // Nothing moved: Ventas is still a root.
    expect(await parentOf(804)).toBeNull()
    await tabUntil(dialog.getByRole("button", { name: "Cancelar", exact: true }))
    await page.keyboard.press("Enter")
    await page.getByRole("dialog", { name: "Ventas Ensayo" }).waitFor()
    await page.keyboard.press("Escape")
  })

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`has no axe violations at ${width} px with the tree, the detail and the move dialog`, async () => {
      await page.setViewportSize({ width, height })
      await open()
      await typeSearch("ensayo")
      await row("Ventas Ensayo").waitFor()
      await noViolations()
      await focusRow("Ventas Ensayo")
      await page.keyboard.press("Enter")
      const detail = page.getByRole("dialog", { name: "Ventas Ensayo" })
      await detail.getByText("Responsables vigentes").waitFor()
      await noViolations()
      await tabUntil(detail.getByRole("button", { name: "Mover a…" }))
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: "Mover Ventas Ensayo a…" })
      await dialog.waitFor()
      await noViolations()
      await page.keyboard.press("Escape")
      await detail.waitFor()
      await page.keyboard.press("Escape")
      await detail.waitFor({ state: "detached" })
      await page.setViewportSize({ width: 1366, height: 900 })
    })
  }
})
