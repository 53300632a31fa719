import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { competencyMessages } from "../../domain/competencias/competencies"
import { levelMessages } from "../../domain/competencias/niveles-competencias-tecnicas"
import { sectionMessages } from "../../domain/organizacion/gestionar-puestos-sections"
import { call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Competencias (issue 16, deliverables 1-4) on both dialects: the levels' scale (a value belongs
// to one level, a level a puesto expects is not deleted, at least two levels remain), the three
// catalogues over one table (each resource sees its own type only and answers to its own key,
// one descriptor per stored level), and what a puesto expects (weights adding up to 100 per type,
// no competency twice, operative ones on Operativo puestos only), edited by COM250 and by the job
// profile's competency tab in the same rows, inside the caller's companies. The demo's four
// levels (values 1-4) and its puestos are the starting point; the test's own records use 91xx.

type Body = Record<string, unknown>

interface Expected {
  readonly tipo: string
  readonly id_competencia: number
  readonly id_nivel_esperado: number
  readonly valor_esperado: number
  readonly peso: number
}

const descriptors = (levels: ReadonlyArray<number>) => levels.map((id_nivel) => ({ id_nivel, conducta: `Conducta del nivel ${id_nivel}` }))

describe.each(dialects)("Competencias on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let com100 = ""
  let company1Only = ""
  let levels: ReadonlyArray<number> = []
  /** An Operativo puesto and an Administrativo one of company 1, a puesto of company 2. */
  let operative = ""
  let office = ""
  let otherCompany = ""

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const ok = async (path: string, body: Body, token = admin) => {
    const answer = await post(path, body, token)
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
    return (answer.body as { result: Body }).result
  }
  /** A refusal with its message, and not one table changed. */
  const refused = async (path: string, body: Body, status: number, message: string, token = admin) => {
    const before = await checksums(t.server, ["sesiones"])
    const answer = await post(path, body, token)
    expectRefusal(path, answer, [status])
    const text = [String((answer.body as Body).message), ...(((answer.body as Body).detalles as ReadonlyArray<string> | undefined) ?? [])].join(" | ")
    expect(text).toContain(message)
    expect(await checksums(t.server, ["sesiones"])).toEqual(before)
  }
  const expected = async (id_empresa: number, id_puesto: string, token = admin) =>
    ((await ok("/get-competencias-puesto", { id_empresa, id_puesto }, token)).competencias as ReadonlyArray<Expected>).map((c) => ({
      tipo: c.tipo,
      id_competencia: c.id_competencia,
      id_nivel_esperado: c.id_nivel_esperado,
      valor_esperado: c.valor_esperado,
      peso: c.peso,
    }))

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "com100@demo.mx", password: "Prueba.Com100-2026", group: "COM100", keys: ["COM100"], role: "GLOBAL" })
    await createUser(t.server, { email: "com250@demo.mx", password: "Prueba.Com250-2026", group: "COM250", keys: ["COM250"], role: "EMPRESA1" })
    com100 = (await signIn(t.url, "com100@demo.mx", "Prueba.Com100-2026")).token
    company1Only = (await signIn(t.url, "com250@demo.mx", "Prueba.Com250-2026")).token
    levels = (await sqlOf(t.server, (sql) => sql<{ id_nivel: number | string }>`SELECT id_nivel FROM niveles_competencia ORDER BY valor`)).map((r) => Number(r.id_nivel))
    const pick = async (company: number, tipo: string) =>
      String(
        (await sqlOf(t.server, (sql) => sql<{ id: string }>`SELECT MIN(id_puesto) AS id FROM puestos WHERE id_empresa = ${company} AND tipo_puesto = ${tipo}`))[0]?.id,
      )
    operative = await pick(1, "O")
    office = await pick(1, "A")
    otherCompany = await pick(2, "A")
  })

  it("keeps one value per level and lists the scale in value order", async () => {
    expect(levels).toHaveLength(4)
    const list = await get("/niveles-competencias")
    expect(list.status).toBe(200)
    const rows = (list.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    expect(rows.map((r) => r.valor)).toEqual([1, 2, 3, 4])
    await refused("/niveles-competencias", { id_nivel: 9101, n_nivel: "Repetido", valor: 2, descripcion: null, orden: null }, 409, levelMessages.valorRepetido)
    await refused("/niveles-competencias", { id_nivel: 9101, n_nivel: "Fuera de escala", valor: 11, descripcion: null, orden: null }, 400, "Valor")
    await ok("/niveles-competencias", { id_nivel: 9101, n_nivel: "Maestro", valor: 9, descripcion: "Nivel de prueba", orden: 9 })
    await refused("/niveles-competencias/9101", { _method: "PUT", id_nivel: 9101, n_nivel: "Maestro", valor: 1, descripcion: null, orden: 9 }, 409, levelMessages.valorRepetido)
    // Not expected by any puesto: it goes.
    expect((await post("/niveles-competencias/9101", { _method: "DELETE" })).status).toBe(200)
  })

  it("refuses to delete a level a puesto expects", async () => {
    const used = Number((await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_nivel_esperado) AS id FROM puestos_competencias`))[0]?.id)
    await refused(`/niveles-competencias/${used}`, { _method: "DELETE" }, 409, levelMessages.nivelEnUso)
  })

  it("stores a competency with one descriptor per level, and each catalogue sees only its own type", async () => {
    const org = {
      id_competencia: 9101,
      n_competencia: "Pensamiento estratégico",
      definicion: "Anticipa escenarios y orienta las decisiones al largo plazo.",
      activo: "1",
      descriptores: descriptors(levels),
    }
    await refused("/competencias-organizacionales", { ...org, descriptores: descriptors(levels.slice(0, 3)) }, 400, competencyMessages.cadaNivel)
    await refused("/competencias-organizacionales", { ...org, descriptores: [] }, 400, competencyMessages.cadaNivel)
    await refused("/competencias-organizacionales", { ...org, n_competencia: "  " }, 400, competencyMessages.nombre)
    const stored = await ok("/competencias-organizacionales", org)
    expect(stored).toMatchObject({ id_competencia: 9101, tipo: "ORG", definicion: org.definicion, niveles_descritos: 4 })
    expect((stored.descriptores as ReadonlyArray<Body>).map((d) => d.id_nivel)).toEqual(levels)
    const letter = await sqlOf(t.server, (sql) => sql<{ tipo: string }>`SELECT tipo FROM competencias WHERE id_competencia = 9101`)
    expect(letter[0]?.tipo).toBe("O")

    const tec = { id_competencia: 9102, n_competencia: "Formación de instructores", definicion: "Diseña e imparte cursos.", id_area: 3, clave_conocer: "ec0217", activo: "1", descriptores: descriptors(levels) }
    await refused("/competencias-tecnicas", { ...tec, clave_conocer: "X0217" }, 400, competencyMessages.conocer)
    // The clave is the table's key: taken by the organizacional, whatever the type.
    await refused("/competencias-tecnicas", { ...tec, id_competencia: 9101 }, 409, "La clave ingresada ya se encuentra registrada")
    expect(await ok("/competencias-tecnicas", tec)).toMatchObject({ tipo: "TEC", clave_conocer: "EC0217", n_area: "Recursos Humanos" })
    const ope = {
      id_competencia: 9103,
      n_competencia: "Arranque de línea",
      definicion: "Arranca la línea conforme a la lista de verificación.",
      id_nivel_puesto: 6,
      peso_default: 25,
      criterio_evaluacion: "Observación del arranque",
      activo: "1",
      descriptores: descriptors(levels),
    }
    expect(await ok("/competencias-operativas", ope)).toMatchObject({ tipo: "OPE", peso_default: 25, n_nivel_puesto: "Operativo y auxiliar" })

    // The fixed filter: another type's clave is not there.
    expect((await get("/competencias-tecnicas/9101")).status).toBe(404)
    await refused("/competencias-tecnicas/9101", { _method: "DELETE" }, 404, "")
    const orgList = (await get("/competencias-organizacionales?por_pagina=100")).body as { result: { registros: ReadonlyArray<Body> } }
    expect(orgList.result.registros.every((r) => r.tipo === "ORG")).toBe(true)
    expect(orgList.result.registros.map((r) => r.id_competencia)).toContain(9101)
    expect(orgList.result.registros.map((r) => r.id_competencia)).not.toContain(9102)
    // The demo's model: 8 organizacionales, 12 técnicas, 6 operativas besides the test's own.
    const total = async (resource: string) => ((await get(`/${resource}`)).body as { result: { total: number } }).result.total
    expect(await total("competencias-organizacionales")).toBe(9)
    expect(await total("competencias-tecnicas")).toBe(13)
    expect(await total("competencias-operativas")).toBe(7)
  })

  it("guards each catalogue with its own key", async () => {
    expect((await get("/competencias-organizacionales", com100)).status).toBe(200)
    for (const path of ["/competencias-tecnicas", "/competencias-operativas", "/niveles-competencias"]) expect((await get(path, com100)).status, path).toBe(403)
    await refused("/competencias-tecnicas", { id_competencia: 9199, n_competencia: "X", definicion: "X", id_area: null, clave_conocer: null, activo: "1", descriptores: descriptors(levels) }, 403, "", com100)
    await refused("/get-competencias-puesto", { id_empresa: 1, id_puesto: operative }, 403, "", com100)
  })

  it("saves a puesto's grid only when its weights add up to 100 and no competency repeats", async () => {
    const [l1, l2, l3] = levels
    const grid = (filas: ReadonlyArray<Body>, tipo = "ORG", id_puesto = operative) => ({ id_empresa: 1, id_puesto, tipo, filas })
    await refused("/guardar-competencias-puesto", grid([{ id_competencia: 9101, id_nivel_esperado: l3, peso: 60 }, { id_competencia: 1, id_nivel_esperado: l2, peso: 30 }]), 400, sectionMessages.pesos)
    await refused("/guardar-competencias-puesto", grid([{ id_competencia: 9101, id_nivel_esperado: l3, peso: 50 }, { id_competencia: 9101, id_nivel_esperado: l2, peso: 50 }]), 400, sectionMessages.competenciaRepetida)
    await refused("/guardar-competencias-puesto", grid([{ id_competencia: 9102, id_nivel_esperado: l3, peso: 100 }]), 400, sectionMessages.competenciaOtroTipo(1))
    // Unknown competencies and levels are named by their row (one lookup per table, not per row).
    await refused("/guardar-competencias-puesto", grid([{ id_competencia: 1, id_nivel_esperado: l2, peso: 50 }, { id_competencia: 9999, id_nivel_esperado: l2, peso: 50 }]), 400, "Renglón 2: la competencia no existe")
    await refused("/guardar-competencias-puesto", grid([{ id_competencia: 1, id_nivel_esperado: 999_999, peso: 100 }]), 400, "Renglón 1: el nivel esperado no existe")
    await refused("/guardar-competencias-puesto", grid([{ id_competencia: 9103, id_nivel_esperado: l1, peso: 100 }], "OPE", office), 400, sectionMessages.soloOperativo)
    const saved = await ok("/guardar-competencias-puesto", grid([{ id_competencia: 9101, id_nivel_esperado: l3, peso: 60 }, { id_competencia: 1, id_nivel_esperado: l2, peso: 40 }]))
    expect((saved.competencias as ReadonlyArray<Expected>).filter((c) => c.tipo === "ORG").map((c) => [c.id_competencia, c.valor_esperado, c.peso])).toEqual([
      [9101, 3, 60],
      [1, 2, 40],
    ])
    // The other types kept their rows: a save replaces its own grid only.
    const now = await expected(1, operative)
    expect(now.filter((c) => c.tipo === "TEC").reduce((s, c) => s + c.peso, 0)).toBe(100)
    expect(now.filter((c) => c.tipo === "OPE").length).toBeGreaterThan(0)
    await ok("/guardar-competencias-puesto", grid([{ id_competencia: 9103, id_nivel_esperado: l2, peso: 100 }], "OPE"))
  })

  it("shares its rows with the job profile's competency tab", async () => {
    const [, l2, l3, l4] = levels
    const tab = await ok("/get-info-puesto-competencias-organizacionales", { id_puesto: operative })
    expect(tab.competencias).toEqual([
      { id_competencia: 9101, id_nivel_esperado: l3, peso: 60 },
      { id_competencia: 1, id_nivel_esperado: l2, peso: 40 },
    ])
    await ok("/store-info-puesto-competencias-organizacionales", {
      id_puesto: operative,
      competencias: [
        { id_competencia: 9101, id_nivel_esperado: l4, peso: 50 },
        { id_competencia: 1, id_nivel_esperado: l2, peso: 50 },
      ],
    })
    expect((await expected(1, operative)).filter((c) => c.tipo === "ORG")).toEqual([
      { tipo: "ORG", id_competencia: 9101, id_nivel_esperado: l4, valor_esperado: 4, peso: 50 },
      { tipo: "ORG", id_competencia: 1, id_nivel_esperado: l2, valor_esperado: 2, peso: 50 },
    ])
  })

  it("exports what the company's puestos expect as a real xlsx, inside the caller's companies", async () => {
    const download = (body: Body, token = admin) =>
      fetch(`${t.url}/api/exportar-competencias-puesto`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
    const response = await download({ id_empresa: 1, id_puesto: operative })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]
    const rows: Array<ReadonlyArray<unknown>> = []
    sheet?.eachRow((row) => rows.push((row.values as ReadonlyArray<unknown>).slice(1)))
    expect(rows[1]).toEqual(["Clave", "Puesto", "Tipo", "Competencia", "Nivel esperado", "Valor", "Peso"])
    const stored = await expected(1, operative)
    // One row per expectation, the puesto's clave first, weights as numbers.
    expect(rows.slice(2).map((r) => [r[0], r[5], r[6]])).toEqual(stored.map((c) => [operative, c.valor_esperado, c.peso]))
    expect(rows.slice(2).map((r) => r[2])).toContain("Competencias organizacionales")
    // The whole company: every active puesto, the chosen one among them.
    const all = await download({ id_empresa: 1 })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await all.arrayBuffer())
    const claves = new Set<unknown>()
    book.worksheets[0]?.eachRow((row, n) => {
      if (n > 2) claves.add(row.getCell(1).value)
    })
    expect(claves.has(operative)).toBe(true)
    expect(claves.has(otherCompany)).toBe(false)
    // Another company's puestos stay out of reach, and so does a puesto the company lacks.
    await refused("/exportar-competencias-puesto", { id_empresa: 2 }, 403, "", company1Only)
    await refused("/exportar-competencias-puesto", { id_empresa: 1, id_puesto: otherCompany }, 404, "El puesto no existe")
  })

  it("answers only puestos of the caller's companies", async () => {
    expect((await expected(1, operative, company1Only)).length).toBeGreaterThan(0)
    await refused("/get-competencias-puesto", { id_empresa: 2, id_puesto: otherCompany }, 403, "", company1Only)
    await refused("/guardar-competencias-puesto", { id_empresa: 2, id_puesto: otherCompany, tipo: "ORG", filas: [] }, 403, "", company1Only)
    // A puesto named under a company it is not of.
    await refused("/get-competencias-puesto", { id_empresa: 1, id_puesto: otherCompany }, 404, "El puesto no existe")
  })

  it("keeps a competency a puesto expects, and at least two levels", async () => {
    await refused("/competencias-organizacionales/9101", { _method: "DELETE" }, 409, competencyMessages.enUso)
    // Unused, it goes with its descriptors.
    expect((await post("/competencias-tecnicas/9102", { _method: "DELETE" })).status).toBe(200)
    expect(await sqlOf(t.server, (sql) => sql`SELECT 1 AS x FROM competencias_descriptores WHERE id_competencia = 9102`)).toHaveLength(0)
    // With no puesto expecting anything, levels go until two are left.
    await sqlOf(t.server, (sql) => sql`DELETE FROM puestos_competencias`)
    // Nor a level someone was assessed at (the demo's assessments, COM300): the history keeps it.
    const assessed = Number((await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_nivel_evaluado) AS id FROM evaluaciones_competencia`))[0]?.id)
    await refused(`/niveles-competencias/${assessed}`, { _method: "DELETE" }, 409, levelMessages.nivelEvaluado)
    await sqlOf(t.server, (sql) => sql`DELETE FROM necesidades_capacitacion`)
    // The demo evaluation cycle's operative evaluations keep the levels expected and given, and
    // a question of an evaluation instrument its competency.
    await sqlOf(t.server, (sql) => sql`UPDATE eva_evaluaciones_operativas_niveles SET id_evaluacion = NULL`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM evaluaciones_competencia`)
    const [operative] = await sqlOf(t.server, (sql) => sql<{ nivel: number | string; competencia: number | string }>`
      SELECT id_nivel_esperado AS nivel, id_competencia AS competencia FROM eva_evaluaciones_operativas_niveles ORDER BY id_evaluacion_operativa LIMIT 1`)
    expect(operative).toBeDefined()
    await refused(`/niveles-competencias/${Number(operative?.nivel)}`, { _method: "DELETE" }, 409, levelMessages.nivelEvaluado)
    await refused(`/competencias-operativas/${Number(operative?.competencia)}`, { _method: "DELETE" }, 409, competencyMessages.evaluada)
    await sqlOf(t.server, (sql) => sql`DELETE FROM eva_evaluaciones_operativas_niveles`)
    const [asked] = await sqlOf(t.server, (sql) => sql<{ id: number | string; tipo: string }>`
      SELECT c.id_competencia AS id, c.tipo FROM eva_encuestas_preguntas p JOIN competencias c ON c.id_competencia = p.id_competencia WHERE c.tipo = 'P' LIMIT 1`)
    await refused(`/competencias-operativas/${Number(asked?.id)}`, { _method: "DELETE" }, 409, competencyMessages.enEncuesta)
    const [, , l3, l4] = levels
    expect((await post(`/niveles-competencias/${l4}`, { _method: "DELETE" })).status).toBe(200)
    expect((await post(`/niveles-competencias/${l3}`, { _method: "DELETE" })).status).toBe(200)
    await refused(`/niveles-competencias/${levels[1]}`, { _method: "DELETE" }, 409, levelMessages.minimoNiveles)
  })
})
