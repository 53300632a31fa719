import { useActorRef, useSelector } from "@xstate/react"
import { fromPromise } from "xstate"
import { myFeedbackTexts as t } from "../../../domain/evaluacion/mis-evaluaciones-vocabulary"
import type { MyFeedback } from "../../../domain/evaluacion/retroalimentacion-api"
import { type ResultsKey, type SignInput, myFeedbackMachine } from "../../../machines/evaluacion/mis-evaluaciones-retroalimentaciones"
import { myFeedbackCalls } from "../../../machines/evaluacion/mis-evaluaciones-retroalimentaciones-calls"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { useToasts } from "../../records/use-toasts"
import { Button } from "../../ui/Button"
import { Shimmer } from "../../ui/Shimmer"
import { MyFeedbackDialog } from "./MyFeedbackDialog"

// "Mis retroalimentaciones" below the person's evaluations: each session a titled item (cycle,
// kind, date, boss, estado, commitments) with its button (Tab, Enter) that opens it in a dialog.

const calls = myFeedbackCalls(api)
const machine = myFeedbackMachine.provide({
  actors: {
    load: fromPromise(calls.load),
    results: fromPromise(({ input }: { input: ResultsKey }) => calls.results(input)),
    sign: fromPromise(({ input }: { input: SignInput }) => calls.sign(input)),
  },
})

const Item = ({ s, open }: { readonly s: MyFeedback; readonly open: (id: number) => void }) => (
  <li className="flex flex-col gap-2 rounded-lg border border-ink-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
    <div>
      <h3 className="font-semibold text-ink-900">{`${s.n_proyecto} · ${s.tipo}`}</h3>
      <p className="text-sm text-ink-700">
        {`${s.f_sesion === null ? "Sin fecha" : shownDate(s.f_sesion)} · Jefe: ${s.n_jefe ?? "—"} · ${s.estado} · ${s.compromisos.length === 1 ? "1 compromiso" : `${s.compromisos.length} compromisos`}`}
      </p>
    </div>
    <Button
      variant={s.firmable ? "primary" : "secondary"}
      aria-label={s.firmable ? t.firmarA(s.n_proyecto, s.tipo) : t.abrirA(s.n_proyecto, s.tipo)}
      onPress={() => open(s.id_retro ?? 0)}
    >
      {s.firmable ? t.firmar : t.abrir}
    </Button>
  </li>
)

export const MyFeedbackSection = () => {
  const actor = useActorRef(machine)
  useToasts(actor)
  const state = useSelector(actor, (s) => s)
  const { context } = state
  const open = (id_retro: number) => actor.send({ type: "OPEN", id_retro })
  return (
    <section aria-labelledby="mis-retroalimentaciones" className="mt-8 flex flex-col gap-2">
      <h2 id="mis-retroalimentaciones" tabIndex={-1} className="text-lg font-semibold text-ink-900">
        {t.titulo}
      </h2>
      <p className="text-ink-700">{t.intro}</p>
      <div aria-busy={state.matches("loading")}>
        {state.matches("loading") ? (
          <Shimmer rows={2} />
        ) : state.matches("loadFailed") ? (
          <Button onPress={() => actor.send({ type: "RETRY" })}>Reintentar</Button>
        ) : context.items.length === 0 ? (
          <p className="text-ink-700">{t.sinSesiones}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {context.items.map((s) => (
              <Item key={s.id_retro ?? `${s.id_proyecto}-${s.tipo}`} s={s} open={open} />
            ))}
          </ul>
        )}
      </div>
      {context.open !== null && state.matches("viewing") ? (
        <MyFeedbackDialog
          session={context.open}
          conformidad={context.conformidad}
          comentarios={context.comentarios}
          problem={context.problem}
          results={context.results}
          signing={state.matches({ viewing: { signature: "signing" } })}
          onAgreement={(conformidad) => actor.send({ type: "SET_AGREEMENT", conformidad })}
          onComments={(comentarios) => actor.send({ type: "SET_COMMENTS", comentarios })}
          onSign={() => actor.send({ type: "SIGN" })}
          onClose={() => actor.send({ type: "CLOSE" })}
        />
      ) : null}
    </section>
  )
}
