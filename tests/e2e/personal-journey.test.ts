import { beforeAll, describe, expect, it } from "vitest"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { employeeFormSteps, type NewEmployee } from "./support/employee-form"
import { approvalSteps, prepareHireWithOneLevel } from "./support/hire-flow"
import { lastMovementOf, type MovementPerson, movementSteps } from "./support/movements"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Issue 13's journey in Chromium, by keyboard alone: an administrator hires a person through an
// ALTA that one approval level guards (this test's database gives MOV_ALTA the demo's BAJA flow:
// level 1, the person's Jefe de departamento), so the person waits "Por ingresar"; the demo
// approver (that department's head) approves it in Mis autorizaciones and the person is Activo
// in the position, now Ocupada; the administrator changes their salary (no flow: applied at
// once) and the record shows it; a BAJA waits for the same approver and, approved, leaves the
// person Baja and the position Vacante. Axe at 1366 and 390 px on every form and dialog the
// journey fills or opens (the lists as they open are sweep-personal's).

const today = todayInMexico()
const typedToday = today.split("-").reverse().join("")

// Mateo Gómez Luna, born 03/07/1995, a man: CURP, RFC and NSS with their check digits.
const curp17 = "GOLM950703HJCMNT0"
const rfc12 = "GOLM950703K2"
const nss10 = "8217950456"
const name = "Mateo Gómez Luna"
const registro = "J9876543210"
const positionKey = "E2EJRN"
const positionName = "Posición del recorrido"
const salary = 480
const raised = 560

describe("Hire, salary change and baja by keyboard, through the authorization flows", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, noViolationsAtBothWidths } = session
  const form = employeeFormSteps(session)
  const movements = movementSteps(session)
  const approvals = approvalSteps(session)
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let person: NewEmployee
  let mover: MovementPerson = { id: "", label: "" }

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const place = prepareHireWithOneLevel(server.databaseFile, { positionKey, positionName, registro })
    person = {
      nombre: "Mateo",
      apellidoPaterno: "Gómez",
      apellidoMaterno: "Luna",
      nacimiento: "03071995",
      sexo: { steps: 1, value: "H" },
      curp: curp17 + curpCheckDigit(curp17),
      rfc: rfc12 + rfcCheckDigit(rfc12),
      nss: nss10 + nssCheckDigit(nss10),
      empresa: place.n_empresa,
      centro: place.n_centro_trabajo,
      depto: place.n_depto,
      puesto: `${place.puesto.n_puesto} (${place.puesto.id_puesto})`,
      posicion: { key: positionKey, label: `${positionKey} · ${positionName}` },
      registro,
      salarioDiario: String(salary),
      ingreso: typedToday,
    }
  })

  const open = async (path: string, title: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
  }
  /** The list's search, by keyboard: Tab to Buscar, replace its text, wait for the grid. */
  const search = async (typed: string) => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(typed)
    await settled()
  }
  /** The person's row in Gestión de personal: its Estatus cell. */
  const employeeStatus = async (estatus: string) => {
    await open("/personal/gestion-personal", "Gestión de personal")
    await settled()
    await search("mateo gomez")
    const row = page.getByRole("row").filter({ hasText: name })
    await row.getByRole("gridcell", { name: estatus, exact: true }).waitFor()
    expect(await row.count()).toBe(1)
  }
  /** The seat in Posiciones: its Estado cell, and its occupant's name when occupied. */
  const seat = async (estado: "Ocupada" | "Vacante") => {
    await open("/organizacion/posiciones", "Posiciones")
    await settled()
    await search(positionKey)
    const row = page.getByRole("row").filter({ hasText: positionName })
    await row.getByRole("gridcell", { name: estado, exact: true }).waitFor()
    await expect.poll(() => row.getByRole("gridcell").allTextContents()).toEqual(estado === "Ocupada" ? expect.arrayContaining([expect.stringContaining(name)]) : expect.not.arrayContaining([expect.stringContaining(name)]))
  }
  /** As the demo approver: the person's request approved in Mis autorizaciones. */
  const approve = (request: string) => approvals.approve(request, name)

  it("hires through an ALTA with one approval level: Por ingresar until the head approves, then Activo in an occupied seat", async () => {
    await open("/personal/gestion-personal", "Gestión de personal")
    await settled()
    const hire = await form.fillHire(person)
    await noViolationsAtBothWidths()
    await form.save(hire)
    await settled()

    const hired = await apiGet<{ registros: ReadonlyArray<{ id_empleado: number; num_empleado: string }> }>(server.url, "/empleados?buscar=mateo%20gomez", token)
    const id = String(hired.registros[0]?.id_empleado)
    expect(hired.registros).toHaveLength(1)
    const alta = await lastMovementOf(server.url, token, id)
    await employeeStatus("Por ingresar")
    await seat("Vacante")

    await approve(`Alta ${alta}`)
    await employeeStatus("Activo")
    await seat("Ocupada")
    // As the movement form's picker lists them.
    mover = { id, label: `${hired.registros[0]?.num_empleado} - ${name}` }
  }, 240_000)

  it("changes their salary in Movimientos de personal: applied at once, the record shows the new salary", async () => {
    await open("/personal/movimientos-personal", "Movimientos de personal")
    await settled()
    // Cambio de salario: the third choice after the placeholder (Baja, Cambio de posición, Cambio de salario).
    await movements.capture(mover, 3, typedToday, async (dialog) => {
      await tabUntil(dialog.getByRole("textbox", { name: "Salario diario nuevo" }))
      await page.keyboard.type(String(raised))
    })
    const change = await lastMovementOf(server.url, token, mover.id)
    await movements.sendToAuthorization(mover, change, "Movimiento aplicado")
    await movements.rowAction(mover, `Ver el movimiento ${change}`)
    const detail = page.getByRole("dialog", { name: `Movimiento ${change}` })
    const pair = detail.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Salario diario", exact: true }) })
    await expect.poll(() => pair.getByRole("cell").allTextContents()).toEqual([expect.stringContaining(String(salary)), expect.stringContaining(String(raised))])
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await detail.waitFor({ state: "detached" })

    // The record: its Salario tab reads the new salary.
    await open("/personal/gestion-personal", "Gestión de personal")
    await settled()
    await search("mateo gomez")
    // The search has answered (the list is the person alone) before the grid takes the focus.
    await expect.poll(() => page.getByRole("row").filter({ has: page.getByRole("gridcell") }).allTextContents()).toEqual([expect.stringContaining(name)])
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const record = page.getByRole("region", { name: "Editar colaborador" })
    await record.waitFor()
    await form.toTab(record, "Salario")
    // Shown as money ("$560.00"): its figure.
    const shown = record.getByRole("textbox", { name: "Salario diario", exact: true })
    await expect.poll(async () => Number((await shown.inputValue()).replace(/[^\d.]/g, ""))).toBe(raised)
    await noViolationsAtBothWidths()
  }, 240_000)

  it("gives them a BAJA: it waits for the head; approved, the person is Baja and the seat Vacante", async () => {
    await open("/personal/movimientos-personal", "Movimientos de personal")
    await settled()
    // Baja: the first choice; the motive of baja the first of its list.
    await movements.capture(mover, 1, typedToday, async (dialog) => {
      await tabUntil(dialog.getByRole("combobox", { name: "Motivo de baja" }))
      await page.keyboard.press("ArrowDown")
    })
    const baja = await lastMovementOf(server.url, token, mover.id)
    await movements.sendToAuthorization(mover, baja, "Movimiento enviado a autorización")
    const row = page.getByRole("row").filter({ hasText: String(baja) }).first()
    await expect.poll(() => row.getByRole("gridcell").allTextContents()).toEqual(expect.arrayContaining(["Baja", "En autorización"]))
    await employeeStatus("Activo")

    await approve(`Baja ${baja}`)
    await employeeStatus("Baja")
    await seat("Vacante")
  }, 240_000)
})
