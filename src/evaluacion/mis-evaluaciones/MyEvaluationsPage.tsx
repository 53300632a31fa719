import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import type { MyEvaluation } from "../../../domain/evaluacion/mis-evaluaciones-api"
import { relationLabel, myEvaluationTexts as t } from "../../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { type Ref, type SaveInput, myEvaluationsMachine, refOf } from "../../../machines/evaluacion/mis-evaluaciones"
import { myEvaluationCalls } from "../../../machines/evaluacion/mis-evaluaciones-calls"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { PageTitle } from "../../ui/PageTitle"
import { Shimmer } from "../../ui/Shimmer"
import { EvaluationForm } from "./EvaluationForm"
import { MyFeedbackSection } from "./MyFeedbackSection"

// "Mis evaluaciones" (MODULES-MX §5): the signed-in person's 360 and operative evaluations,
// pending then answered, each a titled item with its button (Tab, Enter); the button opens the
// answering form in place, and going back returns the focus to the list's heading.

/** The machine with its calls: the staff's here, the kiosk's from the kiosk (src/kiosko). */
export const evaluationsMachineWith = (calls: ReturnType<typeof myEvaluationCalls>) =>
  myEvaluationsMachine.provide({
    actors: {
      load: fromPromise(calls.load),
      open: fromPromise(({ input }: { input: Ref }) => calls.open(input)),
      save: fromPromise(({ input }: { input: SaveInput }) => calls.save(input)),
    },
  })

const staffMachine = evaluationsMachineWith(myEvaluationCalls(api))

const Item = ({ item, open }: { readonly item: MyEvaluation; readonly open: (e: MyEvaluation) => void }) => {
  const answered = item.estado === "Respondida"
  const action = !item.abierta ? t.ver : answered ? t.editar : t.responder
  const detail = `${item.n_proyecto} · ${item.tipo === "Operativa" ? relationLabel("Operativa") : `360 · ${relationLabel(item.relacion)}`}`
  const name = !item.abierta ? t.verA(item.n_evaluado, detail) : answered ? t.editarA(item.n_evaluado, detail) : t.responderA(item.n_evaluado, detail)
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-ink-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-semibold text-ink-900">{item.n_evaluado}</h3>
        <p className="text-sm text-ink-700">
          {detail}
        </p>
        <p className="text-sm text-ink-700">
          {answered && item.f_respuesta !== null ? `${t.respondida} ${shownDate(item.f_respuesta.slice(0, 10))}` : null}
          {answered && item.f_limite !== null ? " · " : null}
          {item.f_limite !== null && item.abierta ? `${t.limite} ${shownDate(item.f_limite)}` : !item.abierta ? t.cerrada : null}
        </p>
      </div>
      <Button variant={answered ? "secondary" : "primary"} aria-label={name} onPress={() => open(item)}>
        {action}
      </Button>
    </li>
  )
}

const Group = ({ title, empty, items, open }: { readonly title: string; readonly empty: string; readonly items: ReadonlyArray<MyEvaluation>; readonly open: (e: MyEvaluation) => void }) => (
  <section aria-labelledby={`grupo-${title}`} className="flex flex-col gap-2">
    <h2 id={`grupo-${title}`} tabIndex={-1} className="text-lg font-semibold text-ink-900">
      {title} ({items.length})
    </h2>
    {items.length === 0 ? (
      <p className="text-ink-700">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-2">
        {items.map((i) => (
          <Item key={`${i.tipo}-${i.id_asignacion_evaluador ?? i.id_evaluacion_operativa}`} item={i} open={open} />
        ))}
      </ul>
    )}
  </section>
)

/** The list and the form, without the page's title: the kiosk shows it in a tab. */
export const MyEvaluationsPanel = ({ machine }: { readonly machine: ReturnType<typeof evaluationsMachineWith> }) => {
  const actor = useActorRef(machine)
  useToasts(actor)
  const state = useSelector(actor, (s) => s)
  const { context } = state
  const listRef = useRef<HTMLDivElement>(null)
  const inList = state.matches("list")
  const wasAnswering = useRef(false)
  // Back from a form (saved or not): the focus goes to the list's first heading, not the page's body.
  useEffect(() => {
    if (inList && wasAnswering.current) listRef.current?.querySelector<HTMLElement>("h2")?.focus()
    wasAnswering.current = state.matches("answering") || state.matches("saving") || (wasAnswering.current && !inList)
  }, [inList, state])
  const open = (e: MyEvaluation) => actor.send({ type: "OPEN", ref: refOf(e) })
  const pending = context.items.filter((i) => i.estado === "Pendiente")
  const answered = context.items.filter((i) => i.estado === "Respondida")

  let body = null
  if (context.form !== null && (state.matches("answering") || state.matches("saving") || state.matches("checking")))
    body = (
      <EvaluationForm
        form={context.form}
        answers={context.answers}
        levels={context.levels}
        errors={context.errors}
        attempt={context.attempt}
        saving={state.matches("saving")}
        send={actor.send}
      />
    )
  else if (state.matches("loadFailed")) body = <Button onPress={() => actor.send({ type: "RETRY" })}>{t.reintentar}</Button>
  else if (state.matches("loading") || state.matches("opening")) body = <Shimmer rows={4} />
  else
    body = (
      <div ref={listRef} className="flex flex-col gap-6">
        <Group title={t.pendientes} empty={t.sinPendientes} items={pending} open={open} />
        <Group title={t.respondidas} empty={t.sinRespondidas} items={answered} open={open} />
      </div>
    )
  return (
    <>
      <p className="mb-4 text-ink-700">{t.intro}</p>
      <div aria-busy={state.matches("loading") || state.matches("opening")}>{body}</div>
    </>
  )
}

export const MyEvaluationsPage = () => (
  <>
    <PageTitle>{t.titulo}</PageTitle>
    <MyEvaluationsPanel machine={staffMachine} />
    <MyFeedbackSection />
  </>
)
