import type { Locator } from "playwright-core"
import { expect } from "vitest"
import { apiGet } from "./app"
import type { RecordPageSession } from "./record-page"

// Movimientos de personal by keyboard: capturing a movement in its form and reaching a row's
// buttons (Ver, Enviar a autorización) in the grid. The personal-movements and personal-journey
// tests both walk them.

/** A person as the movement form's picker lists them: "<No. colaborador> - <name>". */
export interface MovementPerson {
  readonly id: string
  readonly label: string
}

/** The id of a person's newest movement (the one just captured), read through the API. */
export const lastMovementOf = async (baseUrl: string, token: string, idEmpleado: string): Promise<number> => {
  const list = await apiGet<{ registros: ReadonlyArray<{ id_movimiento: number }> }>(
    baseUrl,
    `/movimientos-personal?por_pagina=5&orden=id_movimiento&direccion=desc&id_empleado=${idEmpleado}`,
    token,
  )
  return Number(list.registros[0]?.id_movimiento)
}

export const movementSteps = (session: RecordPageSession) => {
  const { tabUntil, settled } = session
  const searchText = (person: MovementPerson) => person.label.split(" - ")[0] ?? person.label

  /**
   * Captures a movement in the form: the person, the type (arrows from the placeholder), the
   * effective date (typed ddmmyyyy), the motive, then `fill`; axe on the filled form at 1366 and
   * 390 px; Guardar.
   */
  const capture = async (person: MovementPerson, typeSteps: number, typedDate: string, fill: (dialog: Locator) => Promise<void>) => {
    const { page } = session
    await tabUntil(page.getByRole("button", { name: "Agregar movimiento", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Agregar movimiento" })
    await dialog.waitFor()
    await tabUntil(dialog.getByRole("searchbox", { name: "Buscar colaborador" }))
    await page.keyboard.type(searchText(person))
    const colaborador = dialog.getByRole("combobox", { name: "Colaborador" })
    await expect.poll(() => colaborador.locator("option").allTextContents()).toEqual(["Seleccione un colaborador", person.label])
    await tabUntil(colaborador)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => colaborador.inputValue()).toBe(person.id)
    await dialog.getByRole("region", { name: "Valores actuales" }).waitFor()
    await tabUntil(dialog.getByRole("combobox", { name: "Tipo" }))
    for (let i = 0; i < typeSteps; i++) await page.keyboard.press("ArrowDown")
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Fecha efectiva/i }))
    await page.keyboard.type(typedDate)
    await tabUntil(dialog.getByRole("textbox", { name: "Motivo" }))
    await page.keyboard.type("Movimiento de prueba")
    await fill(dialog)
    await session.noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await session.toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await settled()
  }

  /** A row's button by keyboard (the session's rowAction): the search narrows the list to the person, newest movement first. */
  const rowAction = (person: MovementPerson, button: string) => session.rowAction(searchText(person), button)

  /** "Enviar a autorización" on the person's newest movement, confirmed (its workflow asks first); the toast says what followed. */
  const sendToAuthorization = async (person: MovementPerson, id: number, outcome: string) => {
    await rowAction(person, `Enviar a autorización el movimiento ${id}`)
    const confirm = session.page.getByRole("alertdialog", { name: "Enviar a autorización" })
    await confirm.waitFor()
    await expect.poll(() => confirm.textContent()).toContain(`¿Enviar a autorización el movimiento ${id}? Ya no podrá modificarse.`)
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await session.page.keyboard.press("Enter")
    await session.toast(outcome)
    await confirm.waitFor({ state: "detached" })
    await settled()
  }

  return { capture, rowAction, sendToAuthorization }
}
