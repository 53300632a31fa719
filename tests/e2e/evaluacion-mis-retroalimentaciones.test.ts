import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { demoEvaluationProjectName } from "../../server/seed/demo-evaluacion"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Mis retroalimentaciones in Chromium, by keyboard: the demo seeds a 360 session held and signed
// by the boss but not yet by its person (server/seed/demo-eva-retroalimentacion.ts), whose person
// has no account; the test links the demo approver's account to that person. From Mis
// evaluaciones the session opens with its commitments and the released 360 results; Firmar
// without an agreement is refused in the dialog; with En desacuerdo and a comment it is signed
// and the list says Firmada. Axe on the list and the dialog at 1366 and 390 px.

describe("Mis retroalimentaciones in Chromium", () => {
  const session = useRecordPageSession(demoApprover)
  const { noViolationsAtBothWidths, toast, tabUntil, isFocused } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]

  beforeAll(() => {
    server = session.server
    page = session.page
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    const held = db
      .prepare("SELECT id_empleado FROM eva_retroalimentaciones WHERE tipo = '360' AND firma_jefe = '1' AND firma_colaborador = '0' ORDER BY id_retro LIMIT 1")
      .get() as { id_empleado: number } | undefined
    expect(held).toBeDefined()
    db.prepare("UPDATE usuarios SET id_empleado = ? WHERE id_usuario = ?").run(held?.id_empleado, demoApprover.email)
    db.close()
  })

  it("reads a held 360 session with its results and signs it by keyboard; axe at both widths", async () => {
    await page.goto(`${server.url}/perfil/mis-evaluaciones`)
    await page.getByRole("heading", { level: 2, name: "Mis retroalimentaciones" }).waitFor()
    const sign = page.getByRole("button", { name: `Firmar la retroalimentación 360 de ${demoEvaluationProjectName}` })
    await sign.waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(sign)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Retroalimentación 360: ${demoEvaluationProjectName}` })
    await dialog.waitFor()
    await dialog.getByRole("heading", { name: "Fortalezas" }).waitFor()
    await dialog.getByRole("table", { name: "Compromisos" }).getByText("Taller de comunicación asertiva").waitFor()
    // The held 360 session releases the person's results.
    await dialog.getByRole("heading", { name: "Resultados" }).waitFor()
    await noViolationsAtBothWidths()

    const submit = dialog.getByRole("button", { name: "Firmar" })
    await tabUntil(submit)
    await page.keyboard.press("Enter")
    await dialog.getByRole("alert").filter({ hasText: "Indique si está de acuerdo o en desacuerdo" }).waitFor()

    await tabUntil(dialog.getByRole("radio", { name: "De acuerdo" }))
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => dialog.getByRole("radio", { name: "En desacuerdo" }).isChecked()).toBe(true)
    await tabUntil(dialog.getByRole("textbox", { name: "Comentarios del colaborador" }))
    await page.keyboard.type("Pido más apoyo para el taller.")
    await tabUntil(submit)
    await page.keyboard.press("Enter")
    await toast("Retroalimentación firmada")
    await dialog.getByText("Usted firmó la sesión.").waitFor()
    await expect.poll(() => isFocused(dialog.getByText("Usted firmó la sesión."))).toBe(true)
    await dialog.getByText("Pido más apoyo para el taller.").waitFor()
    await noViolationsAtBothWidths()

    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: `Ver la retroalimentación 360 de ${demoEvaluationProjectName}` }).waitFor()
    await page.getByText(/· Firmada ·/).waitFor()
  })
})
