import type { Locator } from "playwright-core"
import { expect } from "vitest"
import { preHireDocuments } from "../../../domain/personal/pre-alta-candidatos"
import type { RecordPageSession } from "./record-page"

// Gestión de personal's seven-tab form, by keyboard: the steps that hire a person (the
// personal-employees and personal-journey tests both hire one; the pre-alta of a candidate holds
// the same tabs, its Documentos where the Baja tab is, and fills them with the same steps). Searchable selects take the
// typed letters, the arrows and Enter; native selects the arrows alone; dates the typed digits.

export const employeeTabs = ["Datos generales", "Domicilio", "Contacto", "Puesto / posición", "IMSS / SAT", "Salario", "Baja"] as const

/** Who is hired and where; dates as typed in a date field (ddmmyyyy). */
export interface NewEmployee {
  readonly nombre: string
  readonly apellidoPaterno: string
  readonly apellidoMaterno: string
  readonly nacimiento: string
  /** Arrow presses from the Sexo placeholder (1 Hombre, 2 Mujer) and the value chosen. */
  readonly sexo: { readonly steps: number; readonly value: "H" | "M" }
  readonly curp: string
  readonly rfc: string
  readonly nss: string
  /** Labels as the selects show them: the puesto with its key, the position "<key> · <name>". */
  readonly empresa: string
  readonly centro: string
  readonly depto: string
  readonly puesto: string
  readonly posicion: { readonly key: string; readonly label: string }
  /** A registro patronal of the company. */
  readonly registro: string
  readonly salarioDiario: string
  readonly ingreso: string
}

export const employeeFormSteps = (session: RecordPageSession) => {
  const { tabUntil, pick } = session
  const type = async (target: Locator, value: string) => {
    await tabUntil(target)
    await session.page.keyboard.type(value)
  }
  /** A native select: the arrows choose without opening it. */
  const choose = async (select: Locator, steps: number, expected: string) => {
    await tabUntil(select)
    for (let i = 0; i < steps; i++) await session.page.keyboard.press("ArrowDown")
    await expect.poll(() => select.inputValue()).toBe(expected)
  }
  /** To a tab by the arrows from the selected one, never passing Datos generales (its first field takes the focus). */
  const toTab = async (form: Locator, name: (typeof employeeTabs)[number]) => {
    const all = form.getByRole("tab")
    for (let i = 0; i < 80 && !(await all.evaluateAll((els) => els.some((el) => el === document.activeElement))); i++) await session.page.keyboard.press("Shift+Tab")
    const from = await all.evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-selected") === "true"))
    const to = employeeTabs.indexOf(name)
    for (let i = 0; i < Math.abs(to - from); i++) await session.page.keyboard.press(to > from ? "ArrowRight" : "ArrowLeft")
    await expect.poll(() => all.nth(to).getAttribute("aria-selected")).toBe("true")
  }

  /** Domicilio: a street in Zapopan, Jalisco. */
  const fillAddress = async (form: Locator) => {
    await toTab(form, "Domicilio")
    await type(form.getByRole("textbox", { name: "Calle", exact: true }), "Av. Juárez")
    await type(form.getByRole("textbox", { name: "Número exterior", exact: true }), "12")
    await type(form.getByRole("textbox", { name: "Colonia", exact: true }), "Centro")
    await type(form.getByRole("textbox", { name: "Código postal", exact: true }), "44100")
    await pick(form.getByRole("combobox", { name: "País", exact: true }), "Méx", "México")
    await pick(form.getByRole("combobox", { name: "Estado", exact: true }), "Jalis", "Jalisco")
    await pick(form.getByRole("combobox", { name: "Ciudad o municipio", exact: true }), "Zapo", "Zapopan")
  }

  /** Puesto / posición: the company (unless the form has it already), centre, department, puesto and vacant position. */
  const fillWorkplace = async (form: Locator, person: NewEmployee, options: { readonly company?: boolean } = {}) => {
    await toTab(form, "Puesto / posición")
    if (options.company !== false) await pick(form.getByRole("combobox", { name: "Empresa", exact: true }), person.empresa, person.empresa)
    await pick(form.getByRole("combobox", { name: "Centro de trabajo", exact: true }), person.centro, person.centro)
    await pick(form.getByRole("combobox", { name: "Departamento", exact: true }), person.depto, person.depto)
    await pick(form.getByRole("combobox", { name: "Puesto", exact: true }), person.puesto, person.puesto)
    await pick(form.getByRole("combobox", { name: "Posición", exact: true }), person.posicion.key, person.posicion.label)
  }

  /** IMSS / SAT: the registro patronal and the periodicidad are those of the company chosen before. */
  const fillImss = async (form: Locator, person: Pick<NewEmployee, "nss" | "registro">) => {
    await toTab(form, "IMSS / SAT")
    await type(form.getByRole("textbox", { name: "NSS", exact: true }), person.nss)
    await pick(form.getByRole("combobox", { name: "Registro patronal", exact: true }), person.registro.slice(0, 4), person.registro)
    await type(form.getByRole("textbox", { name: "Código postal fiscal", exact: true }), "44100")
    await choose(form.getByRole("combobox", { name: "Tipo de contrato", exact: true }), 1, "01")
    await choose(form.getByRole("combobox", { name: "Tipo de jornada", exact: true }), 1, "01")
    await choose(form.getByRole("combobox", { name: "Tipo de régimen", exact: true }), 1, "02")
    await pick(form.getByRole("combobox", { name: "Periodicidad de pago", exact: true }), "Quin", "04 Quincenal")
  }

  /** Salario: the daily salary and the hire date. */
  const fillSalary = async (form: Locator, person: NewEmployee) => {
    await toTab(form, "Salario")
    await type(form.getByRole("textbox", { name: "Salario diario", exact: true }), person.salarioDiario)
    await session.page.keyboard.press("Tab")
    await session.page.keyboard.type(person.ingreso)
  }

  /**
   * Opens "Agregar colaborador" from the list and fills every tab a hire needs; returns the form,
   * still open on its Salario tab, for the caller to check and save.
   */
  const fillHire = async (person: NewEmployee): Promise<Locator> => {
    const { page } = session
    await tabUntil(page.getByRole("button", { name: "Agregar colaborador", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar colaborador" })
    await form.waitFor()
    await type(form.getByRole("textbox", { name: "Nombre(s)", exact: true }), person.nombre)
    await type(form.getByRole("textbox", { name: "Apellido paterno", exact: true }), person.apellidoPaterno)
    await type(form.getByRole("textbox", { name: "Apellido materno", exact: true }), person.apellidoMaterno)
    await page.keyboard.press("Tab")
    await page.keyboard.type(person.nacimiento)
    await choose(form.getByRole("combobox", { name: "Sexo", exact: true }), person.sexo.steps, person.sexo.value)
    await type(form.getByRole("textbox", { name: "CURP", exact: true }), person.curp)
    await type(form.getByRole("textbox", { name: "RFC", exact: true }), person.rfc)
    await fillAddress(form)
    await fillWorkplace(form, person)
    await fillImss(form, person)
    await fillSalary(form, person)
    return form
  }

  /** Guardar by keyboard: the toast, and the form gone. */
  const save = async (form: Locator) => {
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await session.page.keyboard.press("Enter")
    await session.toast("Datos guardados")
    await form.waitFor({ state: "detached" })
  }

  /** A pre-alta's Documentos tab: every document ticked as handed in, by Space. */
  const tickPreHireDocuments = async (form: Locator) => {
    await session.toTab(form, /^Documentos/)
    for (const d of preHireDocuments) {
      await tabUntil(form.getByRole("checkbox", { name: `${d.label} entregado`, exact: true }))
      await session.page.keyboard.press("Space")
    }
  }

  return { type, choose, toTab, fillAddress, fillWorkplace, fillImss, fillSalary, fillHire, tickPreHireDocuments, save }
}
