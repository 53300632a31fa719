import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"
import { type YesNo, evaluateGuideI, guiaI } from "../../domain/rules/nom035-guia-i"
import type { LikertOption } from "../../domain/rules/nom035-instrument"
import { sampleSize, twoYearsAfter } from "../../domain/rules/nom035-scope"
import { newToken, tokenHash } from "../auth/token"
import { drawParticipants, projectFacts } from "../clima-laboral/empleados-depto-participants"
import { projectScopeLevels } from "../clima-laboral/planes-accion-levels"
import { headcountOn } from "../clima-laboral/proyectos-headcount"
import { scoredGuide, scoresRow } from "../clima-laboral/reporte-calificaciones-scores"
import { isoDaysFrom, mexicoToday } from "../dates"
import { seededActionPlan } from "./clima-action-plan"
import { climaProjectRow } from "./clima-project-row"
import { generatedAnswers } from "./clima-answers"
import { insertInChunks } from "./insert-chunks"
import { seededRandom } from "./position-tree"

// The scale seed's Clima laboral (CLI200–CLI240, NOM-035): every work centre has a project, its
// guides and sample as CLI200 derives them from the centre's headcount on the start day, its
// participants drawn by CLI210's own draw (the sample stratified by sex over 50 workers).
// - Each company's headquarters (its first centre) closed its evaluation two years ago (answered
//   by nine in ten, Guía I by name and Guía II/III anonymously, scored as closing scores them, its action plan made and its results
//   published) and has this year's in application: most participants invited (by mail, each
//   with a link of which only the hash is stored, or through the kiosk), half of them answered.
// - Its other centres, in order, closed their evaluation last year, answered by nine in ten and
//   scored, while the company's share of the answer budget lasts; the rest prepare this year's
//   (Borrador, every other one with its sample already generated). The last centre also has one
//   of this year cancelled (rescheduled).
// Guía II/III answers are generated (server/seed/clima-answers.ts) and cost about 66 item rows
// each, so their total is bounded (answerBudget, split among the companies) whatever the number
// of people: seeding 500,000 people stays minutes, and the results have real data to read.

export const answerBudget = 12_000

/**
 * Guía I as the questionnaire stores it (server/clima-laboral/cuestionario-store.ts storeGuideI):
 * most people lived no acontecimiento traumático severo (all "No" in section I, the rest not
 * asked); one in twenty did, and answers sections II–IV, some of them enough to be referred.
 */
const guideIRows = (id_proyecto: number, people: ReadonlyArray<number>, seed: number, f_respuesta: string) => {
  const random = seededRandom(seed)
  const [first, ...rest] = guiaI
  const opening = first?.items ?? []
  return people.map((id_empleado) => {
    const answers: Record<number, YesNo> = {}
    const lived = random() < 0.05 ? opening[Math.floor(random() * opening.length)]?.numero : undefined
    for (const item of opening) answers[item.numero] = item.numero === lived ? "Sí" : "No"
    if (lived !== undefined) for (const item of rest.flatMap((s) => s.items)) answers[item.numero] = random() < 0.15 ? "Sí" : "No"
    const result = evaluateGuideI(answers)
    return {
      id_proyecto,
      id_empleado,
      f_respuesta,
      respuestas: guiaI.flatMap((s) => s.items.map((i) => (answers[i.numero] === "Sí" ? "S" : answers[i.numero] === "No" ? "N" : "-"))).join(""),
      si_seccion_i: result.si[0],
      si_seccion_ii: result.si[1],
      si_seccion_iii: result.si[2],
      si_seccion_iv: result.si[3],
      requiere_valoracion: result.requiereValoracion ? "1" : "0",
    }
  })
}

interface Centre {
  readonly id_centro_trabajo: number
  readonly id_empresa: number
  readonly n_centro_trabajo: string
}

export const seedScaleClima = (nowMs: number, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = isoDaysFrom(mexicoToday(nowMs))
    const stamp = new Date(nowMs).toISOString()
    const year = Number(day(0).slice(0, 4))
    const stampOf = (d: string) => `${d}T15:00:00.000Z`
    const centres = (yield* sql<{ id_centro_trabajo: number | string; id_empresa: number | string; n_centro_trabajo: string }>`
      SELECT id_centro_trabajo, id_empresa, n_centro_trabajo FROM centros_trabajo ORDER BY id_empresa, id_centro_trabajo`).map(
      (c): Centre => ({ id_centro_trabajo: Number(c.id_centro_trabajo), id_empresa: Number(c.id_empresa), n_centro_trabajo: c.n_centro_trabajo }),
    )
    const byCompany = new Map<number, Array<Centre>>()
    for (const c of centres) byCompany.set(c.id_empresa, [...(byCompany.get(c.id_empresa) ?? []), c])
    const counts = { proyectosClima: 0, participantesClima: 0, respuestasClima: 0, accionesClima: 0 }

    /** A project as CLI200 saves it: headcount on the start, guides, sample and anonymity derived. */
    const insert = (c: Centre, n_proyecto: string, f_inicio: string, f_fin: string, estado: string, sampled: boolean, extra: Record<string, unknown> = {}) =>
      Effect.gen(function* () {
        const workers = yield* headcountOn(c.id_centro_trabajo, f_inicio)
        const sampling = sampled && workers > 50
        const project = climaProjectRow({ n_proyecto, id_empresa: c.id_empresa, id_centro_trabajo: c.id_centro_trabajo, f_inicio, f_fin, workers, sampling, estado, user, f_alta: stampOf(f_inicio), f_modificacion: stamp })
        const guias = project.guias
        const [row] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO proyectos_clima ${sql.insert({ ...project, ...extra })} RETURNING id_proyecto`
        counts.proyectosClima += 1
        return { id: Number(row?.id_proyecto), workers, guias, tamano: sampling ? sampleSize(workers) : workers }
      })
    /** CLI210's draw with a seed (refused, as the server would, when nobody is eligible). */
    const draw = (id: number, seed: number) =>
      Effect.gen(function* () {
        const facts = yield* projectFacts(id)
        if (facts === undefined) return 0
        const n = yield* drawParticipants(facts, seed).pipe(Effect.catchAll(() => Effect.succeed(0)))
        counts.participantesClima += n
        return n
      })
    /**
     * The answers of the participants marked answered: each one's Guía I (nominal, stored as the
     * questionnaire stores it) and, by department, the anonymous Guía II or III answers, scored
     * as the questionnaire stores them or as closing scores them.
     */
    const answer = (id: number, guias: string, seed: number, f_respuesta: string) =>
      Effect.gen(function* () {
        const answered = yield* sql<{ id_empleado: number | string; id_depto: number | string }>`
          SELECT id_empleado, id_depto FROM clima_participantes WHERE id_proyecto = ${id} AND respondio = '1' ORDER BY id_depto, id_empleado`
        yield* insertInChunks("clima_guia_i", guideIRows(id, answered.map((p) => Number(p.id_empleado)), seed, f_respuesta))
        const guia = scoredGuide(guias)
        if (guia === null) return
        const perDept = new Map<number, number>()
        for (const p of answered) perDept.set(Number(p.id_depto), (perDept.get(Number(p.id_depto)) ?? 0) + 1)
        const plan = [...perDept.entries()].map(([id_depto, respuestas]) => ({ id_depto, respuestas }))
        const rows = generatedAnswers(id, guia, plan, seed, f_respuesta)
        yield* insertInChunks("clima_respuestas", rows.respuestas)
        yield* insertInChunks("clima_respuestas_reactivos", rows.reactivos)
        // Each answer's scores as the questionnaire stores them beside it (and closing would):
        // worked out from the rows in hand rather than read back.
        const items = new Map<unknown, Record<number, LikertOption>>()
        for (const r of rows.reactivos) {
          const held = items.get(r.id_respuesta) ?? {}
          held[Number(r.numero)] = r.opcion as LikertOption
          items.set(r.id_respuesta, held)
        }
        const instrument = instrumentOf(guia)
        yield* insertInChunks(
          "clima_puntajes",
          rows.respuestas.map((r) =>
            scoresRow(String(r.id_respuesta), id, instrument, {
              respuestas: items.get(r.id_respuesta) ?? {},
              compuertas: { atiende_clientes: r.atiende_clientes === "1" ? "1" : "0", es_jefe: r.es_jefe === "1" ? "1" : "0" },
            }),
          ),
        )
        counts.respuestasClima += rows.respuestas.length
      })

    /**
     * An evaluation closed as CLI220 closes one: everyone invited, nine in ten answered (Guía II or
     * III; a Guía I-only project answers nothing anonymous), the answers scored, no links left.
     */
    const closedEvaluation = (c: Centre, label: number, start: number, estado: "Cerrado" | "Resultados publicados", seed: number) =>
      Effect.gen(function* () {
        const f_cierre = day(start + 33)
        const project = yield* insert(c, `NOM-035 ${label} ${c.n_centro_trabajo}`, day(start), day(start + 28), "Cerrado", true, {
          f_cierre,
          f_proxima_evaluacion: twoYearsAfter(f_cierre),
          f_modificacion: stampOf(f_cierre),
        })
        const drawn = yield* draw(project.id, seed)
        if (drawn > 0) {
          yield* sql`UPDATE clima_participantes SET medio = CASE WHEN id_empleado % 5 = 3 THEN 'Kiosko' ELSE 'Correo' END, envios = 1, f_invitacion = ${stampOf(day(start))}
            WHERE id_proyecto = ${project.id}`
        }
        if (drawn > 0) {
          yield* sql`UPDATE clima_participantes SET respondio = '1' WHERE id_proyecto = ${project.id} AND (id_empleado * 7 + ${sql.literal(String(seed % 10))}) % 10 <> 9`
          yield* answer(project.id, project.guias, seed, day(start + 12))
        }
        if (estado === "Cerrado") return
        // Published: the plan the NOM's criteria ask for (CLI240) where a scope is at Medio or
        // worse (none without Guía II/III answers), in force since the close.
        const [owner] = yield* sql<{ id_empleado: number | string }>`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${project.id} ORDER BY id_empleado LIMIT 1`
        const levels = yield* projectScopeLevels(project.id)
        const actions = owner === undefined ? [] : seededActionPlan(project.id, levels, { id_responsable: Number(owner.id_empleado), user, stamp: stampOf(f_cierre) }, day, start + 40)
        if (actions.length > 0) yield* sql`INSERT INTO clima_acciones ${sql.insert(actions)}`
        counts.accionesClima += actions.length
        yield* sql`UPDATE proyectos_clima SET estado = 'Resultados publicados' WHERE id_proyecto = ${project.id}`
      })

    /** This year's evaluation in application: 60 % invited by mail, 25 % through the kiosk, half of those answered. */
    const openEvaluation = (c: Centre, seed: number) =>
      Effect.gen(function* () {
        const f_fin = day(18)
        const project = yield* insert(c, `NOM-035 ${year} ${c.n_centro_trabajo}`, day(-12), f_fin, "En aplicación", true)
        if ((yield* draw(project.id, seed)) === 0) return
        const invited = day(-11)
        yield* sql`UPDATE clima_participantes SET medio = CASE WHEN id_empleado % 20 < 12 THEN 'Correo' ELSE 'Kiosko' END, envios = 1, f_invitacion = ${stampOf(invited)}
          WHERE id_proyecto = ${project.id} AND id_empleado % 20 < 17`
        yield* sql`UPDATE clima_participantes SET respondio = '1' WHERE id_proyecto = ${project.id} AND envios > 0 AND (id_empleado * 7 + ${sql.literal(String(seed % 10))}) % 10 < 5`
        // A link per mail invitation, spent by those who answered.
        const mailed = yield* sql<{ id_empleado: number | string; respondio: string }>`
          SELECT id_empleado, respondio FROM clima_participantes WHERE id_proyecto = ${project.id} AND medio = 'Correo' ORDER BY id_empleado`
        yield* insertInChunks(
          "clima_tokens",
          mailed.map((p) => ({ token_hash: tokenHash(newToken()), id_proyecto: project.id, id_empleado: Number(p.id_empleado), f_expira: f_fin, f_uso: p.respondio === "1" ? day(-4) : null })),
        )
        yield* answer(project.id, project.guias, seed, day(-4))
      })

    const perCompany = Math.floor(answerBudget / Math.max(1, byCompany.size))
    for (const [id_empresa, own] of byCompany) {
      const [hq, ...others] = own
      if (hq === undefined) continue
      const before = counts.respuestasClima
      yield* closedEvaluation(hq, year - 2, -740, "Resultados publicados", 20_240_000 + id_empresa)
      yield* openEvaluation(hq, 20_260_000 + id_empresa)
      for (const [j, c] of others.entries()) {
        const spent = counts.respuestasClima - before
        // Whether its closed evaluation (nine in ten of its sample) fits what is left of the share.
        const workers = yield* headcountOn(c.id_centro_trabajo, day(-380))
        const expected = Math.ceil((workers > 50 ? sampleSize(workers) : workers) * 0.9)
        if (spent + expected <= perCompany) {
          yield* closedEvaluation(c, year - 1, -380 + (j % 6) * 7, "Cerrado", 20_250_000 + c.id_centro_trabajo)
          continue
        }
        const start = 20 + (j % 10) * 7
        const draft = yield* insert(c, `NOM-035 ${year} ${c.n_centro_trabajo}`, day(start), day(start + 28), "Borrador", true, { f_alta: stamp })
        if (j % 2 === 0) yield* draw(draft.id, 20_260_500 + c.id_centro_trabajo)
      }
      const last = own[own.length - 1]
      if (last !== undefined && last !== hq) {
        yield* insert(last, `NOM-035 ${year} ${last.n_centro_trabajo} (fecha anterior)`, day(-40), day(-12), "Cancelado", true, {
          f_alta: stampOf(day(-60)),
          motivo_cancelacion: "Se reprogramó: el centro cambió de turnos y la aplicación se movió a otra fecha",
        })
      }
    }
    yield* sql`ANALYZE clima_participantes`
    return counts
  })
