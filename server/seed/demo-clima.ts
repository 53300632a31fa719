import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { twoYearsAfter } from "../../domain/rules/nom035-scope"
import { newToken, tokenHash } from "../auth/token"
import { headcountOn } from "../clima-laboral/proyectos-headcount"
import { drawParticipants, projectFacts } from "../clima-laboral/empleados-depto-participants"
import { projectScopeLevels } from "../clima-laboral/planes-accion-levels"
import { scoreProject, scoredGuide } from "../clima-laboral/reporte-calificaciones-scores"
import { isoDaysFrom, mexicoToday } from "../dates"
import { insertGeneratedAnswers } from "./clima-answers"
import { seededActionPlan } from "./clima-action-plan"
import { climaProjectRow } from "./clima-project-row"

// The demo's Clima laboral projects (CLI200, CLI210): one per demo work centre. The first centre's
// is in application, its participants drawn (a sample stratified by sex when the centre has more
// than 50 workers) and most of them invited, by mail (each with a link nobody knows: only its hash
// is stored) or through the kiosk, none answered yet. Every centre's evaluation of last year is
// closed (its links destroyed, its next evaluation two years after it closed) with nine in ten of
// its participants' answers, generated (server/seed/clima-answers.ts) and scored, so CLI230 shows
// results and suppresses the departments of fewer than five, with its action plan (the first
// centre's results published). Every other centre has a draft for
// this year, and the first centre's draft is inserted last, so the list's first row is a draft of
// a centre with people.

interface Centre {
  readonly id_centro_trabajo: number | string
  readonly id_empresa: number | string
  readonly n_centro_trabajo: string
}

export const seedDemoClima = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = isoDaysFrom(mexicoToday(nowMs))
    const stamp = new Date(nowMs).toISOString()
    const centres = yield* sql<Centre>`SELECT id_centro_trabajo, id_empresa, n_centro_trabajo FROM centros_trabajo ORDER BY id_centro_trabajo LIMIT 12`
    if (centres.length === 0) return

    const insert = (c: Centre, n_proyecto: string, f_inicio: string, f_fin: string, estado: string, extra: Record<string, unknown> = {}) =>
      Effect.gen(function* () {
        const workers = yield* headcountOn(Number(c.id_centro_trabajo), f_inicio)
        const sampling = workers > 50 && estado !== "Borrador"
        const project = climaProjectRow({ n_proyecto, id_empresa: Number(c.id_empresa), id_centro_trabajo: Number(c.id_centro_trabajo), f_inicio, f_fin, workers, sampling, estado, user: "admin@demo.mx", f_alta: stamp, f_modificacion: stamp })
        const [row] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO proyectos_clima ${sql.insert({ ...project, ...extra })} RETURNING id_proyecto`
        return Number(row?.id_proyecto)
      })
    const draw = (id: number, seed: number) =>
      Effect.gen(function* () {
        const facts = yield* projectFacts(id)
        if (facts === undefined) return 0
        return yield* drawParticipants(facts, seed).pipe(Effect.catchAll(() => Effect.succeed(0)))
      })

    const [first] = centres as [Centre]
    const year = day(0).slice(0, 4)

    // Last year's evaluation of every centre, closed: participants drawn and invited, nine in ten
    // answered (their Guía II or III answers generated, anonymous, and scored as closing scores
    // them); the links are gone.
    const closedEvaluation = (c: Centre, i: number) =>
      Effect.gen(function* () {
      const closed = yield* insert(c, `NOM-035 ${Number(year) - 1} ${c.n_centro_trabajo}`, day(-370), day(-340), "Cerrado", {
        f_cierre: day(-335),
        f_proxima_evaluacion: twoYearsAfter(day(-335)),
      })
      yield* draw(closed, 20_241_001 + i)
      yield* sql`UPDATE clima_participantes SET medio = 'Correo', envios = 1, f_invitacion = ${stamp} WHERE id_proyecto = ${closed}`
      const [project] = yield* sql<{ guias: string }>`SELECT guias FROM proyectos_clima WHERE id_proyecto = ${closed}`
      const guia = scoredGuide(project?.guias ?? "I")
      if (guia === null) return
      const people = yield* sql<{ id_empleado: number | string; id_depto: number | string }>`
        SELECT id_empleado, id_depto FROM clima_participantes WHERE id_proyecto = ${closed} ORDER BY id_depto, id_empleado`
      const answered = people.filter((_, k) => k % 10 !== 9)
      if (answered.length === 0) return
      yield* sql`UPDATE clima_participantes SET respondio = '1' WHERE id_proyecto = ${closed} AND ${sql.in("id_empleado", answered.map((p) => Number(p.id_empleado)))}`
      const perDept = new Map<number, number>()
      for (const p of answered) perDept.set(Number(p.id_depto), (perDept.get(Number(p.id_depto)) ?? 0) + 1)
      const plan = [...perDept.entries()].map(([id_depto, respuestas]) => ({ id_depto, respuestas }))
      yield* insertGeneratedAnswers(closed, guia, plan, 35_000 + i, day(-350))
      yield* scoreProject(closed, guia)
      // Its action plan (CLI240): an action for every scope at Medio or worse, an evaluación
      // específica where Muy alto, some done; the first centre's results are then published.
      const [owner] = yield* sql<{ id_empleado: number | string }>`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${closed} ORDER BY id_empleado LIMIT 1`
      if (owner === undefined) return
      const levels = yield* projectScopeLevels(closed)
      const actions = seededActionPlan(closed, levels, { id_responsable: Number(owner.id_empleado), user: "admin@demo.mx", stamp }, day, -330)
      if (actions.length > 0) yield* sql`INSERT INTO clima_acciones ${sql.insert(actions)}`
      if (i === 0) yield* sql`UPDATE proyectos_clima SET estado = 'Resultados publicados' WHERE id_proyecto = ${closed}`
      })
    // The first centre's first (its project 1), then this year's in application (project 2, the
    // one the browser tests open), then the other centres'.
    yield* closedEvaluation(first, 0)

    // This year's evaluation of the first centre, in application: most participants invited.
    const open = yield* insert(first, `NOM-035 ${year} ${first.n_centro_trabajo}`, day(-5), day(25), "En aplicación")
    yield* draw(open, 20_260_315)
    const drawn = yield* sql<{ id_empleado: number | string }>`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${open} ORDER BY id_empleado`
    const ids = drawn.map((d) => Number(d.id_empleado))
    const byMail = ids.filter((_, i) => i % 5 < 3)
    const byKiosk = ids.filter((_, i) => i % 5 === 3)
    if (byMail.length > 0) {
      yield* sql`UPDATE clima_participantes SET medio = 'Correo', envios = 1, f_invitacion = ${stamp} WHERE id_proyecto = ${open} AND id_empleado IN ${sql.in(byMail)}`
      yield* sql`INSERT INTO clima_tokens ${sql.insert(byMail.map((id_empleado) => ({ token_hash: tokenHash(newToken()), id_proyecto: open, id_empleado, f_expira: day(25), f_uso: null })))}`
    }
    if (byKiosk.length > 0) {
      yield* sql`UPDATE clima_participantes SET medio = 'Kiosko', envios = 1, f_invitacion = ${stamp} WHERE id_proyecto = ${open} AND id_empleado IN ${sql.in(byKiosk)}`
    }

    for (const [i, c] of centres.entries()) if (i > 0) yield* closedEvaluation(c, i)

    // A draft for every other centre, then the first centre's next one.
    for (const c of [...centres.slice(1)].reverse()) yield* insert(c, `NOM-035 ${year} ${c.n_centro_trabajo}`, day(30), day(60), "Borrador")
    yield* insert(first, `NOM-035 ${year} ${first.n_centro_trabajo} (segunda aplicación)`, day(60), day(90), "Borrador")
  })
