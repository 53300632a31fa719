import { beforeAll, describe, expect, it } from "vitest"
import { generalData, generalDataNames } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { reviewMessages as rm } from "../../domain/clima-laboral/revision-proyectos-api"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { itemsOf } from "../../domain/rules/nom035-instrument"
import { newToken, tokenHash } from "../../server/auth/token"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// CLI220 Revisión de proyectos on both dialects: the progress by department and guide (counts,
// nothing that names a person); the Guía I panel for administrators only, whose referral is
// followed up confidentially; a reminder gives whoever has not answered a new link; closing with
// answers pending asks first, then destroys the link-to-person map. The answers are given
// through the public questionnaire with links issued as CLI210 issues them.

type Body = Record<string, unknown>
const datos = Object.fromEntries(generalDataNames.map((n) => [n, generalData[n].options[1]]))
const guideI = (yes: boolean) => Object.fromEntries(Array.from({ length: yes ? 20 : 6 }, (_, i) => [String(i + 1), yes && (i === 0 || i === 6) ? "Sí" : "No"]))
const guideIII = () => ({ atiende_clientes: "0", es_jefe: "0", ...Object.fromEntries(itemsOf(guiaIII).filter((i) => i.compuerta === undefined).map((i) => [String(i.numero), "Algunas veces"])) })

describe.each(dialects)("Clima laboral project review on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let reviewer = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria", "intentos_acceso"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria", "intentos_acceso"])).toEqual(before)
    return answer
  }
  let project = 0
  const people: Array<{ id_empleado: number; token: string }> = []

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: `revisor-${dialect.toLowerCase()}@demo.mx`, password: "Prueba.Cli220-2026", group: "REVCLI", keys: ["CLI220"], role: "GLOBAL" })
    reviewer = (await signIn(t.url, `revisor-${dialect.toLowerCase()}@demo.mx`, "Prueba.Cli220-2026")).token
    const saved = await post("/proyectos-clima", { n_proyecto: "Revisión NOM-035", id_empresa: 1, id_centro_trabajo: 1, f_inicio: "2026-03-02", f_fin: "2099-12-31", guias: "I,III", usar_muestra: "0", tamano_muestra: null })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    project = Number((saved.body as { result: Body }).result.id_proyecto)
    expect((await post(`/proyectos-clima/${project}/iniciar`, {})).status).toBe(200)
    const chosen = await rows<{ id_empleado: number }>(`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${project} ORDER BY id_empleado LIMIT 3`)
    for (const p of chosen) {
      const token = newToken()
      people.push({ id_empleado: Number(p.id_empleado), token })
      await rows(`INSERT INTO clima_tokens (token_hash, id_proyecto, id_empleado, f_expira) VALUES ('${tokenHash(token)}', ${project}, ${p.id_empleado}, '2099-12-31')`)
      await rows(`UPDATE clima_participantes SET medio = 'Correo', envios = 1 WHERE id_proyecto = ${project} AND id_empleado = ${p.id_empleado}`)
    }
    const respond = async (token: string, guia: string, respuestas: unknown, datos_generales: unknown = null) =>
      expect((await call(t.url, "/api/responder-cuestionario", { body: { token, guia, respuestas, datos_generales } })).status).toBe(200)
    await respond(people[0]?.token ?? "", "I", guideI(true))
    await respond(people[0]?.token ?? "", "III", guideIII(), datos)
    await respond(people[1]?.token ?? "", "I", guideI(false))
  })

  it("shows the progress by department and guide in counts only", async () => {
    const answer = await post("/get-revision-clima", { id_proyecto: project }, reviewer)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const review = (answer.body as { result: { participantes: number; pendientes: number; filas: ReadonlyArray<Body> } }).result
    const sum = (guia: string, f: string) => review.filas.filter((r) => r.guia === guia).reduce((t, r) => t + Number(r[f]), 0)
    expect([sum("I", "respondieron"), sum("III", "respondieron"), sum("I", "invitados")]).toEqual([2, 1, 3])
    expect(review.pendientes).toBe(review.participantes - 1)
    expect(Object.keys(review.filas[0] ?? {}).sort()).toEqual(["guia", "id_depto", "invitados", "n_depto", "porcentaje", "respondieron"])
    expect(review.filas.every((r) => Number(r.porcentaje) === (Number(r.invitados) === 0 ? 0 : Math.round((10_000 * Number(r.respondieron)) / Number(r.invitados)) / 100))).toBe(true)
  })

  it("opens the Guía I panel to administrators only and follows a referral up confidentially", async () => {
    expect(asError(await refusedUnchanged(403, () => post("/get-guia-i-clima", { id_proyecto: project }, reviewer))).message).toBe(rm.soloAdministradores)
    const panel = await post("/get-guia-i-clima", { id_proyecto: project })
    expect(panel.status, JSON.stringify(panel.body)).toBe(200)
    const list = (panel.body as { result: ReadonlyArray<Body> }).result
    expect(list.map((r) => [r.id_empleado, r.requiere_valoracion, r.si_seccion_ii])).toEqual([
      [people[0]?.id_empleado, "1", 1],
      [people[1]?.id_empleado, "0", 0],
    ])
    const referral = { id_proyecto: project, id_empleado: people[0]?.id_empleado, canalizado_a: "IMSS, Unidad de Medicina Familiar 7", estado_seguimiento: "Canalizado" }
    expect(asError(await refusedUnchanged(403, () => post("/canalizar-guia-i", referral, reviewer))).message).toBe(rm.soloAdministradores)
    expect(asError(await refusedUnchanged(400, () => post("/canalizar-guia-i", { ...referral, id_empleado: people[1]?.id_empleado }))).problemas).toContainEqual({ campo: "id_empleado", mensaje: rm.sinValoracion })
    expect(asError(await refusedUnchanged(400, () => post("/canalizar-guia-i", { ...referral, canalizado_a: "  " }))).problemas?.[0]?.mensaje).toBe(rm.canalizadoA)
    const done = await post("/canalizar-guia-i", referral)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const [row] = (done.body as { result: ReadonlyArray<Body> }).result
    expect(row).toMatchObject({ canalizado_a: referral.canalizado_a, estado_seguimiento: "Canalizado" })
    expect(String(row?.f_canalizacion)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [audit] = await rows<{ antes: string | null; despues: string | null }>(`SELECT antes, despues FROM auditoria WHERE entidad = 'seguimiento de Guía I' ORDER BY id_auditoria DESC LIMIT 1`)
    expect(`${audit?.antes ?? ""} ${audit?.despues ?? ""}`).not.toContain("IMSS")
  })

  it("reminds whoever has not answered with a new link, and closes only once asked when answers are pending", async () => {
    const hashOf = async (id: number | undefined) => (await rows<{ token_hash: string }>(`SELECT token_hash FROM clima_tokens WHERE id_proyecto = ${project} AND id_empleado = ${id}`))[0]?.token_hash
    const answeredBefore = await hashOf(people[0]?.id_empleado)
    const pendingBefore = await hashOf(people[2]?.id_empleado)
    const reminded = await post("/recordar-clima", { id_proyecto: project }, reviewer)
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200)
    expect(await hashOf(people[0]?.id_empleado)).toBe(answeredBefore)
    const pendingAfter = await hashOf(people[2]?.id_empleado)
    expect(pendingAfter === undefined || pendingAfter !== pendingBefore).toBe(true)
    expect(asError(await refusedUnchanged(409, () => post("/cerrar-proyecto-clima", { id_proyecto: project }, reviewer))).message).toBe(rm.pendientes)
    const closed = await post("/cerrar-proyecto-clima", { id_proyecto: project, confirmar: "1" }, reviewer)
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect((closed.body as { result: Body }).result.estado).toBe("Cerrado")
    expect(await rows(`SELECT token_hash FROM clima_tokens WHERE id_proyecto = ${project}`)).toEqual([])
    const [stored] = await rows<{ f_proxima_evaluacion: unknown; f_cierre: unknown }>(`SELECT f_proxima_evaluacion, f_cierre FROM proyectos_clima WHERE id_proyecto = ${project}`)
    expect(stored?.f_cierre).not.toBeNull()
    expect(asError(await refusedUnchanged(409, () => post("/recordar-clima", { id_proyecto: project }, reviewer))).message).toBe(rm.soloAplicacion)
  })
})
