import { memo } from "react"
import { formatFixed } from "../../../domain/number-format"
import type { Pipeline, PipelineColumn } from "../../../domain/seleccion/asignacion-candidatos-api"
import { stageActs } from "../../../machines/seleccion/asignacion-candidatos"
import { HeaderCells } from "../../ui/HeaderCells"
import { ScrollingTable } from "../../ui/ScrollingTable"
import { type BoardActions, CardActions } from "./PipelineBoard"
import { pipelineTexts as t } from "./pipeline-texts"

// The board of SEL250 as a table: one row per candidate the board holds, in stage order, with the
// same facts and the same (plain) buttons as the cards. A stage's rows are memoized together, as
// the board's columns are.

const StageRows = memo(({ column, open, actions }: { readonly column: PipelineColumn; readonly open: boolean; readonly actions: BoardActions }) => {
  const { move, reopen } = stageActs(column.tipo, open)
  return column.tarjetas.map((card) => (
    <tr key={card.id_asignacion} className="border-b border-ink-200 align-top">
      <th scope="row" className="px-2 py-2 text-left font-normal text-ink-900">
        {card.n_candidato}
      </th>
      <td className="px-2 py-2">{column.n_etapa}</td>
      <td className="px-2 py-2">{card.n_fuente ?? t.sinFuente}</td>
      <td className="px-2 py-2 text-right">{formatFixed(card.calificacion_total, 2)}</td>
      <td className="px-2 py-2 text-right">{card.dias_en_etapa}</td>
      <td className="px-2 py-2">{card.n_motivo_rechazo ?? "—"}</td>
      <td className="px-2 py-2">
        <CardActions card={card} move={move} reopen={reopen} actions={actions} />
      </td>
    </tr>
  ))
})

export const PipelineTable = ({ pipeline, actions }: { readonly pipeline: Pipeline; readonly actions: BoardActions }) => {
  const partial = pipeline.columnas.some((c) => c.total > c.tarjetas.length)
  return (
    <div className="flex flex-col gap-2">
      {partial ? <p className="text-sm text-ink-700">{t.tablaParcial}</p> : null}
      <ScrollingTable
        caption={t.caption(pipeline.titulo)}
        boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus"
        tableClassName="w-full border-collapse text-left text-sm"
      >
        <thead>
          <tr>
            <HeaderCells labels={[t.candidato, t.etapa, t.fuente, t.calificacion, t.diasEnEtapa, t.motivo, t.acciones]} className="border-b border-ink-200 px-2 py-2 font-semibold text-ink-900" />
          </tr>
        </thead>
        <tbody>
          {pipeline.columnas.map((column) => (
            <StageRows key={column.id_etapa} column={column} open={pipeline.abierta} actions={actions} />
          ))}
        </tbody>
      </ScrollingTable>
    </div>
  )
}
