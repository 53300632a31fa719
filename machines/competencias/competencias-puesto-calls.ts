import { catalogNames, getRegistroById, mainConnection } from "../../domain/api/catalogs"
import {
  type CompetenciaEsperada,
  type FilaCompetencia,
  type PuestoCompetencias,
  competenciasPuestoEndpoints,
} from "../../domain/competencias/competencias-puesto-api"
import { type TipoCompetenciaWire, tipoSection, tiposCompetencia } from "../../domain/competencias/competency-types"
import { sectionOf } from "../../domain/organizacion/gestionar-puestos-sections"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type CommandOutcome, refusalOf } from "../records/command"
import { exportOf } from "../records/export-calls"
import type { Loaded } from "../records/loaded-resource"
import { type LookupItem, readChoices } from "../records/lookup-calls"

// The calls of Competencias por puesto (COM250): the chosen company's puestos, the grids' select
// items, a puesto's expectations (shown, or copied from another puesto), one type's grid saved,
// and the exports (the company's every puesto, or the one chosen).

type Row = Readonly<Record<string, unknown>>

export interface PuestoKey {
  readonly company: string
  readonly puesto: string
}

export interface GridKey {
  readonly idEmpresa: number
  readonly idPuesto: string
  readonly tipo: TipoCompetenciaWire
}

/** The job profile section's values of a list of expectations of the grid's type. */
export const sectionRow = ({ idPuesto, tipo }: Omit<GridKey, "idEmpresa">, list: ReadonlyArray<CompetenciaEsperada>): Row => ({
  id_puesto: idPuesto,
  competencias: list.filter((r) => r.tipo === tipo).map((r) => ({ id_competencia: r.id_competencia, id_nivel_esperado: r.id_nivel_esperado, peso: r.peso })),
})

const failedRead = (result: { readonly status: number | null; readonly message: string }): Loaded<never> => {
  const refusal = refusalOf(result, messages.errorObtener)
  return { kind: "failed", message: refusal.message }
}

export const puestoCompetencyCalls = (api: ApiPort) => {
  const readPuesto = async ({ company, puesto }: PuestoKey) =>
    api.call(competenciasPuestoEndpoints.getCompetenciasPuesto, { id_empresa: Number(company), id_puesto: puesto })
  const exportFile = exportOf(api)
  return {
    puestos: async (company: string): Promise<Loaded<ReadonlyArray<LookupItem>>> => {
      const result = await api.call(getRegistroById, { tabla: catalogNames.puestosDelRol, conexion: mainConnection, columnId: "id_empresa", id: Number(company) })
      return result.ok
        ? { kind: "loaded", value: result.value.result.map((r) => ({ id: String(r.id_puesto), label: `${String(r.n_puesto ?? "")} (${String(r.id_puesto)})` })) }
        : { kind: "failed", message: messages.errorObtener }
    },
    /** The grids' selects: what the job profile's three competency sections name (the levels and each type's competencies). */
    gridChoices: (): Promise<Loaded<Readonly<Record<string, ReadonlyArray<LookupItem>>>>> =>
      readChoices(api)(tiposCompetencia.map((tipo) => sectionOf(tipoSection[tipo]).descriptor)),
    /** The chosen puesto's expectations; a refusal is the server's words. */
    puesto: async (key: PuestoKey): Promise<Loaded<PuestoCompetencias>> => {
      const result = await readPuesto(key)
      return result.ok ? { kind: "loaded", value: result.value.result } : failedRead(result)
    },
    /** Another puesto's expectations, to copy into the grids: nothing is said on success (the page shows a notice). */
    copySource: async (key: PuestoKey): Promise<CommandOutcome<PuestoCompetencias>> => {
      const result = await readPuesto(key)
      return result.ok ? { kind: "done", value: result.value.result } : refusalOf(result, messages.errorObtener)
    },
    /** One type's grid saved; the answer as the section's values. */
    saveGrid: async (key: GridKey, filas: ReadonlyArray<FilaCompetencia>): Promise<PortResult<{ readonly message: string; readonly result: Row }>> => {
      const result = await api.call(competenciasPuestoEndpoints.guardarCompetenciasPuesto, { id_empresa: key.idEmpresa, id_puesto: key.idPuesto, tipo: key.tipo, filas })
      return result.ok ? { ok: true, value: { message: result.value.message, result: sectionRow(key, result.value.result.competencias) } } : result
    },
    /** The workbook of the company's every puesto, or of the one given. */
    exportPuestos: (input: { readonly idEmpresa: number; readonly idPuesto?: string }): Promise<CommandOutcome<PortFile>> =>
      exportFile(competenciasPuestoEndpoints.exportarCompetenciasPuesto, { id_empresa: input.idEmpresa, ...(input.idPuesto === undefined ? {} : { id_puesto: input.idPuesto }) }),
  }
}
