import { memo } from "react"
import { formatFixed } from "../../../domain/number-format"
import type { Pipeline, PipelineCard, PipelineColumn } from "../../../domain/seleccion/asignacion-candidatos-api"
import { stageActs } from "../../../machines/seleccion/asignacion-candidatos"
import { buttonClass } from "../../ui/button-class"
import { pipelineTexts as t } from "./pipeline-texts"

// The board of SEL250: a column per stage (its name, how many candidates, mandatory, weight) and a
// card per candidate (name, source, total score, days in the stage). Every act is a button of the
// card, so the keyboard and screen readers do all that a mouse does; dragging a card onto another
// column is a shortcut to the same "Mover" dialog with that stage chosen. Columns stack on a narrow
// screen and sit side by side in a box that scrolls on a wide one.
// A board holds up to 50 cards per column (hundreds at once), so a card is cheap to draw: plain
// <button>s with the product's look (a react-aria Button per act cost the first render most of its
// time), cards and columns memoized (a column's "Mostrar más" draws only its new cards), and cards
// out of view skip layout and paint (content-visibility) until scrolled to.

export interface BoardActions {
  readonly onMove: (id_asignacion: number, id_etapa?: number) => void
  readonly onReopen: (id_asignacion: number) => void
  readonly onHistory: (id_asignacion: number) => void
  readonly onMore: (id_etapa: number) => void
}

const dragType = "application/x-asignacion"

const actClass = buttonClass("secondary", "px-2 py-1 text-sm")

export const CardActions = memo(
  ({ card, move, reopen, actions }: { readonly card: PipelineCard; readonly move: boolean; readonly reopen: boolean; readonly actions: BoardActions }) => (
    <div className="flex flex-wrap gap-2" data-card={card.id_asignacion}>
      {move ? (
        <button type="button" className={actClass} aria-label={t.moverA(card.n_candidato)} onClick={() => actions.onMove(card.id_asignacion)}>
          {t.mover}
        </button>
      ) : null}
      {reopen ? (
        <button type="button" className={actClass} aria-label={t.reabrirA(card.n_candidato)} onClick={() => actions.onReopen(card.id_asignacion)}>
          {t.reabrir}
        </button>
      ) : null}
      <button type="button" className={actClass} aria-label={t.historialDe(card.n_candidato)} onClick={() => actions.onHistory(card.id_asignacion)}>
        {t.historial}
      </button>
    </div>
  ),
)

const Card = memo(({ card, move, reopen, actions }: { readonly card: PipelineCard; readonly move: boolean; readonly reopen: boolean; readonly actions: BoardActions }) => {
  const nameId = `tarjeta-${card.id_asignacion}`
  return (
    <li
      aria-labelledby={nameId}
      draggable={move}
      onDragStart={(e) => e.dataTransfer.setData(dragType, String(card.id_asignacion))}
      className="flex flex-col gap-2 rounded-md border border-ink-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_9.5rem] [content-visibility:auto]"
    >
      <p id={nameId} className="font-semibold text-ink-900">
        {card.n_candidato}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm text-ink-700">
        <dt>{t.fuente}:</dt>
        <dd>{card.n_fuente ?? t.sinFuente}</dd>
        <dt>{t.calificacion}:</dt>
        <dd>{formatFixed(card.calificacion_total, 2)}</dd>
        <dt>{t.diasEnEtapa}:</dt>
        <dd>{t.diasTexto(card.dias_en_etapa)}</dd>
        {card.n_motivo_rechazo === null ? null : (
          <>
            <dt>{t.motivo}:</dt>
            <dd>{card.n_motivo_rechazo}</dd>
          </>
        )}
      </dl>
      <CardActions card={card} move={move} reopen={reopen} actions={actions} />
    </li>
  )
})

const Column = memo(({ column, open, actions }: { readonly column: PipelineColumn; readonly open: boolean; readonly actions: BoardActions }) => {
  const headingId = `etapa-${column.id_etapa}`
  const rest = column.total - column.tarjetas.length
  const { move, reopen } = stageActs(column.tipo, open)
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(e) => {
        if (open && e.dataTransfer.types.includes(dragType)) e.preventDefault()
      }}
      onDrop={(e) => {
        const id = Number(e.dataTransfer.getData(dragType))
        if (open && Number.isInteger(id) && id > 0) {
          e.preventDefault()
          actions.onMove(id, column.id_etapa)
        }
      }}
      className="flex min-w-0 flex-col gap-3 rounded-lg bg-ink-100 p-3"
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-base font-semibold text-ink-900">
          {t.columna(column.n_etapa, column.total)}
        </h2>
        <p className="text-sm text-ink-700">
          {column.tipo}
          {column.obligatoria ? ` · ${t.obligatoria}` : ""}
          {column.peso > 0 ? ` · ${t.peso(column.peso)}` : ""}
        </p>
      </header>
      {column.tarjetas.length === 0 ? (
        <p className="text-sm text-ink-700">{t.sinTarjetas}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {column.tarjetas.map((card) => (
            <Card key={card.id_asignacion} card={card} move={move} reopen={reopen} actions={actions} />
          ))}
        </ul>
      )}
      {rest > 0 ? (
        <button type="button" className={buttonClass("secondary", "text-sm")} onClick={() => actions.onMore(column.id_etapa)}>
          {t.mostrarMas(column.n_etapa, rest)}
        </button>
      ) : null}
    </section>
  )
})

export const PipelineBoard = ({ pipeline, actions }: { readonly pipeline: Pipeline; readonly actions: BoardActions }) => (
  <div className="flex flex-col gap-2">
    {pipeline.abierta ? <p className="text-sm text-ink-700">{t.arrastrar}</p> : null}
    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the board scrolls sideways on a wide screen; the keyboard must reach it (WCAG 2.1.1) */}
    <section aria-label={t.caption(pipeline.titulo)} tabIndex={0} className="overflow-x-auto pb-2 focus-visible:outline-3 focus-visible:outline-focus">
      <div className="grid grid-cols-1 gap-3 md:auto-cols-[17rem] md:grid-flow-col md:grid-cols-none">
        {pipeline.columnas.map((column) => (
          <Column key={column.id_etapa} column={column} open={pipeline.abierta} actions={actions} />
        ))}
      </div>
    </section>
  </div>
)
