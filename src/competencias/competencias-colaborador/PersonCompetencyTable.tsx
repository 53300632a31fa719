import type { CompetenciaColaborador, TotalTipo } from "../../../domain/competencias/competencias-colaborador-api"
import { formatDate } from "../../../domain/dates"
import { origenLabel } from "../../../domain/competencias/assessments"
import { type TipoCompetenciaWire, tipoTitles } from "../../../domain/competencias/competency-types"
import { hasGap } from "../../../domain/rules/competency-gap"
import { Button } from "../../ui/Button"
import { ScrollBox } from "../../ui/ScrollBox"
import { formatCount, formatFixed } from "../../../domain/number-format"
import { HeaderCells } from "../../ui/HeaderCells"

// One type's competencies of the person (COM300) as a real table: the competency names each row
// (a row header), the figures are printed (a colour never carries them alone), and each row's
// actions are ordinary buttons in the Tab order, named with the competency they act on. The
// type's weighted fulfilment sits above its table.

export type RowAction = "evaluar" | "historial" | "capacitacion"

export interface PersonCompetencyTableProps {
  readonly tipo: TipoCompetenciaWire
  readonly rows: ReadonlyArray<CompetenciaColaborador>
  readonly total: TotalTipo | undefined
  /** The filter "solo con brecha" left no row of this type. */
  readonly filtered: boolean
  readonly onAction: (action: RowAction, row: CompetenciaColaborador) => void
}

const percent = (n: number | null): string => (n === null ? "—" : `${formatFixed(n, 2)} %`)
const cell = "px-3 py-2 align-top"
const headers = ["Competencia", "Nivel esperado", "Nivel evaluado", "Fecha", "Evaluador", "Origen", "Brecha", "Cumplimiento", "Peso", "Acciones"]

export const totalText = (total: TotalTipo | undefined): string =>
  total === undefined || total.cumplimiento === null
    ? "Cumplimiento ponderado: sin evaluaciones"
    : `Cumplimiento ponderado: ${percent(total.cumplimiento)} (${formatCount(total.evaluadas)} de ${formatCount(total.total)} evaluadas)`

export const PersonCompetencyTable = ({ tipo, rows, total, filtered, onAction }: PersonCompetencyTableProps) => {
  const title = tipoTitles[tipo]
  return (
    // Not a landmark: on a phone the table's scroller is the region named by the type.
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        <p className="text-sm font-semibold text-ink-900">{totalText(total)}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-ink-700">{filtered ? "Ninguna competencia de este tipo tiene brecha." : "El puesto no espera competencias de este tipo."}</p>
      ) : (
        <ScrollBox label={title} className="rounded-lg border border-ink-200 bg-white">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
              <tr>
                <HeaderCells labels={headers} className={`${cell} font-semibold`} />
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.map((r) => (
                <tr key={r.id_competencia}>
                  <th scope="row" className={`${cell} font-medium text-ink-900`}>
                    {r.n_competencia}
                  </th>
                  <td className={cell}>{`${r.n_nivel_esperado} (${r.valor_esperado})`}</td>
                  <td className={cell}>{r.n_nivel_evaluado === null ? "Sin evaluar" : `${r.n_nivel_evaluado} (${r.valor_evaluado ?? ""})`}</td>
                  <td className={`${cell} whitespace-nowrap`}>{r.f_evaluacion === null ? "—" : formatDate(r.f_evaluacion)}</td>
                  <td className={cell}>{r.evaluador ?? "—"}</td>
                  <td className={cell}>{r.origen === null ? "—" : origenLabel(r.origen)}</td>
                  <td className={`${cell} tabular-nums ${hasGap(r) ? "font-semibold text-danger-700" : ""}`}>{r.brecha === null ? "—" : String(r.brecha)}</td>
                  <td className={`${cell} tabular-nums whitespace-nowrap`}>{percent(r.cumplimiento)}</td>
                  <td className={`${cell} tabular-nums whitespace-nowrap`}>{`${r.peso} %`}</td>
                  <td className={cell}>
                    {/* Stacked: side by side they widened the table past a 1366 px screen and Acciones was cut off. */}
                    <div className="flex flex-col items-start gap-1">
                      <Button variant="secondary" className="px-2 py-1" aria-label={`Evaluar ${r.n_competencia}`} onPress={() => onAction("evaluar", r)}>
                        Evaluar
                      </Button>
                      <Button variant="ghost" className="px-2 py-1" aria-label={`Historial de ${r.n_competencia}`} onPress={() => onAction("historial", r)}>
                        Historial
                      </Button>
                      {r.necesidad_abierta ? (
                        <span className="self-center text-ink-700">Enviada a capacitación</span>
                      ) : hasGap(r) ? (
                        <Button variant="ghost" className="px-2 py-1" aria-label={`Enviar a capacitación ${r.n_competencia}`} onPress={() => onAction("capacitacion", r)}>
                          Enviar a capacitación
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </div>
  )
}
