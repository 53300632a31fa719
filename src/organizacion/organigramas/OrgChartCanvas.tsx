import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { NodoPosicion } from "../../../domain/organizacion/organigramas-api"
import type { PositionTree } from "../../../domain/organizacion/organigramas-rules"
import { Button } from "../../ui/Button"
import { OrgChartCard } from "./OrgChartCard"
import { layoutChart } from "./layout"

// The visual chart: the laid-out cards (React buttons) over an SVG of the links, inside a
// scrolling region, with zoom and fit-to-screen. The layout is recomputed only when the forest or
// the expansion change (a search's highlight or a zoom reuses it), and only expanded branches are
// laid out or rendered.

const minZoom = 0.25
const maxZoom = 2
const zoomStep = 0.2

const clampZoom = (z: number): number => Math.min(maxZoom, Math.max(minZoom, Math.round(z * 100) / 100))

export interface OrgChartCanvasProps {
  readonly forest: ReadonlyArray<PositionTree<NodoPosicion>>
  readonly expanded: ReadonlyArray<string>
  readonly matches: ReadonlySet<string>
  readonly path: ReadonlySet<string>
  readonly onToggle: (id: string) => void
  /** The drawn chart, unscaled: what the PNG export captures. */
  readonly contentRef: RefObject<HTMLDivElement | null>
}

export const OrgChartCanvas = ({ forest, expanded, matches, path, onToggle, contentRef }: OrgChartCanvasProps) => {
  const expandedSet = useMemo(() => new Set(expanded), [expanded])
  const layout = useMemo(() => layoutChart(forest, expandedSet), [forest, expandedSet])
  const [zoom, setZoom] = useState(1)
  const viewport = useRef<HTMLDivElement>(null)

  const fit = useCallback(() => {
    const box = viewport.current
    if (box === null || layout.width === 0) return
    setZoom(clampZoom(Math.min(1, (box.clientWidth - 8) / layout.width, (box.clientHeight - 8) / layout.height)))
  }, [layout.width, layout.height])

  // A new chart (another filter or date) starts at full size, scrolled to its top-left.
  useEffect(() => {
    if (forest.length === 0) return
    setZoom(1)
    viewport.current?.scrollTo({ left: 0, top: 0 })
  }, [forest])

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onPress={() => setZoom((z) => clampZoom(z - zoomStep))} isDisabled={zoom <= minZoom}>
          Alejar
        </Button>
        <Button variant="secondary" onPress={() => setZoom((z) => clampZoom(z + zoomStep))} isDisabled={zoom >= maxZoom}>
          Acercar
        </Button>
        <Button variant="secondary" onPress={fit}>
          Ajustar a la pantalla
        </Button>
        <Button variant="secondary" onPress={() => setZoom(1)} isDisabled={zoom === 1}>
          Tamaño real
        </Button>
        <span className="text-sm text-ink-600" aria-live="polite">{`Zoom ${Math.round(zoom * 100)} %`}</span>
      </div>
      <section
        ref={viewport}
        aria-label="Organigrama"
        className="relative h-[70vh] min-h-80 overflow-auto rounded-lg border border-ink-200 bg-ink-50"
      >
        <div style={{ width: layout.width * zoom, height: layout.height * zoom }} className="relative">
          <div
            ref={contentRef}
            className="absolute left-0 top-0 origin-top-left bg-ink-50"
            style={{ width: layout.width, height: layout.height, transform: `scale(${zoom})` }}
          >
            <svg aria-hidden="true" width={layout.width} height={layout.height} className="absolute left-0 top-0">
              {layout.links.map((l) => (
                <path
                  key={`${l.from}>${l.to}`}
                  d={l.d}
                  fill="none"
                  stroke={path.has(l.to) ? "#1f46a8" : "#5f6b7d"}
                  strokeWidth={path.has(l.to) ? 3 : 1.5}
                />
              ))}
            </svg>
            {layout.cards.map((c) => (
              <OrgChartCard
                key={c.tree.node.id_posicion}
                node={c.tree.node}
                left={c.left}
                top={c.top}
                hasReports={c.tree.children.length > 0}
                expanded={c.expanded}
                match={matches.has(c.tree.node.id_posicion)}
                onPath={path.has(c.tree.node.id_posicion)}
                onToggle={onToggle}
              />
            ))}
          </div>
        </div>
      </section>
    </div>
  )
}
