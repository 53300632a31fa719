import { beforeAll, describe, expect, it } from "vitest"
import { budgetMessages } from "../../domain/formacion/revision-presupuesto-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// FOR150's budget versions on both dialects (domain/formacion/revision-presupuesto.ts): a version
// of a DNC project numbered after the last, its lines required; the
// figures committed and spent read from the project's courses; sent to PRESUPUESTO_FORMACION,
// rejected, corrected and sent again, approved and then frozen; never sent below what is
// committed; straight to Autorizado when no flow is configured.

type Body = Record<string, unknown>

describe.each(dialects)("Revisión de presupuesto on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let approver = ""
  let responsible = 0
  let depto = 0
  let project = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result

  /** A DNC project of company 1 of its own, so versions of one test do not meet another's. */
  const newProject = async (name: string) => {
    await exec(`INSERT INTO proyectos_dnc (n_proyecto, anio, id_empresa, estado, f_alta) VALUES ('${name}', 2027, 1, 'En captura', '2026-11-01T00:00:00Z')`)
    const [p] = await rows<{ id: number }>(`SELECT MAX(id_proyecto_dnc) AS id FROM proyectos_dnc WHERE n_proyecto = '${name}'`)
    return Number(p?.id)
  }
  const lines = (...amounts: ReadonlyArray<number>) =>
    amounts.map((monto, i) => ({ id_depto: depto, id_concepto_gasto: i === 0 ? "INSTRUCTOR" : "MATERIALES", monto }))
  const created = async (id_proyecto_dnc: number, amounts: ReadonlyArray<number> = [150_000, 100_000]) => {
    const a = await post("/presupuestos-formacion", { id_proyecto_dnc, id_empleado: responsible, observaciones: null, lineas: lines(...amounts) })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return resultOf(a)
  }
  const send = (id: unknown) => post(`/presupuestos-formacion/${String(id)}/enviar-autorizacion`, {})
  const waiting = (id: unknown) =>
    rows<{ id_autorizacion: number }>(`SELECT id_autorizacion FROM autorizaciones WHERE origen = 'PRESUPUESTO_FORMACION' AND id_origen = ${Number(id)} AND resultado IS NULL`)
  const decide = async (id: unknown, resultado: "A" | "R", comentario = "") => {
    const [step] = await waiting(id)
    expect(step, "a step waits in the flow").toBeDefined()
    const a = await post("/autorizar", { id_autorizacion: step?.id_autorizacion, resultado, comentario }, approver)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  }
  const stateOf = async (id: unknown) => (await rows<{ estado: string }>(`SELECT estado FROM presupuestos_formacion WHERE id_presupuesto = ${Number(id)}`))[0]?.estado
  /** A course of the project with this planned cost (what the budget's floor reads). */
  const commit = async (id_proyecto_dnc: number, costo: number) => {
    const [course] = await rows<{ id: number }>("SELECT MIN(id_proyecto) AS id FROM proyectos_formacion WHERE estado <> 'Cancelado'")
    await exec(`UPDATE proyectos_formacion SET id_proyecto_dnc = ${id_proyecto_dnc}, costo_estimado = ${costo} WHERE id_proyecto = ${Number(course?.id)}`)
    return Number(course?.id)
  }
  const configureFlow = async (present: boolean) => {
    const [type] = await rows<{ id: number }>("SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = 'PRESUPUESTO_FORMACION'")
    expect(type, "the migration adds the request type PRESUPUESTO_FORMACION").toBeDefined()
    await exec(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${Number(type?.id)}`)
    if (!present) return
    // One level, as the loans' demo flow.
    const [loanFlow] = await rows<Body>("SELECT f.* FROM flujos_autorizacion f JOIN tipos_solicitud s ON s.id_tipo_solicitud = f.id_tipo_solicitud WHERE s.clave = 'PRESTAMO'")
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ ...loanFlow, id_tipo_solicitud: Number(type?.id) })}`)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    approver = (await signIn(t.url, "autoriza@demo.mx", "Demo.Autoriza-2026")).token
    // The responsible works in the approver's department, so the approver decides their requests.
    const [a] = await rows<{ id_empleado: number; id_depto: number }>(`
      SELECT u.id_empleado, r.id_depto FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
      WHERE u.id_usuario = 'autoriza@demo.mx'`)
    depto = Number(a?.id_depto)
    const [p] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e WHERE e.id_depto = ${depto} AND e.id_empleado <> ${Number(a?.id_empleado)} AND e.activo = '1'
      ORDER BY e.id_empleado LIMIT 1`)
    responsible = Number(p?.id_empleado)
    project = await newProject("Presupuesto de pruebas")
  })

  it("numbers a version after the project's last and totals its lines; an unknown project is refused", async () => {
    expect(await created(project)).toMatchObject({ version: 1, estado: "Borrador", presupuesto: 250_000, id_proyecto_dnc: project })
    expect(await created(project, [1_000])).toMatchObject({ version: 2, presupuesto: 1_000 })
    const before = await checksums(t.server, ["presupuestos_formacion", "auditoria"])
    const unknown = await post("/presupuestos-formacion", { id_proyecto_dnc: 999_999, id_empleado: responsible, observaciones: null, lineas: lines(1) })
    expect(unknown.status).toBe(400)
    expect(asError(unknown).detalles).toContain(budgetMessages.proyectoInexistente)
    expect(await checksums(t.server, ["presupuestos_formacion", "auditoria"])).toEqual(before)
  })

  it("refuses a version without lines, with a line twice or with another company's department, and changes nothing", async () => {
    const other = await newProject("Presupuesto sin líneas")
    const before = await checksums(t.server, ["presupuestos_formacion", "presupuestos_formacion_lineas", "auditoria"])
    const empty = await post("/presupuestos-formacion", { id_proyecto_dnc: other, id_empleado: responsible, observaciones: null, lineas: [] })
    expect(empty.status).toBe(400)
    expect(asError(empty).detalles).toContain(budgetMessages.lineas)
    const twice = await post("/presupuestos-formacion", {
      id_proyecto_dnc: other,
      id_empleado: responsible,
      observaciones: null,
      lineas: [...lines(10), ...lines(20)],
    })
    expect(twice.status).toBe(400)
    const [foreign] = await rows<{ id: number }>("SELECT MIN(id_depto) AS id FROM departamentos WHERE id_empresa <> 1")
    const elsewhere = await post("/presupuestos-formacion", {
      id_proyecto_dnc: other,
      id_empleado: responsible,
      observaciones: null,
      lineas: [{ id_depto: Number(foreign?.id), id_concepto_gasto: "INSTRUCTOR", monto: 10 }],
    })
    expect(elsewhere.status).toBe(400)
    expect(asError(elsewhere).detalles).toContain(budgetMessages.departamentoAjeno)
    expect(await checksums(t.server, ["presupuestos_formacion", "presupuestos_formacion_lineas", "auditoria"])).toEqual(before)
  })

  it("is never sent below what the project's courses commit; the figures come from the courses", async () => {
    const other = await newProject("Presupuesto comprometido")
    const v1 = await created(other, [1_000])
    await commit(other, 1_500)
    const read = resultOf(await call(t.url, `/api/presupuestos-formacion/${String(v1.id_presupuesto)}`, { token: admin }))
    expect(read).toMatchObject({ presupuesto: 1_000, comprometido: 1_500 })
    const before = await checksums(t.server, ["presupuestos_formacion", "autorizaciones"])
    const refused = await send(v1.id_presupuesto)
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe(budgetMessages.bajoComprometido)
    expect(await checksums(t.server, ["presupuestos_formacion", "autorizaciones"])).toEqual(before)
  })

  it("goes through PRESUPUESTO_FORMACION: rejected, corrected and sent again, approved, then frozen; the next version is v2", async () => {
    await configureFlow(true)
    const own = await newProject("Presupuesto con flujo")
    const v1 = await created(own)
    const sent = await send(v1.id_presupuesto)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(await stateOf(v1.id_presupuesto)).toBe("En autorización")
    await decide(v1.id_presupuesto, "R", "Falta el detalle de viáticos")
    expect(await stateOf(v1.id_presupuesto)).toBe("Rechazado")
    const corrected = await post(`/presupuestos-formacion/${String(v1.id_presupuesto)}`, {
      _method: "PUT",
      id_proyecto_dnc: own,
      id_empleado: responsible,
      observaciones: "Con viáticos",
      lineas: lines(150_000, 120_000),
    })
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200)
    expect(resultOf(corrected)).toMatchObject({ presupuesto: 270_000, comentario_rechazo: "Falta el detalle de viáticos" })
    expect((await send(v1.id_presupuesto)).status).toBe(200)
    await decide(v1.id_presupuesto, "A")
    expect(await stateOf(v1.id_presupuesto)).toBe("Autorizado")
    const sentAgain = await send(v1.id_presupuesto)
    expect(sentAgain.status).toBe(409)
    expect(asError(sentAgain).message).toBe(budgetMessages.noEnviable)
    const frozen = await post(`/presupuestos-formacion/${String(v1.id_presupuesto)}`, { _method: "PUT", id_proyecto_dnc: own, id_empleado: responsible, observaciones: null, lineas: lines(1) })
    expect(frozen.status).toBe(409)
    expect(asError(frozen).message).toBe(budgetMessages.inmutable)
    expect(await created(own, [300_000])).toMatchObject({ version: 2, estado: "Borrador" })
  })

  it("with no flow configured, goes straight to Autorizado and says so", async () => {
    await configureFlow(false)
    const own = await newProject("Presupuesto sin flujo")
    const v1 = await created(own)
    const sent = await send(v1.id_presupuesto)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect((sent.body as { message: string }).message).toBe(budgetMessages.autorizadoYa)
    expect(await stateOf(v1.id_presupuesto)).toBe("Autorizado")
  })
})
