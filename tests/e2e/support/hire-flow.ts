import Database from "better-sqlite3"
import { demoApprover } from "../../../server/seed/demo-authorizations"
import { departmentHeadType } from "../../../server/seed/settings-demo"
import { demoAdmin, signInByKeyboard } from "./app"
import type { RecordPageSession } from "./record-page"

// A hire that waits for one approval, in the browser tests that walk one (issue 13's journey,
// the pre-alta of a candidate): the test's database gives MOV_ALTA the demo's one-level flow of
// bajas (level 1: the person's Jefe de departamento), and a vacant position made for the test in
// the department the demo approver heads; the approver then approves in Mis autorizaciones.

/** Where the hire goes: the names the form's selects show. */
export interface HirePlace {
  readonly n_empresa: string
  readonly n_centro_trabajo: string
  readonly n_depto: string
  readonly puesto: { readonly id_puesto: string; readonly n_puesto: string }
}

/** The flow, the position, a registro patronal and the periodicidad 04 of the company, in the server's SQLite file. */
export const prepareHireWithOneLevel = (databaseFile: string, seat: { readonly positionKey: string; readonly positionName: string; readonly registro: string }): HirePlace => {
  const db = new Database(databaseFile)
  db.pragma("busy_timeout = 5000")
  try {
    const flow = db
      .prepare(`SELECT f.* FROM flujos_autorizacion f JOIN tipos_solicitud t ON t.id_tipo_solicitud = f.id_tipo_solicitud WHERE t.clave = 'MOV_BAJA'`)
      .get() as Record<string, unknown>
    const alta = db.prepare("SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA'").get() as { id_tipo_solicitud: number }
    const columns = Object.keys(flow)
    db.prepare("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ?").run(alta.id_tipo_solicitud)
    db.prepare(`INSERT INTO flujos_autorizacion (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`).run({
      ...flow,
      id_tipo_solicitud: alta.id_tipo_solicitud,
    })
    const place = db
      .prepare(`SELECT d.id_empresa, d.id_centro_trabajo, d.id_depto, d.n_depto, ct.n_centro_trabajo, em.n_empresa
        FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.id_tipo_resp = ? AND r.f_fin IS NULL
        JOIN departamentos d ON d.id_depto = r.id_depto JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
        JOIN empresas em ON em.id_empresa = d.id_empresa
        WHERE u.id_usuario = ?`)
      .get(departmentHeadType, demoApprover.email) as { id_empresa: number; id_centro_trabajo: number; id_depto: number; n_depto: string; n_centro_trabajo: string; n_empresa: string }
    const puesto = db.prepare("SELECT id_puesto, n_puesto FROM puestos WHERE id_empresa = ? AND activo = '1' ORDER BY id_puesto LIMIT 1").get(place.id_empresa) as {
      id_puesto: string
      n_puesto: string
    }
    db.prepare(`INSERT INTO posiciones (id_posicion, n_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto, f_inicio)
      VALUES (?, ?, ?, ?, ?, ?, '2020-01-01')`).run(seat.positionKey, seat.positionName, place.id_empresa, place.id_centro_trabajo, place.id_depto, puesto.id_puesto)
    db.prepare(`INSERT INTO empresas_registros_patronales (id_empresa, orden, registro_patronal, clase_riesgo, prima_riesgo, f_alta, activo)
      VALUES (?, 900, ?, 1, 0.5, '2020-01-01', '1')`).run(place.id_empresa, seat.registro)
    db.prepare(`INSERT INTO empresas_periodicidades (id_empresa, orden, id_periodicidad) SELECT ?, 900, '04'
      WHERE NOT EXISTS (SELECT 1 FROM empresas_periodicidades WHERE id_empresa = ? AND id_periodicidad = '04')`).run(place.id_empresa, place.id_empresa)
    return { n_empresa: place.n_empresa, n_centro_trabajo: place.n_centro_trabajo, n_depto: place.n_depto, puesto }
  } finally {
    db.close()
  }
}

/** Signing in as someone else, and the demo approver's approval in Mis autorizaciones, by keyboard. */
export const approvalSteps = (session: RecordPageSession) => {
  /** Signs out by the user menu and in again as someone else. */
  const signInAs = async (user: { readonly email: string; readonly password: string }) => {
    await session.fromUserMenu("Cerrar sesión")
    await session.page.waitForURL(`${session.server.url}/login`)
    await signInByKeyboard(session.page, session.server.url, user)
  }
  /** As the demo approver: Mis autorizaciones from the user menu, the request about `name` approved by keyboard (axe on the list); back as the administrator. */
  const approve = async (request: string, name: string) => {
    const { page } = session
    await signInAs(demoApprover)
    await session.fromUserMenu("Mis autorizaciones")
    await page.getByRole("heading", { level: 1, name: "Mis autorizaciones" }).waitFor()
    const item = page.getByRole("list", { name: "Mis autorizaciones" }).locator(":scope > li").filter({ has: page.getByRole("heading", { name: request, exact: true }) })
    await item.getByText(name, { exact: false }).first().waitFor()
    await session.noViolationsAtBothWidths()
    await session.tabUntil(item.getByRole("button", { name: `Aprobar ${request}`, exact: true }))
    await page.keyboard.press("Enter")
    // Aprobar asks first: the dialog's own Aprobar confirms.
    await session.tabUntil(page.getByRole("alertdialog", { name: `¿Aprobar ${request}?` }).getByRole("button", { name: "Aprobar", exact: true }))
    await page.keyboard.press("Enter")
    await session.toast("Solicitud aprobada")
    await item.waitFor({ state: "detached" })
    await signInAs(demoAdmin)
  }
  return { signInAs, approve }
}
