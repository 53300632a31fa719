import { memo } from "react"
import type { NodoPosicion } from "../../../domain/organizacion/organigramas-api"
import { cardHeight, cardWidth } from "./layout"

// One seat of the chart: a real button (Tab reaches it, Enter or Space expands or collapses its
// reports). A vacant seat is drawn dashed and says "Vacante" in words; a search match says
// "Coincidencia" and the way down to it is drawn thicker, so neither relies on colour alone.

export const vacanteText = "Vacante"

const isImageSource = (foto: string | null): foto is string =>
  foto !== null && /^(\/|data:image\/(png|jpe?g|gif|webp);base64,)/i.test(foto)

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("")

export const subordinatesText = (n: number): string => (n === 1 ? "1 subordinado" : `${n.toLocaleString("es-MX")} subordinados`)

/** The card's accessible name: who (or Vacante), the seat, the puesto, the reports, and a match. */
export const cardName = (node: NodoPosicion, match: boolean): string =>
  [node.n_empleado ?? vacanteText, node.n_posicion, node.n_puesto, subordinatesText(node.n_subordinados), match ? "coincide con la búsqueda" : ""]
    .filter((t) => t !== "")
    .join(", ")

export interface OrgChartCardProps {
  readonly node: NodoPosicion
  readonly left: number
  readonly top: number
  readonly hasReports: boolean
  readonly expanded: boolean
  readonly match: boolean
  readonly onPath: boolean
  readonly onToggle: (id: string) => void
}

export const OrgChartCard = memo(({ node, left, top, hasReports, expanded, match, onPath, onToggle }: OrgChartCardProps) => {
  const vacant = node.id_empleado === null
  const border = vacant ? "border-2 border-dashed border-ink-500" : onPath ? "border-[3px] border-brand-700" : "border border-ink-300"
  return (
    <button
      type="button"
      data-posicion={node.id_posicion}
      aria-label={cardName(node, match)}
      {...(hasReports ? { "aria-expanded": expanded } : {})}
      onClick={hasReports ? () => onToggle(node.id_posicion) : undefined}
      className={`absolute flex flex-col gap-1 rounded-lg bg-white p-2 text-left shadow-sm outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${border} ${match ? "ring-4 ring-amber-400" : ""} ${hasReports ? "cursor-pointer hover:bg-brand-50" : "cursor-default"}`}
      // The browser skips drawing the cards out of view (they stay focusable and in the accessibility tree).
      style={{ left, top, width: cardWidth, height: cardHeight, contentVisibility: "auto", containIntrinsicSize: `${cardWidth}px ${cardHeight}px` }}
    >
      <span className="flex min-w-0 items-center gap-2">
        {vacant ? (
          <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-ink-500 text-xs text-ink-700">
            —
          </span>
        ) : isImageSource(node.foto) ? (
          <img src={node.foto} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
            {initials(node.n_empleado ?? "")}
          </span>
        )}
        <span className="flex min-w-0 flex-col">
          <span className={`truncate text-sm font-semibold ${vacant ? "italic text-ink-700" : "text-ink-900"}`}>{node.n_empleado ?? vacanteText}</span>
          <span className="truncate text-xs text-ink-700">{node.n_puesto}</span>
        </span>
      </span>
      <span className="truncate text-xs text-ink-700">{node.n_posicion}</span>
      {/* The count and the badge wrap to two lines when they do not fit beside each other: in a
          card of fixed width, "14 subordinados" and "Coincidencia" ran over each other. */}
      <span className="mt-auto flex items-end justify-between gap-2 text-xs text-ink-700">
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span>{subordinatesText(node.n_subordinados)}</span>
          {match ? <span className="rounded bg-amber-100 px-1 font-semibold text-ink-900">Coincidencia</span> : null}
        </span>
        {hasReports ? <span aria-hidden="true" className="shrink-0">{expanded ? "▾" : "▸"}</span> : null}
      </span>
    </button>
  )
})
