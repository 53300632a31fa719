import { beforeAll, describe, expect, it } from "vitest"
import { apiLogin } from "./support/app"
import { lastMovementOf as lastMovementOfIn, movementSteps } from "./support/movements"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Movimientos de personal (GP100) in Chromium, by keyboard alone, on the demo (changes have no
// flow; a baja needs one approval by the person's Jefe de departamento): a salary change of one
// person, captured in the form and sent with "Enviar a autorización", is authorized and, dated
// today, applied at once, and its detail shows the before/after pair and the IMSS notice; a BAJA
// of someone in autoriza@demo.mx's department waits "En autorización" at level 1 until that head
// approves it through the API, and then reads Aplicado. Axe at 1366 and 390 px on the list, the
// form with its current values, and the detail.

type Body = Record<string, unknown>

const today = todayInMexico()
const typedDate = today.split("-").reverse().join("")

describe("Movimientos de personal in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil, settled } = session
  const { capture, rowAction, sendToAuthorization } = movementSteps(session)
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let approver = ""
  /** Two people: one whose salary changes, one who leaves (free of the BAJA's blockers). */
  let raise = { id: "", label: "", salary: 0 }
  let leave = { id: "", label: "" }

  const api = async (path: string, body?: unknown, as = token) => {
    const answer = await fetch(`${server.url}/api${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${as}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: answer.status, body: (await answer.json()) as { result: Body & ReadonlyArray<Body> } }
  }
  const lastMovementOf = (idEmpleado: string) => lastMovementOfIn(server.url, token, idEmpleado)

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })).token
    approver = (await apiLogin(server.url, { email: "autoriza@demo.mx", password: "Demo.Autoriza-2026" })).token
    // The demo's bajas need one approval by the person's Jefe de departamento: autoriza@demo.mx
    // heads a department where two bajas wait. The person who leaves here is another of that
    // department, the first the server accepts a BAJA for (not a responsable nor the chief of
    // occupied seats, nothing pending); that trial movement is cancelled at once.
    const waiting = (await api("/mis-autorizaciones", undefined, approver)).body.result as unknown as ReadonlyArray<{ origen: string; id_origen: number }>
    const seeded = waiting.find((w) => w.origen === "MOV")
    if (seeded === undefined) throw new Error("the demo has no baja waiting for autoriza@demo.mx")
    const stored = (await api(`/movimientos-personal/${seeded.id_origen}`)).body.result
    const department = Number((await api(`/empleados/${String(stored.id_empleado)}`)).body.result.id_depto)
    const colleagues = (await api(`/empleados?id_depto=${department}&estatus=A&por_pagina=100`)).body.result as unknown as { registros: ReadonlyArray<Body> }
    const context = (await api("/movimiento-personal-contexto")).body.result as unknown as { motivos_baja: ReadonlyArray<{ id: string }> }
    for (const c of colleagues.registros) {
      const trial = await api("/movimientos-personal", {
        id_empleado: Number(c.id_empleado),
        tipo_movimiento: "BAJA",
        f_efectiva: today,
        motivo: "Prueba",
        id_posicion_nueva: null,
        salario_diario_nuevo: null,
        id_periodicidad_nueva: null,
        id_motivo_baja: Number(context.motivos_baja[0]?.id),
        recontratable: "1",
      })
      if (trial.status !== 200) continue
      expect((await api(`/movimientos-personal/${Number(trial.body.result.id_movimiento)}`, { _method: "DELETE" })).status).toBe(200)
      leave = { id: String(c.id_empleado), label: String(trial.body.result.colaborador) }
      break
    }
    if (leave.id === "") throw new Error("no one of the approver's department can leave")
    const people = (await api("/movimiento-personal-colaboradores")).body.result as unknown as ReadonlyArray<{ id: string; label: string }>
    const other = people.find((p) => p.id !== leave.id)
    if (other === undefined) throw new Error("the demo has no people to move")
    const now = (await api(`/movimiento-personal-contexto?id_empleado=${other.id}`)).body.result as unknown as { actual: { salario_diario: number } }
    raise = { ...other, salary: Number(now.actual.salario_diario) }
  })

  const open = async () => {
    await page.goto(`${server.url}/personal/movimientos-personal`)
    await page.getByRole("heading", { level: 1, name: "Movimientos de personal" }).waitFor()
    await settled()
  }

  it("changes a salary and gives a BAJA by keyboard: the change applied at once, the baja once approved", async () => {
    await open()
    await noViolations()
    // Cambio de salario: the fourth choice after the placeholder (Baja, Cambio de posición, Cambio de salario).
    await capture(raise, 3, typedDate, async (dialog) => {
      await tabUntil(dialog.getByRole("textbox", { name: "Salario diario nuevo" }))
      await page.keyboard.type(String(raise.salary + 100))
    })
    const salaryChange = await lastMovementOf(raise.id)
    await sendToAuthorization(raise, salaryChange, "Movimiento aplicado")
    await rowAction(raise, `Ver el movimiento ${salaryChange}`)
    const detail = page.getByRole("dialog", { name: `Movimiento ${salaryChange}` })
    await detail.getByRole("rowheader", { name: "Salario diario" }).waitFor()
    await detail.getByText("07 Modificación de salario", { exact: false }).waitFor()
    await noViolations()
    await page.keyboard.press("Escape")
    await detail.waitFor({ state: "detached" })

    // Baja: the first choice; the motive of baja the first of its list.
    await capture(leave, 1, typedDate, async (dialog) => {
      await tabUntil(dialog.getByRole("combobox", { name: "Motivo de baja" }))
      await page.keyboard.press("ArrowDown")
    })
    const baja = await lastMovementOf(leave.id)
    await sendToAuthorization(leave, baja, "Movimiento enviado a autorización")
    const row = page.getByRole("row").filter({ hasText: leave.label }).first()
    await expect.poll(() => row.getByRole("gridcell").allTextContents()).toEqual(expect.arrayContaining(["Baja", "En autorización", "1"]))
    // The department's head approves it through the API; dated today, it is applied at once.
    const mine = (await api("/mis-autorizaciones", undefined, approver)).body.result as unknown as ReadonlyArray<{ id_autorizacion: number; id_origen: number }>
    const step = mine.find((w) => w.id_origen === baja)
    if (step === undefined) throw new Error(`the baja ${baja} does not wait for autoriza@demo.mx`)
    expect((await api("/autorizar", { id_autorizacion: step.id_autorizacion, resultado: "A", comentario: "" }, approver)).status).toBe(200)
    await page.reload()
    await settled()
    await expect.poll(() => page.getByRole("row").filter({ hasText: leave.label }).first().getByRole("gridcell").allTextContents()).toEqual(
      expect.arrayContaining(["Baja", "Aplicado"]),
    )
  })

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`has no axe violations at ${width} px on the list, the form and the detail`, async () => {
      await page.setViewportSize({ width, height })
      await open()
      await page.getByText("Filtros", { exact: true }).click()
      await noViolations()
      await page.getByRole("button", { name: "Agregar movimiento", exact: true }).click()
      const dialog = page.getByRole("dialog", { name: "Agregar movimiento" })
      await dialog.waitFor()
      await noViolations()
      await dialog.getByRole("button", { name: "Cancelar", exact: true }).click()
      await dialog.waitFor({ state: "detached" })
      const first = page.getByRole("button", { name: /^Ver el movimiento \d+$/ }).first()
      await first.click()
      await page.getByRole("heading", { name: "Antes y después" }).waitFor()
      await noViolations()
      await page.keyboard.press("Escape")
      await page.setViewportSize({ width: 1366, height: 900 })
    })
  }
})
