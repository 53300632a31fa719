import { getRegistrosPatronalesSelect } from "../../domain/organizacion/empresas-api"
import { getPlazas, getZonas } from "../../domain/organizacion/tablas-referencia-api"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"
import { loadedList } from "./call-outcomes"

// The selects of a work centre's form beyond its company: the company's registros patronales and
// the reference tables' zones and plazas, each named with its key.

type Items = Promise<Loaded<ReadonlyArray<LookupItem>>>

export const workCentreCalls = (api: ApiPort) => ({
  registrations: async (company: string): Items =>
    loadedList(await api.call(getRegistrosPatronalesSelect, { id_empresa: Number(company) }), (r) => ({
      id: r.registro_patronal,
      label: `${r.registro_patronal} (clase ${r.clase_riesgo})`,
    })),
  zones: async (): Items => loadedList(await api.call(getZonas, {}), (z) => ({ id: z.id_zona, label: `${z.id_zona} · ${z.n_zona}` })),
  plazas: async (): Items => loadedList(await api.call(getPlazas, {}), (p) => ({ id: p.id_plaza, label: `${p.id_plaza} · ${p.n_plaza}` })),
})
