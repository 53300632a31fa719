// The body of POST /proyectos-evaluacion that the evaluation suites (API and browser) create
// their cycles with: what differs from one suite to another is the name, the kind, the dates and
// phases, the component weights and the 360 survey; the 360 relation weights and minimums, the
// scale and the fulfilment cap are the form's defaults everywhere.

export interface EvaluationPhase {
  readonly fase: string
  readonly f_inicio: string
  readonly f_fin: string
}

export interface EvaluationCycle {
  readonly n_proyecto: string
  readonly tipo: "Objetivos" | "360" | "Integral"
  readonly f_inicio: string
  readonly f_fin: string
  readonly fases: ReadonlyArray<EvaluationPhase>
  readonly id_empresa?: number
  readonly peso_objetivos?: number
  readonly peso_360?: number
  readonly peso_operativa?: number
  readonly id_encuesta_360?: number | null
}

/** The whole request: the suite's own fields over an objectives-only cycle of company 1. */
export const evaluationCycle = (cycle: EvaluationCycle): Record<string, unknown> => ({
  id_empresa: 1,
  centros: [],
  deptos: [],
  puestos: [],
  peso_objetivos: 100,
  peso_360: 0,
  peso_operativa: 0,
  peso_auto: 10,
  peso_jefe: 50,
  peso_pares: 20,
  peso_subordinados: 20,
  peso_clientes: 0,
  min_pares: 3,
  min_subordinados: 3,
  id_encuesta_360: null,
  id_encuesta_operativa: null,
  escala: 5,
  tope_cumplimiento: 120,
  ...cycle,
})
