import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { shiftDay } from "../../domain/rules/working-days"
import { apiGet, apiLogin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Contratos por vencer's bulk actions (CON230) in Chromium, by keyboard alone, on the demo's
// contracts: two rows selected with their boxes (Space), one follow-up registered for both
// (Registrar seguimiento), then both renewed to one end date (Renovar); each answer lists one
// result per contract. Axe at 1366 and 390 px with each dialog open.

type Row = Record<string, unknown>

const path = "/contratos/contratos-vencer"
const title = "Contratos por vencer"

describe("Contratos por vencer's bulk actions in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, pick, toast } = session
  let page: RecordPageSession["page"]
  let responsible = ""
  const today = todayInMexico()
  const dateKeys = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`

  const table = () => page.getByRole("table", { name: /Contratos que vencen en/ })
  /** A contract's row: the table names the person; its box names the folio. */
  const rowOf = (folio: string) => table().getByRole("row").filter({ has: page.getByRole("checkbox", { name: new RegExp(`^Seleccionar el contrato ${folio} `) }) })
  const boxes = () => table().getByRole("checkbox", { name: /^Seleccionar el contrato / })
  /** Selects the first two contracts of the list by keyboard: Tab to each box, Space. */
  const selectTwo = async () => {
    await expect.poll(() => boxes().count()).toBeGreaterThanOrEqual(2)
    const folios: Array<string> = []
    for (const box of [boxes().nth(0), boxes().nth(1)]) {
      await tabUntil(box)
      await page.keyboard.press("Space")
      await expect.poll(() => box.isChecked()).toBe(true)
      folios.push(((await box.getAttribute("aria-label")) ?? "").replace(/^Seleccionar el contrato (\S+) de .*$/, "$1"))
    }
    return folios
  }

  beforeAll(async () => {
    page = session.page
    const token = (await apiLogin(session.server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })).token
    const list = await apiGet<{ registros: ReadonlyArray<Row> }>(session.server.url, "/empleados?id_empresa=1&estatus=A&por_pagina=5&orden=num_empleado&direccion=asc", token)
    responsible = String(list.registros[0]?.n_empleado)
  })

  it("registers one follow-up for two selected contracts", async () => {
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await table().waitFor()
    const folios = await selectTwo()
    await tabUntil(page.getByRole("button", { name: "Registrar seguimiento (2)", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("dialog", { name: "Registrar seguimiento de 2 contratos" })
    await form.waitFor()
    const tipo = form.getByRole("combobox", { name: "Tipo", exact: true })
    await tabUntil(tipo)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => tipo.inputValue()).toBe("REVISION_VENCIMIENTO")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha$/i }))
    await page.keyboard.type(dateKeys(today))
    const resultado = form.getByRole("combobox", { name: "Resultado", exact: true })
    await tabUntil(resultado)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => resultado.inputValue()).toBe("RENOVAR")
    await pick(form.getByRole("combobox", { name: "Responsable", exact: true }), responsible, responsible)
    await tabUntil(form.getByRole("textbox", { name: "Comentario", exact: true }))
    await page.keyboard.type("Se revisó el vencimiento con ambos colaboradores E2E")
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Registrar seguimiento", exact: true }))
    await page.keyboard.press("Enter")

    const answer = page.getByRole("dialog", { name: "Registrar seguimiento de 2 contratos: resultado" })
    await answer.waitFor()
    await toast("2 hechos, 0 en autorización, 0 rechazados")
    for (const folio of folios) await answer.getByRole("row").filter({ hasText: folio }).getByText("Hecho", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    // The dialog's own Cerrar below the results (the header's × is named the same).
    await tabUntil(answer.getByRole("button", { name: "Cerrar", exact: true }).last())
    await page.keyboard.press("Enter")
    await answer.waitFor({ state: "detached" })
    // The list read again: today's follow-up is each one's last.
    for (const folio of folios) await rowOf(folio).getByText(today.split("-").reverse().join("/")).waitFor()
  }, 240_000)

  it("renews two selected contracts to one end date", async () => {
    await table().waitFor()
    const folios = await selectTwo()
    await tabUntil(page.getByRole("button", { name: "Renovar (2)", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("dialog", { name: "Renovar 2 contratos" })
    await form.waitFor()
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha de término de los nuevos contratos$/i }))
    await page.keyboard.type(dateKeys(shiftDay(today, 200)))
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Renovar", exact: true }))
    await page.keyboard.press("Enter")

    const answer = page.getByRole("dialog", { name: "Renovar 2 contratos: resultado" })
    await answer.waitFor()
    const renewed: Array<string> = []
    for (const folio of folios) {
      // Renewed, or waiting for RENOVACION_CONTRATO when it passed the maximum.
      const line = answer.getByRole("row").filter({ hasText: folio })
      await expect.poll(async () => (await line.textContent()) ?? "").toMatch(/Hecho|En autorización/)
      if (((await line.textContent()) ?? "").includes("Hecho")) renewed.push(folio)
    }
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await answer.waitFor({ state: "detached" })
    // A renewed contract leaves the list (it is Renovado now).
    for (const folio of renewed) await expect.poll(() => rowOf(folio).count()).toBe(0)
  }, 240_000)
})
