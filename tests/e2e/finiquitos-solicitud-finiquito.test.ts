import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Solicitud de finiquito (FIN100) in Chromium, by keyboard alone: a person of the department
// autoriza@demo.mx heads, hired on 2022-03-16 and paid as MODULES-MX's example A, gets a new
// finiquito (renuncia, baja 2026-06-30, paid up to 2026-06-15, 8 days of vacation pending), which
// is calculated (the Cálculo tab shows the engine's lines and the neto 18,542.71) and sent to
// authorization through the FINIQUITO flow. Axe at 1366 and 390 px on the filled form, the
// stored calculation and the send's confirmation (the list as it opens is sweep-finiquitos').

describe("Solicitud de finiquito in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolationsAtBothWidths, pick, rowAction, toTab } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let person = { id: 0, label: "" }

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    const row = db
      .prepare(`SELECT e.id_empleado FROM usuarios u
        JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
        JOIN empleados e ON e.id_depto = r.id_depto AND e.activo = '1' AND e.id_empleado <> u.id_empleado
        WHERE u.id_usuario = 'autoriza@demo.mx' AND NOT EXISTS (SELECT 1 FROM finiquitos f WHERE f.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM responsables_depto x WHERE x.id_numero = e.id_empleado)
        ORDER BY e.id_empleado LIMIT 1`)
      .get() as { id_empleado: number }
    db.prepare("UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, f_baja = '2026-06-30', salario_diario = 500, sdi = 527.4 WHERE id_empleado = ?").run(
      row.id_empleado,
    )
    db.close()
    const response = await fetch(`${server.url}/api/get-catalogo`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ tabla: "empleados_con_baja", conexion: "rh" }),
    })
    const items = ((await response.json()) as { result: ReadonlyArray<{ id_empleado: number; n_empleado: string }> }).result
    person = { id: row.id_empleado, label: items.find((i) => Number(i.id_empleado) === row.id_empleado)?.n_empleado ?? "" }
    expect(person.label).not.toBe("")
  })

  it("captures a finiquito, calculates it, reads its lines and sends it to authorization", async () => {
    await page.goto(`${server.url}/finiquitos/solicitud-finiquito`)
    await page.getByRole("heading", { level: 1, name: "Solicitud de finiquito" }).waitFor()
    await settled()

    await tabUntil(page.getByRole("button", { name: "Agregar finiquito", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar finiquito" })
    await form.waitFor()
    await pick(form.getByRole("combobox", { name: "Colaborador" }), person.label.slice(0, 12), person.label)
    await tabUntil(form.getByRole("combobox", { name: "Causa" }))
    await page.keyboard.type("Ren")
    expect(await form.getByRole("combobox", { name: "Causa" }).inputValue()).toBe("RENUNCIA")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha baja/i }))
    await page.keyboard.type("30062026")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Pagado hasta/i }))
    await page.keyboard.type("15062026")
    await tabUntil(form.getByRole("combobox", { name: "Zona salarial" }))
    await page.keyboard.type("G")
    await noViolationsAtBothWidths()
    await toTab(form, /Prestaciones/)
    const pending = form.getByRole("textbox", { name: "Vacaciones pendientes (días)" })
    await tabUntil(pending)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("8")
    await page.keyboard.press("Tab")
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await settled()

    const stored = await apiGet<{ registros: ReadonlyArray<{ folio: string; estado: string }> }>(server.url, `/finiquitos?id_empleado=${person.id}`, token)
    const folio = stored.registros[0]?.folio ?? ""
    expect(stored.registros[0]?.estado).toBe("Borrador")

    await rowAction(folio, `Calcular el finiquito ${folio}`)
    const calc = page.getByRole("alertdialog", { name: "Calcular" })
    await calc.waitFor()
    await tabUntil(calc.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Finiquito calculado")
    await calc.waitFor({ state: "detached" })
    await settled()

    // The row opens its record; the Cálculo tab shows the stored sheet. The grid gives the focus
    // back to the row's button: the arrows walk left to the row itself, and Enter opens it.
    const onRow = () => page.evaluate(() => document.activeElement?.getAttribute("role") === "row")
    for (let i = 0; i < 16 && !(await onRow()); i++) await page.keyboard.press("ArrowLeft")
    expect(await onRow()).toBe(true)
    await page.keyboard.press("Enter")
    const edit = page.getByRole("region", { name: "Editar finiquito" })
    await edit.waitFor()
    await toTab(edit, /Cálculo/)
    const sheet = edit.getByRole("table", { name: "Hoja de cálculo de finiquito" })
    await sheet.getByRole("rowheader", { name: "Vacaciones proporcionales" }).waitFor()
    await edit.getByText("$18,542.71", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await page.goBack()
    await edit.waitFor({ state: "detached" })
    await settled()

    await rowAction(folio, `Enviar a autorización el finiquito ${folio}`)
    const confirm = page.getByRole("alertdialog", { name: "Enviar a autorización" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Finiquito enviado a autorización")
    await confirm.waitFor({ state: "detached" })
    const sent = await apiGet<{ registros: ReadonlyArray<{ estado: string; neto: number }> }>(server.url, `/finiquitos?id_empleado=${person.id}`, token)
    expect(sent.registros[0]).toMatchObject({ estado: "En autorización", neto: 18542.71 })
  })
})
