import { guidesFor, sampleSize, twoYearsAfter } from "../../domain/rules/nom035-scope"

// A NOM-035 project's row as CLI200 saves it, for the demo and scale seeds: the guides, the sample
// and anonymity derived from the centre's headcount on its start.

export interface ClimaProjectInput {
  readonly n_proyecto: string
  readonly id_empresa: number
  readonly id_centro_trabajo: number
  readonly f_inicio: string
  readonly f_fin: string
  readonly workers: number
  readonly sampling: boolean
  readonly estado: string
  readonly user: string
  readonly f_alta: string
  readonly f_modificacion: string
}

export const climaProjectRow = (p: ClimaProjectInput) => {
  const guias = guidesFor(p.workers)
  return {
    n_proyecto: p.n_proyecto,
    id_empresa: p.id_empresa,
    id_centro_trabajo: p.id_centro_trabajo,
    f_inicio: p.f_inicio,
    f_fin: p.f_fin,
    num_trabajadores: p.workers,
    guias,
    usar_muestra: p.sampling ? "1" : "0",
    tamano_muestra: p.sampling ? sampleSize(p.workers) : null,
    anonimo: guias === "I" ? "0" : "1",
    f_proxima_evaluacion: twoYearsAfter(p.f_fin),
    estado: p.estado,
    id_usuario_alta: p.user,
    f_alta: p.f_alta,
    f_modificacion: p.f_modificacion,
  }
}
