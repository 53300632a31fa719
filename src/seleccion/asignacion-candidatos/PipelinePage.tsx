import { useActorRef, useSelector } from "@xstate/react"
import { useDeferredValue, useEffect, useMemo } from "react"
import { fromPromise } from "xstate"
import { pipelineCatalogNames } from "../../../domain/seleccion/asignacion-candidatos-lookups"
import { type BoardView, pipelineMachine } from "../../../machines/seleccion/asignacion-candidatos"
import { type CardOutcome, pipelineCalls } from "../../../machines/seleccion/asignacion-candidatos-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { useLookup } from "../../records/use-lookup"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { PageTitle } from "../../ui/PageTitle"
import { RadioGroup } from "../../ui/RadioGroup"
import { SearchSelect, type SelectItem } from "../../ui/SearchSelect"
import { Spinner } from "../../ui/Spinner"
import { CardDialogs } from "./CardDialogs"
import { type BoardActions, PipelineBoard } from "./PipelineBoard"
import { PipelineTable } from "./PipelineTable"
import { pipelineTexts as t } from "./pipeline-texts"

// Asignación de candidatos (SEL250, MODULES-MX §6): choose a vacancy; its candidates show by
// stage as a board or as a table, each with its acts (move, reopen, history) and "Asignar
// candidato" above. Everything shown is the page machine's (machines/seleccion/
// asignacion-candidatos.ts): the view draws it and sends what the user does. The last act's
// sentence sits in a polite live region, so a move is heard as well as seen; the focus goes back
// to the card once the board is read again. The address names the vacancy (`?vacante=`).

const calls = pipelineCalls(api)
const machine = pipelineMachine.provide({
  actors: {
    pipeline: fromPromise(({ input }) => calls.pipeline(input)),
    act: fromPromise(({ input }): Promise<CardOutcome> =>
      input.kind === "mover" ? calls.move(input.request) : input.kind === "reabrir" ? calls.reopen(input.request) : calls.assign(input.request),
    ),
  },
})

const noItems: ReadonlyArray<SelectItem> = []

const viewOptions = [
  { id: "tablero", label: t.tablero },
  { id: "tabla", label: t.tabla },
]

export interface PipelinePageProps {
  readonly vacante: number | null
  readonly onChosen: (vacante: number | null) => void
}

export const PipelinePage = ({ vacante, onChosen }: PipelinePageProps) => {
  const actor = useActorRef(machine)
  useToasts(actor)
  const context = useSelector(actor, (s) => s.context)
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const busy = useSelector(actor, (s) => s.matches({ shown: "submitting" }))
  // The address leads: a vacancy it names that the machine does not hold yet is chosen (a reload, Back).
  useEffect(() => {
    if (actor.getSnapshot().context.vacancy !== vacante) actor.send({ type: "CHOOSE_VACANCY", vacancy: vacante })
  }, [actor, vacante])
  const vacancies = useLookup(pipelineCatalogNames.vacantes, "id_vacante", "n_vacante")
  const items = useMemo<ReadonlyArray<SelectItem>>(() => vacancies.map((v) => ({ id: v.id, label: v.label })), [vacancies])
  // A year of vacancies builds the select's list (react-aria's collection) and a board draws
  // hundreds of cards: both render as transitions, in slices between which the browser paints and
  // answers, instead of in one long task. The view shows the board it has drawn until the next is.
  const listed = useDeferredValue(items, noItems)
  const pipeline = useDeferredValue(context.pipeline, null)
  const view = useDeferredValue(context.view)
  // Back to the card acted on, once the board holding it is drawn.
  useEffect(() => {
    if (context.focusCard === null || context.dialog !== null || loading || pipeline !== context.pipeline) return
    const target = document.querySelector<HTMLElement>(`[data-card="${context.focusCard}"] button`)
    target?.focus()
    actor.send({ type: "FOCUSED" })
  }, [actor, context.focusCard, context.dialog, context.pipeline, pipeline, loading])
  // One object for the page's life: the memoized cards and columns redraw only when their data changes.
  const actions = useMemo<BoardActions>(
    () => ({
      onMove: (id_asignacion, id_etapa) => actor.send(id_etapa === undefined ? { type: "OPEN_MOVE", id_asignacion } : { type: "OPEN_MOVE", id_asignacion, id_etapa }),
      onReopen: (id_asignacion) => actor.send({ type: "OPEN_REOPEN", id_asignacion }),
      onHistory: (id_asignacion) => actor.send({ type: "OPEN_HISTORY", id_asignacion }),
      onMore: (id_etapa) => actor.send({ type: "MORE", id_etapa }),
    }),
    [actor],
  )
  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <div className="flex flex-col gap-4">
        <div className="flex max-w-3xl flex-col gap-4 sm:flex-row sm:items-end">
          <div className="grow">
            <SearchSelect
              label={t.vacante}
              items={listed}
              selectedId={context.vacancy === null ? null : String(context.vacancy)}
              onChange={(id) => {
                const chosen = id === null ? null : Number(id)
                actor.send({ type: "CHOOSE_VACANCY", vacancy: chosen })
                onChosen(chosen)
              }}
              isRequired
            />
          </div>
          {pipeline !== null ? (
            <RadioGroup label={t.vista} options={viewOptions} value={context.view} onChange={(v) => actor.send({ type: "SET_VIEW", view: v as BoardView })} orientation="horizontal" />
          ) : null}
        </div>
        <p role="status" className="min-h-6 text-ink-900">
          {context.announcement}
        </p>
        {failed ? <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} /> : null}
        {pipeline === null ? (
          loading || context.pipeline !== null ? (
            <Spinner className="h-6 w-6 text-brand-700" />
          ) : failed ? null : (
            <p className="text-ink-700">{t.elija}</p>
          )
        ) : (
          <div className="flex flex-col gap-3" aria-busy={loading}>
            <div className="flex flex-wrap items-center gap-3">
              {pipeline.abierta ? (
                <Button onPress={() => actor.send({ type: "OPEN_ASSIGN" })}>{t.asignar}</Button>
              ) : (
                <p className="rounded-md border-l-4 border-ink-500 bg-ink-100 px-3 py-2 text-ink-900">{t.noAbierta(pipeline.estado)}</p>
              )}
              {loading ? <Spinner className="h-5 w-5 text-brand-700" /> : null}
            </div>
            {view === "tablero" ? <PipelineBoard pipeline={pipeline} actions={actions} /> : <PipelineTable pipeline={pipeline} actions={actions} />}
          </div>
        )}
      </div>
      {pipeline !== null && context.dialog !== null ? (
        <CardDialogs
          pipeline={pipeline}
          dialog={context.dialog}
          busy={busy}
          onEdit={(field, value) => actor.send({ type: "EDIT", field, value })}
          onSearch={(buscar) => actor.send({ type: "SEARCH", buscar })}
          onChooseCandidate={(id_candidato) => actor.send({ type: "CHOOSE_CANDIDATE", id_candidato })}
          onSubmit={() => actor.send({ type: "SUBMIT" })}
          onClose={() => actor.send({ type: "CLOSE" })}
          loadAssignable={calls.assignable}
          loadHistory={calls.history}
        />
      ) : null}
    </>
  )
}
