import { type Relation360, type Result360, score360 } from "../../domain/rules/evaluacion-360"

// The one way the server scores a person's 360 (domain/rules/evaluacion-360.ts) from the stored
// answers: each evaluator's mean keyed by the stored relation, the project's weights, minimums
// and scale. /get-resultados-evaluacion scores a person with it, and the EVA360 report and the
// individual report score each person and each competency with it, so every view shows and
// hides the same relations.

const relationOf: Readonly<Record<string, Relation360>> = { Auto: "auto", Jefe: "jefe", Par: "pares", Subordinado: "subordinados", Cliente: "clientes" }

/** A row with the project's columns the rule reads (eva_proyectos: escala, min_*, peso_*). */
export type Project360 = Readonly<Record<string, unknown>>

/** One evaluator's mean, by the relation stored (Auto, Jefe, Par, Subordinado, Cliente). */
export interface EvaluatorMean {
  readonly relacion: string
  readonly media: number | string
}

export const scoreStored360 = (means: ReadonlyArray<EvaluatorMean>, project: Project360): Result360 => {
  const answers: Partial<Record<Relation360, Array<number>>> = {}
  for (const x of means) {
    const r = relationOf[x.relacion]
    if (r !== undefined) answers[r] = [...(answers[r] ?? []), Number(x.media)]
  }
  const n = (v: unknown) => Number(v ?? 0)
  return score360(
    answers,
    { auto: n(project.peso_auto), jefe: n(project.peso_jefe), pares: n(project.peso_pares), subordinados: n(project.peso_subordinados), clientes: n(project.peso_clientes) },
    { pares: n(project.min_pares), subordinados: n(project.min_subordinados) },
    n(project.escala),
  )
}
