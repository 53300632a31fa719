import { readFile } from "node:fs/promises"
import Database from "better-sqlite3"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { pesosInWords } from "../../domain/rules/amount-in-words"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { chooseFileWithEnter } from "./support/browser"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// From a baja to a signed letter, in Chromium by keyboard alone: a person's resignation (a BAJA
// movement, authorized as it is sent) drafts their finiquito, which is calculated from its row in
// Solicitud de finiquito; once authorized (as the FINIQUITO flow's approver would) it gets a recibo
// finiquito (its finiquito, place, signature date, representative and two witnesses), which is
// issued from its row (the text frozen), printed (the PDF carries the neto in words), and its
// signed scan attached, after which the row marks it Firmada. Axe at 1366 and 390 px on the
// filled form, the emission's confirmation and the scan's dialog (the list as it opens is
// sweep-finiquitos').

type Row = Record<string, unknown>
let netoInWords = ""

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
      .prepare(`SELECT e.id_empleado FROM empleados e WHERE e.id_empresa = 1 AND e.activo = '1' AND e.id_posicion IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM finiquitos f WHERE f.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
          AND NOT EXISTS (SELECT 1 FROM posiciones p JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion
            WHERE p.id_posicion_jefe = e.id_posicion AND o.id_empleado <> e.id_empleado)
        ORDER BY e.id_empleado DESC LIMIT 1`)
      .get() as { id_empleado: number }
    db.prepare("UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, salario_diario = 500, sdi = 527.4 WHERE id_empleado = ?").run(person.id_empleado)
    // The demo's BAJA flow asks for an approval: without it the baja is authorized as it is sent.
    db.prepare("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_BAJA')").run()
    const motive = db.prepare("SELECT MIN(id_motivo_baja) AS id FROM motivos_baja WHERE causa_imss = '2'").get() as { id: number }
    db.close()
    // The person's resignation, effective today: its authorization drafts the finiquito (FIN100).
    const baja = await post("/movimientos-personal", {
      id_empleado: person.id_empleado,
      tipo_movimiento: "BAJA",
      f_efectiva: todayInMexico(),
      motivo: "Renuncia voluntaria presentada por escrito",
      id_posicion_nueva: null,
      salario_diario_nuevo: null,
      id_periodicidad_nueva: null,
      id_motivo_baja: motive.id,
      recontratable: "1",
    })
    await post("/enviar-autorizacion", { id_movimiento: baja.id_movimiento })
    const read = new Database(server.databaseFile, { readonly: true })
    const created = read.prepare("SELECT id_finiquito, folio, estado, causa FROM finiquitos WHERE id_empleado = ?").get(person.id_empleado) as
      | { id_finiquito: number; folio: string; estado: string; causa: string }
      | undefined
    read.close()
    expect(created, "the authorized BAJA drafted its finiquito").toMatchObject({ estado: "Borrador", causa: "RENUNCIA" })
    const id = Number(created?.id_finiquito)
    finiquito = { id, label: "", folio: String(created?.folio) }
  })

  it("calculates the finiquito a BAJA drafted, from its row in Solicitud de finiquito", async () => {
    await page.goto(`${server.url}/finiquitos/solicitud-finiquito`)
    await page.getByRole("heading", { level: 1, name: "Solicitud de finiquito" }).waitFor()
    await settled()
    await rowAction(finiquito.folio, `Calcular el finiquito ${finiquito.folio}`)
    const calc = page.getByRole("alertdialog", { name: "Calcular" })
    await calc.waitFor()
    await tabUntil(calc.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Finiquito calculado")
    await calc.waitFor({ state: "detached" })
    const id = finiquito.id
    const calculated = await apiGet<{ neto: number; estado: string }>(server.url, `/finiquitos/${id}`, token)
    expect(calculated.estado).toBe("Calculado")
    netoInWords = pesosInWords(calculated.neto)
    // The demo's FINIQUITO flow waits for an approver: the finiquito is authorized as its flow would.
    const authorized = new Database(server.databaseFile)
    authorized.pragma("busy_timeout = 5000")
    authorized.prepare("UPDATE finiquitos SET estado = 'Autorizado' WHERE id_finiquito = ?").run(id)
    authorized.close()
    const options = await post("/get-catalogo", { tabla: "finiquitos_para_carta", conexion: "rh" })
    const items = options as unknown as ReadonlyArray<{ id_finiquito: number; n_finiquito: string }>
    finiquito = { ...finiquito, label: items.find((i) => Number(i.id_finiquito) === id)?.n_finiquito ?? "" }
    expect(finiquito.label).not.toBe("")
    const employees = (await post("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" })) as unknown as ReadonlyArray<{ n_empleado: string }>
    representative = employees[0]?.n_empleado ?? ""
  }, 120_000)

  it("writes a recibo finiquito, issues it, prints it and attaches its signed scan", async () => {
    await page.goto(`${server.url}/finiquitos/cartas-finiquito`)
    await page.getByRole("heading", { level: 1, name: "Cartas finiquito" }).waitFor()
    await settled()

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
    // Signed today, the day of the baja.
    await page.keyboard.type(todayInMexico().split("-").reverse().join(""))
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

    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
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
