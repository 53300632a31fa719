import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { employeeFormSteps, employeeTabs, type NewEmployee } from "./support/employee-form"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Gestión de personal (GP100) in Chromium, by keyboard alone, with no flow configured for altas
// (the demo's one-level flow is removed from this test's database): a person is added through
// the seven-tab form (cascading company, centre, department, puesto and a vacant position; país,
// estado and ciudad), found with an accent-free search, opened, every tab walked with axe at 1366
// and 390 px (the header's seniority and this year's vacation days read), and an edit saved.

const today = todayInMexico()
const typedDate = (iso: string) => iso.split("-").reverse().join("")

// Ximena Pérez Ríos, born 14/02/1992, a woman: CURP, RFC and NSS with their check digits.
const curp17 = "PERX920214MJCRSM0"
const curp = curp17 + curpCheckDigit(curp17)
const rfc = `PERX920214AB${rfcCheckDigit("PERX920214AB")}`
const nss = `8215920123${nssCheckDigit("8215920123")}`
const registro = "E1234567890"
const position = "E2EEMP"

describe("Gestión de personal in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled } = session
  const { type, toTab, fillHire, save } = employeeFormSteps(session)
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let person: NewEmployee

  beforeAll(() => {
    server = session.server
    page = session.page
    const db = new Database(server.databaseFile)
    db.pragma("busy_timeout = 5000")
    db.prepare("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')").run()
    const place = db
      .prepare(`SELECT d.id_empresa, d.id_centro_trabajo, d.id_depto, d.n_depto, ct.n_centro_trabajo, em.n_empresa
        FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo JOIN empresas em ON em.id_empresa = d.id_empresa
        WHERE d.id_empresa = 1 ORDER BY d.id_depto LIMIT 1`)
      .get() as { id_empresa: number; id_centro_trabajo: number; id_depto: number; n_depto: string; n_centro_trabajo: string; n_empresa: string }
    const puesto = db.prepare("SELECT id_puesto, n_puesto FROM puestos WHERE id_empresa = 1 AND activo = '1' ORDER BY id_puesto LIMIT 1").get() as { id_puesto: string; n_puesto: string }
    db.prepare(`INSERT INTO posiciones (id_posicion, n_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto, f_inicio)
      VALUES (?, 'Posición de ensayo', 1, ?, ?, ?, '2020-01-01')`).run(position, place.id_centro_trabajo, place.id_depto, puesto.id_puesto)
    db.prepare(`INSERT INTO empresas_registros_patronales (id_empresa, orden, registro_patronal, clase_riesgo, prima_riesgo, f_alta, activo)
      VALUES (1, 900, ?, 1, 0.5, '2020-01-01', '1')`).run(registro)
    db.prepare(`INSERT INTO empresas_periodicidades (id_empresa, orden, id_periodicidad) SELECT 1, 900, '04'
      WHERE NOT EXISTS (SELECT 1 FROM empresas_periodicidades WHERE id_empresa = 1 AND id_periodicidad = '04')`).run()
    db.close()
    person = {
      nombre: "Ximena",
      apellidoPaterno: "Pérez",
      apellidoMaterno: "Ríos",
      nacimiento: "14021992",
      sexo: { steps: 2, value: "M" },
      curp,
      rfc,
      nss,
      empresa: place.n_empresa,
      centro: place.n_centro_trabajo,
      depto: place.n_depto,
      puesto: `${puesto.n_puesto} (${puesto.id_puesto})`,
      posicion: { key: position, label: `${position} · Posición de ensayo` },
      registro,
      salarioDiario: "450",
      ingreso: typedDate(today),
    }
  })

  it("adds a person through the form by keyboard; with no flow the ALTA makes them active", async () => {
    await page.goto(`${server.url}/personal/gestion-personal`)
    await page.getByRole("heading", { level: 1, name: "Gestión de personal" }).waitFor()
    await settled()

    const form = await fillHire(person)
    await form.getByText("Vacaciones de este año: 12 días", { exact: true }).waitFor()
    await save(form)
    await settled()
  }, 240_000)

  it("finds them without accents, walks every tab by keyboard, and saves an edit", async () => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("ximena perez")
    const row = page.getByRole("row").filter({ hasText: "Ximena Pérez Ríos" })
    await row.waitFor()
    await settled()
    expect(await row.getByRole("gridcell", { name: "Activo", exact: true }).count()).toBe(1)
    await row.getByRole("img", { name: /Sin foto|Foto de/ }).count()

    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Editar colaborador" })
    await form.waitFor()
    await form.getByText("0 años, 0 meses, 0 días", { exact: true }).waitFor()
    await form.getByText("Vacaciones de este año: 12 días", { exact: true }).waitFor()
    await expect.poll(() => form.getByRole("textbox", { name: "CURP", exact: true }).inputValue()).toBe(curp)

    // Every tab by keyboard; the catalogue sweep runs axe and reflow on each of them.
    for (const name of employeeTabs) await toTab(form, name)
    await form.getByText(/no tiene una baja registrada/).waitFor()

    await toTab(form, "Contacto")
    await type(form.getByRole("textbox", { name: "Celular", exact: true }), "3312345678")
    await save(form)
    // Saved, the keyboard is back on the person's row, not on the page's body.
    await expect.poll(() => page.evaluate(() => (document.activeElement?.getAttribute("role") === "row" ? document.activeElement.textContent : null))).toContain("Ximena Pérez Ríos")
  }, 240_000)
})
