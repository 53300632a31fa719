import { beforeAll, describe, expect, it } from "vitest"
import { interviewName } from "../../domain/seleccion/entrevistas"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Entrevistas and Competencias de candidatos (guarded by SEL250) in Chromium, by keyboard alone:
// a scheduled interview of the demo is cancelled from its row (the confirmation, the toast, the
// state in words); then a vacancy is chosen in Competencias de candidatos, its matrix read as a
// table in ranking order, a candidate's levels assessed in the dialog and saved; axe is clean at
// 1366 and 390 px on the interviews' list and with the matrix and with its dialog open.

type Interview = {
  readonly n_candidato: string
  readonly fecha: string
  readonly hora: string
  readonly n_vacante: string
  readonly estado: string
}

describe("Entrevistas and Competencias de candidatos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, noViolationsAtBothWidths, tabUntil, pick, rowAction, toast } = session
  let scheduled: Interview | undefined
  beforeAll(async () => {
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const list = await apiGet<{ registros: ReadonlyArray<Interview> }>(session.server.url, "/entrevistas?por_pagina=100", token)
    scheduled = list.registros.find((r) => r.estado === "Programada")
  })

  it("cancels a scheduled interview from its row by keyboard", async () => {
    const page = session.page
    if (scheduled === undefined) throw new Error("the demo has no scheduled interview")
    await page.goto(`${session.server.url}/seleccion/entrevistas`)
    await page.getByRole("heading", { level: 1, name: "Entrevistas" }).waitFor()
    await page.getByRole("grid").waitFor()
    await noViolationsAtBothWidths()
    // The search narrows the list to the candidate's interviews before the row's button is reached.
    const box = page.getByRole("searchbox", { name: "Buscar" })
    await tabUntil(box, "Shift+Tab")
    await page.keyboard.type(scheduled.n_candidato)
    const candidate = scheduled.n_candidato
    await expect
      .poll(async () => {
        const rows = await page.getByRole("grid").getByRole("row").allTextContents()
        return rows.length > 1 && rows.slice(1).every((r) => r.includes(candidate))
      })
      .toBe(true)
    await rowAction(scheduled.n_candidato, `Cancelar la entrevista de ${interviewName(scheduled)}`)
    const dialog = page.getByRole("alertdialog")
    await dialog.waitFor()
    await noViolations()
    // Cancelar (keep it) has the focus; Aceptar confirms.
    await tabUntil(dialog.getByRole("button", { name: "Aceptar" }))
    await page.keyboard.press("Enter")
    await toast("Entrevista cancelada")
  }, 120_000)

  it("assesses a candidate's competencies and shows the ranking", async () => {
    const page = session.page
    if (scheduled === undefined) throw new Error("the demo has no scheduled interview")
    await page.goto(`${session.server.url}/seleccion/competencias-candidatos`)
    await page.getByRole("heading", { level: 1, name: "Competencias de candidatos" }).waitFor()
    await pick(page.getByRole("combobox", { name: "Vacante" }), scheduled.n_vacante.slice(0, 10), scheduled.n_vacante)
    const table = page.getByRole("table", { name: /en orden de ranking/ })
    await table.waitFor()
    const places = await table.getByRole("row").evaluateAll((rows) => rows.slice(1).map((r) => r.querySelector("td")?.textContent ?? ""))
    expect(places[0]).toBe("1")
    await noViolationsAtBothWidths()
    const evaluate = table.getByRole("button", { name: /^Evaluar las competencias de / }).first()
    await tabUntil(evaluate)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await dialog.waitFor()
    await noViolationsAtBothWidths()
    // The first competency's level: the native select takes the arrows.
    const first = dialog.getByRole("combobox").first()
    await tabUntil(first)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await tabUntil(dialog.getByRole("button", { name: "Guardar" }))
    await page.keyboard.press("Enter")
    await toast("Competencias del candidato guardadas")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(async () => (await table.getByRole("cell").allTextContents()).some((c) => c.endsWith(" %"))).toBe(true)
  }, 120_000)
})
