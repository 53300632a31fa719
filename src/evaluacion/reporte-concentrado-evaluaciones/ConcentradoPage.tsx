import {
  type Concentrado,
  concentradoEndpoints,
  concentradoReport,
  countOf,
  nineBoxCaption,
  potentialAction,
} from "../../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import { formatCount } from "../../../domain/number-format"
import { bands } from "../../../domain/rules/evaluacion-concentrado"
import { ReportPage } from "../../records/ReportPage"
import { ScrollingTable } from "../../ui/ScrollingTable"

// EVA390 Reporte concentrado de evaluaciones: the report page of its descriptor, the nine-box
// above the list (a table with its headers: potential by rows, high first; performance by
// columns; each cell's count written, never a colour alone) and the potential's bulk action on
// the selected people (the server judges each: their boss or HR, only in Calibración).

const endpoints = {
  read: concentradoEndpoints.getConcentradoEvaluaciones,
  xlsx: concentradoEndpoints.exportarConcentradoEvaluaciones,
  pdf: concentradoEndpoints.concentradoEvaluacionesPdf,
}

const bulk = [{ action: potentialAction, endpoint: concentradoEndpoints.guardarPotencialEvaluacion }]

const highFirst = [...bands].reverse()

const NineBox = ({ result }: { readonly result: Concentrado }) => (
  <section aria-labelledby="nine-box-title" className="flex flex-col gap-2">
    <h2 id="nine-box-title" className="text-base font-semibold text-ink-900">
      Nine-box
    </h2>
    <ScrollingTable
      caption={nineBoxCaption(result)}
      boxClassName="max-w-full overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
      tableClassName="border-collapse text-sm"
    >
        <thead>
          <tr>
            <td className="border border-ink-200 bg-ink-50 px-3 py-2" />
            {bands.map((d) => (
              <th key={d} scope="col" className="border border-ink-200 bg-ink-50 px-3 py-2 font-semibold text-ink-900">
                {`Desempeño ${d.toLowerCase()}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {highFirst.map((p) => (
            <tr key={p}>
              <th scope="row" className="border border-ink-200 bg-ink-50 px-3 py-2 text-left font-semibold text-ink-900">
                {`Potencial ${p.toLowerCase()}`}
              </th>
              {bands.map((d) => (
                <td key={d} className="min-w-28 border border-ink-200 px-3 py-3 text-center text-lg tabular-nums text-ink-900">
                  {formatCount(countOf(result, d, p))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
    </ScrollingTable>
    <p className="text-sm text-ink-700">
      {`Sin potencial asignado: ${formatCount(result.sin_potencial)}. Sin calificación final: ${formatCount(result.sin_final)}.`}
      {result.dias_sueldo === null ? " El bono no se calcula: falta Días de sueldo, Evaluaciones en Parámetros del sistema." : ` Bono con ${formatCount(result.dias_sueldo)} días de sueldo, para nómina (no se paga aquí).`}
    </p>
  </section>
)

export const ConcentradoPage = () => (
  <ReportPage report={concentradoReport} endpoints={endpoints} bulk={bulk} aside={(result: Concentrado) => <NineBox result={result} />} />
)
