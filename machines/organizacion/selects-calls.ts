import { getDepartamentosParaSelectSinCdt } from "../../domain/organizacion/departamentos-api"
import { getEmpresasParaSelect, getEmpresasSelect } from "../../domain/organizacion/empresas-api"
import { type OpcionesPosicion, getPosicionesOpciones } from "../../domain/organizacion/posiciones-api"
import type { ApiPort } from "../records/api-port"
import { type Loaded, loadedResult } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"
import { loadedList } from "./call-outcomes"

// The organisation selects several pages share: the caller's companies, a company's departments
// across its centres, and the options of a position's form. The server limits each to the
// caller's work centres.

/** "nuevas": the active companies a new record may belong to; "todas": every company of the role. */
export type CompaniesKey = "nuevas" | "todas"

export const readCompanies =
  (api: ApiPort) =>
  async (which: CompaniesKey): Promise<Loaded<ReadonlyArray<LookupItem>>> =>
    loadedList(which === "nuevas" ? await api.call(getEmpresasParaSelect, {}) : await api.call(getEmpresasSelect, {}), (c) => ({
      id: String(c.id_empresa),
      label: c.n_empresa,
    }))

/** A department of the company named with its centre, and its parent (to keep a tree from looping). */
export interface CompanyDepartment extends LookupItem {
  readonly parent: number | null
}

/** The company's active departments of every centre of the caller's role. */
export const readCompanyDepartments =
  (api: ApiPort) =>
  async (company: string): Promise<Loaded<ReadonlyArray<CompanyDepartment>>> =>
    loadedList(await api.call(getDepartamentosParaSelectSinCdt, { id_empresa: Number(company) }), (d) => ({
      id: String(d.id_depto),
      label: `${d.n_depto} · ${d.n_centro_trabajo}`,
      parent: d.id_depto_padre,
    }))

/** The options of a position's form for a company and, when chosen, a centre ("" for none). */
export interface PositionOptionsKey {
  readonly company: string
  readonly centre: string
}

export const readPositionOptions =
  (api: ApiPort) =>
  async ({ company, centre }: PositionOptionsKey): Promise<Loaded<OpcionesPosicion>> =>
    loadedResult(await api.call(getPosicionesOpciones, { id_empresa: Number(company), ...(centre === "" ? {} : { id_centro_trabajo: Number(centre) }) }))
