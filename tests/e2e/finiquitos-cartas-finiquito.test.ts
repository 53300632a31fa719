import { readFile } from "node:fs/promises"
import Database from "better-sqlite3"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { chooseFileWithEnter } from "./support/browser"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Cartas finiquito (FIN200) in Chromium, by keyboard alone: a finiquito of MODULES-MX's example A
// (neto 18,542.71), authorized, gets a recibo finiquito (its finiquito, place, signature date,
// representative and two witnesses), which is issued from its row (the text frozen), printed (the
// PDF carries the neto in words), and its signed scan attached, after which the row marks it
// Firmada. Axe at 1366 and 390 px on the list, the form, the emission's confirmation and the scan's
// dialog.

type Row = Record<string, unknown>
const netoInWords = "DIECIOCHO MIL QUINIENTOS CUARENTA Y DOS PESOS 71/100 M.N."

describe("Cartas finiquito in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolationsAtBothWidths, pick, rowAction, isFocused } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let finiquito = { id: 0, label: "", folio: "" }
  let representative = ""

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { result: Row }
    expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBe(200)
    return answer.result
  }

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    const person = db
      .prepare(`SELECT e.id_empleado FROM empleados e WHERE e.id_empresa = 1 AND e.activo = '1'
          AND NOT EXISTS (SELECT 1 FROM finiquitos f WHERE f.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
        ORDER BY e.id_empleado DESC LIMIT 1`)
      .get() as { id_empleado: number }
    db.prepare("UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, salario_diario = 500, sdi = 527.4 WHERE id_empleado = ?").run(person.id_empleado)
    db.close()
    const created = await post("/finiquitos", {
      id_empleado: person.id_empleado,
      causa: "RENUNCIA",
      f_baja: "2026-06-30",
      f_pagado_hasta: "2026-06-15",
      salario_diario: 500,
      sdi: 527.4,
      zona: "GEN",
      dias_aguinaldo: 15,
      dias_aguinaldo_anticipados: 0,
      pct_prima_vacacional: 25,
      vac_pendientes: 8,
      meses_caidos: null,
      incluir_20_dias: "0",
      base_prima_antiguedad: "SDI",
      dias_usmo: 30,
      percepciones_extra: [],
      deducciones: [],
    })
    const id = Number(created.id_finiquito)
    await post(`/finiquitos/${id}/calcular`, {})
    // The demo's FINIQUITO flow waits for an approver: the finiquito is authorized as its flow would.
    const authorized = new Database(server.databaseFile)
    authorized.pragma("busy_timeout = 5000")
    authorized.prepare("UPDATE finiquitos SET estado = 'Autorizado' WHERE id_finiquito = ?").run(id)
    authorized.close()
    const options = await post("/get-catalogo", { tabla: "finiquitos_para_carta", conexion: "rh" })
    const items = options as unknown as ReadonlyArray<{ id_finiquito: number; n_finiquito: string }>
    finiquito = { id, label: items.find((i) => Number(i.id_finiquito) === id)?.n_finiquito ?? "", folio: String(created.folio) }
    expect(finiquito.label).not.toBe("")
    const employees = (await post("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" })) as unknown as ReadonlyArray<{ n_empleado: string }>
    representative = employees[0]?.n_empleado ?? ""
  })

  it("writes a recibo finiquito, issues it, prints it and attaches its signed scan", async () => {
    await page.goto(`${server.url}/finiquitos/cartas-finiquito`)
    await page.getByRole("heading", { level: 1, name: "Cartas finiquito" }).waitFor()
    await settled()
    await noViolationsAtBothWidths()

    await tabUntil(page.getByRole("button", { name: "Agregar carta finiquito", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar carta finiquito" })
    await form.waitFor()
    await pick(form.getByRole("combobox", { name: "Finiquito" }), finiquito.label.slice(0, 12), finiquito.label)
    await tabUntil(form.getByRole("combobox", { name: "Tipo" }))
    await page.keyboard.type("Rec")
    expect(await form.getByRole("combobox", { name: "Tipo" }).inputValue()).toBe("RECIBO")
    await tabUntil(form.getByRole("textbox", { name: "Lugar" }))
    await page.keyboard.type("León, Guanajuato")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha firma/i }))
    await page.keyboard.type("01072026")
    await pick(form.getByRole("combobox", { name: "Representante de la empresa" }), representative.slice(0, 10), representative)
    await noViolationsAtBothWidths()

    await session.toTab(form, /Testigos/)
    for (const [nombre, domicilio] of [
      ["Laura Méndez Ortiz", "Calle Hidalgo 120, León"],
      ["Jorge Ramírez Soto", "Av. Insurgentes 45, León"],
    ] as const) {
      await tabUntil(form.getByRole("button", { name: "Agregar testigo", exact: true }))
      await page.keyboard.press("Enter")
      const row = form.getByRole("group", { name: "Agregar testigo" })
      await row.waitFor()
      await expect.poll(() => isFocused(row.getByRole("textbox", { name: "Nombre" }))).toBe(true)
      await page.keyboard.type(nombre)
      await tabUntil(row.getByRole("textbox", { name: "Domicilio" }))
      await page.keyboard.type(domicilio)
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
      await form.getByRole("cell", { name: nombre }).waitFor()
    }
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await settled()

    const stored = await apiGet<{ registros: ReadonlyArray<{ folio: string; estado: string }> }>(server.url, `/cartas-finiquito?id_finiquito=${finiquito.id}`, token)
    const folio = stored.registros[0]?.folio ?? ""
    expect(stored.registros[0]?.estado).toBe("Borrador")

    await rowAction(folio, `Emitir la carta ${folio}`)
    const emit = page.getByRole("alertdialog", { name: "Emitir carta" })
    await emit.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(emit.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Carta emitida: su texto queda fijo")
    await emit.waitFor({ state: "detached" })
    await settled()

    const downloaded = page.waitForEvent("download")
    await rowAction(folio, `Imprimir la carta ${folio}`)
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/^Recibo finiquito CF-.*\.pdf$/)
    const printed = await readFile(await download.path())
    const text = (await extractText(await getDocumentProxy(Uint8Array.from(printed)), { mergePages: true })).text.replace(/\s+/g, " ")
    for (const expected of [folio, netoInWords, "Laura Méndez Ortiz", "León, Guanajuato"]) expect(text, expected).toContain(expected)

    await rowAction(folio, `Adjuntar la carta firmada ${folio}`)
    const signed = page.getByRole("dialog", { name: `Carta firmada ${folio}` })
    await signed.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(signed.getByRole("button", { name: "Elegir archivo Escaneo de la carta firmada", exact: true }))
    await (await chooseFileWithEnter(page)).setFiles({ name: "firmada.pdf", mimeType: "application/pdf", buffer: printed })
    await signed.waitFor({ state: "detached" })
    await settled()

    await rowAction(folio, `Marcar firmada la carta ${folio}`)
    const sign = page.getByRole("alertdialog", { name: "Marcar firmada" })
    await sign.waitFor()
    await tabUntil(sign.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Carta marcada como firmada")
    await sign.waitFor({ state: "detached" })
    const after = await apiGet<{ registros: ReadonlyArray<{ estado: string; archivo_firmado: string | null }> }>(server.url, `/cartas-finiquito?id_finiquito=${finiquito.id}`, token)
    expect(after.registros[0]?.estado).toBe("Firmada")
  }, 240_000)

  it("opens a new letter on an authorized finiquito from Solicitud de finiquito's row", async () => {
    await page.goto(`${server.url}/finiquitos/solicitud-finiquito`)
    await page.getByRole("heading", { level: 1, name: "Solicitud de finiquito" }).waitFor()
    await settled()
    await rowAction(finiquito.folio, `Generar carta (FIN200) del finiquito ${finiquito.folio}`)
    const form = page.getByRole("region", { name: "Agregar carta finiquito" })
    await form.waitFor()
    await expect.poll(() => form.getByRole("combobox", { name: "Finiquito" }).inputValue()).toBe(finiquito.label)
    expect(new URL(page.url()).pathname).toBe("/finiquitos/cartas-finiquito")
    await noViolationsAtBothWidths()
  }, 120_000)
})
