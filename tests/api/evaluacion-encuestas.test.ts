import { beforeAll, describe, expect, it } from "vitest"
import { surveyMessages as m } from "../../domain/evaluacion/encuestas-vocabulary"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// EVA100 Encuestas on both dialects: a save is its clave's next version; every refusal of the
// builder (sections, questions, competencies by the instrument's kind) is a Spanish 4xx that
// stores nothing; an instrument a published project uses is locked (no update, by the resource or
// /guardar-encuesta, and no delete) while its duplicate saves as a new version; desactivar takes
// it out of /get-encuestas. The lock reads EVA150's eva_proyectos when it exists, and locks
// nothing without it.

type Body = Record<string, unknown>

describe.each(dialects)("Evaluación encuestas on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const competency = { O: 0, T: 0, P: 0 }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    for (const tipo of ["O", "T", "P"] as const) {
      const [c] = await rows<{ id_competencia: number }>(`SELECT id_competencia FROM competencias WHERE tipo = '${tipo}' AND activo = '1' ORDER BY id_competencia LIMIT 1`)
      competency[tipo] = Number(c?.id_competencia)
    }
  })

  const survey = (extra: Body = {}): Body => ({
    clave: "eva-prueba",
    n_encuesta: "Encuesta de prueba",
    tipo: "360",
    instrucciones: null,
    escala_1: "Nunca",
    escala_2: "Rara vez",
    escala_3: "A veces",
    escala_4: "Casi siempre",
    escala_5: "Siempre",
    secciones: [{ titulo: "Liderazgo" }, { titulo: "Comentarios" }],
    preguntas: [
      { seccion: 1, texto: "Comunica los objetivos del equipo", tipo: "Escala", id_competencia: competency.O, obligatoria: "1", peso: 2 },
      { seccion: 1, texto: "Domina las herramientas de su puesto", tipo: "Escala", id_competencia: competency.T, obligatoria: "1", peso: 1 },
      { seccion: 2, texto: "¿Qué podría mejorar?", tipo: "Abierta", id_competencia: null, obligatoria: "0", peso: 0 },
    ],
    ...extra,
  })
  const resultOf = (a: Answer) => (a.body as { result: Body }).result

  const refused = async (label: string, status: number, message: string, send: () => Promise<Answer>) => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await send()
    expectRefusal(label, answer, [status])
    expect(answer.status, label).toBe(status)
    // The platform's 400 of a payload says "La solicitud no es válida" and lists each problem.
    const error = asError(answer)
    expect([error.message, ...(error.detalles ?? [])], `${label}: ${JSON.stringify(answer.body)}`).toContain(message)
    expect(await checksums(t.server, ["auditoria"]), label).toEqual(before)
  }

  it("numbers a clave's versions, reads back the sections and questions, and lists them", async () => {
    const first = await post("/encuestas-evaluacion", survey())
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(resultOf(first)).toMatchObject({ clave: "EVA-PRUEBA", version: 1, num_preguntas: 3, activo: "1" })
    const second = await post("/guardar-encuesta", survey({ n_encuesta: "Encuesta de prueba, segunda" }))
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(resultOf(second)).toMatchObject({ clave: "EVA-PRUEBA", version: 2 })
    const id = Number(resultOf(second).id_encuesta)
    const read = await call(t.url, `/api/encuestas-evaluacion/${id}`, { token: admin })
    expect(resultOf(read).secciones).toEqual([{ titulo: "Liderazgo" }, { titulo: "Comentarios" }])
    expect((resultOf(read).preguntas as ReadonlyArray<Body>).map((p) => [p.seccion, p.tipo, p.peso])).toEqual([
      [1, "Escala", 2],
      [1, "Escala", 1],
      [2, "Abierta", 0],
    ])
    // An update by /guardar-encuesta keeps the clave and the version, whatever the body says.
    const updated = await post("/guardar-encuesta", { ...survey({ clave: "OTRA", n_encuesta: "Renombrada" }), id_encuesta: id })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(resultOf(updated)).toMatchObject({ clave: "EVA-PRUEBA", version: 2, n_encuesta: "Renombrada" })
    const options = await post("/get-encuestas", { tipo: "360" })
    const mine = (options.body as { result: ReadonlyArray<Body> }).result.filter((o) => o.clave === "EVA-PRUEBA")
    expect(mine.map((o) => [o.version, o.bloqueada])).toEqual([
      [2, "0"],
      [1, "0"],
    ])
  })

  it("refuses a broken instrument with its message and stores nothing", async () => {
    const sections = survey().secciones as ReadonlyArray<Body>
    const questions = survey().preguntas as ReadonlyArray<Body>
    await refused("no name", 400, m.nombre, () => post("/encuestas-evaluacion", survey({ n_encuesta: "" })))
    await refused("no sections", 400, "Capture al menos 1 sección", () => post("/encuestas-evaluacion", survey({ secciones: [] })))
    await refused("no questions", 400, "Capture al menos 1 pregunta", () => post("/guardar-encuesta", survey({ preguntas: [] })))
    await refused("a question's section missing", 400, m.seccionInexistente(3, 3), () =>
      post("/encuestas-evaluacion", survey({ preguntas: [...questions.slice(0, 2), { ...questions[2], seccion: 3 }] })),
    )
    await refused("an empty section", 400, m.seccionVacia("Vacía"), () => post("/encuestas-evaluacion", survey({ secciones: [...sections, { titulo: "Vacía" }] })))
    await refused("a 360 without a scale question", 400, m.sinEscala, () =>
      post("/encuestas-evaluacion", survey({ secciones: [{ titulo: "Comentarios" }], preguntas: [{ ...questions[2], seccion: 1 }] })),
    )
    await refused("an operative competency in a 360", 400, m.competenciaNoOperativa(2), () =>
      post("/encuestas-evaluacion", survey({ preguntas: [questions[0], { ...questions[1], id_competencia: competency.P }, questions[2]] })),
    )
    await refused("an organizational competency in an operative instrument", 400, m.competenciaOperativa(1), () => post("/guardar-encuesta", survey({ tipo: "Operativa" })))
    await refused("a competency that does not exist", 400, m.competenciaInactiva(1), () =>
      post("/encuestas-evaluacion", survey({ preguntas: [{ ...questions[0], id_competencia: 999_999 }, ...questions.slice(1)] })),
    )
    await refused("a weight over 100", 400, "Peso debe ser a lo más 100", () =>
      post("/encuestas-evaluacion", survey({ preguntas: [{ ...questions[0], peso: 101 }, ...questions.slice(1)] })),
    )
    await refused("an unknown kind", 400, "El valor de Tipo no es válido", () => post("/encuestas-evaluacion", survey({ tipo: "Otra" })))
    await refused("an update of a folio that does not exist", 404, "El registro no existe", () => post("/guardar-encuesta", { ...survey(), id_encuesta: 999_999 }))
  })

  it("locks an instrument a published project uses, keeps its duplicate free, and deactivates", async () => {
    const saved = await post("/encuestas-evaluacion", survey({ clave: "EVA-LOCK" }))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const id = Number(resultOf(saved).id_encuesta)
    const [company] = await rows<{ id_empresa: number }>("SELECT id_empresa FROM empresas ORDER BY id_empresa LIMIT 1")
    const exists = (await rows<{ name: string }>(
      dialect === "SQLite"
        ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'eva_proyectos'"
        : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'eva_proyectos'",
    )).length > 0
    if (!exists) {
      // EVA150's table is not in this database yet: the lock reads only the columns it needs.
      await rows("CREATE TABLE eva_proyectos (id_proyecto INTEGER PRIMARY KEY, id_encuesta_360 INTEGER, id_encuesta_operativa INTEGER, estado VARCHAR(20) NOT NULL)")
      await rows(`INSERT INTO eva_proyectos (id_proyecto, id_encuesta_360, estado) VALUES (900001, ${id}, 'Borrador')`)
    } else {
      await rows(`INSERT INTO eva_proyectos (id_proyecto, n_proyecto, tipo, id_empresa, f_inicio, f_fin, peso_objetivos, peso_360, peso_operativa, peso_auto, peso_jefe, peso_pares, peso_subordinados, peso_clientes, id_encuesta_360, estado)
        VALUES (900001, 'Prueba de bloqueo', '360', ${Number(company?.id_empresa)}, '2026-01-01', '2026-12-31', 0, 100, 0, 10, 50, 20, 20, 0, ${id}, 'Borrador')`)
    }
    // A draft project names it: still editable, but not deletable.
    expect((await post(`/encuestas-evaluacion/${id}`, { ...survey(), _method: "PUT" })).status).toBe(200)
    await refused("deleting an instrument a project names", 409, m.bloqueadaEliminar, () => post(`/encuestas-evaluacion/${id}`, { _method: "DELETE" }))
    await rows(`UPDATE eva_proyectos SET estado = 'Publicado'${exists ? ", fase_actual = 'Evaluación'" : ""} WHERE id_proyecto = 900001`)
    await refused("updating a locked instrument", 409, m.bloqueada, () => post(`/encuestas-evaluacion/${id}`, { ...survey(), _method: "PUT" }))
    await refused("updating a locked instrument by /guardar-encuesta", 409, m.bloqueada, () => post("/guardar-encuesta", { ...survey(), id_encuesta: id }))
    const listed = (await post("/get-encuestas", {})).body as { result: ReadonlyArray<Body> }
    expect(listed.result.find((o) => o.id_encuesta === id)?.bloqueada).toBe("1")
    const copy = await post("/guardar-encuesta", survey({ clave: "eva-lock", n_encuesta: "Copia para cambiar" }))
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
    expect(resultOf(copy)).toMatchObject({ clave: "EVA-LOCK", version: 2 })

    // Desactivar works on a locked instrument too: the project keeps it, new ones no longer see it.
    expect((await post(`/encuestas-evaluacion/${id}/desactivar`, {})).status).toBe(200)
    await refused("deactivating twice", 409, m.noDesactivable, () => post(`/encuestas-evaluacion/${id}/desactivar`, {}))
    const active = (await post("/get-encuestas", {})).body as { result: ReadonlyArray<Body> }
    expect(active.result.some((o) => o.id_encuesta === id)).toBe(false)
    const all = (await post("/get-encuestas", { incluir_inactivas: "1" })).body as { result: ReadonlyArray<Body> }
    expect(all.result.find((o) => o.id_encuesta === id)?.activo).toBe("0")
    await rows("DELETE FROM eva_proyectos WHERE id_proyecto = 900001")
  })

  it("refuses a bad filter of /get-encuestas in Spanish", async () => {
    const answer = await post("/get-encuestas", { tipo: "Otra" })
    expect(answer.status).toBe(400)
    expect(asError(answer).detalles).toContain(m.tipoFiltro)
  })
})
