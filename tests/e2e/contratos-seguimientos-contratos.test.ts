import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { shiftDay } from "../../domain/rules/working-days"
import { apiGet, apiLogin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Seguimientos de contratos (CON220) in Chromium, by keyboard alone, on the demo: the list shows
// the seeded follow-ups; a follow-up is registered for a contract on probation with the result
// "No aprobó prueba", refused under its field until the Comisión Mixta's opinion is written
// (LFT 39-A), then saved and listed. Axe at 1366 and 390 px on the list and the refused form.

type Row = Record<string, unknown>

describe("Seguimientos de contratos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, settled, pick, toast } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let folio = ""
  let responsible = ""
  const today = todayInMexico()

  beforeAll(async () => {
    server = session.server
    page = session.page
    const token = (await apiLogin(server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })).token
    const contracts = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, "/gestion-contratos?por_pagina=100", token)
    const taken = new Set(contracts.registros.map((r) => Number(r.id_empleado)))
    const list = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, "/empleados?id_empresa=1&estatus=A&por_pagina=100&orden=num_empleado&direccion=asc", token)
    responsible = String(list.registros[0]?.n_empleado)
    // A contract on probation since five days ago, for a person without one (LFT 39-D).
    const f_inicio = shiftDay(today, -5)
    for (const p of list.registros.filter((r) => !taken.has(Number(r.id_empleado)) && typeof r.id_puesto === "string").slice(3)) {
      const answer = await fetch(`${server.url}/api/gestion-contratos`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({
          id_empleado: p.id_empleado,
          id_tipo_contrato: "IND",
          f_inicio,
          f_fin: null,
          causa_art37: null,
          id_empleado_sustituido: null,
          dias_prueba: 30,
          meses_capacitacion: null,
          id_puesto: p.id_puesto,
          salario_diario: 600,
          id_tipo_jornada: "01",
          horario: "Lunes a viernes de 9:00 a 18:00",
          lugar_prestacion: "Planta León",
          funciones: "Las del puesto",
          beneficiarios: [{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }],
        }),
      })
      if (answer.status !== 200) continue
      folio = String(((await answer.json()) as { result: Row }).result.id_contrato)
      break
    }
    expect(folio).toMatch(/^CT-1-/)
  })

  it("lists the seeded follow-ups", async () => {
    await page.goto(`${server.url}/contratos/seguimientos-contratos`)
    await page.getByRole("heading", { level: 1, name: "Seguimientos de contratos" }).waitFor()
    await settled()
    await page.getByText("Revisión previa a vencimiento", { exact: true }).first().waitFor()
    await page.getByText("Firma pendiente", { exact: true }).first().waitFor()
    await noViolationsAtBothWidths()
  })

  it("registers a follow-up for a contract, refused without the Comisión Mixta's opinion, then saved", async () => {
    const form = await session.openAdd("seguimiento")
    const contract = form.getByRole("combobox", { name: "Contrato", exact: true })
    await tabUntil(contract)
    await page.keyboard.type(folio)
    await page.getByRole("option", { name: new RegExp(`^${folio} - `) }).first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => contract.inputValue()).toMatch(new RegExp(`^${folio} - `))
    const tipo = form.getByRole("combobox", { name: "Tipo", exact: true })
    await tabUntil(tipo)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => tipo.inputValue()).toBe("EVALUACION_PRUEBA")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha$/i }))
    await page.keyboard.type(`${today.slice(8, 10)}${today.slice(5, 7)}${today.slice(0, 4)}`)
    const resultado = form.getByRole("combobox", { name: "Resultado", exact: true })
    await tabUntil(resultado)
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowDown")
    await expect.poll(() => resultado.inputValue()).toBe("NO_APROBO_PRUEBA")
    await pick(form.getByRole("combobox", { name: "Responsable", exact: true }), responsible, responsible)
    await tabUntil(form.getByRole("textbox", { name: "Comentario", exact: true }))
    await page.keyboard.type("No alcanzó los objetivos del periodo de prueba E2E")
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await form.getByText("La opinión de la Comisión Mixta es requerido").waitFor()
    await noViolationsAtBothWidths()

    const opinion = form.getByRole("textbox", { name: "Opinión de la Comisión Mixta", exact: true })
    await tabUntil(opinion, "Shift+Tab")
    await page.keyboard.type("La Comisión Mixta coincide en que no acreditó los requisitos del puesto")
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await settled()
    const row = page.getByRole("row").filter({ hasText: folio })
    await row.getByText("No aprobó prueba", { exact: true }).waitFor()
    await row.getByText("Evaluación de periodo de prueba", { exact: true }).waitFor()
  }, 240_000)

  it("opens a contract's follow-ups from its row in Gestión de contratos", async () => {
    await page.goto(`${server.url}/contratos/gestion-contratos`)
    await page.getByRole("heading", { level: 1, name: "Gestión de contratos" }).waitFor()
    await settled()
    await session.rowAction(folio, `Ver los seguimientos del contrato ${folio}`)
    await page.getByRole("heading", { level: 1, name: "Seguimientos de contratos" }).waitFor()
    await settled()
    // Only this contract's follow-up: the seeded ones of the other contracts are filtered out.
    await page.getByRole("row").filter({ hasText: folio }).first().waitFor()
    await expect.poll(() => page.getByRole("row").filter({ hasText: "Revisión previa a vencimiento" }).count()).toBe(0)
    await noViolationsAtBothWidths()
  }, 120_000)
})
