import Database from "better-sqlite3"
import { describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Retroalimentación 360 (EVA375) in Chromium, by keyboard alone, as the demo administrator, the
// occupant of the boss's position of someone in the demo cycle: Guardar without a commitment says
// 'Registre al menos un compromiso'; with the strengths, areas to improve and one commitment it
// saves, and the row reads En sesión with its commitment. Axe is clean with the list and the
// session shown, at 1366 and 390 px.

const path = "/evaluacion/retroalimentacion-360"

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe("Retroalimentación 360 in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths, toast } = session

  it("holds a feedback session with a commitment", async () => {
    const page = session.page
    const db = new Database(session.server.databaseFile, { readonly: true })
    const project = db.prepare("SELECT MIN(id_proyecto) AS id FROM eva_proyectos WHERE n_proyecto = 'Evaluación integral del desempeño'").get() as { id: number }
    const person = db
      .prepare(`SELECT pa.id_empleado, e.nombre || ' ' || e.apellido_paterno AS nombre FROM eva_participantes pa
          JOIN empleados e ON e.id_empleado = pa.id_empleado
          JOIN posiciones po ON po.id_posicion = pa.id_posicion
          JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1'
          JOIN usuarios u ON u.id_empleado = b.id_empleado AND u.id_usuario = ?
        WHERE pa.id_proyecto = ? AND pa.id_empleado <> b.id_empleado
          AND NOT EXISTS (SELECT 1 FROM eva_retroalimentaciones r WHERE r.id_proyecto = pa.id_proyecto AND r.id_empleado = pa.id_empleado AND r.tipo = '360')
        ORDER BY pa.id_empleado LIMIT 1`)
      .get(demoAdmin.email, project.id) as { id_empleado: number; nombre: string }
    db.close()

    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Retroalimentación 360" }).waitFor()
    await tabUntil(page.getByRole("combobox", { name: "Proyecto" }))
    // Its one cycle: a letter chooses it (the select's own type-ahead).
    await page.keyboard.type("E")
    const open = page.getByRole("button", { name: new RegExp(`^Abrir la retroalimentación de ${person.nombre}`) })
    await open.waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(open)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: new RegExp(`^Retroalimentación de ${person.nombre}`) })
    await dialog.waitFor()
    await tabUntil(dialog.getByRole("textbox", { name: "Fortalezas" }))
    await page.keyboard.type("Orientación a resultados y apoyo al equipo")
    await tabUntil(dialog.getByRole("textbox", { name: "Áreas de mejora" }))
    await page.keyboard.type("Delegar y dar seguimiento por escrito")
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText("Registre al menos un compromiso", { exact: true }).last().waitFor()

    await tabUntil(dialog.getByRole("button", { name: "Agregar compromiso" }), "Shift+Tab")
    await page.keyboard.press("Enter")
    await tabUntil(dialog.getByRole("textbox", { name: "Acción del compromiso 1" }))
    await page.keyboard.type("Curso de delegación efectiva")
    await tabUntil(dialog.getByRole("spinbutton", { name: /día, Fecha compromiso 1/i }))
    await page.keyboard.type(shift(todayInMexico(), 30).split("-").reverse().join(""))
    await tabUntil(dialog.getByRole("checkbox", { name: "Firma del jefe" }))
    await page.keyboard.press("Space")
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Retroalimentación guardada")
    await dialog.getByText("En sesión", { exact: true }).waitFor()
    await tabUntil(dialog.getByRole("button", { name: "Cerrar", exact: true }).last(), "Shift+Tab")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    // The person's own row (their name may also be another's Jefe).
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${person.nombre}`) }) })
    await row.getByText("En sesión", { exact: true }).waitFor()
    await expect.poll(() => row.getByRole("cell").nth(3).textContent()).toBe("1")
  }, 240_000)
})
