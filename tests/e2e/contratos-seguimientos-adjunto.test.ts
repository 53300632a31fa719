import { describe, expect, it } from "vitest"
import { simplePdf } from "../../server/seed/demo-cv"
import { chooseFileWithEnter } from "./support/browser"
import { useRecordPageSession } from "./support/record-page"

// A contract follow-up's adjunto (CON220) in Chromium, by keyboard alone: a seeded follow-up
// opened from the list refuses a text file named .pdf, takes a PDF (downloadable at once),
// keeps it with Guardar, and offers it for download when opened again; axe at 1366 and 390 px
// with the form open.

describe("A follow-up's attachment in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, settled, toast } = session

  it("attaches a PDF to a follow-up and downloads it back", async () => {
    const page = session.page
    await page.goto(`${session.server.url}/contratos/seguimientos-contratos`)
    await page.getByRole("heading", { level: 1, name: "Seguimientos de contratos" }).waitFor()
    await settled()
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const edit = page.getByRole("dialog", { name: "Editar seguimiento" })
    await edit.waitFor()
    const choose = edit.getByRole("button", { name: "Elegir archivo Adjunto", exact: true })
    await tabUntil(choose)
    await (await chooseFileWithEnter(page)).setFiles({ name: "nota.pdf", mimeType: "application/pdf", buffer: Buffer.from("no soy un PDF\n") })
    await toast("El adjunto debe ser un PDF, JPEG o PNG")
    await tabUntil(choose)
    await (await chooseFileWithEnter(page)).setFiles({ name: "acuse.pdf", mimeType: "application/pdf", buffer: simplePdf("Acuse de seguimiento", ["Firmado por el colaborador"]) })
    await edit.getByRole("button", { name: "Descargar adjunto", exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(edit.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await edit.waitFor({ state: "detached" })
    await settled()

    // The focus is back on the row it edited: Enter opens it again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true)
    await page.keyboard.press("Enter")
    await edit.waitFor()
    const download = edit.getByRole("button", { name: "Descargar adjunto", exact: true })
    await tabUntil(download)
    const saved = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await saved).suggestedFilename()).toMatch(/^Seguimiento \d+ CT-[\d-]+\.pdf$/)
  }, 240_000)
})
