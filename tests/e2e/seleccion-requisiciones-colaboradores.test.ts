import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Requisiciones de colaboradores (SEL100) in Chromium, by keyboard alone: a requisition for a
// free position of the department autoriza@demo.mx heads is captured through the cascading
// selects (empresa → centro → departamento → posición libre), its justification first holds a
// barred phrase, which the form says as it is typed (the scanner's live region), and is then
// corrected; saved, it is sent to authorization through the REQUISICION flow from its row, and
// its approver authorizes it. Axe at 1366 and 390 px on the filled form and the send's
// confirmation (the list as it opens is the module's sweep).

/** Mexico City's day `offset` days on, as DDMMYYYY for the date field's segments. */
const typedDay = (offset: number) => {
  const today = todayInMexico()
  const [y, m, d] = new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10).split("-")
  return `${d}${m}${y}`
}

describe("Requisiciones de colaboradores in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolationsAtBothWidths, pick, rowAction, toTab } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  const labels = { empresa: "", centro: "", depto: "", puesto: "", solicitante: "" }
  let requester = 0

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    const head = db
      .prepare(`SELECT u.id_empleado, r.id_depto, d.n_depto, d.id_centro_trabajo, c.n_centro_trabajo, em.n_empresa FROM usuarios u
        JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
        JOIN departamentos d ON d.id_depto = r.id_depto JOIN centros_trabajo c ON c.id_centro_trabajo = d.id_centro_trabajo
        JOIN empresas em ON em.id_empresa = d.id_empresa
        WHERE u.id_usuario = 'autoriza@demo.mx'`)
      .get() as { id_empleado: number; id_depto: number; n_depto: string; id_centro_trabajo: number; n_centro_trabajo: string; n_empresa: string }
    const person = db
      .prepare("SELECT id_empleado FROM empleados WHERE id_depto = ? AND id_empleado <> ? AND activo = '1' ORDER BY id_empleado LIMIT 1")
      .get(head.id_depto, head.id_empleado) as { id_empleado: number }
    requester = person.id_empleado
    const puesto = db.prepare("SELECT id_puesto, n_puesto FROM puestos WHERE id_empresa = 1 AND activo = '1' ORDER BY id_puesto DESC LIMIT 1").get() as { id_puesto: string; n_puesto: string }
    db.prepare("UPDATE puestos SET salario_min = 10000, salario_max = 20000, plazas_autorizadas = 500 WHERE id_puesto = ?").run(puesto.id_puesto)
    db.prepare("INSERT INTO posiciones (id_posicion, n_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto, f_inicio) VALUES ('E2E-0001', 'Vacante de recorrido', 1, ?, ?, ?, '2020-01-01')").run(
      head.id_centro_trabajo,
      head.id_depto,
      puesto.id_puesto,
    )
    db.close()
    const response = await fetch(`${server.url}/api/get-catalogo`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ tabla: "vt_lista_empleados", conexion: "rh" }),
    })
    const items = ((await response.json()) as { result: ReadonlyArray<{ id_empleado: number; n_empleado: string }> }).result
    Object.assign(labels, {
      empresa: head.n_empresa,
      centro: head.n_centro_trabajo,
      depto: head.n_depto,
      puesto: puesto.n_puesto,
      solicitante: items.find((i) => Number(i.id_empleado) === requester)?.n_empleado ?? "",
    })
    expect(labels.solicitante).not.toBe("")
  })

  it("captures a requisition, hears the barred phrase as it is typed, sends it and has it authorized", async () => {
    await page.goto(`${server.url}/seleccion/requisiciones-colaboradores`)
    await page.getByRole("heading", { level: 1, name: "Requisiciones de colaboradores" }).waitFor()
    await settled()

    await tabUntil(page.getByRole("button", { name: "Agregar requisición", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar requisición" })
    await form.waitFor()
    await pick(form.getByRole("combobox", { name: "Empresa" }), labels.empresa, labels.empresa)
    await pick(form.getByRole("combobox", { name: "Centro de trabajo" }), labels.centro, labels.centro)
    await pick(form.getByRole("combobox", { name: "Departamento" }), labels.depto, labels.depto)
    await pick(form.getByRole("combobox", { name: "Puesto" }), labels.puesto, labels.puesto)
    await pick(form.getByRole("combobox", { name: "Motivo" }), "Baja", "Baja")
    await pick(form.getByRole("combobox", { name: "Posición" }), "E2E-0001", "E2E-0001 · Vacante de recorrido")
    await pick(form.getByRole("combobox", { name: "Solicitante" }), labels.solicitante.slice(0, 12), labels.solicitante)

    await toTab(form, /Vacantes y salario/)
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha requerida/i }))
    await page.keyboard.type(typedDay(30))
    await tabUntil(form.getByRole("textbox", { name: "Salario mínimo (mensual)" }))
    await page.keyboard.type("12000")
    await tabUntil(form.getByRole("textbox", { name: "Salario máximo (mensual)" }))
    await page.keyboard.type("15000")
    await page.keyboard.press("Tab")

    await toTab(form, /Justificación/)
    const justification = form.getByRole("textbox", { name: "Justificación" })
    await tabUntil(justification)
    await page.keyboard.type("Cubrir la baja; persona de buena presentación")
    await form.getByRole("status").filter({ hasText: "«buena presentación»" }).waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Cubrir la baja por renuncia del titular")
    await expect.poll(() => form.getByText("«buena presentación»").count()).toBe(0)
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await settled()

    const stored = await apiGet<{ registros: ReadonlyArray<{ id_requisicion: number; folio: string; estado: string }> }>(server.url, "/requisiciones?por_pagina=5", token)
    const mine = stored.registros[0]
    expect(mine?.estado).toBe("Borrador")
    const folio = mine?.folio ?? ""

    await rowAction(folio, `Enviar a autorización la requisición ${folio}`)
    const confirm = page.getByRole("alertdialog", { name: "Enviar a autorización" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Requisición enviada a autorización")
    await confirm.waitFor({ state: "detached" })

    // The requester's department head decides in the flow.
    const approver = (await apiLogin(server.url, { email: "autoriza@demo.mx", password: "Demo.Autoriza-2026" })).token
    const db = new Database(server.databaseFile)
    const step = db.prepare("SELECT id_autorizacion FROM autorizaciones WHERE origen = 'REQUISICION' AND id_origen = ? AND resultado IS NULL").get(mine?.id_requisicion) as {
      id_autorizacion: number
    }
    db.close()
    const decided = await fetch(`${server.url}/api/autorizar`, {
      method: "POST",
      headers: { authorization: `Bearer ${approver}`, "content-type": "application/json" },
      body: JSON.stringify({ id_autorizacion: step.id_autorizacion, resultado: "A", comentario: "" }),
    })
    expect(decided.status).toBe(200)
    const after = await apiGet<{ estado: string }>(server.url, `/requisiciones/${String(mine?.id_requisicion)}`, token)
    expect(after).toMatchObject({ estado: "Autorizada" })
  })
})
