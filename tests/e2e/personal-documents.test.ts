import { readFile } from "node:fs/promises"
import type { Locator } from "playwright-core"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin } from "./support/app"
import { type MovementPerson, movementSteps } from "./support/movements"
import { useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Cartas laborales, plantillas de carta and reconocimientos (issue 14) in Chromium, by keyboard
// alone, on the demo: a constancia laboral is requested for a person of the first company (the
// person and the signer found by number, the type picked, its template brought in), issued with
// "Emitir" (the PDF downloads and reads back with the person, the company and the folio), and
// then offered for "Reemitir" behind a confirmation; a recognition is recorded and its diploma
// downloaded. Axe at 1366 and 390 px on each form and dialog the sweep does not reach (the three
// lists as they open and the first template's form are sweep-personal's).

const today = todayInMexico()
const typedDate = today.split("-").reverse().join("")

describe("Documentos de personal in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, settled, pick, openAdd, toast } = session
  const { rowAction } = movementSteps(session)
  let person: MovementPerson = { id: "", label: "" }
  let signer: MovementPerson = { id: "", label: "" }
  let razonSocial = ""

  beforeAll(async () => {
    const { token } = await apiLogin(session.server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })
    // Two people of one company: the first person the search offers, and a colleague who signs.
    const found = await apiGet<ReadonlyArray<MovementPerson>>(session.server.url, "/documento-colaboradores?buscar=ar", token)
    const facts = (p: MovementPerson) => apiGet<{ n_empresa: string }>(session.server.url, `/documento-colaborador?id_empleado=${p.id}`, token)
    person = found[0] ?? person
    razonSocial = (await facts(person)).n_empresa
    for (const p of found.slice(1)) {
      if ((await facts(p)).n_empresa === razonSocial) {
        signer = p
        break
      }
    }
    if (person.id === "" || signer.id === "") throw new Error("the demo has no two people of one company")
  })

  const number = (p: MovementPerson) => p.label.split(" - ")[0] ?? p.label

  /** The person of a document's form, found by number and chosen with the arrows. */
  const choose = async (dialog: Locator, search: string, combobox: string, p: MovementPerson) => {
    await tabUntil(dialog.getByRole("searchbox", { name: search }))
    await session.page.keyboard.type(number(p))
    const select = dialog.getByRole("combobox", { name: combobox })
    await expect.poll(() => select.locator("option").allTextContents()).toEqual(["Seleccione un colaborador", p.label])
    await tabUntil(select)
    await session.page.keyboard.press("ArrowDown")
    await expect.poll(() => select.inputValue()).toBe(p.id)
  }

  const pdfText = async (press: () => Promise<void>) => {
    const downloaded = session.page.waitForEvent("download", { timeout: 30_000 })
    await press()
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    return { name: download.suggestedFilename(), text: (await extractText(await getDocumentProxy(Uint8Array.from(bytes)), { mergePages: true })).text.replace(/\s+/g, " ") }
  }

  it("requests and issues a constancia laboral by keyboard, and offers its reissue", async () => {
    const { page } = session
    await page.goto(`${session.server.url}/personal/cartas-laborales`)
    await page.getByRole("heading", { level: 1, name: "Cartas laborales" }).waitFor()
    await settled()
    // The demo's overdue request reads in words, not only in red.
    await page.getByText("Vencida (solicitada hace más de 3 días)").first().waitFor()

    const dialog = await openAdd("carta laboral")
    await choose(dialog, "Buscar colaborador", "Colaborador", person)
    await dialog.getByRole("region", { name: "Datos del colaborador" }).waitFor()
    await pick(dialog.getByRole("combobox", { name: "Tipo de carta" }), "Constancia laboral", "Constancia laboral")
    await choose(dialog, "Buscar firmante", "Firmante", signer)
    await tabUntil(dialog.getByRole("button", { name: "Cargar la plantilla del tipo" }))
    await page.keyboard.press("Enter")
    const texto = dialog.getByRole("textbox", { name: "Texto de la carta" })
    await expect.poll(() => texto.inputValue()).toContain("{n_empleado}")
    await tabUntil(texto)
    await page.keyboard.press("ControlOrMeta+End")
    await page.keyboard.type(" Para trámite bancario.")
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await settled()

    const list = await apiGet<{ registros: ReadonlyArray<{ id_carta: number }> }>(
      session.server.url,
      `/cartas-laborales?id_empleado=${person.id}&orden=id_carta&direccion=desc`,
      (await apiLogin(session.server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })).token,
    )
    const id = Number(list.registros[0]?.id_carta)
    const issued = await pdfText(() => rowAction(person, `Emitir la solicitud ${id}`))
    await toast("Carta emitida")
    const folio = /Folio: (CL-\d+-\d{4}-\d{5})/.exec(issued.text)?.[1] ?? ""
    expect(folio).not.toBe("")
    expect(issued.name).toContain(folio)
    const name = person.label.split(" - ")[1] ?? ""
    for (const expected of [name, razonSocial, "RFC:", "Constancia laboral", "Para trámite bancario.", signer.label.split(" - ")[1] ?? ""]) expect(issued.text).toContain(expected)

    // Issued: the row shows its folio and offers Reemitir, behind a confirmation.
    await settled()
    await rowAction(person, `Reemitir la carta ${folio}`)
    const confirm = page.getByRole("alertdialog", { name: "Reemitir carta" })
    await confirm.waitFor()
    await page.keyboard.press("Escape")
    await confirm.waitFor({ state: "detached" })
  }, 180_000)

  it("records a recognition by keyboard and downloads its diploma", async () => {
    const { page } = session
    await page.goto(`${session.server.url}/personal/reconocimientos`)
    await page.getByRole("heading", { level: 1, name: "Reconocimientos" }).waitFor()
    await settled()
    const dialog = await openAdd("reconocimiento")
    await choose(dialog, "Buscar colaborador", "Colaborador", person)
    await pick(dialog.getByRole("combobox", { name: "Tipo de reconocimiento" }), "Empleado del mes", "Empleado del mes")
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Fecha/i }))
    await page.keyboard.type(typedDate)
    await tabUntil(dialog.getByRole("textbox", { name: "Motivo" }))
    await page.keyboard.type("Por su compromiso con el cierre del año")
    await tabUntil(dialog.getByRole("textbox", { name: "Premio" }))
    await page.keyboard.type("Día libre")
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await settled()
    const { token } = await apiLogin(session.server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })
    const mine = await apiGet<{ registros: ReadonlyArray<{ folio: string }> }>(session.server.url, `/reconocimientos?id_empleado=${person.id}&orden=folio&direccion=desc`, token)
    const folio = mine.registros[0]?.folio ?? ""
    const diploma = await pdfText(() => rowAction(person, `Imprimir el diploma ${folio}`))
    for (const expected of [person.label.split(" - ")[1] ?? "", razonSocial, folio, "RECONOCIMIENTO", "Por su compromiso con el cierre del año", "Premio: Día libre"]) expect(diploma.text).toContain(expected)
  }, 180_000)

  it("has no axe violations on the reissue confirmation and the recognitions' dialogs; a template opens from its row by keyboard", async () => {
    const { page } = session
    await page.goto(`${session.server.url}/personal/cartas-laborales`)
    await page.getByRole("heading", { level: 1, name: "Cartas laborales" }).waitFor()
    await settled()
    await page.getByRole("button", { name: /^Reemitir la carta / }).first().click()
    const confirm = page.getByRole("alertdialog", { name: "Reemitir carta" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await confirm.waitFor({ state: "detached" })

    await page.goto(`${session.server.url}/personal/reconocimientos`)
    await settled()
    for (const [button, title] of [
      ["Reconocer a varios", "Reconocer a varios colaboradores"],
      ["Sugerencias de antigüedad", "Sugerencias de antigüedad"],
    ] as const) {
      await tabUntil(page.getByRole("button", { name: button, exact: true }))
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: title })
      await dialog.waitFor()
      if (button === "Reconocer a varios") await dialog.getByRole("checkbox").first().waitFor()
      else await dialog.getByRole("status").or(dialog.getByRole("group")).first().waitFor()
      await noViolationsAtBothWidths()
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
    }
    await page.goto(`${session.server.url}/personal/plantillas-carta`)
    await page.getByRole("heading", { level: 1, name: "Plantillas de carta" }).waitFor()
    await settled()
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const form = page.getByRole("dialog", { name: "Editar plantilla de carta" })
    await form.waitFor()
    await page.keyboard.press("Escape")
    await form.waitFor({ state: "detached" })
  }, 180_000)
})
