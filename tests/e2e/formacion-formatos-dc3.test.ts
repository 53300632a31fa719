import { readFile } from "node:fs/promises"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { formatDate } from "../../domain/dates"
import { zipEntries } from "../../server/exports/zip-reader"
import { apiLogin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Formatos DC-3 (FOR250) in Chromium, by keyboard: choose the demo's concluded course, preview a
// pending DC-3 (a link to open it), download it (issued: its folio shows in the row and on the
// PDF), tick the others and download them as one zip, and record a delivery with the worker's
// acknowledgement in its dialog. The overdue DC-3 of the closed course says so in words. Axe with
// the list, the preview link and the dialog, at 1366 and 390 px.

interface Course {
  readonly id_proyecto: number
  readonly n_curso: string
  readonly estado: string
  readonly f_fin: string
}
interface Row {
  readonly id_empleado: number
  readonly n_empleado: string
  readonly folio_dc3: string | null
  readonly f_entrega: string | null
}

describe("Formatos DC-3 in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, noViolationsAtBothWidths, tabUntil, pick, toast } = session

  const post = async <T,>(path: string, body: unknown): Promise<T> => {
    const { token } = await apiLogin(session.server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })
    const answer = await fetch(`${session.server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
    expect(answer.status).toBe(200)
    return ((await answer.json()) as { result: T }).result
  }
  const textOf = async (path: string) => (await extractText(await getDocumentProxy(Uint8Array.from(await readFile(path))), { mergePages: true })).text.replace(/\s+/g, " ")

  it("previews, downloads one and many, and records a delivery, by keyboard", async () => {
    const { page } = session
    const courses = await post<ReadonlyArray<Course>>("/get-cursos-dc3", {})
    const concluded = courses.find((c) => c.estado === "Concluido")
    const closed = courses.find((c) => c.estado === "Cerrado")
    if (concluded === undefined || closed === undefined) throw new Error("the demo has no concluded or closed course")
    const rows = async (id: number) => (await post<{ filas: ReadonlyArray<Row> }>("/get-constancias-dc3", { id_proyecto: id })).filas

    // The closed course's overdue DC-3 says so in words.
    await page.goto(`${session.server.url}/formacion/formatos-dc3?curso=${closed.id_proyecto}`)
    await page.getByRole("heading", { level: 1, name: "Formatos DC-3" }).waitFor()
    await page.getByRole("table", { name: `Constancias DC-3 de ${closed.n_curso}` }).waitFor()
    await page.getByRole("cell", { name: /· Vencida$/ }).first().waitFor()
    await noViolationsAtBothWidths()

    await page.goto(`${session.server.url}/formacion/formatos-dc3`)
    await page.getByRole("heading", { level: 1, name: "Formatos DC-3" }).waitFor()
    const label = `${concluded.n_curso} (${concluded.estado}, ${formatDate(concluded.f_fin)})`
    await pick(page.getByRole("combobox", { name: "Curso" }), concluded.n_curso.slice(0, 8), label)
    await page.getByRole("table", { name: `Constancias DC-3 de ${concluded.n_curso}` }).waitFor()
    const pending = (await rows(concluded.id_proyecto)).filter((r) => r.folio_dc3 === null)
    expect(pending.length).toBeGreaterThanOrEqual(2)
    const [first, ...others] = pending as [Row, ...Array<Row>]

    // A preview: a link to open it, no folio issued.
    await tabUntil(page.getByRole("button", { name: `Vista previa de la constancia de ${first.n_empleado}` }))
    await page.keyboard.press("Enter")
    const link = page.getByRole("link", { name: `Abrir la vista previa de la constancia de ${first.n_empleado} (pestaña nueva)` })
    await link.waitFor()
    expect(await link.getAttribute("href")).toMatch(/^blob:/)
    expect((await rows(concluded.id_proyecto)).find((r) => r.id_empleado === first.id_empleado)?.folio_dc3).toBeNull()
    await noViolations()

    // One downloaded: issued, its folio on the PDF and in its row.
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await tabUntil(page.getByRole("button", { name: `Descargar la constancia de ${first.n_empleado}` }))
    await page.keyboard.press("Enter")
    const pdf = await downloaded
    expect(pdf.suggestedFilename()).toMatch(/^DC-3 DC3-.*\.pdf$/)
    const folio = (await rows(concluded.id_proyecto)).find((r) => r.id_empleado === first.id_empleado)?.folio_dc3 ?? ""
    expect(folio).toMatch(/^DC3-/)
    expect(await textOf(await pdf.path())).toContain(folio)
    await page.getByRole("cell", { name: folio, exact: true }).waitFor()

    // Nothing ticked: the batch's button says what to do.
    const batch = page.getByRole("button", { name: /^Descargar constancias \(\d+\)$/ })
    await tabUntil(batch)
    await page.keyboard.press("Enter")
    await toast("Seleccione al menos un colaborador")

    // Every pending one ticked by keyboard (the one just issued keeps its folio), then one zip.
    const ticked = [first, ...others]
    for (const r of ticked) {
      const box = page.getByRole("checkbox", { name: `Seleccionar a ${r.n_empleado}` })
      await box.focus()
      await page.keyboard.press("Space")
      await expect.poll(() => box.isChecked()).toBe(true)
    }
    await expect.poll(() => batch.textContent()).toBe(`Descargar constancias (${ticked.length})`)
    const zipped = page.waitForEvent("download", { timeout: 60_000 })
    await batch.focus()
    await page.keyboard.press("Enter")
    const zip = await zipped
    expect(zip.suggestedFilename()).toMatch(/\.zip$/)
    expect([...zipEntries(await readFile(await zip.path())).values()]).toHaveLength(ticked.length)

    // A delivery recorded in its dialog.
    await tabUntil(page.getByRole("button", { name: `Marcar entregada la constancia de ${first.n_empleado}` }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Registrar la entrega de la constancia de ${first.n_empleado}` })
    await dialog.waitFor()
    await noViolationsAtBothWidths()
    // Without the acknowledgement it says what is missing.
    await tabUntil(dialog.getByRole("button", { name: "Registrar entrega" }))
    await page.keyboard.press("Enter")
    await dialog.getByRole("alert").filter({ hasText: "Capture el acuse de recibo del trabajador" }).waitFor()
    await tabUntil(dialog.getByRole("textbox", { name: /Acuse de recibo del trabajador/ }), "Shift+Tab")
    await page.keyboard.type("Recibí original de mi constancia")
    await tabUntil(dialog.getByRole("button", { name: "Registrar entrega" }))
    await page.keyboard.press("Enter")
    await toast("Entrega registrada")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(async () => (await rows(concluded.id_proyecto)).find((r) => r.id_empleado === first.id_empleado)?.f_entrega ?? null).not.toBeNull()
    await page.getByRole("cell", { name: /^Sí, el / }).first().waitFor()
    await noViolationsAtBothWidths()
  }, 240_000)
})
