import Database from "better-sqlite3"
import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"
import { evaluationCycle } from "../support/evaluation-cycle"

// Evaluaciones de objetivos (EVA200) in Chromium, by keyboard alone, as the demo administrator,
// who is both Recursos Humanos (EVA150) and the occupant of the boss's position of one person.
// The fixtures are a published cycle (EVA150's calls) and an approved sheet with the §5 example's
// objectives written in the database (EVA010 is another page). In Evaluación the boss types the
// four results and the preview reads 98.00 before saving; in Calibración HR calibrates to 95 with
// a reason; the individual report downloads as a PDF. Axe is clean with the list, the sheet and
// the calibration shown, at 1366 and 390 px.

const path = "/evaluacion/evaluaciones-objetivos"
const name = "Objetivos por teclado"

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe("Evaluaciones de objetivos in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths, toast } = session
  const choose = async (select: Locator, letters: string, value: string) => {
    await tabUntil(select)
    await session.page.keyboard.type(letters)
    await expect.poll(() => select.inputValue()).toBe(value)
  }

  it("evaluates as the boss with the live score, calibrates with a reason and downloads the report", async () => {
    const page = session.page
    const today = todayInMexico()
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const post = async <T>(route: string, body: unknown): Promise<T> => {
      const response = await fetch(`${session.server.url}/api${route}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
      expect(response.status, route).toBe(200)
      return ((await response.json()) as { result: T }).result
    }
    const created = await post<{ id_proyecto: number }>("/proyectos-evaluacion", evaluationCycle({
      n_proyecto: name,
      tipo: "Objetivos",
      f_inicio: shift(today, -5),
      f_fin: shift(today, 60),
      fases: [
        { fase: "Evaluación", f_inicio: shift(today, -5), f_fin: shift(today, 10) },
        { fase: "Calibración", f_inicio: shift(today, 11), f_fin: shift(today, 60) },
      ],
    }))
    const id = created.id_proyecto
    await post(`/proyectos-evaluacion/${id}/publicar`, {})

    const db = new Database(session.server.databaseFile)
    db.pragma("busy_timeout = 5000")
    const person = db
      .prepare(`SELECT pa.id_empleado, e.nombre || ' ' || e.apellido_paterno AS nombre FROM eva_participantes pa
          JOIN empleados e ON e.id_empleado = pa.id_empleado
          JOIN posiciones po ON po.id_posicion = pa.id_posicion
          JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1'
          JOIN usuarios u ON u.id_empleado = b.id_empleado AND u.id_usuario = ?
        WHERE pa.id_proyecto = ? AND pa.id_empleado <> b.id_empleado ORDER BY pa.id_empleado LIMIT 1`)
      .get(demoAdmin.email, id) as { id_empleado: number; nombre: string }
    db.prepare("INSERT INTO eva_hojas_objetivos (id_proyecto, id_empleado, estado_objetivos, estado_evaluacion) VALUES (?, ?, 'Aprobado', 'Pendiente')").run(id, person.id_empleado)
    const insert = db.prepare("INSERT INTO eva_objetivos (id_proyecto, id_empleado, orden, descripcion, indicador, unidad, sentido, meta, peso) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    insert.run(id, person.id_empleado, 1, "Cumplir el presupuesto", "Ejercido vs. plan", "%", "Mayor es mejor", 100, 40)
    insert.run(id, person.id_empleado, 2, "Cerrar el mes a tiempo", "Días de cierre", "días", "Menor es mejor", 5, 30)
    insert.run(id, person.id_empleado, 3, "Capacitar al equipo", "Cursos", "número", "Mayor es mejor", 10, 20)
    insert.run(id, person.id_empleado, 4, "Certificar el proceso", "Certificado", "sí/no", "Binario", 1, 10)
    db.close()
    const phase = (fase: string) => {
      const write = new Database(session.server.databaseFile)
      write.pragma("busy_timeout = 5000")
      write.prepare("UPDATE eva_proyectos SET fase_actual = ? WHERE id_proyecto = ?").run(fase, id)
      write.close()
    }

    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Evaluaciones de objetivos" }).waitFor()
    await choose(page.getByRole("combobox", { name: "Proyecto" }), name.slice(0, 9), String(id))
    const open = page.getByRole("button", { name: new RegExp(`^Abrir la evaluación de ${person.nombre}`) })
    await open.waitFor()
    await noViolationsAtBothWidths()

    // The boss evaluates: the preview follows each committed result.
    await tabUntil(open)
    await page.keyboard.press("Enter")
    const sheet = page.getByRole("dialog", { name: new RegExp(`^Evaluación de objetivos de ${person.nombre}`) })
    await sheet.waitFor()
    for (const [orden, value] of [
      [1, "95"],
      [2, "4"],
      [3, "12"],
    ] as const) {
      await tabUntil(sheet.getByRole("textbox", { name: `Resultado del objetivo ${orden}` }))
      await page.keyboard.type(value)
      await page.keyboard.press("Tab")
    }
    await choose(sheet.getByRole("combobox", { name: "Resultado del objetivo 4" }), "No", "0")
    await tabUntil(sheet.getByRole("textbox", { name: "Evidencia del objetivo 1" }))
    await page.keyboard.type("Reporte de cierre anual")
    await sheet.getByText("98.00", { exact: true }).waitFor()
    await sheet.getByText("120.00 %").first().waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(sheet.getByRole("button", { name: "Guardar evaluación" }))
    await page.keyboard.press("Enter")
    await toast("Evaluación guardada")
    await sheet.getByText("Evaluado", { exact: true }).waitFor()
    await page.keyboard.press("Escape")
    await sheet.waitFor({ state: "detached" })

    // Recursos Humanos calibrates, with the reason the dialog asks for.
    phase("Calibración")
    await page.getByRole("row").filter({ hasText: person.nombre }).getByText("Evaluado", { exact: true }).waitFor()
    await tabUntil(open)
    await page.keyboard.press("Enter")
    await sheet.waitFor()
    await tabUntil(sheet.getByRole("button", { name: "Calibrar", exact: true }))
    await page.keyboard.press("Enter")
    const calibration = page.getByRole("dialog", { name: /^Calibrar la evaluación de / })
    await calibration.waitFor()
    const score = calibration.getByRole("textbox", { name: "Calificación calibrada" })
    await tabUntil(score)
    await page.keyboard.press("Control+A")
    await page.keyboard.type("95")
    await tabUntil(calibration.getByRole("button", { name: "Calibrar", exact: true }))
    await page.keyboard.press("Enter")
    await calibration.getByText("El motivo de la calibración es requerido").waitFor()
    await tabUntil(calibration.getByRole("textbox", { name: "Motivo de la calibración" }), "Shift+Tab")
    await page.keyboard.type("Comité de calibración: el cierre dependió de otra área")
    await noViolationsAtBothWidths()
    await tabUntil(calibration.getByRole("button", { name: "Calibrar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Evaluación calibrada")
    await calibration.waitFor({ state: "detached" })
    await sheet.getByText("Calibrado", { exact: true }).waitFor()

    // The individual report.
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await tabUntil(sheet.getByRole("button", { name: "Descargar reporte PDF" }))
    await page.keyboard.press("Enter")
    const pdf = await downloaded
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
    await noViolationsAtBothWidths()
  }, 240_000)
})
