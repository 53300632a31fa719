import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { preHireMessages } from "../../domain/personal/pre-alta-candidatos"
import { offerMessages } from "../../domain/seleccion/ofertas-candidatos-vocabulary"
import { identityMaker } from "../../server/seed/employee-identity"
import { demoOfferPositions } from "../../server/seed/demo-ofertas"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { employeeFormSteps } from "./support/employee-form"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// A hire through Selección in Chromium, by keyboard alone, on the demo offers' vacancy: Marisol
// Duarte, in Entrevista on its board, moves to Oferta with her score; in Ofertas a candidatos her
// offer is written, sent and its acceptance recorded; in Pre-alta de candidatos (SEL370) the
// accepted offer fills her pre-alta, HR completes the record and the checklist and confirms the
// alta, applied at once (the demo has no MOV_ALTA flow, she starts today). She is then an Activo
// employee in the vacancy's second position, in Contratado on the board, and the requisition is
// Cubierta (the demo hired Tania Villegas for its first place). Axe at 1366 and 390 px on the
// board, the move's dialog, each list and filled form, and the confirmation.

const today = todayInMexico()
/** A day as typed in a date field's segments (ddmmyyyy). */
const typed = (iso: string) => iso.split("-").reverse().join("")

const name = "Marisol Duarte"
const fullName = "Marisol Duarte Ríos"
const vacancy = "Vacante Analista de selección (demo)"
const seat = demoOfferPositions[1]
// Born 3 April 1992 in Jalisco: CURP, RFC and NSS as the authorities would have issued them.
const born = "1992-04-03"
const identity = identityMaker()({ nombre: "Marisol", apellido_paterno: "Duarte", apellido_materno: "Ríos", sexo: "M", f_nacimiento: born, f_ingreso: today, entidad: "JC" }, 960_000)

describe("From interview to employee through Selección, by keyboard", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolationsAtBothWidths, pick, rowAction } = session
  const form = employeeFormSteps(session)
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let registro = ""
  let folio = ""

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const db = new Database(server.databaseFile, { readonly: true })
    try {
      const centre = db
        .prepare("SELECT c.id_registro_patronal FROM requisiciones r JOIN centros_trabajo c ON c.id_centro_trabajo = r.id_centro_trabajo WHERE r.folio = 'RQ-DEMO-OFERTAS'")
        .get() as { id_registro_patronal: string }
      registro = centre.id_registro_patronal
    } finally {
      db.close()
    }
  })

  const open = async (path: string, title: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
  }
  const board = async (estado: string) => {
    await open("/seleccion/asignacion-candidatos", "Asignación de candidatos")
    await pick(page.getByRole("combobox", { name: "Vacante" }), "Vacante Analista de sel", `${vacancy} (${estado})`)
    await page.getByRole("region", { name: `Candidatos de la vacante ${vacancy}` }).waitFor()
  }
  /** Confirms the open alert dialog of a row's action by keyboard. */
  const accept = async (title: string, done: string) => {
    const confirm = page.getByRole("alertdialog", { name: title })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast(done)
    await confirm.waitFor({ state: "detached" })
  }

  it("moves Marisol from Entrevista to Oferta on the vacancy's board, with her score", async () => {
    await board("Abierta")
    await page.getByRole("heading", { level: 2, name: /^Contratado \(1\)$/ }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(page.getByRole("button", { name: `Mover a ${name} de etapa` }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Mover a ${name}` })
    await dialog.waitFor()
    // The next stage is proposed: Oferta, after her interview.
    const stage = dialog.getByRole("combobox", { name: "Mover a la etapa" })
    expect(await stage.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "")).toBe("Oferta")
    await tabUntil(dialog.getByRole("textbox", { name: "Calificación de la etapa (0 a 100)" }))
    await page.keyboard.type("92")
    await tabUntil(dialog.getByRole("textbox", { name: "Comentario" }))
    await page.keyboard.type("Excelente entrevista con el jefe")
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Mover", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(async () => (await page.getByRole("status").filter({ hasText: name }).textContent()) ?? "").toBe(`${name} pasó a la etapa Oferta`)
    const offerColumn = page.getByRole("region", { name: /^Oferta \(\d+\)$/ })
    await expect.poll(() => offerColumn.getByRole("listitem", { name }).count()).toBe(1)
  }, 180_000)

  it("writes her offer, sends it and records her acceptance in Ofertas a candidatos", async () => {
    await open("/seleccion/ofertas-candidatos", "Ofertas a candidatos")
    await settled()
    await noViolationsAtBothWidths()
    await tabUntil(page.getByRole("button", { name: "Agregar oferta", exact: true }))
    await page.keyboard.press("Enter")
    const offer = page.getByRole("region", { name: "Agregar oferta" })
    await offer.waitFor()
    await pick(offer.getByRole("combobox", { name: "Candidato y vacante" }), name, `${name} · ${vacancy}`)
    await form.type(offer.getByRole("textbox", { name: "Salario diario", exact: true }), "600")
    await pick(offer.getByRole("combobox", { name: "Tipo de contrato" }), "Indet", "Indeterminado")
    await form.type(offer.getByRole("textbox", { name: "Días de prueba", exact: true }), "30")
    await tabUntil(offer.getByRole("spinbutton", { name: /día, Ingreso propuesto/i }))
    await page.keyboard.type(typed(today))
    await tabUntil(offer.getByRole("spinbutton", { name: /día, Límite de respuesta/i }))
    await page.keyboard.type(typed(today))
    await noViolationsAtBothWidths()
    await tabUntil(offer.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await offer.waitFor({ state: "detached" })
    await settled()

    const listed = await apiGet<{ registros: ReadonlyArray<{ folio: string; estado: string; salario_mensual: number }> }>(server.url, `/ofertas-candidatos?buscar=${encodeURIComponent(name)}`, token)
    expect(listed.registros).toHaveLength(1)
    expect(listed.registros[0]).toMatchObject({ estado: "Borrador", salario_mensual: 18_240 })
    folio = listed.registros[0]?.folio ?? ""

    await rowAction(folio, `Enviar la oferta ${folio}`)
    await accept("Enviar oferta", offerMessages.enviada)
    await rowAction(folio, `Registrar la aceptación de la oferta ${folio}`)
    await accept("Registrar aceptación", offerMessages.aceptada)
    const accepted = await apiGet<{ registros: ReadonlyArray<{ estado: string }> }>(server.url, `/ofertas-candidatos?buscar=${encodeURIComponent(folio)}`, token)
    expect(accepted.registros.map((r) => r.estado)).toEqual(["Aceptada"])
  }, 240_000)

  it("takes her accepted offer to a pre-alta, confirms the alta, and she is an employee, Contratado on the board", async () => {
    await open("/seleccion/pre-alta-candidatos", "Pre-alta de candidatos")
    await settled()
    await noViolationsAtBothWidths()
    await tabUntil(page.getByRole("button", { name: "Agregar pre-alta", exact: true }))
    await page.keyboard.press("Enter")
    const preHire = page.getByRole("region", { name: "Agregar pre-alta" })
    await preHire.waitFor()
    await pick(preHire.getByRole("combobox", { name: "Oferta aceptada" }), folio, `${folio} · ${name}`)
    // The offer fills in her name, the vacancy's workplace, the salary and the start day.
    await expect.poll(() => preHire.getByRole("textbox", { name: "Nombre(s)", exact: true }).inputValue()).toBe("Marisol")

    await form.type(preHire.getByRole("textbox", { name: "Apellido materno", exact: true }), "Ríos")
    await page.keyboard.press("Tab")
    await page.keyboard.type(typed(born))
    await form.choose(preHire.getByRole("combobox", { name: "Sexo", exact: true }), 2, "M")
    await form.type(preHire.getByRole("textbox", { name: "CURP", exact: true }), identity.curp)
    await form.type(preHire.getByRole("textbox", { name: "RFC", exact: true }), identity.rfc)
    await form.fillAddress(preHire)
    await form.toTab(preHire, "Puesto / posición")
    await pick(preHire.getByRole("combobox", { name: "Posición", exact: true }), seat.id_posicion, `${seat.id_posicion} · ${seat.n_posicion}`)
    await form.fillImss(preHire, { nss: identity.nss, registro })
    await form.toTab(preHire, "Salario")
    expect(await preHire.getByRole("textbox", { name: "Salario diario", exact: true }).inputValue()).toContain("600")
    await form.tickPreHireDocuments(preHire)
    await noViolationsAtBothWidths()
    await form.save(preHire)
    await settled()

    const listed = await apiGet<{ registros: ReadonlyArray<{ id_pre_alta: number; estado: string }> }>(server.url, `/pre-altas-seleccion?buscar=${encodeURIComponent(name)}`, token)
    expect(listed.registros.map((r) => r.estado)).toEqual(["Pendiente"])
    const id = String(listed.registros[0]?.id_pre_alta)
    await rowAction(name, `Confirmar alta de la pre-alta ${id}`)
    const confirm = page.getByRole("dialog", { name: "Confirmar alta" })
    await confirm.getByText(`Se registrará el alta de ${name} en la posición ${seat.id_posicion}`, { exact: false }).waitFor()
    await noViolationsAtBothWidths()
    await expect.poll(() => session.isFocused(confirm.getByRole("button", { name: "Confirmar alta", exact: true }))).toBe(true)
    await page.keyboard.press("Enter")
    const applied = page.getByRole("region", { name: "Notificaciones" }).getByText(preHireMessages.altaAplicada, { exact: true })
    const refused = confirm.getByRole("alert")
    await applied.or(refused).first().waitFor({ timeout: 30_000 })
    expect(await refused.count(), await refused.allTextContents().then((t) => t.join(" "))).toBe(0)
    await confirm.waitFor({ state: "detached" })

    // An Activo employee in the vacancy's second position.
    const employees = await apiGet<{ registros: ReadonlyArray<{ curp: string; estatus: string; id_posicion: string }> }>(
      server.url,
      `/empleados?buscar=${encodeURIComponent(fullName)}`,
      token,
    )
    expect(employees.registros).toEqual([expect.objectContaining({ curp: identity.curp, id_posicion: seat.id_posicion, estatus: "A" })])

    // On the board, now of a covered vacancy: Contratado, beside Tania Villegas.
    await board("Cubierta")
    const hired = page.getByRole("region", { name: /^Contratado \(2\)$/ })
    await expect.poll(() => hired.getByRole("listitem", { name }).count()).toBe(1)
    await noViolationsAtBothWidths()
  }, 300_000)
})

