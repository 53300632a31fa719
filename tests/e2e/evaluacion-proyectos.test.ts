import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Proyectos de evaluación (EVA150) in Chromium, by keyboard alone: a new Integral cycle with two
// phases (the defaults' weights), published into the phase of today, and its 360 evaluators
// proposed from the position tree; then, on the demo's cycle in evaluation, one participant's
// evaluators edited in "Evaluadores 360" (a peer removed, a client added, a repeated evaluator
// refused in the server's words) and saved. Axe is clean with the filled form, the confirmation,
// the list after the proposal and the evaluators' dialog shown, at 1366 and 390 px (the list as
// it opens is sweep-evaluacion's).

const path = "/evaluacion/proyectos"
const name = "Ciclo 360 por teclado"

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}
/** What the date field takes from the keyboard: day, month, year. */
const typed = (iso: string) => iso.split("-").reverse().join("")

describe("Proyectos de evaluación in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths, toast, settled, rowAction } = session
  /** A short list's select takes the first letters typed on it, as a native select does. */
  const choose = async (select: Locator, letters: string, value: string) => {
    await tabUntil(select)
    await session.page.keyboard.type(letters)
    await expect.poll(() => select.inputValue()).toBe(value)
  }

  it("creates a cycle with its phases, publishes it and proposes its 360 evaluators", async () => {
    const page = session.page
    const today = todayInMexico()
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${session.server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      expect(response.status).toBe(200)
      return ((await response.json()) as { result: T }).result
    }
    const companies = await post<ReadonlyArray<{ id_empresa: number; n_empresa: string }>>("/get-catalogo", { tabla: "empresas_rol", conexion: "rh" })
    const companyName = String(companies.find((c) => Number(c.id_empresa) === 1)?.n_empresa)
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Proyectos de evaluación" }).waitFor()
    await settled()

    await tabUntil(page.getByRole("button", { name: "Agregar proyecto", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar proyecto" }).or(page.getByRole("dialog", { name: "Agregar proyecto" }))
    await form.waitFor()
    await tabUntil(form.getByRole("textbox", { name: "Proyecto" }))
    await page.keyboard.type(name)
    await choose(form.getByRole("combobox", { name: "Tipo" }), "Integ", "Integral")
    await session.pick(form.getByRole("combobox", { name: "Empresa" }), companyName.slice(0, 8), companyName)
    await tabUntil(form.getByRole("spinbutton", { name: "día, Inicio" }))
    await page.keyboard.type(typed(shift(today, -5)))
    await tabUntil(form.getByRole("spinbutton", { name: "día, Fin" }))
    await page.keyboard.type(typed(shift(today, 60)))
    for (const [fase, from, to] of [
      ["Captura de objetivos", -5, -1],
      ["Evaluación", 0, 60],
    ] as const) {
      await tabUntil(form.getByRole("button", { name: "Agregar fase", exact: true }))
      await page.keyboard.press("Enter")
      const row = form.getByRole("group", { name: "Agregar fase" })
      await row.waitFor()
      await choose(row.getByRole("combobox", { name: "Fase" }), fase.slice(0, 5), fase)
      await tabUntil(row.getByRole("spinbutton", { name: "día, Inicio de la fase" }))
      await page.keyboard.type(typed(shift(today, from)))
      await tabUntil(row.getByRole("spinbutton", { name: "día, Fin de la fase" }))
      await page.keyboard.type(typed(shift(today, to)))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
      await form.getByRole("cell", { name: fase }).waitFor()
    }
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await settled()

    await rowAction(name, `Publicar el proyecto ${name}`)
    const confirm = page.getByRole("alertdialog", { name: "Publicar" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Proyecto publicado")
    await confirm.waitFor({ state: "detached" })
    await settled()
    const row = page.getByRole("row").filter({ hasText: name })
    await row.getByText("En evaluación").waitFor()
    await row.getByText("Evaluación", { exact: true }).waitFor()

    await rowAction(name, `Proponer evaluadores 360 del proyecto ${name}`)
    await page.getByRole("region", { name: "Notificaciones" }).getByText(/^Se propusieron los evaluadores de \d+ colaboradores$/).first().waitFor()
    const projects = await post<ReadonlyArray<{ id_proyecto: number; n_proyecto: string }>>("/get-proyectos-by-tipo", { tipo_proyecto: "EVA" })
    const id = projects.find((p) => p.n_proyecto === name)?.id_proyecto ?? 0
    const people = await post<ReadonlyArray<{ id_empleado: number }>>("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" })
    const first = await post<{ evaluadores: ReadonlyArray<{ relacion: string }> }>("/get-evaluadores-360", { id_proyecto: id, id_evaluado: people[0]?.id_empleado })
    expect(first.evaluadores.map((e) => e.relacion)).toContain("Auto")
    await noViolationsAtBothWidths()
  }, 240_000)

  it("edits one participant's 360 evaluators by relation against the minimums and saves them", async () => {
    const page = session.page
    const demoCycle = "Evaluación integral del desempeño"
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${session.server.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      expect(response.status).toBe(200)
      return ((await response.json()) as { result: T }).result
    }
    type Evaluators = { n_evaluado: string; evaluadores: ReadonlyArray<{ id_evaluador: number; n_evaluador: string; relacion: string }> }
    const projects = await post<ReadonlyArray<{ id_proyecto: number; n_proyecto: string }>>("/get-proyectos-by-tipo", { tipo_proyecto: "EVA" })
    const id = projects.find((p) => p.n_proyecto === demoCycle)?.id_proyecto ?? 0
    const people = await post<ReadonlyArray<{ id_empleado: number; n_empleado: string; n_puesto: string }>>("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" })
    // A participant with a peer to remove, and a colleague of the company who evaluates them in nothing.
    let found: { readonly person: (typeof people)[number]; readonly theirs: Evaluators } | undefined
    for (const p of people) {
      const e = await post<Evaluators>("/get-evaluadores-360", { id_proyecto: id, id_evaluado: p.id_empleado })
      if (e.evaluadores.some((x) => x.relacion === "Par")) {
        found = { person: p, theirs: e }
        break
      }
    }
    if (found === undefined) throw new Error("the demo cycle has nobody with a peer")
    const { person, theirs } = found
    const peer = theirs.evaluadores.find((x) => x.relacion === "Par")
    const catalogue = await post<ReadonlyArray<{ id_empleado: number; n_empleado: string }>>("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" })
    const client = people.find((p) => p.id_empleado !== person.id_empleado && !theirs.evaluadores.some((x) => x.id_evaluador === p.id_empleado))
    const clientName = catalogue.find((c) => Number(c.id_empleado) === client?.id_empleado)?.n_empleado ?? ""
    expect(clientName).not.toBe("")

    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Proyectos de evaluación" }).waitFor()
    await settled()
    await rowAction(demoCycle, `Evaluadores 360 del proyecto ${demoCycle}`)
    const dialog = page.getByRole("dialog", { name: `Evaluadores 360: ${demoCycle}` })
    await dialog.waitFor()
    await dialog.getByText("Elija un colaborador del proyecto para ver y cambiar sus evaluadores.").waitFor()
    const personLabel = person.n_puesto === "" ? person.n_empleado : `${person.n_empleado} (${person.n_puesto})`
    await session.pick(dialog.getByRole("combobox", { name: "Colaborador" }), personLabel, personLabel)
    const table = dialog.getByRole("table", { name: `Evaluadores de ${theirs.n_evaluado}` })
    await table.waitFor()
    await dialog.getByText("Autoevaluación: 1 de 1 como mínimo", { exact: true }).waitFor()
    await dialog.getByText("Clientes: 0 (opcional)", { exact: true }).waitFor()
    await noViolationsAtBothWidths()

    // A peer removed: the peers' count goes down with it.
    const peers = theirs.evaluadores.filter((x) => x.relacion === "Par").length
    await tabUntil(dialog.getByRole("button", { name: `Quitar a ${peer?.n_evaluador} (Par)`, exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText(new RegExp(`^Pares: ${peers - 1} de \\d+ como mínimo`)).waitFor()

    // A client added by relation and person; the same person again is refused in the server's words.
    const relation = dialog.getByRole("combobox", { name: "Relación" })
    const evaluator = dialog.getByRole("combobox", { name: "Evaluador" })
    await choose(relation, "Cl", "Cliente")
    await session.pick(evaluator, clientName, clientName)
    await tabUntil(dialog.getByRole("button", { name: "Agregar evaluador", exact: true }))
    await page.keyboard.press("Enter")
    await table.getByRole("rowheader", { name: clientName }).waitFor()
    await dialog.getByText("Clientes: 1 (opcional)", { exact: true }).waitFor()
    await choose(relation, "Pa", "Par")
    await session.pick(evaluator, clientName, clientName)
    await tabUntil(dialog.getByRole("button", { name: "Agregar evaluador", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText("Un evaluador aparece más de una vez", { exact: true }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Evaluadores guardados")
    const stored = await post<Evaluators>("/get-evaluadores-360", { id_proyecto: id, id_evaluado: person.id_empleado })
    expect(stored.evaluadores.map((e) => [e.relacion, e.id_evaluador])).toContainEqual(["Cliente", client?.id_empleado])
    expect(stored.evaluadores.some((e) => e.id_evaluador === peer?.id_evaluador)).toBe(false)
    await tabUntil(dialog.getByRole("button", { name: "Cerrar", exact: true }).last())
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
  }, 240_000)
})
