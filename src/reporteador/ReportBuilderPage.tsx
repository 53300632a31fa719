import { useActorRef, useSelector } from "@xstate/react"
import { type ActorRefFrom, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { type ReportColumn, type ReportRequest, reportTypeOf, reportTypes } from "../../domain/reporteador/reporteador"
import { type ListId, problemMessage, reportBuilderMachine } from "../../machines/reporteador/reporteador"
import { generateReport } from "../../machines/reporteador/reporteador-calls"
import { saveFile } from "../api/save-file"
import { api } from "../app/api"
import { Button } from "../ui/Button"
import { SearchSelect } from "../ui/SearchSelect"
import { ColumnList } from "./ColumnList"
import { GeneratePage } from "../ui/GeneratePage"
import { useToasts } from "../records/use-toasts"

const generateWith = generateReport(api, saveFile)
const generate = fromPromise(({ input }: { input: ReportRequest }) => generateWith(input))

const typeItems = reportTypes.map((t) => ({ id: t.tabla, label: t.label }))

const columnsFor = (tabla: string | null, ids: ReadonlyArray<string>): ReadonlyArray<ReportColumn> => {
  const all = tabla === null ? [] : (reportTypeOf(tabla)?.columns ?? [])
  return ids.flatMap((id) => all.filter((c) => c.id === id))
}

const arrowClass = "h-4 w-4"

type BuilderActor = ActorRefFrom<typeof reportBuilderMachine>

interface ColumnSectionProps {
  readonly headingId: string
  readonly title: string
  readonly list: ListId
  readonly columns: ReadonlyArray<ReportColumn>
  readonly picked: string | null
  readonly actor: BuilderActor
}

/** One of the two column lists under its heading; a pick or a drop there names that list. */
const ColumnSection = ({ headingId, title, list, columns, picked, actor }: ColumnSectionProps) => (
  <section className="flex flex-col gap-2">
    <h2 id={headingId} className="font-semibold text-ink-900">
      {title}
    </h2>
    <ColumnList
      headingId={headingId}
      columns={columns}
      picked={picked}
      onPick={(column) => actor.send({ type: "PICK", list, column })}
      onMove={(column, index) => actor.send({ type: "MOVE", column, to: list, ...(index === undefined ? {} : { index }) })}
    />
  </section>
)

/** Report type, the two column lists, 'Generar Reporte'. */
export const ReportBuilderPage = () => {
  const actor = useActorRef(reportBuilderMachine.provide({ actors: { generate } }))
  const context = useSelector(actor, (s) => s.context)
  const generating = useSelector(actor, (s) => s.matches("generating"))
  useToasts(actor)

  const problem = problemMessage(context)
  const { picked, shown } = context
  const shownIndex = picked.shown === null ? -1 : shown.indexOf(picked.shown)

  return (
    <GeneratePage
      title={messages.reporteador}
      className="flex max-w-4xl flex-col gap-6"
      generating={generating}
      onGenerate={() => actor.send({ type: "GENERATE" })}
      submitLabel={messages.generarReporte}
      generatingText={messages.generandoReporte}
    >
      <div className="max-w-sm">
        <SearchSelect
          label={messages.tipoReporte}
          items={typeItems}
          selectedId={context.tabla}
          onChange={(tabla) => actor.send({ type: "SELECT_TYPE", tabla })}
          errorMessage={context.problem === "tipo" ? problem : null}
          isRequired
          isDisabled={generating}
        />
      </div>
      <p id="ayuda-reporteador" className="text-sm text-ink-700">
        {messages.ayudaReporteador}
      </p>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-[1fr_auto_1fr]">
        <ColumnSection
          headingId="columnas-disponibles"
          title={messages.columnasDisponibles}
          list="available"
          columns={columnsFor(context.tabla, context.available)}
          picked={picked.available}
          actor={actor}
        />
        <div className="flex flex-row justify-center gap-2 md:mt-10 md:flex-col">
          <Button variant="secondary" aria-label={messages.agregarColumna} isDisabled={picked.available === null || generating} onPress={() => actor.send({ type: "ADD" })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className={arrowClass} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </Button>
          <Button variant="secondary" aria-label={messages.quitarColumna} isDisabled={picked.shown === null || generating} onPress={() => actor.send({ type: "REMOVE" })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className={arrowClass} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </Button>
          <Button variant="secondary" aria-label={messages.subirColumna} isDisabled={shownIndex <= 0 || generating} onPress={() => actor.send({ type: "UP" })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className={arrowClass} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 15l6-6 6 6" />
            </svg>
          </Button>
          <Button
            variant="secondary"
            aria-label={messages.bajarColumna}
            isDisabled={shownIndex === -1 || shownIndex === shown.length - 1 || generating}
            onPress={() => actor.send({ type: "DOWN" })}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className={arrowClass} fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 9l6 6 6-6" />
            </svg>
          </Button>
        </div>
        <ColumnSection headingId="columnas-mostrar" title={messages.columnasMostrar} list="shown" columns={columnsFor(context.tabla, shown)} picked={picked.shown} actor={actor} />
      </div>
      {/* Announced at once; the type's message also shows under its field. */}
      <p role="alert" className={context.problem === "columnas" ? "text-sm text-danger-700" : "sr-only"}>
        {problem ?? ""}
      </p>
    </GeneratePage>
  )
}
