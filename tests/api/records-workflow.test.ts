import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { administrativeRecords } from "../../domain/personal/actas-administrativas"
import { actaMessages, actaStates } from "../../domain/personal/actas-administrativas-rules"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// The workflow engine of the records platform (domain/records/workflow.ts,
// server/records/workflow.ts) on both dialects, through the one resource that declares a
// workflow today, Actas administrativas, for what the generated suite
// (tests/api/support/records-generated-flow.ts: every transition from each source state, 409
// from every other state, 403 without its key) does not check: a transition fires only on a
// record inside the caller's work centres (403); a bad input is refused (400); of concurrent
// calls exactly one moves the record, the others get the 409; the stamps are set and the audit
// row keeps the record before and after.

type Json = Record<string, unknown>

/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const today = "2026-06-10"

const workflow = administrativeRecords.workflow
const transitions = Object.fromEntries((workflow?.transitions ?? []).map((t) => [t.id, t]))

describe.each(dialects)("Workflow transitions on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let scoped = ""
  let people: ReadonlyArray<number> = []
  let outsider = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const fire = (id: unknown, transition: string, body: Json = {}, token = admin) => post(`/actas-administrativas/${String(id)}/${transition}`, body, token)
  const stateOf = async (id: unknown) => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ estado: string }>`SELECT estado FROM actas_administrativas WHERE id_acta = ${Number(id)}`)
    return row?.estado
  }
  /** A refusal with its status and message that leaves every table (the audit's failure rows aside) as it was. */
  const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    expect(asError(a).message, label).toBe(message)
    expect(await checksums(t.server, ["auditoria"]), `${label} changed a table`).toEqual(before)
  }

  let made = 0
  const acta = async (id_empleado = people[made % people.length] ?? 0, token = admin): Promise<Json> => {
    made += 1
    const answer = await post(
      "/actas-administrativas",
      {
        id_empleado,
        f_hechos: "2026-06-08",
        hora_hechos: "09:15",
        f_conocimiento: "2026-06-08",
        f_acta: "2026-06-09",
        lugar: "Oficina de Recursos Humanos",
        id_tipo_falta: null,
        fraccion_lft47: "XI",
        descripcion_hechos: "El colaborador se negó a cumplir la instrucción de su jefe inmediato.",
        declaracion_trabajador: null,
        se_nego_declarar: "1",
        participantes: [{ id_empleado: null, nombre: "Ana Ruiz Soto", rol: "Recursos Humanos" }],
        testigos: [
          { id_empleado: null, nombre: "Luis Pérez Gómez" },
          { id_empleado: null, nombre: "Marta Díaz León" },
        ],
        sancion: "AE",
        dias_suspension: null,
        f_inicio_suspension: null,
      },
      token,
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Json }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "actas-e1@prueba.mx", password: "ActasE1.Prueba-2026", group: "ACTASE1", keys: ["GP200"], role: "EMPRESA1" })
    scoped = (await signIn(t.url, "actas-e1@prueba.mx", "ActasE1.Prueba-2026")).token
    const active = (id_empresa: number, n: number) =>
      sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`
        SELECT id_empleado FROM empleados WHERE activo = '1' AND id_empresa = ${id_empresa} ORDER BY id_empleado LIMIT ${n}`)
    people = (await active(1, 4)).map((r) => Number(r.id_empleado))
    outsider = Number((await active(2, 1))[0]?.id_empleado)
    expect(people.length).toBe(4)
    expect(workflow?.transitions.map((x) => x.id)).toEqual(["firmar", "notificar", "cancelar"])
    // The workflow's states are those the table's CHECK allows.
    expect(workflow?.states.map((s) => s.code)).toEqual([...actaStates])
  })

  it("fires a transition from its source states, with its stamps and an audit row of the record before and after", async () => {
    const a = await acta()
    const id = a.id_acta
    const answer = await fire(id, "firmar")
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const body = answer.body as { message: string; result: Json }
    expect(body.message).toBe(transitions.firmar?.done)
    expect(body.result.estado).toBe("Firmada")
    expect(body.result.f_firma).toBe(today)
    const [audit] = await sqlOf(t.server, (sql) => sql<{ antes: string; despues: string }>`
      SELECT antes, despues FROM auditoria WHERE clave = ${`id_acta=${String(id)}`} AND resultado = 200 ORDER BY id_auditoria DESC`)
    expect(JSON.parse(String(audit?.antes)).estado).toBe("Borrador")
    expect(JSON.parse(String(audit?.despues)).estado).toBe("Firmada")
    // From Firmada, cancelling (a transition with an input) is allowed and stores the reason.
    const cancelled = await fire(id, "cancelar", { motivo_cancelacion: "Se acreditó la justificación" })
    expect(cancelled.status).toBe(200)
    expect((cancelled.body as { result: Json }).result.motivo_cancelacion).toBe("Se acreditó la justificación")
  })

  it("refuses an input its schema refuses with 400, and a record that does not exist with 404", async () => {
    const a = await acta()
    const blank = await fire(a.id_acta, "cancelar", { motivo_cancelacion: "   " })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(blank.body)).toContain(actaMessages.motivoCancelacion)
    expect(await stateOf(a.id_acta)).toBe("Borrador")
    expect((await fire(999_999_998, "firmar")).status).toBe(404)
  })

  it("refuses a record outside the caller's work centres with 403, and fires it inside them", async () => {
    const a = await acta()
    const foreign = await acta(outsider)
    await refused("another company's acta", () => fire(foreign.id_acta, "firmar", {}, scoped), 403, messages.sinPermiso)
    expect(await stateOf(foreign.id_acta)).toBe("Borrador")
    expect((await fire(a.id_acta, "firmar", {}, scoped)).status).toBe(200)
  })

  it("lets exactly one of concurrent calls move the record; the others get the 409", async () => {
    const a = await acta()
    const answers = await Promise.all(Array.from({ length: 6 }, () => fire(a.id_acta, "firmar")))
    const statuses = answers.map((x) => x.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409])
    for (const loser of answers.filter((x) => x.status === 409)) expect(asError(loser).message).toBe(actaMessages.noFirmable)
    const rows = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM auditoria WHERE clave = ${`id_acta=${String(a.id_acta)}`} AND resultado = 200 AND despues LIKE ${'%"estado":"Firmada"%'}`)
    expect(Number(rows[0]?.n)).toBe(1)
    expect(await stateOf(a.id_acta)).toBe("Firmada")
  })
})
