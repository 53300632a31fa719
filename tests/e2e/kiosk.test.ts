import type { Locator, Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { isWorkingDay, shiftDay } from "../../domain/rules/working-days"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { demoKioskUsers } from "../../server/seed/demo-kiosk"
import { apiGet, apiLogin, demoAdmin, digits, signInByKeyboard } from "./support/app"
import { axeViolations } from "./support/browser"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Issue 15's kiosk in Chromium, by keyboard alone: the demo kiosk user, whose administrator asked
// for a new password, signs in at /kiosko on a phone-sized screen (390 px), is made to choose
// the new password, and requests three vacation days; the demo approver (their Jefe de
// departamento, the SOLICITUD_PORTAL flow's level 1) approves it in Mis autorizaciones; the
// kiosk's balance has three days fewer and the dashboard's "Vacaciones del Mes" one person more;
// HR opens the request in Solicitudes del portal and marks it attended. Axe at 1366 and 390 px
// on every screen and dialog the journey opens but the portal requests' list as it opens
// (sweep-personal's). A NOM-035 invitation by kiosk shows on its home
// and opens the public questionnaire with a link of its own.

const newPassword = "Kiosko.Nuevo-Clave-2026"

/** The first working day from today (UTC, never before Mexico City's today) and the third from it. */
const threeWorkingDays = (): { readonly from: string; readonly to: string; readonly typedFrom: string; readonly typedTo: string } => {
  let from = new Date().toISOString().slice(0, 10)
  while (!isWorkingDay(from)) from = shiftDay(from, 1)
  let to = from
  for (let counted = 1; counted < 3; ) {
    to = shiftDay(to, 1)
    if (isWorkingDay(to)) counted++
  }
  const typed = (iso: string) => iso.split("-").reverse().join("")
  return { from, to, typedFrom: typed(from), typedTo: typed(to) }
}

describe("The kiosk, its vacation request and its approval, by keyboard", () => {
  const session = useRecordPageSession(demoApprover)
  const { tabUntil, isFocused, toast, noViolationsAtBothWidths } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let kiosk: Page
  let folio = 0
  let vacasBefore = 0
  let before = { tomados: 0, disponibles: 0 }
  const period = threeWorkingDays()

  const kioskAxe = async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await kiosk.setViewportSize({ width, height })
      expect(await axeViolations(kiosk), `kiosk at ${width} px`).toEqual([])
    }
  }
  const kioskTab = async (target: Locator, key: "Tab" | "Shift+Tab" = "Tab") => {
    for (let i = 0; i < 80; i++) {
      if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 500 }).catch(() => false)) return
      await kiosk.keyboard.press(key)
    }
    throw new Error("Tab never reached the element")
  }
  const balanceOf = async (label: string) => Number(digits(await kiosk.locator(`dt:text-is("${label}") + dd`).textContent()))
  /** A kiosk request of the kiosk user, filed and authorized by the department head through the API. */
  const authorizedRequest = async (body: Readonly<Record<string, unknown>>) => {
    const json = (path: string, payload: unknown, token?: string) =>
      fetch(`${server.url}/api${path}`, {
        method: "POST",
        headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), "content-type": "application/json" },
        body: JSON.stringify(payload),
      })
    const login = await json("/kiosko/login", { id_usuario: demoKioskUsers.employee.id_usuario, password: newPassword })
    const kioskSession = (await login.json()) as { token: string; sesion: { colaborador: { id_empleado: number } } }
    const filed = await json("/kiosko/solicitudes", body, kioskSession.token)
    const request = ((await filed.json()) as { result: { id_solicitud: number } }).result.id_solicitud
    const approverToken = (await apiLogin(server.url, demoApprover)).token
    const steps = await apiGet<ReadonlyArray<{ id_autorizacion: number; origen: string; id_origen: number }>>(server.url, "/mis-autorizaciones", approverToken)
    const step = steps.find((p) => p.origen === "PORTAL" && p.id_origen === request)
    expect((await json("/autorizar", { id_autorizacion: step?.id_autorizacion, resultado: "A", comentario: "" }, approverToken)).status).toBe(200)
    return { person: kioskSession.sesion.colaborador.id_empleado, request }
  }
  /** A request of Solicitudes del portal opened by keyboard: Tab into the grid, the arrows to its row's "Ver" button, Enter. */
  const openRequest = async (id: number) => {
    const view = page.getByRole("button", { name: `Ver la solicitud ${id}`, exact: true })
    await view.waitFor()
    for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)); i++) await page.keyboard.press("Tab")
    // Down to its row (a newer request may list above it), then right to its button.
    const inRow = () => view.evaluate((el) => el.closest('[role="row"]')?.contains(document.activeElement) === true)
    for (let i = 0; i < 20 && !(await inRow()); i++) await page.keyboard.press("ArrowDown")
    const inCell = () => view.evaluate((el) => el.closest('[role="gridcell"]')?.contains(document.activeElement) === true)
    for (let i = 0; i < 12 && !(await inCell()); i++) await page.keyboard.press("ArrowRight")
    for (let i = 0; i < 4 && !(await isFocused(view)); i++) await page.keyboard.press("ArrowRight")
    await expect.poll(() => isFocused(view)).toBe(true)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Solicitud ${id}` })
    await dialog.waitFor()
    return dialog
  }

  beforeAll(async () => {
    server = session.server
    page = session.page
    const admin = (await apiLogin(server.url, demoAdmin)).token
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify(body) })
    // The administrator asks the kiosk user for a new password ("Sol. Nueva Contraseña").
    const stored = ((await (await post("/get-usuarios-kiosko-by-id", { id_usuario: demoKioskUsers.employee.id_usuario })).json()) as { result: Record<string, unknown> }).result
    expect((await post("/actualizar-usuario-kiosko", { ...stored, password: "", password_confirm: "", nuevo: "1" })).status).toBe(200)
    const approverToken = (await apiLogin(server.url, demoApprover)).token
    vacasBefore = (await apiGet<{ totalVacas: number }>(server.url, "/datos-indicadores", approverToken)).totalVacas
    kiosk = await page.context().newPage()
    kiosk.setDefaultTimeout(10_000)
    await kiosk.setViewportSize({ width: 390, height: 844 })
  })

  it("signs in at the kiosk on a phone and chooses the new password it is asked for", async () => {
    await kiosk.goto(`${server.url}/kiosko`)
    await kiosk.getByRole("heading", { level: 1, name: "Kiosko de autoservicio" }).waitFor()
    await kiosk.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
    // An empty submit says what is missing, and sends nothing.
    await kioskTab(kiosk.getByRole("button", { name: "Entrar" }))
    await kiosk.keyboard.press("Enter")
    await kiosk.getByText("El usuario es requerido", { exact: true }).waitFor()
    await kioskAxe()
    await kioskTab(kiosk.getByRole("textbox", { name: "Usuario" }), "Shift+Tab")
    await kiosk.keyboard.type(demoKioskUsers.employee.id_usuario)
    await kioskTab(kiosk.getByRole("textbox", { name: "Contraseña" }))
    await kiosk.keyboard.type(demoKioskUsers.employee.password)
    await kioskTab(kiosk.getByRole("button", { name: "Entrar" }))
    await kiosk.keyboard.press("Enter")

    // nuevo = '1': the new password comes first.
    await kiosk.getByRole("heading", { name: "Cambiar contraseña" }).waitFor()
    await kiosk.getByText("Su administrador le pide una contraseña nueva.", { exact: false }).waitFor()
    await kioskTab(kiosk.getByRole("textbox", { name: "Contraseña vigente" }))
    await kiosk.keyboard.type(demoKioskUsers.employee.password)
    await kioskTab(kiosk.getByRole("textbox", { name: "Nueva contraseña" }))
    await kiosk.keyboard.type("corta")
    await kioskTab(kiosk.getByRole("textbox", { name: "Confirmar contraseña" }))
    await kiosk.keyboard.type("corta")
    await kioskTab(kiosk.getByRole("button", { name: "Cambiar contraseña" }))
    await kiosk.keyboard.press("Enter")
    await kiosk.getByText("La contraseña debe tener al menos 12 caracteres", { exact: true }).waitFor()
    await kioskAxe()
    await kioskTab(kiosk.getByRole("textbox", { name: "Nueva contraseña" }), "Shift+Tab")
    await kiosk.keyboard.press("ControlOrMeta+a")
    await kiosk.keyboard.type(newPassword)
    await kioskTab(kiosk.getByRole("textbox", { name: "Confirmar contraseña" }))
    await kiosk.keyboard.type(newPassword)
    await kioskTab(kiosk.getByRole("button", { name: "Cambiar contraseña" }))
    await kiosk.keyboard.press("Enter")
    await kiosk.getByRole("region", { name: "Notificaciones" }).getByText("Contraseña actualizada", { exact: true }).waitFor()
  })

  it("shows a NOM-035 invitation by kiosk on its home and opens the questionnaire with it, by keyboard", async () => {
    const admin = (await apiLogin(server.url, demoAdmin)).token
    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      const json = (await answer.json()) as { result: Record<string, unknown> }
      expect(answer.status, JSON.stringify(json)).toBe(200)
      return json.result
    }
    const sesion = JSON.parse((await kiosk.evaluate(() => sessionStorage.getItem("ch.kiosko"))) ?? "{}") as { sesion: { colaborador: { id_empleado: number } } }
    const person = await apiGet<{ id_empresa: number; id_centro_trabajo: number }>(server.url, `/empleados/${sesion.sesion.colaborador.id_empleado}`, admin)
    const project = await post("/proyectos-clima", {
      n_proyecto: "NOM-035 en el kiosko",
      id_empresa: person.id_empresa,
      id_centro_trabajo: person.id_centro_trabajo,
      f_inicio: "2026-03-02",
      f_fin: "2099-12-31",
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
    })
    await post(`/proyectos-clima/${String(project.id_proyecto)}/iniciar`, {})
    await post("/enviar-invitaciones", { id_proyecto: project.id_proyecto, medio: "Kiosko", reenviar: "0" })
    await kiosk.reload()
    const notice = kiosk.getByRole("region", { name: "Cuestionario NOM-035" })
    await notice.getByText("Tiene un cuestionario de factores de riesgo psicosocial por responder.", { exact: true }).waitFor()
    await kioskAxe()
    await kioskTab(notice.getByRole("button", { name: "Responder el cuestionario del proyecto NOM-035 en el kiosko" }))
    await kiosk.keyboard.press("Enter")
    await kiosk.waitForURL(/\/encuesta-clima#token=[A-Za-z0-9_-]{43}$/)
    await kiosk.getByRole("heading", { level: 2, name: /^Guía I\./ }).waitFor()
    await kiosk.getByText("NOM-035 en el kiosko", { exact: true }).waitFor()
    // Back at the kiosk, still signed in, the invitation waits until it is answered.
    await kiosk.goto(`${server.url}/kiosko`)
    await notice.waitFor()
  })

  it("requests three vacation days and follows the request in Mis solicitudes", async () => {
    // The kiosk opens on its Vacaciones tab.
    await kiosk.getByRole("tab", { name: "Vacaciones", selected: true }).waitFor()
    await kiosk.getByRole("term").filter({ hasText: "Días disponibles" }).waitFor()
    before = { tomados: await balanceOf("Días tomados"), disponibles: await balanceOf("Días disponibles") }
    await kioskTab(kiosk.getByRole("spinbutton", { name: /día, Fecha de inicio/i }))
    await kiosk.keyboard.type(period.typedFrom)
    await kioskTab(kiosk.getByRole("spinbutton", { name: /día, Fecha de fin/i }))
    await kiosk.keyboard.type(period.typedTo)
    await kiosk.getByText("3 días hábiles", { exact: true }).waitFor()
    await kioskTab(kiosk.getByRole("textbox", { name: "Comentario" }))
    await kiosk.keyboard.type("Asuntos familiares")
    await kioskAxe()
    await kioskTab(kiosk.getByRole("button", { name: "Enviar solicitud" }))
    await kiosk.keyboard.press("Enter")
    const filed = kiosk.getByRole("status").filter({ hasText: /^Folio \d+: En autorización/ })
    await filed.waitFor()
    folio = Number(/Folio (\d+)/.exec((await filed.textContent()) ?? "")?.[1])
    expect(folio).toBeGreaterThan(0)
    // Busy, not disabled, while it was sent: the keyboard is still on the button.
    await expect.poll(() => kiosk.getByRole("button", { name: "Enviar solicitud" }).evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await balanceOf("Días en trámite")).toBeGreaterThanOrEqual(3)

    // Mis solicitudes follows it: En autorización, waiting for level 1's approver, by name.
    await kioskTab(kiosk.getByRole("tab", { name: "Vacaciones" }), "Shift+Tab")
    await kiosk.keyboard.press("ArrowRight")
    const mine = kiosk.getByRole("list", { name: "Mis solicitudes" }).getByRole("listitem").filter({ hasText: `Folio ${folio}` }).first()
    await mine.getByText(/^Pendiente de la autorización de (?!su responsable)\S.+$/).waitFor()
    await kioskAxe()
  })

  it("files a loan request through the Nueva solicitud form, with its messages, and cancels it", async () => {
    // On Mis solicitudes since the test before. An empty submit names the missing type.
    const send = kiosk.getByRole("button", { name: "Enviar solicitud" })
    await kioskTab(send)
    await kiosk.keyboard.press("Enter")
    await kiosk.getByRole("alert").filter({ hasText: "El tipo de solicitud es requerido" }).waitFor()
    await kioskAxe()
    // The native select by type-ahead: P is Préstamo, which asks for an amount.
    const tipo = kiosk.getByRole("combobox", { name: "Tipo de solicitud" })
    await kioskTab(tipo, "Shift+Tab")
    await kiosk.keyboard.type("P")
    await expect.poll(() => tipo.inputValue()).toBe("PRESTAMO")
    const monto = kiosk.getByRole("textbox", { name: "Monto (pesos)" })
    await kioskTab(monto)
    await kiosk.keyboard.type("0")
    await kioskTab(send)
    await kiosk.keyboard.press("Enter")
    await kiosk.getByText("El monto debe ser mayor a cero y a lo más 10,000,000.00", { exact: true }).waitFor()
    await kiosk.getByText("El detalle es requerido", { exact: true }).waitFor()
    expect(await monto.getAttribute("aria-invalid")).toBe("true")
    await kioskAxe()
    await kioskTab(monto, "Shift+Tab")
    await kiosk.keyboard.press("ControlOrMeta+a")
    await kiosk.keyboard.type("3500")
    await kioskTab(kiosk.getByRole("textbox", { name: "Detalle" }))
    await kiosk.keyboard.type("Compra de anteojos")
    await kioskTab(send)
    await kiosk.keyboard.press("Enter")
    // Filed: the form empties and Mis solicitudes lists it, waiting for its first level.
    await expect.poll(() => tipo.inputValue()).toBe("")
    const card = kiosk.getByRole("list", { name: "Mis solicitudes" }).getByRole("listitem").filter({ hasText: "Compra de anteojos" })
    await card.getByText(/^Pendiente de la autorización de (?!su responsable)\S.+$/).waitFor()
    await card.getByText("$3,500.00", { exact: true }).waitFor()
    const title = (await card.getByRole("heading", { level: 4 }).textContent()) ?? ""
    expect(title).toMatch(/^Préstamo · Folio \d+$/)

    // Cancelled by keyboard: the question keeps the focus on Cancelar, Aceptar withdraws it.
    await kioskTab(kiosk.getByRole("button", { name: `Cancelar solicitud ${title}`, exact: true }))
    await kiosk.keyboard.press("Enter")
    const question = kiosk.getByRole("alertdialog", { name: "Cancelar solicitud" })
    await question.getByText("¿Desea cancelar la solicitud? Dejará de esperar autorización.", { exact: true }).waitFor()
    await kioskAxe()
    await kioskTab(question.getByRole("button", { name: "Aceptar", exact: true }))
    await kiosk.keyboard.press("Enter")
    await question.waitFor({ state: "detached" })
    await card.getByText("Cancelada", { exact: true }).waitFor()
    expect(await card.getByRole("button", { name: /^Cancelar solicitud/ }).count()).toBe(0)
    await kiosk.setViewportSize({ width: 390, height: 844 })
  })

  it("reaches the department head, who approves it in Mis autorizaciones by keyboard", async () => {
    await session.fromUserMenu("Mis autorizaciones")
    await page.waitForURL(`${server.url}/personal/mis-autorizaciones`)
    const approve = page.getByRole("button", { name: `Aprobar Vacaciones ${folio}`, exact: true })
    await approve.waitFor()
    await page.getByText(`: 3 días hábiles`, { exact: false }).first().waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(approve)
    await page.keyboard.press("Enter")
    await tabUntil(page.getByRole("alertdialog", { name: `¿Aprobar Vacaciones ${folio}?` }).getByRole("button", { name: "Aprobar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Solicitud aprobada")
    await approve.waitFor({ state: "detached" })
  })

  it("lowers the kiosk's balance by three and counts in the dashboard's vacations of the month", async () => {
    await kiosk.reload()
    await kiosk.getByRole("tab", { name: "Vacaciones", selected: true }).waitFor()
    await kiosk.getByRole("term").filter({ hasText: "Días disponibles" }).waitFor()
    expect(await balanceOf("Días tomados")).toBe(before.tomados + 3)
    expect(await balanceOf("Días disponibles")).toBe(Math.max(0, before.disponibles - 3))
    await kioskAxe()
    await kioskTab(kiosk.getByRole("tab", { name: "Vacaciones" }))
    await kiosk.keyboard.press("ArrowRight")
    const mine = kiosk.getByRole("list", { name: "Mis solicitudes" }).getByRole("listitem").filter({ hasText: `Folio ${folio}` }).first()
    await mine.getByText("Autorizada", { exact: true }).waitFor()

    // The approver's dashboard (their role sees the kiosk user's company).
    await page.goto(`${server.url}/dashboard`)
    const card = page.getByRole("article", { name: "Vacaciones del Mes" })
    // The dashboard's month is Mexico City's: on the first of a month before 06:00 UTC it is still the last one there.
    const thisMonth = period.from.slice(0, 7) === todayInMexico().slice(0, 7)
    await expect.poll(async () => Number(digits(await card.textContent())), { timeout: 5000 }).toBe(vacasBefore + (thisMonth ? 1 : 0))
  })

  it("lets HR open it in Solicitudes del portal and mark it attended, by keyboard", async () => {
    await session.fromUserMenu("Cerrar sesión")
    await page.waitForURL(`${server.url}/login`)
    await signInByKeyboard(page, server.url, demoAdmin)
    await page.goto(`${server.url}/personal/solicitudes-portal`)
    await page.getByRole("heading", { level: 1, name: "Solicitudes del portal" }).waitFor()
    await session.settled()
    const dialog = await openRequest(folio)
    await dialog.getByText("Autorizada", { exact: true }).waitFor()
    await dialog.getByText("Aprobada", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("textbox", { name: "Comentario" }))
    await page.keyboard.type("Registrado en la nómina")
    await tabUntil(dialog.getByRole("button", { name: "Marcar como atendida" }))
    await page.keyboard.press("Enter")
    await toast("Solicitud atendida")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("row").filter({ hasText: String(folio) }).getByText("Atendida", { exact: true }).first().waitFor()
  })

  it("follows an authorized constancia to Cartas laborales, issues the prefilled letter, and finds the request attended with its folio", async () => {
    // The kiosk user asks for a constancia and the department head authorizes it (both by API:
    // the kiosk's and the approver's screens are the journey above).
    const { person, request } = await authorizedRequest({ id_tipo_solicitud: "CONSTANCIA", detalle: "Para trámite de visa" })
    // A colleague of the person's company signs.
    const admin = (await apiLogin(server.url, demoAdmin)).token
    const facts = (id: string | number) => apiGet<{ n_empresa: string; num_empleado: string | null; n_empleado: string }>(server.url, `/documento-colaborador?id_empleado=${id}`, admin)
    const own = await facts(person)
    let signer = { id: "", label: "" }
    for (const p of await apiGet<ReadonlyArray<{ id: string; label: string }>>(server.url, "/documento-colaboradores?buscar=ar", admin)) {
      if (p.id !== String(person) && (await facts(p.id)).n_empresa === own.n_empresa) {
        signer = p
        break
      }
    }
    expect(signer.id).not.toBe("")

    // Solicitudes del portal: the authorized request offers its page.
    await page.goto(`${server.url}/personal/solicitudes-portal`)
    await page.getByRole("heading", { level: 1, name: "Solicitudes del portal" }).waitFor()
    await session.settled()
    const dialog = await openRequest(request)
    await dialog.getByText("Autorizada", { exact: true }).waitFor()
    const link = dialog.getByRole("link", { name: "Atender constancia laboral en su página" })
    await link.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(link)
    await page.keyboard.press("Enter")

    // Cartas laborales opens its add form for the person, with the constancia and what was asked.
    await page.waitForURL(`${server.url}/personal/cartas-laborales`)
    const form = page.getByRole("dialog", { name: "Agregar carta laboral" })
    await form.waitFor()
    await form.getByText(`Atiende la solicitud del portal ${request}`, { exact: true }).waitFor()
    await form.getByText("Lo que pidió: «Para trámite de visa»", { exact: true }).waitFor()
    await expect.poll(() => form.getByRole("combobox", { name: "Colaborador" }).inputValue()).toBe(String(person))
    await expect.poll(() => form.getByRole("combobox", { name: "Tipo de carta" }).inputValue()).toBe("Constancia laboral")
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("searchbox", { name: "Buscar firmante" }))
    await page.keyboard.type(signer.label.split(" - ")[0] ?? "")
    const firmante = form.getByRole("combobox", { name: "Firmante" })
    await expect.poll(() => firmante.locator("option").allTextContents()).toEqual(["Seleccione un colaborador", signer.label])
    await tabUntil(firmante)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => firmante.inputValue()).toBe(signer.id)
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await session.settled()

    // Issued from its row: the PDF downloads with the folio, and the request is attended.
    const letters = await apiGet<{ registros: ReadonlyArray<{ id_carta: number; id_solicitud: number | null }> }>(
      server.url,
      `/cartas-laborales?id_empleado=${person}&orden=id_carta&direccion=desc`,
      admin,
    )
    expect(letters.registros[0]?.id_solicitud).toBe(request)
    const id = Number(letters.registros[0]?.id_carta)
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await session.rowAction(own.num_empleado ?? own.n_empleado, `Emitir la solicitud ${id}`)
    const pdf = await downloaded
    await toast("Carta emitida")
    const folio = /CL-\d+-\d{4}-\d{5}/.exec(pdf.suggestedFilename())?.[0] ?? ""
    expect(folio).not.toBe("")

    // Back in Solicitudes del portal, where the request was open (its address): read again, it is
    // Atendida, and the dialog says with which letter.
    await page.goBack()
    await page.waitForURL(`${server.url}/personal/solicitudes-portal?detalle=${request}`)
    const attended = page.getByRole("dialog", { name: `Solicitud ${request}` })
    await attended.getByText("Atendida", { exact: true }).waitFor()
    await attended.getByText(`Carta laboral con folio ${folio}`, { exact: true }).waitFor()
    await attended.getByText(`Constancia emitida: carta laboral con folio ${folio}`, { exact: true }).waitFor()
    expect(await attended.getByRole("link", { name: /^Atender / }).count()).toBe(0)
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await attended.waitFor({ state: "detached" })
    // Closed, the address is the list's again, and the list says Atendida too.
    await page.waitForURL(`${server.url}/personal/solicitudes-portal`)
    await session.settled()
    await page.getByRole("row").filter({ hasText: String(own.n_empleado) }).filter({ hasText: "Constancia laboral" }).getByText("Atendida", { exact: true }).first().waitFor()
  }, 180_000)

  it("opens the loan, aid and data pages prefilled from their authorized requests", async () => {
    const loan = await authorizedRequest({ id_tipo_solicitud: "PRESTAMO", monto: 2500, detalle: "Reparación del techo" })
    const aid = await authorizedRequest({ id_tipo_solicitud: "AYUDA", monto: 1200.5, detalle: "Anteojos graduados" })
    const data = await authorizedRequest({ id_tipo_solicitud: "DATOS", detalle: "Cambié de número de celular" })
    for (const [path, r, singular, monto] of [
      ["/personal/prestamos-autorizados", loan, "préstamo", "2500.00"],
      ["/personal/ayudas-economicas", aid, "ayuda económica", "1200.50"],
    ] as const) {
      await page.goto(`${server.url}${path}?id_empleado=${r.person}&id_solicitud=${r.request}&monto=${monto}`)
      const form = page.getByRole("dialog", { name: `Agregar ${singular}` })
      await form.waitFor()
      await form.getByText(`Atiende la solicitud del portal ${r.request}`, { exact: true }).waitFor()
      // The parameters are dropped: a reload opens the list only.
      await page.waitForURL(`${server.url}${path}`)
      await expect.poll(async () => digits(await form.getByRole("textbox", { name: "Monto" }).inputValue())).toBe(digits(monto))
      await expect.poll(() => form.getByRole("textbox", { name: "Motivo" }).inputValue()).toBe(path.includes("prestamos") ? "Reparación del techo" : "Anteojos graduados")
      await noViolationsAtBothWidths()
      await page.keyboard.press("Escape")
      await form.waitFor({ state: "detached" })
    }
    await page.goto(`${server.url}/personal/gestion-personal?id_empleado=${data.person}&id_solicitud=${data.request}`)
    await page.getByText(`Atiende la solicitud del portal ${data.request}`, { exact: true }).waitFor()
    await page.getByText("Lo que pidió: «Cambié de número de celular»", { exact: true }).waitFor()
    await page.getByRole("link", { name: "Volver a Solicitudes del portal" }).waitFor()
    await noViolationsAtBothWidths()
  }, 180_000)
})
