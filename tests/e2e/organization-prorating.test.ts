import { beforeAll, describe, expect, it } from "vitest"
import { apiLogin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Prorrateo de posiciones (ORG555) in Chromium, by keyboard alone: a prorating of a demo
// position with two destinations (a department and a cost project) whose running Suma reads
// 99.99 with 60.00 + 39.99 and refuses the save with the rule's message, then 100.00 once the
// second row is corrected to 40.00, and is saved; the list finds it. Axe at 1366 and 390 px on
// the list, the form and an open destination row.

const company = "Comercializadora del Bajío S.A. de C.V."
const centre = "Corporativo León"

describe("Prorrateo de posiciones in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, tabUntil, settled, pick } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  /** A demo position of the centre, as its select names it. */
  let position = { id: "", label: "" }

  beforeAll(async () => {
    server = session.server
    page = session.page
    const { token } = (await apiLogin(server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })) as unknown as { token: string }
    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      return (await answer.json()) as { result: ReadonlyArray<Record<string, unknown>> }
    }
    const centres = await post("/get-registro-by-id", { tabla: "centros_trabajo_rol", conexion: "rh", columnId: "id_empresa", id: 1 })
    const idCentre = Number(centres.result.find((c) => c.n_centro_trabajo === centre)?.id_centro_trabajo)
    const positions = await post("/get-posiciones-prorrateo", { id_centro_trabajo: idCentre })
    // The last position of the centre: the demo's proratings take the first ones.
    const last = positions.result.at(-1)
    if (last === undefined) throw new Error("the demo centre has no positions")
    position = { id: String(last.id_posicion), label: `${last.id_posicion} · ${last.n_posicion} (${last.n_puesto})${last.f_fin === null ? "" : ` · hasta ${String(last.f_fin).split("-").reverse().join("/")}`}` }
  })

  const open = async () => {
    await page.goto(`${server.url}/organizacion/prorrateo-posiciones`)
    await page.getByRole("heading", { level: 1, name: "Prorrateo de posiciones" }).waitFor()
    await settled()
  }

  it("creates a prorating with two destinations by keyboard, refused at 99.99 and saved at 100.00", async () => {
    await open()
    await page.getByRole("columnheader", { name: "Suma %" }).waitFor()
    await tabUntil(page.getByRole("button", { name: "Agregar prorrateo", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Agregar prorrateo" })
    await dialog.waitFor()
    await pick(dialog.getByRole("combobox", { name: "Empresa" }), "Bajío", company)
    await pick(dialog.getByRole("combobox", { name: "Centro de trabajo" }), centre.slice(0, 6), centre)
    await pick(dialog.getByRole("combobox", { name: "Posición" }), position.id, position.label)
    // The date's segments follow es-MX: día, mes, año. A past year: the demo's splits start this year.
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Fecha de inicio/i }))
    await page.keyboard.type("01012015")
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Fecha fin/i }))
    await page.keyboard.type("31122015")

    const addRow = async (kind: "Departamento" | "Proyecto", percent: string) => {
      await tabUntil(dialog.getByRole("button", { name: "Agregar destino", exact: true }))
      await page.keyboard.press("Enter")
      const row = dialog.getByRole("group", { name: "Agregar destino" })
      await row.waitFor()
      const tipo = row.getByRole("combobox", { name: "Tipo" })
      await tabUntil(tipo)
      // A native select: the arrows choose (Departamento first, then Proyecto).
      await page.keyboard.press("ArrowDown")
      if (kind === "Proyecto") await page.keyboard.press("ArrowDown")
      await tabUntil(row.getByRole("combobox", { name: kind }))
      await page.keyboard.press("ArrowDown")
      await tabUntil(row.getByRole("textbox", { name: "Porcentaje" }))
      await page.keyboard.type(percent)
      await tabUntil(row.getByRole("button", { name: "Guardar destino", exact: true }))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
    }
    await addRow("Departamento", "60")
    await addRow("Proyecto", "39.99")
    // The form's own live region (the problem count) is a status too: the sum is the one that says "Suma".
    const sum = dialog.getByRole("status").filter({ hasText: /^Suma:/ })
    await expect.poll(() => sum.textContent()).toBe("Suma: 99.99 % (faltan 0.01 %)")

    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText("La suma de los porcentajes debe ser 100").waitFor()
    await noViolations()

    // The second row to 40.00: the sum completes and the save goes through.
    await tabUntil(dialog.getByRole("button", { name: "Editar destino 2", exact: true }), "Shift+Tab")
    await page.keyboard.press("Enter")
    const row = dialog.getByRole("group", { name: "Editar destino 2" })
    await row.waitFor()
    await tabUntil(row.getByRole("textbox", { name: "Porcentaje" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("40")
    await tabUntil(row.getByRole("button", { name: "Guardar destino", exact: true }))
    await page.keyboard.press("Enter")
    await row.waitFor({ state: "detached" })
    await expect.poll(() => sum.textContent()).toBe("Suma: 100.00 % (completa)")
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })

    // The list finds it by the position's clave, with its two destinations adding up.
    await settled()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }), "Shift+Tab")
    await page.keyboard.type(position.id)
    const found = page.getByRole("row").filter({ hasText: "01/01/2015 al 31/12/2015" })
    await found.waitFor()
    expect(await found.getByRole("gridcell").allTextContents()).toEqual(expect.arrayContaining(["2", "100 %"]))
  })

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`has no axe violations at ${width} px on the list, the form and an open destination`, async () => {
      await page.setViewportSize({ width, height })
      await open()
      // The filter panel open: its inputs are checked too.
      await page.getByText("Filtros", { exact: true }).click()
      await noViolations()
      await page.getByRole("button", { name: "Agregar prorrateo", exact: true }).click()
      const dialog = page.getByRole("dialog", { name: "Agregar prorrateo" })
      await dialog.waitFor()
      await noViolations()
      await dialog.getByRole("button", { name: "Agregar destino", exact: true }).click()
      await dialog.getByRole("group", { name: "Agregar destino" }).waitFor()
      await noViolations()
      await dialog.getByRole("button", { name: "Cancelar", exact: true }).click()
      await dialog.waitFor({ state: "detached" })
      await page.setViewportSize({ width: 1366, height: 900 })
    })
  }
})
