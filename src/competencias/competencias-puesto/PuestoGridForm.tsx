import { useCallback } from "react"
import type { CompetenciaEsperada, FilaCompetencia } from "../../../domain/competencias/competencias-puesto-api"
import { type TipoCompetenciaWire, tipoSection } from "../../../domain/competencias/competency-types"
import { sectionOf } from "../../../domain/organizacion/gestionar-puestos-sections"
import { puestoCompetencyCalls, sectionRow } from "../../../machines/competencias/competencias-puesto-calls"
import { api } from "../../app/api"
import { outcomeOf } from "../../records/outcomes"
import type { SelectItem } from "../../ui/SearchSelect"
import { SectionForm } from "../../organizacion/gestionar-puestos/JobProfileEditor"

// One type's grid of Competencias por puesto: the job profile's competency section of that type
// (the same form, fields and rules: no competency twice, weights adding up to 100), saved with
// /guardar-competencias-puesto. The grid starts from the rows it is given (the stored ones, or a
// copy of another puesto's), and after a save from what the server answered.

type Row = Readonly<Record<string, unknown>>

const { saveGrid } = puestoCompetencyCalls(api)

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
  const load = useCallback(() => Promise.resolve(sectionRow({ idPuesto, tipo }, rows)), [idPuesto, tipo, rows])
  // The section form runs the save and says how it went; the call is the machine layer's.
  const store = useCallback(
    async (request: Row) => outcomeOf(await saveGrid({ idEmpresa, idPuesto, tipo }, (request.competencias ?? []) as ReadonlyArray<FilaCompetencia>)),
    [idEmpresa, idPuesto, tipo],
  )
  return <SectionForm section={sectionOf(tipoSection[tipo])} choices={choices} load={load} store={store} />
}
