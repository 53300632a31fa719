import { useCallback } from "react"
import { type CompetenciaEsperada, type FilaCompetencia, competenciasPuestoEndpoints } from "../../../domain/api/competencias-puesto"
import { type TipoCompetenciaWire, tipoSection } from "../../../domain/records/competencias/competency-types"
import { sectionOf } from "../../../domain/records/organization/job-profile-sections"
import { api } from "../../app/api"
import { type Outcome, outcomeOf } from "../../records/outcomes"
import type { SelectItem } from "../../ui/SearchSelect"
import { SectionForm } from "../organization/JobProfileEditor"

// One type's grid of Competencias por puesto: the job profile's competency section of that type
// (the same form, fields and rules: no competency twice, weights adding up to 100), saved with
// /guardar-competencias-puesto. The grid starts from the rows it is given (the stored ones, or a
// copy of another puesto's), and after a save from what the server answered.

type Row = Readonly<Record<string, unknown>>

export interface PuestoGridFormProps {
  readonly tipo: TipoCompetenciaWire
  readonly idEmpresa: number
  readonly idPuesto: string
  /** The rows the grid opens on (read once: a copy or another puesto mounts the grid again). */
  readonly rows: ReadonlyArray<CompetenciaEsperada>
  /** Select items by catalogue name (the type's competencies and the levels). */
  readonly choices: Readonly<Record<string, ReadonlyArray<SelectItem>>>
}

export const PuestoGridForm = ({ tipo, idEmpresa, idPuesto, rows, choices }: PuestoGridFormProps) => {
  /** The section's values of a list of expectations of this grid's type. */
  const sectionRow = useCallback(
    (list: ReadonlyArray<CompetenciaEsperada>): Row => ({
      id_puesto: idPuesto,
      competencias: list.filter((r) => r.tipo === tipo).map((r) => ({ id_competencia: r.id_competencia, id_nivel_esperado: r.id_nivel_esperado, peso: r.peso })),
    }),
    [idPuesto, tipo],
  )
  const load = useCallback(() => Promise.resolve(sectionRow(rows)), [sectionRow, rows])
  const store = useCallback(
    async (request: Row): Promise<Outcome<{ readonly result: Row }>> => {
      const filas = (request.competencias ?? []) as ReadonlyArray<FilaCompetencia>
      const outcome = outcomeOf(await api.call(competenciasPuestoEndpoints.guardarCompetenciasPuesto, { id_empresa: idEmpresa, id_puesto: idPuesto, tipo, filas }))
      return outcome.kind === "done" ? { ...outcome, value: { result: sectionRow(outcome.value.result.competencias) } } : outcome
    },
    [idEmpresa, idPuesto, tipo, sectionRow],
  )
  return <SectionForm section={sectionOf(tipoSection[tipo])} choices={choices} load={load} store={store} />
}
