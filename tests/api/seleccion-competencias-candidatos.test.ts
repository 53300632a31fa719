import { beforeAll, describe, expect, it } from "vitest"
import { type CompetenciasCandidatos, competenciasCandidatosMessages as m } from "../../domain/seleccion/competencias-candidatos-api"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Competencias de candidatos (guarded by SEL250) on both dialects: the matrix of a vacancy built
// on its puesto's competencies (COM250), the fit % of §6 worked out from the saved levels
// (3/4 at 50, 3/3 at 30, 2/5 at 20 is 75.50 %: the puesto's expectations are set here to that
// example) and the ranking; each refusal with its message and nothing saved (a competency not
// of the puesto, a level outside the scale, the same competency twice, a discarded candidate, a
// vacancy that does not exist). The vacancy and its assignments are the demo's
// (server/seed/demo-entrevistas.ts); the example's puesto and a second candidate are set up
// here by SQL.

type Body = Record<string, unknown>

describe.each(dialects)("Competencias de candidatos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query)).catch((e: unknown) => { throw new Error(`${query}: ${String((e as { cause?: unknown }).cause ?? e)}`) })
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }

  let vacancy = 0
  let first = 0
  let second = 0
  let discarded = 0
  /** The example's three competencies (expected 4, 3 and 5 at 50, 30 and 20) and one not of the puesto. */
  const expected: Array<number> = []
  let foreign = 0
  const levelValue = async (valor: number) => Number((await rows<{ id_nivel: number }>(`SELECT id_nivel FROM niveles_competencia WHERE valor = ${valor}`))[0]?.id_nivel)

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const assignments = await rows<{ id_asignacion: number; id_vacante: number; id_puesto: string; id_proceso: number }>(`
      SELECT a.id_asignacion, a.id_vacante, r.id_puesto, v.id_proceso FROM sel_asignaciones a
      JOIN vacantes v ON v.id_vacante = a.id_vacante JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
      WHERE v.estado = 'Abierta' AND et.tipo NOT IN ('Descartado', 'Contratado')
        AND a.id_vacante = (SELECT MIN(x.id_vacante) FROM sel_asignaciones x JOIN vacantes y ON y.id_vacante = x.id_vacante WHERE y.estado = 'Abierta')
      ORDER BY a.id_asignacion`)
    const [a, b] = assignments
    if (a === undefined || b === undefined) throw new Error("the demo has no vacancy with two candidates in process")
    vacancy = Number(a.id_vacante)
    first = Number(a.id_asignacion)
    second = Number(b.id_asignacion)
    // The puesto expects §6's example: levels 4, 3 and 5 at weights 50, 30 and 20.
    const competencies = await rows<{ id_competencia: number }>(`SELECT id_competencia FROM competencias WHERE tipo = 'O' ORDER BY id_competencia`)
    expected.push(...competencies.slice(0, 3).map((c) => Number(c.id_competencia)))
    foreign = Number(competencies[3]?.id_competencia)
    await rows(`DELETE FROM puestos_competencias WHERE id_puesto = '${a.id_puesto}'`)
    // The demo's scale stops at 4: the example expects a 5, added as the scale's next level.
    if (Number.isNaN(await levelValue(5)))
      await rows(`INSERT INTO niveles_competencia (id_nivel, n_nivel, valor, orden) SELECT MAX(id_nivel) + 1, 'Referente', 5, MAX(id_nivel) + 1 FROM niveles_competencia`)
    const [l4, l3, l5] = [await levelValue(4), await levelValue(3), await levelValue(5)]
    await rows(`INSERT INTO puestos_competencias (id_puesto, tipo, orden, id_competencia, id_nivel_esperado, peso) VALUES
      ('${a.id_puesto}', 'O', 1, ${expected[0]}, ${l4}, 50), ('${a.id_puesto}', 'O', 2, ${expected[1]}, ${l3}, 30), ('${a.id_puesto}', 'O', 3, ${expected[2]}, ${l5}, 20)`)
    await rows(`DELETE FROM sel_competencias_candidato WHERE id_asignacion IN (SELECT id_asignacion FROM sel_asignaciones WHERE id_vacante = ${vacancy})`)
    // A discarded candidate of the same vacancy.
    const [stage] = await rows<{ id_etapa: number }>(`SELECT id_etapa FROM sel_procesos_etapas WHERE id_proceso = ${Number(a.id_proceso)} AND tipo = 'Descartado'`)
    const [free] = await rows<{ id_candidato: number }>(`
      SELECT MIN(id_candidato) AS id_candidato FROM candidatos c WHERE NOT EXISTS (SELECT 1 FROM sel_asignaciones x WHERE x.id_candidato = c.id_candidato AND x.id_vacante = ${vacancy})`)
    await rows(`INSERT INTO sel_asignaciones (id_candidato, id_vacante, id_etapa_actual, f_postulacion, f_etapa, version, f_alta)
      VALUES (${Number(free?.id_candidato)}, ${vacancy}, ${Number(stage?.id_etapa)}, '2026-01-05', '2026-01-06', 1, '2026-01-01T00:00:00Z')`)
    discarded = Number((await rows<{ id: number }>(`SELECT MAX(id_asignacion) AS id FROM sel_asignaciones`))[0]?.id)
  })

  const save = (id_asignacion: number, levels: ReadonlyArray<readonly [number, number]>) =>
    post("/guardar-competencias-candidato", { id_asignacion, competencias: levels.map(([id_competencia, nivel_evaluado]) => ({ id_competencia, nivel_evaluado })) })
  const matrixOf = (answer: Answer) => (answer.body as { result: CompetenciasCandidatos }).result

  it("works out §6's fit from the saved levels and ranks the vacancy's candidates", async () => {
    const saved = await save(first, [
      [expected[0] ?? 0, 3],
      [expected[1] ?? 0, 3],
      [expected[2] ?? 0, 2],
    ])
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const partial = await save(second, [[expected[0] ?? 0, 4]])
    expect(partial.status, JSON.stringify(partial.body)).toBe(200)
    const matrix = matrixOf(await post("/get-competencias-candidatos", { id_vacante: vacancy }))
    expect(matrix.competencias.map((c) => [c.esperado, c.peso])).toEqual([
      [4, 50],
      [3, 30],
      [5, 20],
    ])
    const row = (id: number) => matrix.candidatos.find((c) => c.id_asignacion === id)
    expect(row(first)).toMatchObject({ ajuste: 75.5, evaluadas: 3, total: 3, posicion: 1 })
    // Only the first competency assessed, met: 50 of 100; the others count 0.
    expect(row(second)).toMatchObject({ ajuste: 50, evaluadas: 1, posicion: 2 })
    expect(matrix.candidatos[0]?.id_asignacion).toBe(first)
    expect(row(discarded)?.en_proceso).toBe(false)
  })

  it("refuses each broken save with its message and saves nothing", async () => {
    const notOfPuesto = await refusedUnchanged(400, () => save(first, [[foreign, 3]]))
    expect(asError(notOfPuesto).message).toBe(m.ajena)
    const offScale = await refusedUnchanged(400, () => save(first, [[expected[0] ?? 0, 42]]))
    expect(asError(offScale).message).toBe(m.nivelInvalido)
    const twice = await refusedUnchanged(400, () =>
      save(first, [
        [expected[0] ?? 0, 3],
        [expected[0] ?? 0, 4],
      ]),
    )
    expect(JSON.stringify(asError(twice))).toContain(m.repetida)
    const closed = await refusedUnchanged(409, () => save(discarded, [[expected[0] ?? 0, 3]]))
    expect(asError(closed).message).toBe(m.cerrada)
    const missing = await refusedUnchanged(404, () => save(999_999, [[expected[0] ?? 0, 3]]))
    expect(asError(missing).message).toBe(m.asignacionInexistente)
    const noVacancy = await post("/get-competencias-candidatos", { id_vacante: 999_999 })
    expect(noVacancy.status).toBe(404)
    expect(asError(noVacancy).message).toBe(m.vacanteInexistente)
  })
})
