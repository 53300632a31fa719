import { readFile } from "node:fs/promises"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { zipEntries } from "../../server/exports/zip-reader"
import { apiGet, apiLogin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// A record's documents in Chromium, on Cartas laborales (the descriptor's document "carta"): the
// row's Imprimir downloads the letter's PDF (read back) through the page's documents machine;
// ticking several rows and pressing "Descargar carta (N)" shows the batch's progress (a bar and
// its text) and downloads one zip with one PDF per letter; pressing it with nothing ticked says
// what to do. Axe while the batch runs and after, at 1366 and 390 px.

interface Letter {
  readonly id_carta: number
  readonly folio: string | null
  readonly colaborador: string
  readonly estado: string
}

describe("Documentos de un registro in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, noViolationsAtBothWidths, settled, toast, tabUntil } = session

  const letters = async (): Promise<ReadonlyArray<Letter>> => {
    const { token } = await apiLogin(session.server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })
    return (await apiGet<{ registros: ReadonlyArray<Letter> }>(session.server.url, "/cartas-laborales?orden=id_carta&direccion=desc&por_pagina=10", token)).registros
  }
  const nameOf = (l: Letter) => (l.folio === null ? `la solicitud ${l.id_carta}` : `la carta ${l.folio}`)

  it("prints one letter from its row and many as one zip, with the batch's progress", async () => {
    const { page } = session
    await page.goto(`${session.server.url}/personal/cartas-laborales`)
    await page.getByRole("heading", { level: 1, name: "Cartas laborales" }).waitFor()
    await settled()
    const shown = await letters()
    expect(shown.length).toBeGreaterThanOrEqual(3)
    const [first, second, third] = shown as [Letter, Letter, Letter]

    // Nothing ticked: the button stays where the focus is and says what to do.
    const batchButton = page.getByRole("button", { name: /^Descargar carta \(\d+\)$/ })
    await tabUntil(batchButton)
    await page.keyboard.press("Enter")
    await page.getByRole("alert").filter({ hasText: "Seleccione al menos un registro" }).first().waitFor()

    // One letter from its row: the PDF downloads and reads back.
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await page.getByRole("button", { name: `Imprimir ${nameOf(first)}` }).click()
    const pdf = await downloaded
    const saidDone = toast("Carta descargada")
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
    const text = (await extractText(await getDocumentProxy(Uint8Array.from(await readFile(await pdf.path()))), { mergePages: true })).text.replace(/\s+/g, " ")
    expect(text).toContain(first.colaborador.split(" - ")[1] ?? first.colaborador)
    await saidDone

    // Three letters ticked by keyboard (Space on each box), then one zip.
    for (const l of [first, second, third]) {
      const box = page.getByRole("checkbox", { name: `Seleccionar ${nameOf(l)}` })
      await box.focus()
      await page.keyboard.press("Space")
      await expect.poll(() => box.isChecked()).toBe(true)
    }
    await expect.poll(() => batchButton.textContent()).toBe("Descargar carta (3)")
    const zipped = page.waitForEvent("download", { timeout: 60_000 })
    await batchButton.focus()
    await page.keyboard.press("Enter")
    // The batch's closing toast leaves after 5 s: watched from the press, so the axe run below
    // (seconds on a loaded machine) cannot outlast it.
    const finished = page.getByRole("region", { name: "Notificaciones" }).getByText("3 documentos generados", { exact: true }).first().waitFor({ timeout: 60_000 })
    // The progress: its text in a status region and a bar named by it.
    const status = page.getByRole("status").filter({ hasText: /Generando documentos: \d de 3/ })
    await status.waitFor()
    await expect.poll(async () => page.getByRole("progressbar", { name: /Generando documentos: \d de 3/ }).count()).toBe(1)
    await noViolations()
    const zip = await zipped
    await expect.poll(() => batchButton.textContent()).toBe("Descargar carta (0)")
    await finished
    expect(zip.suggestedFilename()).toMatch(/\.zip$/)
    const entries = [...zipEntries(await readFile(await zip.path())).values()]
    expect(entries).toHaveLength(3)
    expect(entries.every((e) => e.name.endsWith(".pdf"))).toBe(true)
    // Done: the boxes are cleared and the focus is still on the button.
    await expect.poll(() => batchButton.textContent()).toBe("Descargar carta (0)")
    expect(await session.isFocused(batchButton)).toBe(true)
    await noViolationsAtBothWidths()
  }, 180_000)
})
