import { SqlClient } from "@effect/sql"
import { Effect, Exit, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PendingAuthorization } from "../../domain/api/authorizations"
import { authorizationTexts } from "../../domain/authorization"
import { emptyFlow } from "../../domain/configuraciones/flujos-autorizacion-rules"
import { hashPassword } from "../../server/auth/password"
import { startAuthorization } from "../../server/authorizations/engine"
import { transaction } from "../../server/db/after-commit"
import { todayInMexico } from "../../server/organizacion/in-force"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { asError, call, demo, signIn } from "./support/http"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"

// The authorization engine routing real requests (personnel movements, origin "MOV") through
// the flows of their request types, against the real server and database of each dialect, with
// a real SMTP sink receiving the notices the flags ask for.

const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", puerto: "25", ssl: "0", tiempo: "5" }
const password = "Prueba.Autoriza-2026"
// Responsibility types of this test only, so the demo's own responsables never interfere.
const tipoNivel1 = 90
const tipoNivel2 = 91
const tipoNadie = 92


interface Mail {
  readonly to: string
  readonly body: string
}

describe.each(dialects)("authorizations on %s", (dialect) => {
  const t = useServer(dialect)
  let sink: SmtpSink
  /** One entry per recipient of every message the sink received, its body decoded. */
  const received = (): Array<Mail> =>
    sink.received.flatMap((m) => m.to.split(",").map((to) => ({ to, body: decodeQuotedPrintable(m.body) })))
  let admin = ""
  const ids = { subject: 0, a1: 0, a2: 0, depto: 0, padre: 0, raiz: 0 }
  const types = { alta: 0, baja: 0, cambio: 0, vacaciones: 0 }
  const tokens = { a1: "", a2: "" }
  const mail = { subject: "sujeto.autoriza@prueba.mx", a1: "uno.autoriza@prueba.mx", a2: "dos.autoriza@prueba.mx" }

  const db = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
    t.server.run(Effect.flatMap(SqlClient.SqlClient, f) as Effect.Effect<A, never, SqlClient.SqlClient>)

  /** Waits for the notices sent after a commit (they leave on their own fiber). */
  const mailsTo = async (to: string, count: number) => {
    for (let i = 0; i < 300 && received().filter((m) => m.to === to).length < count; i++) await new Promise((r) => setTimeout(r, 100))
    return received().filter((m) => m.to === to)
  }

  let folio = 0
  const newMovement = async (tipo: "CAMBIO_SALARIO" | "BAJA", f_efectiva = "2099-01-31") => {
    folio += 1
    return db((sql) =>
      Effect.gen(function* () {
        const motive = yield* sql<{ id: number | string }>`SELECT MIN(id_motivo_baja) AS id FROM motivos_baja`
        const rows = yield* sql<{ id_movimiento: number | string }>`INSERT INTO movimientos_personal ${sql.insert({
          id_empleado: ids.subject,
          tipo_movimiento: tipo,
          f_efectiva,
          motivo: `Prueba ${folio}`,
          estado: "En autorización",
          salario_diario_nuevo: tipo === "CAMBIO_SALARIO" ? 900 : null,
          id_motivo_baja: tipo === "BAJA" ? Number(motive[0]?.id) : null,
          f_alta: new Date().toISOString(),
        })} RETURNING id_movimiento`
        return Number(rows[0]?.id_movimiento)
      }),
    )
  }

  const start = (id_origen: number, id_tipo_solicitud: number) =>
    t.server.run(
      Effect.exit(startAuthorization({ origen: "MOV", id_origen, id_tipo_solicitud, id_empleado: ids.subject, fecha: "2099-01-31" })),
    )

  const saveFlow = (id_tipo_solicitud: number, patch: Record<string, unknown>) =>
    call(t.url, "/api/guardar-flujos-autorizacion", { token: admin, body: { ...emptyFlow(), id_tipo_solicitud, ...patch } })

  const pending = async (token: string) => {
    const answer = await call(t.url, "/api/mis-autorizaciones", { token })
    expect(answer.status).toBe(200)
    return (answer.body as { result: Array<Record<string, unknown> & { id_autorizacion: number; id_origen: number; pasos: Array<Record<string, unknown>> }> }).result
  }

  const estado = (id: number) =>
    db((sql) => sql<{ estado: string }>`SELECT estado FROM movimientos_personal WHERE id_movimiento = ${id}`).then((r) => r[0]?.estado)

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...mailAccount, puerto: String(sink.port), mode: "add" } })).status).toBe(200)

    // A department two levels under its root, with active people: the subject there, two
    // approvers elsewhere in the centre, none of them a user yet.
    const hash = await t.server.run(hashPassword(password))
    await db((sql) =>
      Effect.gen(function* () {
        const [tree] = yield* sql<{ depto: number | string; padre: number | string; raiz: number | string; centro: number | string }>`
          SELECT d.id_depto AS depto, p.id_depto AS padre, p.id_depto_padre AS raiz, d.id_centro_trabajo AS centro
          FROM departamentos d JOIN departamentos p ON p.id_depto = d.id_depto_padre
          JOIN departamentos r ON r.id_depto = p.id_depto_padre AND r.id_depto_padre IS NULL
          WHERE EXISTS (SELECT 1 FROM empleados e WHERE e.id_depto = d.id_depto AND e.activo = '1')
          ORDER BY d.id_depto LIMIT 1`
        if (tree === undefined) throw new Error("the demo has no three-level department with people")
        Object.assign(ids, { depto: Number(tree.depto), padre: Number(tree.padre), raiz: Number(tree.raiz) })
        const people = yield* sql<{ id_empleado: number | string; id_depto: number | string }>`
          SELECT e.id_empleado, e.id_depto FROM empleados e
          WHERE e.activo = '1' AND e.id_centro_trabajo = ${tree.centro}
            AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
          ORDER BY CASE WHEN e.id_depto = ${tree.depto} THEN 0 ELSE 1 END, e.id_empleado`
        ids.subject = Number(people[0]?.id_empleado)
        ids.a1 = Number(people[1]?.id_empleado)
        ids.a2 = Number(people[2]?.id_empleado)
        for (const [who, email] of [[ids.subject, mail.subject], [ids.a1, mail.a1], [ids.a2, mail.a2]] as const) {
          yield* sql`UPDATE empleados SET email_trabajo = ${email} WHERE id_empleado = ${who}`
        }
        yield* sql`INSERT INTO tipos_responsabilidad ${sql.insert([
          { id_tipo_resp: tipoNivel1, n_tipo_resp: "Prueba nivel 1" },
          { id_tipo_resp: tipoNivel2, n_tipo_resp: "Prueba nivel 2" },
          { id_tipo_resp: tipoNadie, n_tipo_resp: "Prueba sin responsable" },
        ])}`
        const resp = (id_depto: number, id_numero: number, id_tipo_resp: number, orden: number) => ({
          id_depto,
          orden,
          id_centro_trabajo: Number(tree.centro),
          id_numero,
          id_tipo_resp,
          f_inicio: "2020-01-01",
          f_fin: null,
        })
        // Level 1 (type 90): nobody in the department, a1 in its parent: the tree is climbed.
        // Level 2 (type 91): a1 in the department (skipped: already approved), a2 at the root.
        // The subject heads their own department for type 90: skipped too.
        yield* sql`INSERT INTO responsables_depto ${sql.insert([
          resp(ids.depto, ids.subject, tipoNivel1, 901),
          resp(ids.depto, ids.a1, tipoNivel2, 902),
          resp(ids.padre, ids.a1, tipoNivel1, 901),
          resp(ids.raiz, ids.a2, tipoNivel2, 901),
        ])}`
        yield* sql`INSERT INTO usuarios ${sql.insert([
          { id_usuario: "a1@prueba.mx", id_empleado: ids.a1, password_hash: hash, id_grupo: "CONSULTA", id_rol: "EMPRESA1", admin: "0", activo: "1" },
          { id_usuario: "a2@prueba.mx", id_empleado: ids.a2, password_hash: hash, id_grupo: "CONSULTA", id_rol: "EMPRESA1", admin: "0", activo: "1" },
        ])}`
        const keyed = yield* sql<{ id: number | string; clave: string }>`SELECT id_tipo_solicitud AS id, clave FROM tipos_solicitud WHERE clave IS NOT NULL`
        const byKey = new Map(keyed.map((k) => [k.clave, Number(k.id)]))
        const [vacaciones] = yield* sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE n_tipo_solicitud = 'Vacaciones'`
        Object.assign(types, { alta: byKey.get("MOV_ALTA"), baja: byKey.get("MOV_BAJA"), cambio: byKey.get("MOV_CAMBIO"), vacaciones: Number(vacaciones?.id) })
      }),
    )
    tokens.a1 = (await signIn(t.url, "a1@prueba.mx", password)).token
    tokens.a2 = (await signIn(t.url, "a2@prueba.mx", password)).token
  })

  afterAll(async () => {
    await sink.close()
  })

  it("migration 0073: the movement request types exist with their claves, the demo's after them", async () => {
    expect(types.alta).toBeGreaterThan(0)
    expect(types.baja).toBeGreaterThan(0)
    expect(types.cambio).toBeGreaterThan(0)
    const list = await call(t.url, "/api/get-flujos-autorizacion", { token: admin })
    const names = (list.body as { result: Array<{ n_tipo_solicitud: string }> }).result.map((r) => r.n_tipo_solicitud)
    expect(names).toEqual(expect.arrayContaining(["Alta de personal", "Baja de personal", "Cambio de personal", "Vacaciones"]))
  })

  it("a request type without a flow answers no-flow and records nothing", async () => {
    const id = await newMovement("CAMBIO_SALARIO")
    const exit = await start(id, types.vacaciones)
    expect(exit).toEqual(Exit.succeed({ kind: "no-flow" }))
    const steps = await db((sql) => sql`SELECT * FROM autorizaciones WHERE id_origen = ${id}`)
    expect(steps).toHaveLength(0)
  })

  it("routes through two levels climbing the tree, only the approver decides, a decided step is 409, and a rejection ends the flow", async () => {
    const saved = await saveFlow(types.cambio, {
      niveles: 2,
      emp_id_tipo_resp: tipoNivel1,
      resp1_id_tipo_resp: tipoNivel2,
      emp_notifica_resp1: 1,
      resp1_notifica_emp: 1,
      resp1_notifica_resp2: 1,
      resp2_notifica_resp1: 1,
    })
    expect(saved.status).toBe(200)
    const id = await newMovement("CAMBIO_SALARIO")
    const exit = await start(id, types.cambio)
    expect(Exit.isSuccess(exit) && exit.value).toMatchObject({ kind: "pending", nivel: 1, id_autorizador: ids.a1 })

    // Sent: the employee's block tells responsible 1.
    expect(await mailsTo(mail.a1, 1)).toHaveLength(1)
    expect(received().find((m) => m.to === mail.a1)?.body).toContain("Mis autorizaciones")

    const mine = await pending(tokens.a1)
    const item = mine.find((p) => p.id_origen === id)!
    expect(item).toMatchObject({ origen: "MOV", nivel: 1, niveles: 2, n_tipo_solicitud: "Cambio de personal" })
    expect(item.resumen).toMatchObject({ folio: String(id) })
    expect(item.pasos).toEqual([expect.objectContaining({ nivel: 1, id_autorizador: ids.a1, resultado: null })])
    expect((await pending(tokens.a2)).some((p) => p.id_origen === id)).toBe(false)

    // Only the step's approver decides: a2 and the admin (another employee) are refused.
    for (const token of [tokens.a2, admin]) {
      const other = await call(t.url, "/api/autorizar", { token, body: { id_autorizacion: item.id_autorizacion, resultado: "A", comentario: "" } })
      expect(other.status).toBe(403)
    }
    const noComment = await call(t.url, "/api/autorizar", { token: tokens.a1, body: { id_autorizacion: item.id_autorizacion, resultado: "R", comentario: "  " } })
    expect(noComment.status).toBe(400)
    expect(asError(noComment).detalles).toContain(authorizationTexts.comentarioRequerido)

    const approved = await call(t.url, "/api/autorizar", { token: tokens.a1, body: { id_autorizacion: item.id_autorizacion, resultado: "A", comentario: "De acuerdo" } })
    expect(approved.body).toMatchObject({ error: false, result: { kind: "next", nivel: 2, id_autorizador: ids.a2 } })
    const twice = await call(t.url, "/api/autorizar", { token: tokens.a1, body: { id_autorizacion: item.id_autorizacion, resultado: "A", comentario: "" } })
    expect(twice.status).toBe(409)
    expect(asError(twice).message).toBe(authorizationTexts.yaDecidida)
    // Level 1 acted: responsible 2 and the employee are told.
    expect(await mailsTo(mail.a2, 1)).toHaveLength(1)
    expect(await mailsTo(mail.subject, 1)).toHaveLength(1)

    const second = (await pending(tokens.a2)).find((p) => p.id_origen === id)!
    expect(second.pasos).toEqual([
      expect.objectContaining({ nivel: 1, id_autorizador: ids.a1, resultado: "A", comentario: "De acuerdo" }),
      expect.objectContaining({ nivel: 2, id_autorizador: ids.a2, resultado: null }),
    ])
    const rejected = await call(t.url, "/api/autorizar", { token: tokens.a2, body: { id_autorizacion: second.id_autorizacion, resultado: "R", comentario: "Sin presupuesto" } })
    expect(rejected.body).toMatchObject({ error: false, message: authorizationTexts.rechazada, result: { kind: "rejected" } })
    expect(await estado(id)).toBe("Rechazado")
    const steps = await db((sql) => sql<{ nivel: number }>`SELECT nivel FROM autorizaciones WHERE origen = 'MOV' AND id_origen = ${id}`)
    expect(steps).toHaveLength(2)
    expect((await pending(tokens.a2)).some((p) => p.id_origen === id)).toBe(false)
    // The rejection reaches the employee (always told of the outcome) and responsible 1 (resp2 -> resp1).
    expect(await mailsTo(mail.subject, 2)).toHaveLength(2)
    expect(await mailsTo(mail.a1, 2)).toHaveLength(2)
    expect(received().filter((m) => m.to === mail.subject).at(-1)?.body).toContain("Sin presupuesto")
  })

  it("the last approval authorizes the request through its origin", async () => {
    const id = await newMovement("CAMBIO_SALARIO")
    const exit = await start(id, types.cambio)
    expect(Exit.isSuccess(exit)).toBe(true)
    for (const token of [tokens.a1, tokens.a2]) {
      const step = (await pending(token)).find((p) => p.id_origen === id)!
      const answer = await call(t.url, "/api/autorizar", { token, body: { id_autorizacion: step.id_autorizacion, resultado: "A", comentario: "" } })
      expect(answer.status).toBe(200)
    }
    // Effective in 2099: authorized, applied on its date by the job.
    expect(await estado(id)).toBe("Autorizado")
  })

  it("a request whose transaction rolls back mails nobody; sent again and committed, its approver hears once", async () => {
    const id = await newMovement("CAMBIO_SALARIO")
    const request = { origen: "MOV", id_origen: id, id_tipo_solicitud: types.cambio, id_empleado: ids.subject, fecha: "2099-01-31" }
    const aboutIt = () => received().filter((m) => m.to === mail.a1 && new RegExp(`Folio: ${id}\\b`).test(m.body))
    const rolledBack = await t.server.run(Effect.exit(transaction(Effect.zipRight(startAuthorization(request), Effect.fail("rollback")))))
    expect(Exit.isFailure(rolledBack)).toBe(true)
    expect(await db((sql) => sql`SELECT 1 AS x FROM autorizaciones WHERE origen = 'MOV' AND id_origen = ${id}`)).toHaveLength(0)
    // The rolled-back send's notice would have left before this one.
    expect(Exit.isSuccess(await start(id, types.cambio))).toBe(true)
    for (let i = 0; i < 300 && aboutIt().length === 0; i++) await new Promise((r) => setTimeout(r, 100))
    expect(aboutIt()).toHaveLength(1)
  })

  it("a level nobody holds up to the root is refused with its number and records nothing", async () => {
    expect((await saveFlow(types.vacaciones, { niveles: 2, emp_id_tipo_resp: tipoNivel1, resp1_id_tipo_resp: tipoNadie })).status).toBe(200)
    const id = await newMovement("BAJA")
    const exit = await start(id, types.vacaciones)
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain("No existe responsable para el nivel 2")
    const steps = await db((sql) => sql`SELECT * FROM autorizaciones WHERE id_origen = ${id}`)
    expect(steps).toHaveLength(0)
    await db((sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${types.vacaciones}`)
  })

  it("level 0: the occupant of the flow's position (a posiciones key, stored as text) approves", async () => {
    const [seat] = await db((sql) =>
      sql<{ id_posicion: string; id_empleado: number | string }>`
        SELECT o.id_posicion, o.id_empleado FROM ocupaciones_posicion o JOIN empleados e ON e.id_empleado = o.id_empleado AND e.activo = '1'
        WHERE o.f_fin IS NULL AND o.id_empleado <> ${ids.subject} ORDER BY o.id_posicion LIMIT 1`,
    )
    const saved = await saveFlow(types.vacaciones, { niveles: 0, id_posicion: seat?.id_posicion, n_posicion: "Aprobador", notificar: 1 })
    expect(saved.body).toMatchObject({ error: false, result: { niveles: 0, id_posicion: seat?.id_posicion } })
    const id = await newMovement("CAMBIO_SALARIO")
    const exit = await start(id, types.vacaciones)
    expect(Exit.isSuccess(exit) && exit.value).toMatchObject({ kind: "pending", nivel: 0, id_autorizador: Number(seat?.id_empleado) })
    await db((sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${types.vacaciones}`)
  })

  it("the demo: a one-level flow for bajas (none for altas), and the demo approver's two waiting bajas", async () => {
    const flowOf = async (id: number) =>
      ((await call(t.url, "/api/get-flujos-by-id", { token: admin, body: { id_solicitud: id } })).body as { result: Array<Record<string, unknown>> }).result
    expect((await flowOf(types.baja))[0]).toMatchObject({ niveles: 1, emp_id_tipo_resp: 2 })
    expect(await flowOf(types.alta)).toEqual([])
    const approver = (await signIn(t.url, demoApprover.email, demoApprover.password)).token
    const all = await pending(approver)
    // Beside them, the demo's loan and aid of that department (server/seed/demo-loans.ts).
    expect(all.map((w) => w.origen).sort()).toEqual(["AYUDA", "MOV", "MOV", "PRESTAMO"])
    const waiting = all.filter((w) => w.origen === "MOV")
    expect(waiting).toHaveLength(2)
    for (const item of waiting) {
      expect(item).toMatchObject({ origen: "MOV", nivel: 1, niveles: 1, n_tipo_solicitud: "Baja de personal" })
      expect(item.resumen).toMatchObject({ tipo: expect.stringMatching(/baja/i) })
    }
  })

  it("the approver downloads the receipt of the aid waiting for them; nobody else does, whatever keys they hold", async () => {
    const approver = (await signIn(t.url, demoApprover.email, demoApprover.password)).token
    const waitingNow = async () => Schema.decodeUnknownSync(Schema.Array(PendingAuthorization))(await pending(approver))
    const aid = (await waitingNow()).find((w) => w.origen === "AYUDA")
    if (aid === undefined) throw new Error("the demo's aid does not wait for the approver")
    expect(aid.resumen.adjuntos).toEqual([{ nombre: "Comprobante", version: expect.stringMatching(/^[0-9a-f]{16}$/) }])
    const version = String(aid.resumen.adjuntos[0]?.version)
    const path = (id: number, v = version) => `/api/mis-autorizaciones/${id}/adjunto/${v}`

    const response = await fetch(`${t.url}${path(aid.id_autorizacion)}`, { headers: { authorization: `Bearer ${approver}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="comprobante-ayuda-${aid.id_origen}.pdf"`)
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-")
    // The aid's own download needs GP100, which the approver's profile lacks.
    expect((await call(t.url, `/api/ayuda-economica-comprobante/${aid.id_origen}/${version}`, { token: approver })).status).toBe(403)

    // The administrator holds every key but is not this step's approver; consulta neither.
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    for (const token of [admin, consulta]) {
      const refused = await call(t.url, path(aid.id_autorizacion), { token })
      expect(refused.status).toBe(403)
      expect(asError(refused).message).not.toBe("")
    }
    expect((await call(t.url, path(aid.id_autorizacion))).status).toBe(401)
    // A version the request does not carry, a step that does not exist, a malformed version.
    expect(asError(await call(t.url, path(aid.id_autorizacion, "0123456789abcdef"), { token: approver })).message).toBe(authorizationTexts.adjuntoNoExiste)
    expect((await call(t.url, path(2_000_000_000), { token: approver })).status).toBe(404)
    expect((await call(t.url, path(aid.id_autorizacion, "x"), { token: approver })).status).toBe(400)
    // A step without files (a baja) has none to give.
    const baja = (await waitingNow()).find((w) => w.origen === "MOV")
    if (baja === undefined) throw new Error("the demo's bajas do not wait for the approver")
    expect(baja.resumen.adjuntos).toEqual([])
    expect((await call(t.url, path(baja.id_autorizacion), { token: approver })).status).toBe(404)
  })

  it("Done when: a BAJA goes to the level-1 responsable of the person's department and, approved, is applied", async () => {
    const approver = (await signIn(t.url, demoApprover.email, demoApprover.password)).token
    const today = await t.server.run(todayInMexico)
    const [person] = await db((sql) =>
      sql<{ id_empleado: number | string; id_posicion: string }>`
        SELECT e.id_empleado, e.id_posicion FROM empleados e
        JOIN usuarios u ON u.id_usuario = ${demoApprover.email}
        JOIN empleados h ON h.id_empleado = u.id_empleado
        WHERE e.id_depto = h.id_depto AND e.activo = '1' AND e.id_empleado <> h.id_empleado AND e.id_posicion IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
          AND NOT EXISTS (SELECT 1 FROM posiciones p JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion
            WHERE p.id_posicion_jefe = e.id_posicion AND o.id_empleado <> e.id_empleado)
        ORDER BY e.id_empleado LIMIT 1`,
    )
    expect(person).toBeDefined()
    const idEmpleado = Number(person?.id_empleado)
    const seat = String(person?.id_posicion)
    const bajas = async () => Number(((await call(t.url, "/api/datos-indicadores", { token: admin })).body as { result: { totalBajas: number } }).result.totalBajas)
    const before = await bajas()
    const [motive] = await db((sql) => sql<{ id: number | string }>`SELECT MIN(id_motivo_baja) AS id FROM motivos_baja`)
    const created = await call(t.url, "/api/movimientos-personal", {
      token: admin,
      body: {
        id_empleado: idEmpleado,
        tipo_movimiento: "BAJA",
        f_efectiva: today,
        motivo: "Renuncia voluntaria",
        id_posicion_nueva: null,
        salario_diario_nuevo: null,
        id_periodicidad_nueva: null,
        id_motivo_baja: Number(motive?.id),
        recontratable: "1",
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = Number((created.body as { result: { id_movimiento: number } }).result.id_movimiento)
    const sent = await call(t.url, "/api/enviar-autorizacion", { token: admin, body: { id_movimiento: id } })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(await estado(id)).toBe("En autorización")
    // Sent from inside the movement's own transaction: the approver hears of it once it commits
    // (the demo flow: emp_notifica_resp1). The approver's address is their sign-in.
    const [approverEmail] = await db((sql) =>
      sql<{ email: string | null }>`SELECT e.email_trabajo AS email FROM empleados e JOIN usuarios u ON u.id_empleado = e.id_empleado WHERE u.id_usuario = ${demoApprover.email}`,
    )
    const approverAddress = approverEmail?.email ?? demoApprover.email
    expect((await mailsTo(approverAddress, 1)).some((m) => m.body.includes(`Folio: ${id}`))).toBe(true)
    // Nothing applied yet.
    expect(await bajas()).toBe(before)

    const step = (await pending(approver)).find((p) => p.id_origen === id)
    expect(step).toMatchObject({ nivel: 1, niveles: 1, n_tipo_solicitud: "Baja de personal" })
    const approved = await call(t.url, "/api/autorizar", { token: approver, body: { id_autorizacion: step?.id_autorizacion, resultado: "A", comentario: "" } })
    expect(approved.body).toMatchObject({ error: false, result: { kind: "approved" } })

    expect(await estado(id)).toBe("Aplicado")
    const [employee] = await db((sql) => sql<{ activo: string; f_baja: string }>`SELECT activo, f_baja FROM empleados WHERE id_empleado = ${idEmpleado}`)
    expect(employee?.activo).toBe("0")
    expect(String(employee?.f_baja).trim()).toBe(today)
    const occupied = await db((sql) => sql`SELECT 1 AS x FROM ocupaciones_posicion WHERE id_posicion = ${seat} AND (f_fin IS NULL OR f_fin >= ${today})`)
    expect(occupied).toHaveLength(0)
    expect(await bajas()).toBe(before + 1)
  })

  it("a user without an employee sees nothing waiting and cannot decide; bad payloads are 400", async () => {
    await db((sql) => sql`UPDATE usuarios SET id_empleado = NULL WHERE id_usuario = ${demo.consulta.email}`)
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    expect(await pending(consulta)).toEqual([])
    const answer = await call(t.url, "/api/autorizar", { token: consulta, body: { id_autorizacion: 1, resultado: "A", comentario: "" } })
    expect(answer.status).toBe(403)
    for (const body of [{}, { id_autorizacion: "x", resultado: "A", comentario: "" }, { id_autorizacion: 1, resultado: "X", comentario: "" }]) {
      expect((await call(t.url, "/api/autorizar", { token: tokens.a1, body })).status).toBe(400)
    }
    expect((await call(t.url, "/api/autorizar", { token: tokens.a1, body: { id_autorizacion: 999999, resultado: "A", comentario: "" } })).status).toBe(404)
  })
})
