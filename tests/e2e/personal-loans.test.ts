import { readFile } from "node:fs/promises"
import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin, demoAdmin, signInByKeyboard } from "./support/app"
import { type MovementPerson, movementSteps } from "./support/movements"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Préstamos autorizados and Ayudas económicas (GP100) in Chromium, by keyboard alone, on the
// demo (a loan needs one approval by the person's Jefe de departamento). A person of the
// department autoriza@demo.mx heads earns 400.00 a day, fortnightly, over the general zone's
// 315.04: a loan of 3,000.00 in 6 payments is refused (500.00 > 382.32, LFT art. 110-I) with the
// form still open, in 8 payments it is saved; sent to authorization, the head approves it in Mis
// autorizaciones; back as the administrator the loan is Vigente, an abono is recorded in its
// detail and the payment schedule downloads as a real PDF. Axe at 1366 and 390 px on the loans'
// list, form and detail, Mis autorizaciones, the aid's list, form, detail and payment dialog,
// and the parameters' Préstamos tab with its legal warning.

const today = todayInMexico()
const typedToday = today.split("-").reverse().join("")
const demoApprover = { email: "autoriza@demo.mx", password: "Demo.Autoriza-2026" } as const

describe("Préstamos y ayudas in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolations, noViolationsAtBothWidths, openAdd } = session
  const { rowAction } = movementSteps(session)
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let borrower: MovementPerson = { id: "", label: "" }

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    // Someone of the approver's department with no loan yet, paid as issue 15's worked case.
    const person = db
      .prepare(`SELECT e.id_empleado FROM usuarios u
        JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
        JOIN empleados e ON e.id_depto = r.id_depto AND e.activo = '1' AND e.id_empleado <> u.id_empleado
        WHERE u.id_usuario = ? AND NOT EXISTS (SELECT 1 FROM prestamos p WHERE p.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM responsables_depto x WHERE x.id_numero = e.id_empleado)
        ORDER BY e.id_empleado LIMIT 1`)
      .get(demoApprover.email) as { id_empleado: number }
    db.prepare("UPDATE empleados SET salario_diario = 400, id_periodicidad = '04', persona_clave = '0' WHERE id_empleado = ?").run(person.id_empleado)
    db.close()
    const people = await apiGet<ReadonlyArray<{ id: string; label: string }>>(server.url, "/movimiento-personal-colaboradores", token)
    const found = people.find((p) => p.id === String(person.id_empleado))
    borrower = found ?? {
      id: String(person.id_empleado),
      label: (await apiGet<{ colaborador: { nombre: string } }>(server.url, `/prestamo-contexto?id_empleado=${person.id_empleado}`, token)).colaborador.nombre,
    }
  })

  const open = async (path: string, title: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
  }
  const signInAs = async (user: { readonly email: string; readonly password: string }) => {
    await session.fromUserMenu("Cerrar sesión")
    await page.waitForURL(`${server.url}/login`)
    await signInByKeyboard(page, server.url, user)
  }
  /** Replaces a text or number field's content by keyboard. */
  const retype = async (target: ReturnType<RecordPageSession["page"]["getByRole"]>, typed: string) => {
    await tabUntil(target)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(typed)
  }

  it("captures a loan, sees it refused then saved, gets it approved in Mis autorizaciones, and prints its schedule", async () => {
    await open("/personal/prestamos-autorizados", "Préstamos autorizados")
    await settled()
    await noViolationsAtBothWidths()

    const dialog = await openAdd("préstamo")
    await tabUntil(dialog.getByRole("searchbox", { name: "Buscar colaborador" }))
    await page.keyboard.type(borrower.label.split(" - ")[0] ?? borrower.label)
    const colaborador = dialog.getByRole("combobox", { name: "Colaborador" })
    await expect.poll(() => colaborador.locator("option").allTextContents()).toEqual(["Seleccione un colaborador", borrower.label])
    await tabUntil(colaborador)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => colaborador.inputValue()).toBe(borrower.id)
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Fecha de solicitud/i }))
    await page.keyboard.type(typedToday)
    await retype(dialog.getByRole("textbox", { name: "Monto" }), "3000")
    await retype(dialog.getByRole("textbox", { name: "Número de pagos" }), "6")
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Primer descuento/i }))
    await page.keyboard.type(typedToday)
    await retype(dialog.getByRole("textbox", { name: "Motivo" }), "Gastos escolares")
    // The terms as typed: 500.00 a fortnight against the law's 382.32.
    const terms = dialog.getByRole("region", { name: "Condiciones del préstamo" })
    await terms.getByText("$382.32", { exact: true }).waitFor()
    await terms.getByText(/excede el límite legal: \$500\.00 > \$382\.32/).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    // The server refuses it: the form stays open with its message, nothing is stored.
    await dialog.getByRole("alert").filter({ hasText: /El descuento por periodo excede el límite legal: \$500\.00 > \$382\.32/ }).waitFor()
    const none = await apiGet<{ total: number }>(server.url, `/prestamos?id_empleado=${borrower.id}`, token)
    expect(none.total).toBe(0)

    await retype(dialog.getByRole("textbox", { name: "Número de pagos" }), "8")
    // A number is taken when the field is left.
    await page.keyboard.press("Tab")
    await terms.getByText(/^Dentro de los límites/).waitFor()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await settled()
    const stored = await apiGet<{ registros: ReadonlyArray<{ id_prestamo: number; importe_descuento: number; estado: string }> }>(
      server.url,
      `/prestamos?id_empleado=${borrower.id}`,
      token,
    )
    const loan = stored.registros[0]
    expect(loan).toMatchObject({ importe_descuento: 375, estado: "Capturado" })
    const id = Number(loan?.id_prestamo)

    // The workflow's transition asks first.
    await rowAction(borrower, `Enviar a autorización el préstamo ${id}`)
    const confirm = page.getByRole("alertdialog", { name: "Enviar a autorización" })
    await confirm.waitFor()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Préstamo enviado a autorización")
    await confirm.waitFor({ state: "detached" })

    // The department's head approves it in Mis autorizaciones, by keyboard.
    await signInAs(demoApprover)
    await session.fromUserMenu("Mis autorizaciones")
    await page.getByRole("heading", { level: 1, name: "Mis autorizaciones" }).waitFor()
    const request = `Préstamo ${id}`
    const item = page.getByRole("list", { name: "Mis autorizaciones" }).locator(":scope > li").filter({ has: page.getByRole("heading", { name: request, exact: true }) })
    await item.getByText("Pagos: 8 pagos quincenales de $375.00", { exact: true }).waitFor()
    await item.getByText("Otorgante: Empresa, sin intereses (LFT art. 111)", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(item.getByRole("button", { name: `Aprobar ${request}`, exact: true }))
    await page.keyboard.press("Enter")
    // The dialog restates the amount before the approval is confirmed.
    const asked = page.getByRole("alertdialog", { name: `¿Aprobar ${request}?` })
    await asked.getByText("Pagos: 8 pagos quincenales de $375.00", { exact: true }).waitFor()
    await tabUntil(asked.getByRole("button", { name: "Aprobar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Solicitud aprobada")
    await item.waitFor({ state: "detached" })

    // Vigente: an abono in its detail, and the payment schedule as a PDF.
    await signInAs(demoAdmin)
    await open("/personal/prestamos-autorizados", "Préstamos autorizados")
    await settled()
    await rowAction(borrower, `Ver el préstamo ${id}`)
    const detail = page.getByRole("dialog", { name: `Préstamo ${id}` })
    await detail.getByRole("heading", { name: "Calendario de pagos" }).waitFor()
    await detail.getByText("Vigente", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await retype(detail.getByRole("textbox", { name: "Referencia" }), "Nómina primera quincena")
    await tabUntil(detail.getByRole("button", { name: "Registrar abono", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Abono registrado")
    await detail.getByRole("table", { name: "Abonos" }).getByText("Nómina primera quincena", { exact: true }).waitFor()
    await tabUntil(detail.getByRole("button", { name: "Calendario de pagos (PDF)", exact: true }), "Shift+Tab")
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    const download = await downloaded
    expect(download.suggestedFilename()).toBe(`Calendario de pagos del préstamo ${id}.pdf`)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
    await page.keyboard.press("Escape")
    await detail.waitFor({ state: "detached" })
  }, 240_000)

  it("has no axe violations on the loans' filters, the aid's list, form, detail and payment dialog, and the parameters warn of the law", async () => {
    await open("/personal/prestamos-autorizados", "Préstamos autorizados")
    await settled()
    await page.getByText("Filtros", { exact: true }).click()
    await noViolationsAtBothWidths()
    await open("/personal/ayudas-economicas", "Ayudas económicas")
    await settled()
    await page.getByText("Filtros", { exact: true }).click()
    await noViolationsAtBothWidths()
    const form = await openAdd("ayuda económica")
    await form.getByText("Guarde la ayuda para adjuntar el comprobante.").waitFor()
    await noViolationsAtBothWidths()
    await form.getByRole("button", { name: "Cancelar", exact: true }).click()
    await form.waitFor({ state: "detached" })
    // The demo's paid aid, and one Capturada (its proof still to attach) opened to edit.
    await page.getByRole("button", { name: /^Ver la ayuda \d+$/ }).first().click()
    await page.getByRole("heading", { name: "Autorización" }).waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    const ids = await apiGet<{ registros: ReadonlyArray<{ id_ayuda: number; estado: string }> }>(server.url, "/ayudas-economicas?por_pagina=100", token)
    const captured = ids.registros.find((r) => r.estado === "Capturada")
    expect(captured).toBeDefined()
    await page.getByRole("row").filter({ has: page.getByRole("button", { name: `Ver la ayuda ${captured?.id_ayuda}`, exact: true }) }).getByRole("gridcell").first().click()
    const edit = page.getByRole("dialog", { name: /ayuda económica/i })
    await edit.getByRole("button", { name: /Elegir archivo/ }).waitFor()
    await noViolations()
    await page.keyboard.press("Escape")
    // Closed and out of the address, or the reload below would open it again over the list.
    await edit.waitFor({ state: "detached" })
    await expect.poll(() => new URL(page.url()).searchParams.get("registro")).toBeNull()
    // Once authorized, its payment dialog.
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    db.prepare("UPDATE ayudas_economicas SET estado = 'Autorizada', f_autorizacion = ? WHERE id_ayuda = ?").run(today, captured?.id_ayuda)
    db.close()
    await page.reload()
    await settled()
    await page.getByRole("button", { name: `Registrar el pago de la ayuda ${captured?.id_ayuda}`, exact: true }).click()
    const pay = page.getByRole("dialog", { name: `Registrar pago de la ayuda ${captured?.id_ayuda}` })
    await pay.waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")

    await open("/configuraciones/parametros-sistema", "Parámetros del sistema")
    await page.getByRole("tab", { name: "Préstamos" }).click()
    await page.getByText(/LFT art\. 111/).first().waitFor()
    await noViolationsAtBothWidths()
  }, 180_000)
})
