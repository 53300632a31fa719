import { beforeAll, describe, expect, it } from "vitest"
import { necesidadMessages } from "../../domain/competencias/competencias-colaborador-api"
import { kitText } from "../../src/ui/kit-text"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Competencias por colaborador (COM300) in Chromium, by keyboard alone: a person whose puesto
// expects "Avanzado" (3) of a competency is assessed "Intermedio" (2) through the page's modal;
// the row then reads gap 1 and 66.67 %, the history lists the assessment, "Solo con brecha" keeps
// the row, and the gap goes to training needs. Axe at 1366 and 390 px with the table and with
// each dialog open. The puesto's expectation is set through the API (COM250 has its own test).

interface Person {
  readonly id: string
  readonly label: string
}

const post = async (url: string, path: string, token: string, body: unknown) => {
  const response = await fetch(`${url}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { result: Record<string, unknown> }).result
}

describe("Competencias por colaborador in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, noViolationsAtBothWidths, toast, tabUntil, isFocused } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let person: Person
  let competency = ""

  beforeAll(async () => {
    server = session.server
    page = session.page
    const { token } = await apiLogin(server.url, demoAdmin)
    const people = await apiGet<ReadonlyArray<Person>>(server.url, "/competencias-colaborador-colaboradores", token)
    const first = people[0]
    if (first === undefined) throw new Error("no person to assess")
    person = first
    const standing = await post(server.url, "/get-competencias-colaborador", token, { id_empleado: Number(person.id) })
    const id_puesto = String(standing.id_puesto)
    const [company] = await apiGet<{ registros: ReadonlyArray<{ id_empresa: number }> }>(server.url, `/puestos?buscar=${encodeURIComponent(id_puesto)}&por_pagina=100`, token).then(
      (r) => r.registros,
    )
    await post(server.url, "/guardar-competencias-puesto", token, {
      id_empresa: company?.id_empresa,
      id_puesto,
      tipo: "ORG",
      filas: [
        { id_competencia: 1, id_nivel_esperado: 3, peso: 60 },
        { id_competencia: 7, id_nivel_esperado: 2, peso: 40 },
      ],
    })
    const now = (await post(server.url, "/get-competencias-colaborador", token, { id_empleado: Number(person.id) })) as {
      competencias: ReadonlyArray<{ id_competencia: number; n_competencia: string }>
    }
    competency = now.competencias.find((c) => c.id_competencia === 1)?.n_competencia ?? ""
  })

  const rowCells = async () => {
    const row = page.getByRole("table", { name: "Competencias organizacionales" }).getByRole("row").filter({ has: page.getByRole("rowheader", { name: competency, exact: true }) })
    return row.getByRole("cell").allTextContents()
  }

  it("assesses a person and reads the gap", async () => {
    await page.goto(`${server.url}/competencias/competencias-colaborador`)
    await page.getByRole("heading", { level: 1, name: "Competencias por colaborador" }).waitFor()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar colaborador" }))
    await page.keyboard.type(person.label.split(" - ")[0] ?? person.label)
    const colaborador = page.getByRole("combobox", { name: "Colaborador" })
    await expect.poll(() => colaborador.locator("option").allTextContents()).toEqual(["Seleccione un colaborador", person.label])
    await tabUntil(colaborador)
    await page.keyboard.press("ArrowDown")
    await page.getByRole("table", { name: "Competencias organizacionales" }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(page.getByRole("button", { name: `Evaluar ${competency}`, exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Registrar evaluación: ${competency}` })
    await dialog.waitFor()
    const level = dialog.getByRole("combobox", { name: "Nivel evaluado" })
    await tabUntil(level)
    await page.keyboard.type("Intermedio")
    await expect.poll(() => level.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "")).toBe("Intermedio")
    await tabUntil(dialog.getByRole("textbox", { name: "Evidencia" }))
    await page.keyboard.type("Observación directa en la junta de resultados.")
    await noViolations()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    // The tables stay while the figures are read again: the dialog gives the focus back to Evaluar.
    const evaluar = page.getByRole("button", { name: `Evaluar ${competency}`, exact: true })
    await expect.poll(() => isFocused(evaluar)).toBe(true)
    // Closed without saving, the same.
    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => isFocused(evaluar)).toBe(true)
    // With something typed, Escape and Cancelar ask the records kit's question first; Cancelar
    // on it keeps the form, Salir sin guardar closes it and the focus is back on Evaluar.
    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await tabUntil(dialog.getByRole("textbox", { name: "Evidencia" }))
    await page.keyboard.type("Borrador")
    const question = page.getByRole("alertdialog", { name: kitText.cambiosSinGuardarTitulo })
    await page.keyboard.press("Escape")
    await question.waitFor()
    await expect.poll(() => question.textContent()).toContain(kitText.cambiosSinGuardar)
    await noViolations()
    await expect.poll(() => isFocused(question.getByRole("button", { name: "Cancelar", exact: true }))).toBe(true)
    await page.keyboard.press("Enter")
    await question.waitFor({ state: "detached" })
    expect(await dialog.getByRole("textbox", { name: "Evidencia" }).inputValue()).toBe("Borrador")
    await tabUntil(dialog.getByRole("button", { name: "Cancelar", exact: true }))
    await page.keyboard.press("Enter")
    await question.waitFor()
    await tabUntil(question.getByRole("button", { name: kitText.salirSinGuardar }))
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => isFocused(evaluar)).toBe(true)
    // Nivel esperado, evaluado, fecha, evaluador, origen, brecha, cumplimiento, peso.
    await expect.poll(async () => (await rowCells()).slice(0, 8)).toEqual([
      "Avanzado (3)",
      "Intermedio (2)",
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      "—",
      "Captura manual",
      "1",
      "66.67 %",
      "60 %",
    ])
  }, 300_000)

  it("keeps the history, filters the rows with a gap and sends the gap to training", async () => {
    await tabUntil(page.getByRole("button", { name: `Historial de ${competency}`, exact: true }))
    await page.keyboard.press("Enter")
    const history = page.getByRole("dialog", { name: `Historial: ${competency}` })
    await history.getByRole("cell", { name: "Observación directa en la junta de resultados." }).waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await history.waitFor({ state: "detached" })

    const filter = page.getByRole("checkbox", { name: "Solo con brecha" })
    await tabUntil(filter, "Shift+Tab")
    await page.keyboard.press("Space")
    expect(await filter.isChecked()).toBe(true)
    const gaps = await page.getByRole("table", { name: "Competencias organizacionales" }).getByRole("row").allTextContents()
    expect(gaps.length).toBeGreaterThan(1)
    expect(await rowCells()).not.toEqual([])

    await tabUntil(page.getByRole("button", { name: `Enviar a capacitación ${competency}`, exact: true }))
    await page.keyboard.press("Enter")
    const send = page.getByRole("dialog", { name: `Enviar a capacitación: ${competency}` })
    await send.waitFor()
    await noViolations()
    await tabUntil(send.getByRole("textbox", { name: "Comentario" }))
    await page.keyboard.type("Taller de liderazgo")
    await tabUntil(send.getByRole("button", { name: "Enviar", exact: true }))
    await expect.poll(() => isFocused(send.getByRole("button", { name: "Enviar", exact: true }))).toBe(true)
    await page.keyboard.press("Enter")
    await toast(necesidadMessages.enviada)
    await send.waitFor({ state: "detached" })
    await expect.poll(async () => (await rowCells())[8]).toContain("Enviada a capacitación")
    // Its button gone with the write, the keyboard is on the row's Evaluar.
    await expect.poll(() => isFocused(page.getByRole("button", { name: `Evaluar ${competency}`, exact: true }))).toBe(true)
  }, 300_000)
})
