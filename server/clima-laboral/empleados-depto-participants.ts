import { randomInt } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { climateProjectMessages as m } from "../../domain/clima-laboral/proyectos-vocabulary"
import { stratifiedSample } from "../../domain/rules/nom035-sample"
import { refuse } from "../http/failure"
import { dateTextSql } from "../records/date-text"
import { eligibleOn } from "./proyectos-headcount"

// A project's participants (CLI210): everyone eligible, or, when the project applies Guía III to
// a sample, a sample of its size stratified by sex and drawn with a seed that is stored, so the
// same seed over the same people draws it again. Drawing replaces the participants (a draft
// only); closing or cancelling the project deletes its invitation links.

export interface ProjectFacts {
  readonly id_proyecto: number
  readonly id_centro_trabajo: number
  readonly f_inicio: string
  readonly f_fin: string
  readonly usar_muestra: "1" | "0"
  readonly tamano_muestra: number | null
  readonly estado: string
}

export const projectFacts = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      id_centro_trabajo: number | string
      f_inicio: string
      f_fin: string
      usar_muestra: "1" | "0"
      tamano_muestra: number | string | null
      estado: string
    }>`SELECT id_centro_trabajo, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin,
         usar_muestra, tamano_muestra, estado
       FROM proyectos_clima WHERE id_proyecto = ${id_proyecto}`
    if (row === undefined) return undefined
    const facts: ProjectFacts = {
      id_proyecto,
      id_centro_trabajo: Number(row.id_centro_trabajo),
      f_inicio: row.f_inicio,
      f_fin: row.f_fin,
      usar_muestra: row.usar_muestra,
      tamano_muestra: row.tamano_muestra === null ? null : Number(row.tamano_muestra),
      estado: row.estado,
    }
    return facts
  })

/** A new seed: a positive 31-bit integer. */
export const newSeed = (): number => randomInt(1, 2_147_483_647)

/** Draws the project's participants with the seed and stores them and the seed; answers how many. */
export const drawParticipants = (project: ProjectFacts, seed: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const eligible = yield* eligibleOn(project.id_centro_trabajo, project.f_inicio)
    if (eligible.length === 0) return yield* refuse(409, m.sinElegibles)
    const chosen =
      project.usar_muestra === "1" && project.tamano_muestra !== null
        ? new Set(
            stratifiedSample(
              eligible.map((e) => ({ id: e.id_empleado, sexo: e.sexo })),
              project.tamano_muestra,
              seed,
            ),
          )
        : new Set(eligible.map((e) => e.id_empleado))
    yield* sql`DELETE FROM clima_tokens WHERE id_proyecto = ${project.id_proyecto}`
    yield* sql`DELETE FROM clima_participantes WHERE id_proyecto = ${project.id_proyecto}`
    const rows = eligible.filter((e) => chosen.has(e.id_empleado)).map((e) => ({ id_proyecto: project.id_proyecto, id_empleado: e.id_empleado, id_depto: e.id_depto, sexo: e.sexo }))
    for (let i = 0; i < rows.length; i += 500) yield* sql`INSERT INTO clima_participantes ${sql.insert(rows.slice(i, i + 500))}`
    yield* sql`UPDATE proyectos_clima SET semilla = ${seed} WHERE id_proyecto = ${project.id_proyecto}`
    return rows.length
  })

/** Forgets the participants and the seed (a draft whose sample no longer fits its settings). */
export const dropParticipants = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM clima_tokens WHERE id_proyecto = ${id_proyecto}`
    yield* sql`DELETE FROM clima_participantes WHERE id_proyecto = ${id_proyecto}`
  })

/** Destroys the link-to-person map of a project that closed or was cancelled. */
export const dropLinks = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM clima_tokens WHERE id_proyecto = ${id_proyecto}`
  })
