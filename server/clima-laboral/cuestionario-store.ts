import { randomUUID } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { GeneralData } from "../../domain/clima-laboral/cuestionario-api"
import { questionnaireMessages as m } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { type YesNo, evaluateGuideI, guiaI } from "../../domain/rules/nom035-guia-i"
import type { Questionnaire } from "../../domain/rules/nom035-scoring"
import { transaction } from "../db/after-commit"
import { refuse } from "../http/failure"
import type { Link } from "./cuestionario-link"
import { scoresRow } from "./reporte-calificaciones-scores"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"

// Storing one guide of a questionnaire, in one transaction with the link's bookkeeping.
// - Guía I is nominal (CLI220's panel refers to clinical evaluation): one row per person, its 20
//   answers as S/N/- and its "Sí" by section. The primary key lets exactly one of two concurrent
//   answers in.
// - Guía II or III is anonymous: the link is spent first (of two answers with one link exactly
//   one wins), the person marked answered (a count), and the answer stored under a random id with
//   the project, the department and the day, no person and no link, with its scores (the
//   clima_puntajes row CLI230 reads, so closing the project has none of these left to score).
// The day (not the time) is all that is dated, so no timestamp pairs an answer with a link.

/** Spends the link and marks its person answered; 409 when another answer spent it first. */
const spend = (link: Link, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const spent = yield* sql`UPDATE clima_tokens SET f_uso = ${today} WHERE token_hash = ${link.hash} AND f_uso IS NULL RETURNING id_proyecto`
    if (spent.length === 0) return yield* refuse(409, m.yaRespondido)
    yield* sql`UPDATE clima_participantes SET respondio = '1' WHERE id_proyecto = ${link.id_proyecto} AND id_empleado = ${link.id_empleado}`
  })

export const storeGuideI = (link: Link, answers: Readonly<Record<number, YesNo>>, today: string) =>
  transaction(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const result = evaluateGuideI(answers)
      const coded = guiaI.flatMap((s) => s.items.map((i) => (answers[i.numero] === "Sí" ? "S" : answers[i.numero] === "No" ? "N" : "-"))).join("")
      const inserted = yield* sql`INSERT INTO clima_guia_i ${sql.insert({
        id_proyecto: link.id_proyecto,
        id_empleado: link.id_empleado,
        f_respuesta: today,
        respuestas: coded,
        si_seccion_i: result.si[0],
        si_seccion_ii: result.si[1],
        si_seccion_iii: result.si[2],
        si_seccion_iv: result.si[3],
        requiere_valoracion: result.requiereValoracion ? "1" : "0",
      })} ON CONFLICT (id_proyecto, id_empleado) DO NOTHING RETURNING id_proyecto`
      if (inserted.length === 0) return yield* refuse(409, m.guiaRespondida("I"))
      // A project that applies Guía I alone is answered with it.
      if (link.guias.length === 1) yield* spend(link, today)
    }),
  )

export const storeLikert = (link: Link, guia: "II" | "III", datos: GeneralData, q: Questionnaire, today: string) =>
  transaction(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* spend(link, today)
      const id_respuesta = randomUUID()
      yield* sql`INSERT INTO clima_respuestas ${sql.insert({
        id_respuesta,
        id_proyecto: link.id_proyecto,
        guia,
        id_depto: link.id_depto,
        f_respuesta: today,
        ...datos,
        atiende_clientes: q.compuertas.atiende_clientes,
        es_jefe: q.compuertas.es_jefe,
      })}`
      const items = Object.entries(q.respuestas).map(([numero, opcion]) => ({ id_respuesta, numero: Number(numero), opcion }))
      if (items.length > 0) yield* sql`INSERT INTO clima_respuestas_reactivos ${sql.insert(items)}`
      yield* sql`INSERT INTO clima_puntajes ${sql.insert(scoresRow(id_respuesta, link.id_proyecto, instrumentOf(guia), q))}`
    }),
  )
