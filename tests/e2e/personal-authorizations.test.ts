import { beforeAll, describe, expect, it } from "vitest"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Mis autorizaciones in Chromium, by keyboard, as the demo approver (a department head whose
// profile holds no personal key): the user menu opens the page, where the demo's two bajas, a
// loan and an aid of their department wait; Aprobar asks first (Cancelar, focused, approves
// nothing), the aid's receipt downloads from the list, one is approved, another rejected with the
// comment the dialog asks for, the last two approved; the empty state follows. Axe on the list
// and the dialogs at 1366 and 390 px.

describe("Mis autorizaciones in Chromium", () => {
  const session = useRecordPageSession(demoApprover)
  const { noViolationsAtBothWidths, toast, isFocused, tabUntil } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(() => {
    server = session.server
    page = session.page
  })

  it("approves one request and rejects the other by keyboard; axe at both widths", async () => {
    // The user menu, by keyboard.
    await session.fromUserMenu("Mis autorizaciones")
    await page.waitForURL(`${server.url}/personal/mis-autorizaciones`)
    await page.getByRole("heading", { level: 1, name: "Mis autorizaciones" }).waitFor()
    const list = page.getByRole("list", { name: "Mis autorizaciones" })
    await list.waitFor()
    const requests = list.locator(":scope > li")
    expect(await requests.count()).toBe(4)
    await list.getByText("Pendiente", { exact: true }).first().waitFor()
    await noViolationsAtBothWidths()

    // The aid's receipt, by keyboard, from the list.
    const receipt = page.getByRole("button", { name: "Descargar comprobante" })
    await tabUntil(receipt)
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.keyboard.press("Enter")])
    expect(download.suggestedFilename()).toMatch(/^comprobante-ayuda-\d+\.pdf$/)

    // Aprobar asks first; Cancelar has the focus, so Enter approves nothing.
    const approve = page.getByRole("button", { name: /^Aprobar / }).first()
    const approvedName = String(await approve.getAttribute("aria-label"))
    const asked = page.getByRole("alertdialog", { name: `¿${approvedName}?` })
    await tabUntil(approve)
    await page.keyboard.press("Enter")
    await asked.waitFor()
    await asked.getByText("Colaborador", { exact: true }).waitFor()
    await expect.poll(() => isFocused(asked.getByRole("button", { name: "Cancelar" }))).toBe(true)
    await noViolationsAtBothWidths()
    await page.keyboard.press("Enter")
    await asked.waitFor({ state: "detached" })
    expect(await requests.count()).toBe(4)

    // Approve it: Aprobar, then the dialog's Aprobar.
    await tabUntil(approve)
    await page.keyboard.press("Enter")
    await tabUntil(asked.getByRole("button", { name: "Aprobar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Solicitud aprobada")
    await page.getByRole("button", { name: approvedName, exact: true }).waitFor({ state: "detached" })
    await expect.poll(() => requests.count()).toBe(3)
    // The decided request's buttons are gone: the keyboard is on the heading of the one that took its place.
    const nextTitle = await requests.first().getByRole("heading", { level: 2 }).textContent()
    await expect.poll(() => page.evaluate(() => (document.activeElement?.tagName === "H2" ? document.activeElement.textContent : null))).toBe(nextTitle)

    // Reject the other: the dialog asks for the comment.
    const reject = page.getByRole("button", { name: /^Rechazar / }).first()
    await tabUntil(reject)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: /^Rechazar solicitud/ })
    await dialog.waitFor()
    const comment = dialog.getByRole("textbox", { name: "Comentario" })
    await expect.poll(() => isFocused(comment)).toBe(true)
    await tabUntil(dialog.getByRole("button", { name: "Rechazar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText("El comentario es requerido para rechazar", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(comment, "Shift+Tab")
    await page.keyboard.type("Falta la carta de renuncia firmada")
    await tabUntil(dialog.getByRole("button", { name: "Rechazar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Solicitud rechazada")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => requests.count()).toBe(2)

    // The last two approved.
    for (const left of [1, 0]) {
      const next = page.getByRole("button", { name: /^Aprobar / }).first()
      await tabUntil(next)
      await page.keyboard.press("Enter")
      const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Aprobar", exact: true })
      await tabUntil(confirm)
      await page.keyboard.press("Enter")
      await toast("Solicitud aprobada")
      await expect.poll(() => requests.count()).toBe(left)
    }

    // Nothing waits any more, and the focus is on the line that says so.
    const empty = page.getByText("No tiene solicitudes por autorizar. Cuando una solicitud espere su decisión, aparecerá aquí.", { exact: true })
    await empty.waitFor()
    await expect.poll(() => isFocused(empty)).toBe(true)
    await noViolationsAtBothWidths()
  })
})
