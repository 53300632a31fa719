import Database from "better-sqlite3"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { attendanceMessages } from "../../domain/formacion/lista-asistencia-api"
import { isWorkingDay, shiftDay } from "../../domain/rules/working-days"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Formación from a need to a graded course, in Chromium by keyboard alone: an administrator
// captures a need (a person, a topic) in the year's DNC project, plans a course for it that the
// project delivers, with a session on a working day and that person and another enrolled, convokes
// it and starts it; takes the session's attendance ("Marcar todos como Asistió"); grades both
// (one under the minimum) and concludes it: one Aprobado, one Reprobado. Axe at 1366 and 390 px on
// every page, tab and dialog the journey opens.

type Row = Readonly<Record<string, unknown>>

// Without accents: the list sends its search folded, and the steps wait for that answer by its term.
const topic = "Manejo de conflictos en equipo"

/** The next working day from today on, typed as the date fields take it (DDMMYYYY). */
const sessionDay = (): string => {
  let d = todayInMexico()
  while (!isWorkingDay(d)) d = shiftDay(d, 1)
  return d
}
const typed = (iso: string): string => iso.split("-").reverse().join("")

describe("Formación from a need to a graded course, by keyboard", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled, toast, noViolationsAtBothWidths, pick, rowAction, toTab, openAdd, isFocused, toFirstRow } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  let project = { id: 0, name: "", year: 0 }
  let people: ReadonlyArray<{ readonly id: number; readonly name: string }> = []
  let place = { empresa: "", centro: "", sede: "", instructor: "" }
  const day = sessionDay()

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, demoAdmin)).token
    const db = new Database(server.databaseFile, { readonly: true })
    // This year's project of the first company, En captura (the demo's newest).
    const p = db.prepare("SELECT id_proyecto_dnc AS id, n_proyecto AS name, anio AS year FROM proyectos_dnc WHERE id_empresa = 1 AND estado = 'En captura' ORDER BY id_proyecto_dnc DESC LIMIT 1").get() as {
      id: number
      name: string
      year: number
    }
    project = p
    // The training room's centre and two of its active people in no course yet.
    const room = db
      .prepare(`SELECT s.n_sede AS sede, ct.n_centro_trabajo AS centro, em.n_empresa AS empresa, ct.id_centro_trabajo AS id
        FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo JOIN empresas em ON em.id_empresa = ct.id_empresa WHERE s.id_sede = 'AULA1'`)
      .get() as { sede: string; centro: string; empresa: string; id: number }
    people = db
      .prepare(`SELECT e.id_empleado AS id, e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS name FROM empleados e
        WHERE e.id_centro_trabajo = ? AND e.activo = '1' AND NOT EXISTS (SELECT 1 FROM proyectos_formacion_participantes p WHERE p.id_empleado = e.id_empleado)
        ORDER BY e.id_empleado DESC LIMIT 2`)
      .all(room.id) as Array<{ id: number; name: string }>
    const instructor = db.prepare("SELECT nombre_externo AS n FROM instructores WHERE id_instructor = 'EXT1'").get() as { n: string }
    db.close()
    place = { empresa: room.empresa, centro: room.centro, sede: room.sede, instructor: instructor.n }
    expect(people).toHaveLength(2)
  })

  afterEach(async (context) => {
    if (process.env.E2E_SHOTS !== undefined && context.task.result?.state === "fail") await page.screenshot({ path: `${process.env.E2E_SHOTS}/${context.task.name.slice(0, 20)}.png` })
  })

  const open = async (path: string, title: string, list = true) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    if (list) await settled()
  }
  const save = async (form: ReturnType<RecordPageSession["page"]["getByRole"]>) => {
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
  }
  const course = async (): Promise<Row> => {
    const list = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/proyectos-formacion?buscar=${encodeURIComponent(topic)}`, token)
    expect(list.registros).toHaveLength(1)
    return apiGet<Row>(server.url, `/proyectos-formacion/${String(list.registros[0]?.id_proyecto)}`, token)
  }
  /** The list searched by keyboard, then its first row opened with Enter. */
  const openRow = async (searched: string) => {
    const box = page.getByRole("searchbox", { name: "Buscar" })
    await tabUntil(box)
    // The new term reloads the list after a pause: Enter must open the row of that answer (the
    // list keeps its last search when the user comes back to it).
    // Typing the same term again would send its prefixes first and reload the grid under the focus.
    if ((await box.inputValue()) !== searched) {
      const reloaded = page.waitForResponse((r) => r.url().includes("/api/") && new URL(r.url()).searchParams.get("buscar") === searched)
      await page.keyboard.press("ControlOrMeta+a")
      await page.keyboard.type(searched)
      await reloaded
    }
    await settled()
    await toFirstRow()
    await page.keyboard.press("Enter")
  }
  /** A row's workflow action by keyboard, its question answered with Aceptar; the course reaches `state`. */
  const move = async (action: string, state: string) => {
    await rowAction(topic, `${action} el curso ${topic}`)
    const ask = page.getByRole("alertdialog")
    await ask.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(ask.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await ask.waitFor({ state: "detached" })
    await page.getByRole("row").filter({ hasText: topic }).getByText(state, { exact: true }).waitFor()
    await settled()
    expect((await course()).estado).toBe(state)
  }

  it("captures a person's need in the year's DNC project", async () => {
    await open("/formacion/proyectos-dnc", "Proyectos DNC")
    await noViolationsAtBothWidths()
    await openRow(project.name)
    const form = page.getByRole("region", { name: "Editar proyecto DNC" })
    await form.waitFor()
    // The project's tabs hold its form (General), its needs and its plan.
    await toTab(page.getByRole("main"), /Necesidades/)
    await settled()
    await noViolationsAtBothWidths()
    const need = await openAdd("necesidad")
    // The picker takes the person's number typed; their name shows under it.
    await tabUntil(need.getByRole("textbox", { name: "Colaborador" }))
    await page.keyboard.type(String(people[0]?.id))
    await need.getByText(people[0]?.name ?? "").first().waitFor()
    await tabUntil(need.getByRole("textbox", { name: "Tema" }))
    await page.keyboard.type(topic)
    await tabUntil(need.getByRole("combobox", { name: "Origen" }))
    await page.keyboard.type("Sol")
    await tabUntil(need.getByRole("combobox", { name: "Objetivo (LFT art. 153-F)" }))
    await page.keyboard.type("II")
    await tabUntil(need.getByLabel("Horas estimadas", { exact: true }))
    await page.keyboard.type("4")
    await noViolationsAtBothWidths()
    await save(need)
    await need.waitFor({ state: "detached" })
    const needs = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/necesidades-dnc?id_proyecto_dnc=${project.id}&buscar=${encodeURIComponent(topic)}`, token)
    expect(needs.registros.map((n) => [n.tema, n.id_empleado])).toEqual([[topic, people[0]?.id]])
  }, 240_000)

  it("plans the course the project delivers: a session on a working day and two people enrolled", async () => {
    await open("/formacion/proyectos-formacion", "Proyectos de formación")
    await noViolationsAtBothWidths()
    await tabUntil(page.getByRole("button", { name: "Agregar curso", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar curso" })
    await form.waitFor()
    await tabUntil(form.getByRole("textbox", { name: "Curso" }))
    await page.keyboard.type(topic)
    await pick(form.getByRole("combobox", { name: "Empresa" }), place.empresa.slice(0, 8), place.empresa)
    await pick(form.getByRole("combobox", { name: "Centro de trabajo" }), place.centro.slice(0, 8), place.centro)
    await pick(form.getByRole("combobox", { name: "Proyecto DNC" }), project.name.slice(0, 6), `${project.year} · ${project.name}`)
    await pick(form.getByRole("combobox", { name: "Instructor" }), place.instructor.slice(0, 8), place.instructor)
    await tabUntil(form.getByRole("combobox", { name: "Área temática (DC-3)" }))
    await page.keyboard.type("7")
    await tabUntil(form.getByRole("combobox", { name: "Objetivo (LFT art. 153-F)" }))
    await page.keyboard.type("II")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Inicio/i }))
    await page.keyboard.type(typed(day))
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fin/i }))
    await page.keyboard.type(typed(day))
    await tabUntil(form.getByLabel("Horas", { exact: true }))
    await page.keyboard.type("4")
    await tabUntil(form.getByLabel("Cupo", { exact: true }))
    await page.keyboard.type("10")
    await noViolationsAtBothWidths()

    await toTab(form, /Sesiones/)
    await tabUntil(form.getByRole("button", { name: "Agregar sesión", exact: true }))
    await page.keyboard.press("Enter")
    const sessionRow = form.getByRole("group", { name: "Agregar sesión" })
    await sessionRow.waitFor()
    await tabUntil(sessionRow.getByRole("spinbutton", { name: /día, Fecha/i }), "Shift+Tab").catch(async () => tabUntil(sessionRow.getByRole("spinbutton", { name: /día, Fecha/i })))
    await page.keyboard.type(typed(day))
    await tabUntil(sessionRow.getByRole("textbox", { name: "Hora de inicio" }))
    await page.keyboard.type("09:00")
    await tabUntil(sessionRow.getByRole("textbox", { name: "Hora de fin" }))
    await page.keyboard.type("13:00")
    // The sede chosen with the arrows; Enter in the row keeps it.
    await tabUntil(sessionRow.getByRole("combobox", { name: "Sede" }))
    await page.keyboard.type(place.sede.slice(0, 6))
    await page.getByRole("option", { name: `${place.sede} (${place.centro})`, exact: true }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    if (await sessionRow.isVisible()) await page.keyboard.press("Enter")
    await sessionRow.waitFor({ state: "detached" })
    await form.getByRole("cell", { name: `${place.sede} (${place.centro})` }).or(form.getByRole("cell", { name: place.sede })).first().waitFor()
    await noViolationsAtBothWidths()

    await toTab(form, /Participantes/)
    for (const person of people) {
      await tabUntil(form.getByRole("button", { name: "Agregar participante", exact: true }))
      await page.keyboard.press("Enter")
      const row = form.getByRole("group", { name: "Agregar participante" })
      await row.waitFor()
      await tabUntil(row.getByRole("textbox", { name: "Colaborador" }))
      await page.keyboard.type(String(person.id))
      await row.getByText(person.name).first().waitFor()
      await tabUntil(row.getByRole("button", { name: "Guardar participante", exact: true }))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
      await form.getByRole("cell", { name: person.name }).waitFor()
    }
    await noViolationsAtBothWidths()
    await save(form)
    await form.waitFor({ state: "detached" })
    const stored = await course()
    expect(stored.estado).toBe("Planeado")
    expect(stored.id_proyecto_dnc).toBe(project.id)
    expect((stored.participantes as ReadonlyArray<Row>).map((p) => p.id_empleado)).toEqual(people.map((p) => p.id))
  }, 300_000)

  it("convokes and starts the course, and takes its session's attendance", async () => {
    await open("/formacion/proyectos-formacion", "Proyectos de formación")
    await move("Convocar", "Convocado")
    await move("Iniciar", "En curso")
    expect((await course()).estado).toBe("En curso")

    await open("/formacion/lista-asistencia", "Lista de asistencia", false)
    await noViolationsAtBothWidths()
    await pick(page.getByRole("combobox", { name: "Curso" }), topic.slice(0, 10), `${topic} (En curso)`)
    await tabUntil(page.getByRole("combobox", { name: "Sesión" }))
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await tabUntil(page.getByRole("button", { name: "Marcar todos como Asistió", exact: true }))
    await page.keyboard.press("Enter")
    await noViolationsAtBothWidths()
    await tabUntil(page.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast(attendanceMessages.guardada)
    const id = Number((await course()).id_proyecto)
    const db = new Database(server.databaseFile, { readonly: true })
    const marks = db.prepare("SELECT id_empleado, marca FROM asistencias_formacion WHERE id_proyecto = ? ORDER BY id_empleado").all(id) as Array<{ id_empleado: number; marca: string }>
    db.close()
    expect(marks.map((m) => m.marca)).toEqual(["Asistió", "Asistió"])
  }, 240_000)

  it("grades both participants and concludes: one Aprobado, one Reprobado under the minimum grade", async () => {
    await open("/formacion/proyectos-formacion", "Proyectos de formación")
    await openRow(topic)
    const form = page.getByRole("region", { name: "Editar curso" })
    await form.waitFor()
    await toTab(form, /Participantes/)
    for (const [i, grade] of [
      [1, "95"],
      [2, "70"],
    ] as const) {
      await tabUntil(form.getByRole("button", { name: `Editar participante ${i}`, exact: true }))
      await page.keyboard.press("Enter")
      const row = form.getByRole("group", { name: `Editar participante ${i}` })
      await row.waitFor()
      await tabUntil(row.getByLabel("Calificación", { exact: true }))
      await page.keyboard.type(grade)
      await tabUntil(row.getByRole("button", { name: "Guardar participante", exact: true }))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
      await expect.poll(() => isFocused(form.getByRole("button", { name: `Editar participante ${i}`, exact: true }))).toBe(true)
    }
    await noViolationsAtBothWidths()
    await save(form)
    await form.waitFor({ state: "detached" })
    await settled()
    await move("Concluir", "Concluido")
    const done = await course()
    expect(done.estado).toBe("Concluido")
    expect((done.participantes as ReadonlyArray<Row>).map((p) => [p.id_empleado, p.estado])).toEqual([
      [people[0]?.id, "Aprobado"],
      [people[1]?.id, "Reprobado"],
    ])
  }, 240_000)
})
