import { beforeAll, describe, expect, it } from "vitest"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { simplePdf } from "../../server/seed/demo-cv"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { employeeFormSteps, type NewEmployee } from "./support/employee-form"
import { chooseFileWithEnter } from "./support/browser"
import { approvalSteps, prepareHireWithOneLevel } from "./support/hire-flow"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Candidatos (GP220) and Pre-alta de candidatos (GP250) in Chromium, by keyboard alone: a
// candidate is registered (a CURP with a wrong check digit refused first), given a CV (a text
// file refused, a PDF kept) and Seleccionado; "Enviar a pre-alta" opens the pre-alta with their
// data, HR completes the employee's tabs and the document checklist and confirms the alta, which
// waits for the one approval level this test gives MOV_ALTA (the demo's baja flow: the
// department's head); the demo approver approves it, and the candidate is Contratado, the
// pre-alta Dado de alta and the person Activo in Gestión de personal, in the vacant position.
// Axe at 1366 and 390 px on every page and dialog the journey opens.

const today = todayInMexico()
const typedToday = today.split("-").reverse().join("")

// Sofía Herrera Luna, born 14/09/1996 in Jalisco, a woman: CURP, RFC and NSS with their check digits.
const curp17 = "HELS960914MJCRNF0"
const curp = curp17 + curpCheckDigit(curp17)
const wrongCurp = `${curp17}${(Number(curpCheckDigit(curp17)) + 1) % 10}`
const rfc12 = "HELS960914T2"
const nss10 = "3118961234"
const name = "Sofía Herrera Luna"
const searched = "sofia herrera"
const registro = "K1234509870"
const positionKey = "E2ECAND"
const positionName = "Vacante del candidato"

describe("From candidate to employee by keyboard, through the pre-alta and an approved ALTA", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolationsAtBothWidths, pick } = session
  const form = employeeFormSteps(session)
  const approvals = approvalSteps(session)
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let person: NewEmployee

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const place = prepareHireWithOneLevel(server.databaseFile, { positionKey, positionName, registro })
    person = {
      nombre: "Sofía",
      apellidoPaterno: "Herrera",
      apellidoMaterno: "Luna",
      nacimiento: "14091996",
      sexo: { steps: 2, value: "M" },
      curp,
      rfc: rfc12 + rfcCheckDigit(rfc12),
      nss: nss10 + nssCheckDigit(nss10),
      empresa: place.n_empresa,
      centro: place.n_centro_trabajo,
      depto: place.n_depto,
      puesto: `${place.puesto.n_puesto} (${place.puesto.id_puesto})`,
      posicion: { key: positionKey, label: `${positionKey} · ${positionName}` },
      registro,
      salarioDiario: "450",
      ingreso: typedToday,
    }
  })

  const open = async (path: string, title: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await settled()
  }
  /** The list's search, by keyboard. */
  const search = async (typed: string) => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(typed)
    await settled()
  }
  /** The only row of the list once searched: its cells' texts. */
  const rowCells = () => page.getByRole("row").filter({ hasText: name }).getByRole("gridcell").allTextContents()
  /** The file chooser opened by the focused button's Enter, given `file`. */
  const chooseFile = async (button: ReturnType<typeof page.getByRole>, file: { name: string; mimeType: string; buffer: Buffer }) => {
    await tabUntil(button)
    await (await chooseFileWithEnter(page)).setFiles(file)
  }

  it("registers a candidate, refusing a CURP whose check digit fails, and selects them with a PDF CV", async () => {
    await open("/personal/candidatos", "Candidatos")
    await noViolationsAtBothWidths()
    const dialog = await session.openAdd("candidato")
    await expect.poll(() => session.isFocused(dialog.getByRole("textbox", { name: "Nombre(s)", exact: true }))).toBe(true)
    await page.keyboard.type(person.nombre)
    await form.type(dialog.getByRole("textbox", { name: "Apellido paterno", exact: true }), person.apellidoPaterno)
    await form.type(dialog.getByRole("textbox", { name: "Apellido materno", exact: true }), person.apellidoMaterno)
    await form.type(dialog.getByRole("textbox", { name: "Correo electrónico", exact: true }), "sofia.herrera@correo.mx")
    await form.type(dialog.getByRole("textbox", { name: "Teléfono", exact: true }), "3312345678")
    const curpBox = dialog.getByRole("textbox", { name: "CURP", exact: true })
    await form.type(curpBox, wrongCurp)
    await page.keyboard.press("Tab")
    await dialog.getByText("El dígito verificador del CURP no es válido", { exact: true }).waitFor()
    await tabUntil(curpBox, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(curp)
    await page.keyboard.press("Tab")
    await page.keyboard.type(person.nacimiento)
    await dialog.getByText("El dígito verificador del CURP no es válido", { exact: true }).waitFor({ state: "detached" })
    await pick(dialog.getByRole("combobox", { name: "Escolaridad", exact: true }), "Licen", "Licenciatura")
    await pick(dialog.getByRole("combobox", { name: "Empresa", exact: true }), person.empresa, person.empresa)
    await pick(dialog.getByRole("combobox", { name: "Puesto de interés", exact: true }), person.puesto, person.puesto)
    await form.type(dialog.getByRole("textbox", { name: "Pretensión salarial mensual", exact: true }), "14500")
    await form.choose(dialog.getByRole("combobox", { name: "Fuente", exact: true }), 1, "BOLSA")
    // The CV waits for the candidate to be saved.
    await dialog.getByText("Guarde al candidato antes de subir su CV.", { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })

    // Opened again: a text file is no CV; a PDF is, kept with Guardar; and the candidate Seleccionado.
    await search(searched)
    await expect.poll(rowCells).toEqual(expect.arrayContaining(["sofia.herrera@correo.mx", "Nuevo"]))
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const edit = page.getByRole("dialog", { name: "Editar candidato" })
    await edit.waitFor()
    const chooseCv = edit.getByRole("button", { name: "Elegir archivo CV", exact: true })
    await chooseFile(chooseCv, { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("Sofía Herrera: contadora\n") })
    await toast("El CV debe ser un archivo PDF")
    await chooseFile(chooseCv, { name: "cv-sofia.pdf", mimeType: "application/pdf", buffer: simplePdf(`Currículum de ${name}`, ["Licenciatura en Contaduría"]) })
    await edit.getByRole("button", { name: "Descargar CV", exact: true }).waitFor()
    await form.choose(edit.getByRole("combobox", { name: "Estado", exact: true }), 2, "Seleccionado")
    await noViolationsAtBothWidths()
    await tabUntil(edit.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await edit.waitFor({ state: "detached" })
    await settled()
    await expect.poll(rowCells).toEqual(expect.arrayContaining(["Seleccionado"]))
    await page.getByRole("button", { name: `Descargar el CV de ${name}`, exact: true }).waitFor()
  }, 240_000)

  it("pre-hires them from Candidatos, confirms the alta, and once approved they are Contratado and Activo in the vacant position", async () => {
    await open("/personal/candidatos", "Candidatos")
    await session.rowAction(searched, `Enviar a pre-alta a ${name}`)
    await page.getByRole("heading", { level: 1, name: "Pre-alta de candidatos" }).waitFor()
    const preHire = page.getByRole("region", { name: "Agregar pre-alta" })
    await preHire.waitFor()
    // What the candidate had is there already.
    await expect.poll(() => preHire.getByRole("textbox", { name: "Nombre(s)", exact: true }).inputValue()).toBe(person.nombre)
    expect(await preHire.getByRole("textbox", { name: "CURP", exact: true }).inputValue()).toBe(curp)
    // The picker shows the candidate's key until its option (with the name) has loaded.
    await expect.poll(() => preHire.getByRole("combobox", { name: "Candidato", exact: true }).inputValue()).toBe(name)
    await form.choose(preHire.getByRole("combobox", { name: "Sexo", exact: true }), person.sexo.steps, person.sexo.value)
    await form.type(preHire.getByRole("textbox", { name: "RFC", exact: true }), person.rfc)
    await form.fillAddress(preHire)
    await form.fillWorkplace(preHire, person, { company: false })
    await form.fillImss(preHire, person)
    await form.fillSalary(preHire, person)
    await form.tickPreHireDocuments(preHire)
    await noViolationsAtBothWidths()
    await form.save(preHire)
    await settled()
    const listed = await apiGet<{ registros: ReadonlyArray<{ id_pre_alta: number }> }>(server.url, `/pre-altas?buscar=${encodeURIComponent(searched)}`, token)
    const folio = String(listed.registros[0]?.id_pre_alta)
    await noViolationsAtBothWidths()

    await session.rowAction(searched, `Confirmar alta de la pre-alta ${folio}`)
    const confirm = page.getByRole("dialog", { name: "Confirmar alta" })
    await confirm.getByText(`Se registrará el alta de ${name} en la posición ${positionKey}`, { exact: false }).waitFor()
    await noViolationsAtBothWidths()
    // The focus is on "Confirmar alta" (autoFocus, once the dialog has settled).
    await expect.poll(() => session.isFocused(confirm.getByRole("button", { name: "Confirmar alta", exact: true }))).toBe(true)
    await page.keyboard.press("Enter")
    // The toast, or the dialog's refusal: a refusal fails with its words instead of a bare timeout,
    // and a loaded CI machine gets the time the ALTA's flow takes.
    const sent = page.getByRole("region", { name: "Notificaciones" }).getByText("Alta enviada a autorización", { exact: true })
    const refused = confirm.getByRole("alert")
    await sent.or(refused).first().waitFor({ timeout: 30_000 })
    expect(await refused.count(), await refused.allTextContents().then((t) => t.join(" "))).toBe(0)
    await confirm.waitFor({ state: "detached" })
    await settled()
    await expect.poll(rowCells).toEqual(expect.arrayContaining(["7/7", "En autorización"]))
    const stored = await apiGet<{ id_movimiento: number }>(server.url, `/pre-altas/${folio}`, token)

    await approvals.approve(`Alta ${stored.id_movimiento}`, name)

    await open("/personal/pre-alta-candidatos", "Pre-alta de candidatos")
    await search(searched)
    await expect.poll(rowCells).toEqual(expect.arrayContaining(["Dado de alta"]))
    await open("/personal/candidatos", "Candidatos")
    await search(searched)
    await expect.poll(rowCells).toEqual(expect.arrayContaining(["Contratado"]))
    await open("/personal/gestion-personal", "Gestión de personal")
    await search(searched)
    await expect.poll(() => page.getByRole("row").filter({ has: page.getByRole("gridcell") }).allTextContents()).toEqual([expect.stringContaining(name)])
    await expect.poll(rowCells).toEqual(expect.arrayContaining(["Activo"]))
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const record = page.getByRole("region", { name: "Editar colaborador" })
    await record.waitFor()
    await form.toTab(record, "Puesto / posición")
    await expect.poll(() => record.getByRole("combobox", { name: "Posición", exact: true }).inputValue()).toContain(positionKey)
    await noViolationsAtBothWidths()
  }, 300_000)
})
