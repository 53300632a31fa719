import { formatDate } from "../../domain/dates"
import { costProjectType } from "../../domain/organizacion/prorrateo-posiciones"
import { getPosicionesProrrateo, getProyectosByTipo } from "../../domain/organizacion/prorrateo-posiciones-api"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"
import { loadedList } from "./call-outcomes"

// The selects of a prorating's form beyond company and centre: the centre's positions (an ended
// one says until when) and the company's cost projects.

type Items = Promise<Loaded<ReadonlyArray<LookupItem>>>

export const proratingCalls = (api: ApiPort) => ({
  positions: async (centre: string): Items =>
    loadedList(await api.call(getPosicionesProrrateo, { id_centro_trabajo: Number(centre) }), (p) => ({
      id: p.id_posicion,
      label: `${p.id_posicion} · ${p.n_posicion} (${p.n_puesto})${p.f_fin === null ? "" : ` · hasta ${formatDate(p.f_fin)}`}`,
    })),
  projects: async (company: string): Items =>
    loadedList(await api.call(getProyectosByTipo, { tipo_proyecto: costProjectType, id_empresa: Number(company) }), (p) => ({
      id: String(p.id_proyecto),
      label: p.n_proyecto,
    })),
})
