import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { linkStates } from "../../domain/clima-laboral/cuestionario-api"
import { scoreVector } from "../../domain/clima-laboral/reporte-calificaciones-rules"
import { generalData, generalDataNames, questionnaireMessages as m } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { itemsOf, likertOptions } from "../../domain/rules/nom035-instrument"
import { scoreQuestionnaire } from "../../domain/rules/nom035-scoring"
import { kioskClimateTexts } from "../../domain/kiosko/kiosko-clima"
import { newToken, tokenHash } from "../../server/auth/token"
import { demoKioskUsers } from "../../server/seed/demo-kiosk"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The NOM-035 questionnaire's public calls on both dialects: a link opens the guides still to
// answer; Guía I first (nominal, with its referral), then Guía III (anonymous, scored into clima_puntajes as it is stored); each
// refusal (order, incomplete, a closed gate answered, a word that is no option, a link used,
// tampered with or expired) stores nothing; of two answers sent at once with one link exactly one
// is stored; no stored answer holds or shares a column that names a person, and closing the
// project leaves nothing that maps a link to a person; HR lists each link's state, never an
// answer; the address is limited. The links are issued here as CLI210 issues them (the token's
// SHA-256 stored, the token kept by the test as the mail would); the mail itself is the
// projects suite's (tests/api/clima-laboral-proyectos.test.ts).

type Body = Record<string, unknown>
const datos = Object.fromEntries(generalDataNames.map((n) => [n, generalData[n].options[0]]))

/** A whole Guía III: every item asked answered with `word(n)`, the gates as given. */
const guideIII = (atiende: "1" | "0", jefe: "1" | "0", word: (n: number) => string = (n) => likertOptions[n % 5] ?? "Nunca") => {
  const respuestas: Record<string, string> = { atiende_clientes: atiende, es_jefe: jefe }
  for (const item of itemsOf(guiaIII)) {
    if (item.compuerta === "atiende_clientes" && atiende === "0") continue
    if (item.compuerta === "es_jefe" && jefe === "0") continue
    respuestas[String(item.numero)] = word(item.numero)
  }
  return respuestas
}
/** Guía I: a "Sí" in section I (item 1) and in section II (item 7); every other "No". */
const guideI = (): Record<string, string> => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [String(i + 1), i === 0 || i === 6 ? "Sí" : "No"]))

describe.each(dialects)("Clima laboral questionnaire on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const open = (path: string, body: unknown) => call(t.url, `/api${path}`, { body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const bookkeeping = ["auditoria", "intentos_acceso"]
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, bookkeeping)
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, bookkeeping)).toEqual(before)
    return answer
  }
  let project = 0
  const links: Array<{ token: string; id_empleado: number }> = []
  const answer = (token: string, guia: string, respuestas: Record<string, string>, datos_generales: unknown = null) =>
    open("/responder-cuestionario", { token, guia, datos_generales, respuestas })
  const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]?.n)

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [centre] = await rows<{ id_empresa: number; id_centro_trabajo: number }>(`
      SELECT ct.id_empresa, ct.id_centro_trabajo FROM empleados e JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      WHERE e.activo = '1' GROUP BY ct.id_empresa, ct.id_centro_trabajo ORDER BY COUNT(*) DESC, ct.id_centro_trabajo LIMIT 1`)
    const saved = await post("/proyectos-clima", {
      n_proyecto: "Cuestionario NOM-035",
      id_empresa: Number(centre?.id_empresa),
      id_centro_trabajo: Number(centre?.id_centro_trabajo),
      f_inicio: "2026-03-02",
      f_fin: "2099-12-31",
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    project = Number((saved.body as { result: Body }).result.id_proyecto)
    expect((await post(`/proyectos-clima/${project}/iniciar`, {})).status).toBe(200)
    const people = await rows<{ id_empleado: number }>(`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${project} ORDER BY id_empleado LIMIT 6`)
    expect(people.length).toBe(6)
    for (const p of people) {
      const token = newToken()
      links.push({ token, id_empleado: Number(p.id_empleado) })
      await rows(`INSERT INTO clima_tokens (token_hash, id_proyecto, id_empleado, f_expira) VALUES ('${tokenHash(token)}', ${project}, ${p.id_empleado}, '2099-12-31')`)
      await rows(`UPDATE clima_participantes SET medio = 'Correo', envios = 1 WHERE id_proyecto = ${project} AND id_empleado = ${p.id_empleado}`)
    }
  })
  afterAll(() => undefined)

  it("answers Guía I then Guía III once: Guía I nominal with its referral, Guía III anonymous and scored", async () => {
    const [first] = links
    const token = first?.token ?? ""
    const form = await open("/get-cuestionario-clima", { token })
    expect(form.status, JSON.stringify(form.body)).toBe(200)
    expect((form.body as { result: Body }).result).toMatchObject({ n_proyecto: "Cuestionario NOM-035", guias: ["I", "III"], pendientes: ["I", "III"], f_fin: "2099-12-31" })
    expect(asError(await refusedUnchanged(409, () => answer(token, "III", guideIII("1", "0"), datos))).message).toBe(m.guiaIPrimero)
    expect(asError(await refusedUnchanged(400, () => answer(token, "II", guideI()))).problemas).toContainEqual({ campo: "guia", mensaje: m.guiaAjena("II") })
    const partial = guideI()
    delete partial["8"]
    expect(asError(await refusedUnchanged(400, () => answer(token, "I", partial))).problemas).toContainEqual({ campo: "respuestas", mensaje: "Falta la respuesta de la pregunta 8" })
    expect(asError(await refusedUnchanged(400, () => answer(token, "I", { ...guideI(), 3: "Tal vez" }))).problemas?.[0]?.campo).toBe("respuestas")

    const one = await answer(token, "I", guideI())
    expect(one.status, JSON.stringify(one.body)).toBe(200)
    expect((one.body as { message: string }).message).toBe(m.guardada("I"))
    expect((one.body as { result: Body }).result.pendientes).toEqual(["III"])
    const [nominal] = await rows<{ requiere_valoracion: string; si_seccion_i: number; si_seccion_ii: number; respuestas: string }>(
      `SELECT requiere_valoracion, si_seccion_i, si_seccion_ii, respuestas FROM clima_guia_i WHERE id_proyecto = ${project} AND id_empleado = ${first?.id_empleado}`,
    )
    expect(nominal).toMatchObject({ requiere_valoracion: "1", respuestas: "SNNNNNSNNNNNNNNNNNNN" })
    expect([Number(nominal?.si_seccion_i), Number(nominal?.si_seccion_ii)]).toEqual([1, 1])
    expect(asError(await refusedUnchanged(409, () => answer(token, "I", guideI()))).message).toBe(m.guiaRespondida("I"))

    // Guía III: the general data are required, each word must be an option, a closed gate's items are not answered.
    expect(asError(await refusedUnchanged(400, () => answer(token, "III", guideIII("1", "0")))).problemas).toContainEqual({ campo: "datos_generales", mensaje: m.datosGenerales })
    expect(asError(await refusedUnchanged(400, () => answer(token, "III", guideIII("1", "0"), { ...datos, rango_edad: "33" }))).problemas?.[0]?.mensaje).toBe(m.dato("Edad en años"))
    expect(asError(await refusedUnchanged(400, () => answer(token, "III", { ...guideIII("1", "0"), 70: "Siempre" }, datos))).problemas?.[0]?.mensaje).toMatch(/reactivo 70/)
    expect(asError(await refusedUnchanged(400, () => answer(token, "III", { ...guideIII("1", "0"), 5: "siempre" }, datos))).problemas?.[0]?.mensaje).toBe(m.opcion("5"))

    const before = await count(`SELECT COUNT(*) AS n FROM clima_respuestas WHERE id_proyecto = ${project}`)
    const given = guideIII("1", "0")
    const three = await answer(token, "III", given, datos)
    expect(three.status, JSON.stringify(three.body)).toBe(200)
    expect((three.body as { message: string }).message).toBe(m.gracias)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_respuestas WHERE id_proyecto = ${project}`)).toBe(before + 1)
    const [stored] = await rows<{ id_respuesta: string; atiende_clientes: string; es_jefe: string; rango_edad: string }>(
      `SELECT id_respuesta, atiende_clientes, es_jefe, rango_edad FROM clima_respuestas WHERE id_proyecto = ${project}`,
    )
    expect(stored).toMatchObject({ atiende_clientes: "1", es_jefe: "0", rango_edad: datos.rango_edad })
    const id = stored?.id_respuesta ?? ""
    expect(await count(`SELECT COUNT(*) AS n FROM clima_respuestas_reactivos WHERE id_respuesta = '${id}'`)).toBe(68)
    const expected = scoreQuestionnaire(guiaIII, {
      respuestas: Object.fromEntries(Object.entries(given).filter(([k]) => /^\d+$/.test(k))) as never,
      compuertas: { atiende_clientes: "1", es_jefe: "0" },
    })
    // Scored when it is finished, in the row CLI230 reads: closing the project has nothing left to score.
    const scored = await rows<{ id_proyecto: number; puntajes: string }>(`SELECT id_proyecto, puntajes FROM clima_puntajes WHERE id_respuesta = '${id}'`)
    expect(scored.length).toBe(1)
    expect(Number(scored[0]?.id_proyecto)).toBe(project)
    expect(String(scored[0]?.puntajes).split(",").map(Number)).toEqual([...scoreVector(expected)])
    expect(Number(String(scored[0]?.puntajes).split(",")[0])).toBe(expected.final.valor)
    // The link is spent and its person counted; the same link is refused from then on.
    expect(await count(`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${project} AND id_empleado = ${first?.id_empleado} AND respondio = '1'`)).toBe(1)
    expect(asError(await refusedUnchanged(409, () => answer(token, "III", given, datos))).message).toBe(m.yaRespondido)
    expect(asError(await refusedUnchanged(409, () => open("/get-cuestionario-clima", { token }))).message).toBe(m.yaRespondido)
  })

  it("refuses a tampered, unknown or expired link and stores nothing; of two answers with one link exactly one is stored", async () => {
    const token = links[1]?.token ?? ""
    const flipped = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`
    const tampered = await refusedUnchanged(400, () => answer(flipped, "I", guideI()))
    expect(asError(tampered).message, JSON.stringify(tampered.body)).toBe(m.enlaceInvalido)
    // A token of another shape is refused by its schema, before any SQL, in the same words.
    expect(asError(await refusedUnchanged(400, () => open("/get-cuestionario-clima", { token: token.slice(1) }))).problemas).toContainEqual({ campo: "token", mensaje: m.enlaceInvalido })
    expect(asError(await refusedUnchanged(400, () => answer(`${token}'--`, "I", guideI()))).problemas).toContainEqual({ campo: "token", mensaje: m.enlaceInvalido })
    const late = links[2]
    await rows(`UPDATE clima_tokens SET f_expira = '2020-01-31' WHERE id_empleado = ${late?.id_empleado} AND id_proyecto = ${project}`)
    expect(asError(await refusedUnchanged(409, () => answer(late?.token ?? "", "I", guideI()))).message).toBe(m.vencido("31/01/2020"))

    expect((await answer(token, "I", guideI())).status).toBe(200)
    const before = await count(`SELECT COUNT(*) AS n FROM clima_respuestas WHERE id_proyecto = ${project}`)
    const both = await Promise.all([answer(token, "III", guideIII("0", "1"), datos), answer(token, "III", guideIII("0", "1"), datos)])
    expect(both.map((b) => b.status).sort()).toEqual([200, 409])
    expect(await count(`SELECT COUNT(*) AS n FROM clima_respuestas WHERE id_proyecto = ${project}`)).toBe(before + 1)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_puntajes WHERE id_proyecto = ${project}`)).toBe(before + 1)
  })

  it("lists each participant's link state for HR, never an answer", async () => {
    const listed = await post("/get-enlaces-clima", { id_proyecto: project })
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    const result = (listed.body as { result: ReadonlyArray<Body> }).result
    const byId = new Map(result.map((r) => [Number(r.id_empleado), r]))
    expect(byId.get(links[0]?.id_empleado ?? 0)?.estado).toBe("Respondido")
    expect(byId.get(links[2]?.id_empleado ?? 0)?.estado).toBe("Vencido")
    expect(byId.get(links[3]?.id_empleado ?? 0)?.estado).toBe("Pendiente")
    expect(result.every((r) => (linkStates as ReadonlyArray<unknown>).includes(r.estado))).toBe(true)
    expect(Object.keys(result[0] ?? {}).sort()).toEqual(["envios", "estado", "f_invitacion", "id_empleado", "medio", "n_depto", "n_empleado", "nombre"])
    const token = links[3]?.token ?? ""
    expect((await answer(token, "I", guideI())).status).toBe(200)
    const after = (await post("/get-enlaces-clima", { id_proyecto: project })).body as { result: ReadonlyArray<Body> }
    expect(after.result.find((r) => Number(r.id_empleado) === links[3]?.id_empleado)?.estado).toBe("Guía I respondida")
  })

  it("keeps no stored answer joinable to a person: no person column, no shared key, no link once closed", async () => {
    const columnsOf = async (table: string) =>
      (
        await rows<{ name: string }>(
          dialect === "PostgreSQL" ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = '${table}'` : `SELECT name FROM pragma_table_info('${table}')`,
        )
      ).map((c) => c.name)
    const answers = [...(await columnsOf("clima_respuestas")), ...(await columnsOf("clima_respuestas_reactivos")), ...(await columnsOf("clima_puntajes"))]
    for (const personal of ["id_empleado", "token_hash", "n_empleado", "f_uso", "f_invitacion", "momento"]) expect(answers).not.toContain(personal)
    // What an answer shares with the participation or the links: the project, the department and the sex, never a person's key.
    const shared = new Set([...(await columnsOf("clima_participantes")), ...(await columnsOf("clima_tokens")), ...(await columnsOf("clima_guia_i"))])
    expect([...new Set(answers)].filter((c) => shared.has(c)).sort()).toEqual(["f_respuesta", "id_proyecto", "id_depto", "sexo"].sort())
    // f_respuesta is a day in both: no time pairs a Guía III answer with a Guía I answer or a link.
    const days = await rows<{ f_respuesta: unknown }>(`SELECT f_respuesta FROM clima_respuestas WHERE id_proyecto = ${project}`)
    expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(String(d.f_respuesta instanceof Date ? d.f_respuesta.toISOString().slice(0, 10) : d.f_respuesta)))).toBe(true)
    // The audit of a public answer names no one and keeps no answer.
    const audit = await rows<{ id_usuario: string | null; antes: string | null; despues: string | null }>(
      `SELECT id_usuario, antes, despues FROM auditoria WHERE entidad = 'respuesta de cuestionario de clima laboral'`,
    )
    expect(audit.length).toBeGreaterThan(0)
    for (const a of audit) expect([a.antes, a.despues].join(" ")).not.toMatch(/Siempre|Nunca|Sí|token|id_empleado/)
    // Closing destroys the link-to-person map: a link that worked before is refused, as unknown.
    expect((await post(`/proyectos-clima/${project}/cerrar`, {})).status).toBe(200)
    // Closing scores the answers once it commits: the refusal below must find that done, not race it.
    await expect.poll(() => count(`SELECT COUNT(*) AS n FROM clima_puntajes WHERE id_proyecto = ${project}`)).toBe(2)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_tokens WHERE id_proyecto = ${project}`)).toBe(0)
    expect(asError(await refusedUnchanged(400, () => answer(links[4]?.token ?? "", "I", guideI()))).message).toBe(m.enlaceInvalido)
  })

  it("opens the questionnaire from the kiosk for a kiosk invitation: a fresh single-use link, answered as a mailed one", async () => {
    const login = await call(t.url, "/api/kiosko/login", { body: demoKioskUsers.employee })
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    const kiosk = (login.body as { token: string }).token
    const person = Number((login.body as { sesion: { colaborador: { id_empleado: number } } }).sesion.colaborador.id_empleado)
    const kioskCall = (path: string, body?: unknown) => call(t.url, `/api/kiosko${path}`, body === undefined ? { token: kiosk } : { token: kiosk, body })
    const pending = async () => ((await kioskCall("/cuestionarios-clima")).body as { result: ReadonlyArray<Body> }).result.map((r) => Number(r.id_proyecto))
    const [centre] = await rows<{ id_empresa: number; id_centro_trabajo: number }>(`SELECT id_empresa, id_centro_trabajo FROM empleados WHERE id_empleado = ${person}`)
    const saved = await post("/proyectos-clima", {
      n_proyecto: "Cuestionario por kiosko",
      id_empresa: Number(centre?.id_empresa),
      id_centro_trabajo: Number(centre?.id_centro_trabajo),
      f_inicio: "2026-03-02",
      f_fin: "2099-12-31",
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const id = Number((saved.body as { result: Body }).result.id_proyecto)
    expect((await post(`/proyectos-clima/${id}/iniciar`, {})).status).toBe(200)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id} AND id_empleado = ${person}`)).toBe(1)

    // Not invited yet: nothing listed, nothing to open.
    expect(await pending()).not.toContain(id)
    expect(asError(await refusedUnchanged(404, () => kioskCall("/abrir-cuestionario-clima", { id_proyecto: id }))).message).toBe(kioskClimateTexts.sinInvitacion)
    expect(asError(await refusedUnchanged(400, () => kioskCall("/abrir-cuestionario-clima", { id_proyecto: "1; DROP" }))).problemas).toContainEqual({ campo: "id_proyecto", mensaje: kioskClimateTexts.proyecto })
    const sent = await post("/enviar-invitaciones", { id_proyecto: id, medio: "Kiosko", reenviar: "0" })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_tokens WHERE id_proyecto = ${id}`)).toBe(0)
    const listed = (await kioskCall("/cuestionarios-clima")).body as { result: ReadonlyArray<Body> }
    expect(listed.result.find((r) => Number(r.id_proyecto) === id)).toEqual({ id_proyecto: id, n_proyecto: "Cuestionario por kiosko", n_centro_trabajo: expect.any(String), f_fin: "2099-12-31" })
    // A staff token opens none of it.
    expect((await call(t.url, "/api/kiosko/abrir-cuestionario-clima", { token: admin, body: { id_proyecto: id } })).status).toBe(401)

    // Each opening issues a new link and spends none: the earlier one is replaced.
    const issue = async () => {
      const opened = await kioskCall("/abrir-cuestionario-clima", { id_proyecto: id })
      expect(opened.status, JSON.stringify(opened.body)).toBe(200)
      return String((opened.body as { result: { token: string } }).result.token)
    }
    const first = await issue()
    const token = await issue()
    expect(asError(await open("/get-cuestionario-clima", { token: first })).message).toBe(m.enlaceInvalido)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_tokens WHERE id_proyecto = ${id} AND id_empleado = ${person}`)).toBe(1)
    const form = await open("/get-cuestionario-clima", { token })
    expect((form.body as { result: Body }).result).toMatchObject({ n_proyecto: "Cuestionario por kiosko", pendientes: ["I", "III"] })

    // A project past its end: not listed, and no link is issued, in the public page's words.
    await rows(`UPDATE proyectos_clima SET f_inicio = '2020-01-02', f_fin = '2020-01-31' WHERE id_proyecto = ${id}`)
    expect(await pending()).not.toContain(id)
    expect(asError(await refusedUnchanged(409, () => kioskCall("/abrir-cuestionario-clima", { id_proyecto: id }))).message).toBe(m.vencido("31/01/2020"))
    await rows(`UPDATE proyectos_clima SET f_inicio = '2026-03-02', f_fin = '2099-12-31' WHERE id_proyecto = ${id}`)

    // Answered through the public page as a mailed link is: anonymous, and the link spent.
    const before = await count(`SELECT COUNT(*) AS n FROM clima_respuestas WHERE id_proyecto = ${id}`)
    expect((await answer(token, "I", guideI())).status).toBe(200)
    expect((await answer(token, "III", guideIII("0", "0"), datos)).status).toBe(200)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_respuestas WHERE id_proyecto = ${id}`)).toBe(before + 1)
    expect(await count(`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id} AND id_empleado = ${person} AND respondio = '1'`)).toBe(1)
    expect(await pending()).not.toContain(id)
    expect(asError(await refusedUnchanged(409, () => kioskCall("/abrir-cuestionario-clima", { id_proyecto: id }))).message).toBe(m.yaRespondido)
    expect(asError(await refusedUnchanged(409, () => open("/get-cuestionario-clima", { token }))).message).toBe(m.yaRespondido)
    // The kiosk's trail names the project only.
    const audit = await rows<{ clave: string; despues: string | null }>(`SELECT clave, despues FROM auditoria WHERE entidad = 'enlace de cuestionario de clima laboral'`)
    expect(audit.map((a) => a.clave)).toEqual([`id_proyecto=${id}`, `id_proyecto=${id}`])
    expect(audit.every((a) => a.despues === null)).toBe(true)
  })

  it("limits the public answers from one address", async () => {
    const statuses: Array<number> = []
    for (let i = 0; i < 62; i++) statuses.push((await answer("C".repeat(43), "I", guideI())).status)
    expect(statuses).toContain(429)
    const limited = await answer("C".repeat(43), "I", guideI())
    expect(limited.status, JSON.stringify(limited.body)).toBe(429)
    expect(asError(limited).message).toMatch(/^Demasiados intentos desde esta dirección/)
  })
})
