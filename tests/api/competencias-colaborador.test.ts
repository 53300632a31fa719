import { beforeAll, describe, expect, it } from "vitest"
import { necesidadMessages } from "../../domain/competencias/competencias-colaborador-api"
import { assessmentMessages } from "../../domain/competencias/assessments"
import { call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Competencias por colaborador (issue 16 part 5) on both dialects: a person's puesto (that of the
// position they occupy) with what it expects beside the latest assessment; gap = expected value
// minus assessed value, fulfilment = min(assessed / expected, 1) x 100; the weighted total per
// type; assessments are history (created, never changed); the expectation is the job profile's
// (a change there shows at once); a gap goes to training needs once while open; refusals in
// Spanish leave every table as it was; the person must be in the caller's centres.
// Demo levels: 1 Básico, 2 Intermedio, 3 Avanzado, 4 Experto (value = id).

type Body = Record<string, unknown>

interface Row {
  readonly id_competencia: number
  readonly tipo: string
  readonly id_nivel_esperado: number
  readonly valor_esperado: number
  readonly id_nivel_evaluado: number | null
  readonly valor_evaluado: number | null
  readonly f_evaluacion: string | null
  readonly evaluador: string | null
  readonly origen: string | null
  readonly brecha: number | null
  readonly cumplimiento: number | null
  readonly peso: number
  readonly necesidad_abierta: boolean
}

const todayInMexico = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

const daysFrom = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

describe.each(dialects)("Competencias por colaborador on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let com300 = ""
  let com100 = ""
  /** A person of company 1 with a position, their puesto, an assessor, a person of company 2. */
  let person = 0
  let puesto = ""
  let assessor = 0
  let outside = 0
  const today = todayInMexico()

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const ok = async (path: string, body: Body, token = admin) => {
    const answer = await post(path, body, token)
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
    return (answer.body as { result: Body; message: string })
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
  const standing = async (id_empleado = person, token = admin) => (await ok("/get-competencias-colaborador", { id_empleado }, token)).result as unknown as {
    readonly id_puesto: string
    readonly competencias: ReadonlyArray<Row>
    readonly totales: ReadonlyArray<{ readonly tipo: string; readonly cumplimiento: number | null; readonly evaluadas: number; readonly total: number }>
  }
  const rowOf = async (id_competencia: number) => (await standing()).competencias.find((c) => c.id_competencia === id_competencia)
  const assessment = (over: Body = {}) => ({
    id_empleado: person,
    id_competencia: 1,
    id_nivel_evaluado: 2,
    f_evaluacion: today,
    id_evaluador: assessor,
    evidencia: "Observación en la revisión trimestral",
    ...over,
  })

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "com300@demo.mx", password: "Prueba.Com300-2026", group: "COM300", keys: ["COM300"], role: "EMPRESA1" })
    await createUser(t.server, { email: "com100b@demo.mx", password: "Prueba.Com100-2026", group: "COM100B", keys: ["COM100"], role: "GLOBAL" })
    com300 = (await signIn(t.url, "com300@demo.mx", "Prueba.Com300-2026")).token
    com100 = (await signIn(t.url, "com100b@demo.mx", "Prueba.Com100-2026")).token
    const people = await sqlOf(
      t.server,
      (sql) => sql<{ id_empleado: number | string; id_puesto: string }>`
        SELECT e.id_empleado, po.id_puesto FROM empleados e JOIN posiciones po ON po.id_posicion = e.id_posicion
        WHERE e.activo = '1' AND e.id_empresa = 1 ORDER BY e.id_empleado LIMIT 2`,
    )
    person = Number(people[0]?.id_empleado)
    puesto = String(people[0]?.id_puesto)
    assessor = Number(people[1]?.id_empleado)
    outside = Number((await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = 2 AND activo = '1'`))[0]?.id)
    // The puesto expects Avanzado (3) of competency 1 at weight 60 and Intermedio (2) of 7 at 40.
    await ok("/guardar-competencias-puesto", {
      id_empresa: 1,
      id_puesto: puesto,
      tipo: "ORG",
      filas: [
        { id_competencia: 1, id_nivel_esperado: 3, peso: 60 },
        { id_competencia: 7, id_nivel_esperado: 2, peso: 40 },
      ],
    })
  })

  it("starts from the demo's assessments: half the people, each expected competency assessed twice", async () => {
    // The demo's COM300 records; the demo evaluation cycle's operative answers add their own (origen OPERATIVA).
    const people = await sqlOf(
      t.server,
      (sql) => sql<{ id_empleado: number | string; esperadas: number | string; evaluadas: number | string; minimo: number | string | null }>`
        SELECT e.id_empleado, COUNT(*) AS esperadas,
          SUM(CASE WHEN EXISTS (SELECT 1 FROM evaluaciones_competencia x WHERE x.id_empleado = e.id_empleado AND x.id_competencia = pc.id_competencia AND x.origen <> 'OPERATIVA') THEN 1 ELSE 0 END) AS evaluadas,
          MIN((SELECT COUNT(*) FROM evaluaciones_competencia x WHERE x.id_empleado = e.id_empleado AND x.id_competencia = pc.id_competencia AND x.origen <> 'OPERATIVA')) AS minimo
        FROM empleados e JOIN posiciones po ON po.id_posicion = e.id_posicion JOIN puestos_competencias pc ON pc.id_puesto = po.id_puesto
        WHERE e.activo = '1' GROUP BY e.id_empleado`,
    )
    const assessed = people.filter((p) => Number(p.evaluadas) > 0)
    expect(people.length).toBeGreaterThan(10)
    expect(assessed.length).toBe(people.filter((p) => Number(p.id_empleado) % 2 === 0).length)
    for (const p of assessed) expect([Number(p.evaluadas), Number(p.minimo)]).toEqual([Number(p.esperadas), 2])
    const future = await sqlOf(t.server, (sql) => sql`SELECT 1 AS x FROM evaluaciones_competencia WHERE f_evaluacion > ${today}`)
    expect(future).toHaveLength(0)
    // The assessor is the department's head where there is one.
    const withAssessor = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM evaluaciones_competencia WHERE id_evaluador IS NOT NULL`)
    expect(Number(withAssessor[0]?.n)).toBeGreaterThan(0)
  })

  it("reads the person's puesto, its expectations and the gap and fulfilment of the latest assessment", async () => {
    expect((await standing()).id_puesto).toBe(puesto)
    const stored = (await ok("/evaluaciones-competencia", assessment())).result
    expect(stored).toMatchObject({ id_empleado: person, id_competencia: 1, id_nivel_evaluado: 2, n_nivel: "Intermedio", valor: 2, f_evaluacion: today, origen: "MANUAL" })
    expect(await rowOf(1)).toMatchObject({
      tipo: "ORG",
      id_nivel_esperado: 3,
      valor_esperado: 3,
      id_nivel_evaluado: 2,
      valor_evaluado: 2,
      brecha: 1,
      cumplimiento: 66.67,
      peso: 60,
      f_evaluacion: today,
      origen: "MANUAL",
      necesidad_abierta: false,
    })
    expect((await rowOf(1))?.evaluador).toContain(" - ")
    await ok("/evaluaciones-competencia", assessment({ id_competencia: 7, id_nivel_evaluado: 2, id_evaluador: null, evidencia: null }))
    const now = await standing()
    expect(now.competencias.find((c) => c.id_competencia === 7)).toMatchObject({ brecha: 0, cumplimiento: 100, evaluador: null })
    // (60 x 66.67 + 40 x 100) / 100
    expect(now.totales.find((x) => x.tipo === "ORG")).toEqual({ tipo: "ORG", cumplimiento: 80, evaluadas: 2, total: 2 })
  })

  it("keeps every assessment: an older one joins the history without becoming the latest, and none is changed or deleted", async () => {
    const older = (await ok("/evaluaciones-competencia", assessment({ id_nivel_evaluado: 1, f_evaluacion: daysFrom(today, -200) }))).result
    expect((await rowOf(1))?.valor_evaluado).toBe(2)
    const history = (await get(`/evaluaciones-competencia?id_empleado=${person}&id_competencia=1&orden=f_evaluacion&direccion=desc`)).body as {
      result: { registros: ReadonlyArray<Body> }
    }
    expect(history.result.registros.map((r) => [r.f_evaluacion, r.n_nivel])).toEqual([
      [today, "Intermedio"],
      [daysFrom(today, -200), "Básico"],
    ])
    const id = Number(older.id_evaluacion)
    await refused(`/evaluaciones-competencia/${id}`, { _method: "PUT", ...assessment({ id_nivel_evaluado: 4 }) }, 409, assessmentMessages.historial)
    await refused(`/evaluaciones-competencia/${id}`, { _method: "DELETE" }, 409, assessmentMessages.historial)
    // A correction is a new assessment: the same date, a later folio, is the latest.
    await ok("/evaluaciones-competencia", assessment({ id_nivel_evaluado: 2 }))
    expect(await rowOf(1)).toMatchObject({ valor_evaluado: 2, brecha: 1, cumplimiento: 66.67 })
  })

  it("refuses a future date, an unknown level or competency, and a person out of scope, changing nothing", async () => {
    await refused("/evaluaciones-competencia", assessment({ f_evaluacion: daysFrom(today, 1) }), 400, assessmentMessages.fechaFutura)
    await refused("/evaluaciones-competencia", assessment({ id_nivel_evaluado: 999_999 }), 400, assessmentMessages.nivelNoExiste)
    await refused("/evaluaciones-competencia", assessment({ id_competencia: 999_999 }), 400, assessmentMessages.competenciaNoExiste)
    await refused("/evaluaciones-competencia", assessment({ id_evaluador: 999_999_998 }), 400, assessmentMessages.evaluadorNoExiste)
    await refused("/evaluaciones-competencia", assessment({ f_evaluacion: "2026-02-30" }), 400, "Fecha de evaluación no es una fecha válida")
    // The company-1 role: a company-2 person is outside its centres.
    await refused("/evaluaciones-competencia", assessment({ id_empleado: outside }), 403, "", com300)
    await refused("/get-competencias-colaborador", { id_empleado: outside }, 403, "", com300)
    await refused("/enviar-necesidad-capacitacion", { id_empleado: outside, id_competencia: 1 }, 403, "", com300)
    expect((await get(`/evaluaciones-competencia?id_empleado=${outside}`, com300)).body).toMatchObject({ result: { total: 0 } })
    // Another key does not open the page's calls.
    await refused("/get-competencias-colaborador", { id_empleado: person }, 403, "", com100)
    expect((await get("/evaluaciones-competencia", com100)).status).toBe(403)
    // Within its centres the role reads and records.
    expect((await standing(person, com300)).competencias.length).toBeGreaterThan(0)
    const found = (await get("/competencias-colaborador-colaboradores", com300)).body as { result: ReadonlyArray<{ id: string }> }
    expect(found.result.length).toBeGreaterThan(0)
    expect(found.result.map((f) => f.id)).not.toContain(String(outside))
  })

  it("follows the job profile's competency tab at once", async () => {
    // The profile's tab lowers the expectation to Intermedio: no gap left.
    await ok("/store-info-puesto-competencias-organizacionales", {
      id_puesto: puesto,
      competencias: [
        { id_competencia: 1, id_nivel_esperado: 2, peso: 60 },
        { id_competencia: 7, id_nivel_esperado: 2, peso: 40 },
      ],
    })
    expect(await rowOf(1)).toMatchObject({ valor_esperado: 2, brecha: 0, cumplimiento: 100 })
    // And back to Avanzado: the gap of 1 again.
    await ok("/store-info-puesto-competencias-organizacionales", {
      id_puesto: puesto,
      competencias: [
        { id_competencia: 1, id_nivel_esperado: 3, peso: 60 },
        { id_competencia: 7, id_nivel_esperado: 2, peso: 40 },
      ],
    })
    expect(await rowOf(1)).toMatchObject({ valor_esperado: 3, brecha: 1, cumplimiento: 66.67 })
  })

  it("sends a gap to training needs once while it is open", async () => {
    await refused("/enviar-necesidad-capacitacion", { id_empleado: person, id_competencia: 7 }, 409, necesidadMessages.sinBrecha)
    await refused("/enviar-necesidad-capacitacion", { id_empleado: person, id_competencia: 999 }, 409, necesidadMessages.noEsperada)
    const sent = await ok("/enviar-necesidad-capacitacion", { id_empleado: person, id_competencia: 1, comentario: "Curso de liderazgo" }, com300)
    expect(sent.message).toBe(necesidadMessages.enviada)
    expect(sent.result).toMatchObject({ id_empleado: person, id_competencia: 1, brecha: 1, estado: "Abierta" })
    const stored = await sqlOf(
      t.server,
      (sql) => sql<Body>`SELECT id_nivel_esperado, id_nivel_evaluado, brecha, estado, comentario, id_usuario_alta FROM necesidades_capacitacion WHERE id_empleado = ${person} AND id_competencia = 1`,
    )
    expect(stored.map((r) => ({ ...r, brecha: Number(r.brecha), id_nivel_esperado: Number(r.id_nivel_esperado), id_nivel_evaluado: Number(r.id_nivel_evaluado) }))).toEqual([
      { id_nivel_esperado: 3, id_nivel_evaluado: 2, brecha: 1, estado: "Abierta", comentario: "Curso de liderazgo", id_usuario_alta: "com300@demo.mx" },
    ])
    expect((await rowOf(1))?.necesidad_abierta).toBe(true)
    await refused("/enviar-necesidad-capacitacion", { id_empleado: person, id_competencia: 1 }, 409, necesidadMessages.abierta)
  })
})
