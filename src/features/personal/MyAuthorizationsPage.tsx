import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import { autorizar, getMisAutorizaciones, type PendingAuthorization } from "../../../domain/api/authorizations"
import { type DecideOutcome, type LoadOutcome, myAuthorizationsMachine, myAuthorizationsTexts as text } from "../../../machines/myAuthorizations"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { outcomeOf, showToast } from "../../records/outcomes"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { Shimmer } from "../../ui/Shimmer"
import { TextArea } from "../../ui/TextArea"

// "Mis autorizaciones": what waits for the signed-in user's decision, each request with its
// summary and the timeline of its steps. Aprobar and Rechazar are buttons (Tab, Enter/Space);
// Rechazar asks for the comment in a dialog.

const machine = myAuthorizationsMachine.provide({
  actors: {
    load: fromPromise<LoadOutcome>(async () => {
      const result = await api.call(getMisAutorizaciones, {})
      return result.ok ? { kind: "done", items: result.value.result } : { kind: "failed" }
    }),
    decide: fromPromise<DecideOutcome, { id_autorizacion: number; resultado: "A" | "R"; comentario: string }>(async ({ input }) => {
      const outcome = outcomeOf(await api.call(autorizar, input))
      if (outcome.kind === "done") return { kind: "done", message: outcome.message }
      if (outcome.kind === "refused") return { kind: "refused", message: [outcome.message, ...outcome.detalles].join(" ") }
      return { kind: "failed" }
    }),
  },
})

const resultLabel = (resultado: "A" | "R" | null): string =>
  resultado === "A" ? text.aprobado : resultado === "R" ? text.rechazado : text.pendiente

const resultTone = (resultado: "A" | "R" | null): string =>
  resultado === "A" ? "bg-green-100 text-green-900" : resultado === "R" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"

const Request = ({ item, busy, onApprove, onReject }: { readonly item: PendingAuthorization; readonly busy: boolean; readonly onApprove: () => void; readonly onReject: () => void }) => {
  const title = `${item.resumen.tipo} ${item.resumen.folio}`
  const headingId = `autorizacion-${item.id_autorizacion}`
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-ink-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-ink-900">
            {title}
          </h2>
          <p className="text-sm text-ink-700">{item.n_tipo_solicitud}</p>
        </div>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{text.nivel(item.nivel, item.niveles)}</span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {item.resumen.colaborador === "" ? null : (
          <>
            <dt className="font-medium text-ink-700">Colaborador</dt>
            <dd className="text-ink-900">{item.resumen.colaborador}</dd>
          </>
        )}
        {item.resumen.fecha === "" ? null : (
          <>
            <dt className="font-medium text-ink-700">Fecha</dt>
            <dd className="text-ink-900">{shownDate(item.resumen.fecha)}</dd>
          </>
        )}
      </dl>
      {item.resumen.detalle.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-ink-800">
          {item.resumen.detalle.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-3 text-sm font-semibold text-ink-700">{text.historial}</h3>
      <ol className="mt-1 flex flex-col gap-1 border-l-2 border-ink-200 pl-3 text-sm">
        {item.pasos.map((paso) => (
          <li key={paso.id_autorizacion} className="flex flex-wrap items-center gap-2">
            <span className="text-ink-700">{paso.nivel === 0 ? "Autorización" : `Nivel ${paso.nivel}`}</span>
            <span className="text-ink-900">{paso.n_autorizador}</span>
            <span className={`rounded px-1.5 text-xs font-medium ${resultTone(paso.resultado)}`}>{resultLabel(paso.resultado)}</span>
            {paso.fecha === null ? null : <span className="text-ink-700">{paso.fecha}</span>}
            {paso.comentario === null || paso.comentario === "" ? null : <span className="w-full text-ink-800">“{paso.comentario}”</span>}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={onReject} isDisabled={busy} aria-label={`${text.rechazar} ${title}`}>
          {text.rechazar}
        </Button>
        <Button onPress={onApprove} isDisabled={busy} aria-label={`${text.aprobar} ${title}`}>
          {text.aprobar}
        </Button>
      </div>
    </li>
  )
}

export const MyAuthorizationsPage = () => {
  const actor = useActorRef(machine)
  const state = useSelector(actor, (s) => s)
  useEffect(() => {
    const subscription = actor.on("toast", showToast)
    return () => subscription.unsubscribe()
  }, [actor])
  const { context } = state
  const rejecting = context.items.find((i) => i.id_autorizacion === context.current)
  const deciding = state.matches("deciding")

  let body: React.ReactNode
  if (state.matches("loading") && context.items.length === 0) body = <Shimmer rows={4} />
  else if (state.matches("loadFailed")) body = <Button onPress={() => actor.send({ type: "RETRY" })}>{text.reintentar}</Button>
  else if (context.items.length === 0) body = <p className="rounded-lg border border-dashed border-ink-300 p-6 text-center text-ink-700">{text.vacio}</p>
  else
    body = (
      <ul aria-label={text.titulo} aria-busy={!state.matches("ready")} className="flex flex-col gap-4">
        {context.items.map((item) => (
          <Request
            key={item.id_autorizacion}
            item={item}
            busy={!state.matches("ready")}
            onApprove={() => actor.send({ type: "APPROVE", id: item.id_autorizacion })}
            onReject={() => actor.send({ type: "REJECT", id: item.id_autorizacion })}
          />
        ))}
      </ul>
    )

  return (
    <>
      <PageTitle>{text.titulo}</PageTitle>
      {body}
      <Modal
        title={text.rechazarSolicitud(rejecting?.resumen.folio ?? "")}
        isOpen={state.matches("rejecting") || (deciding && context.resultado === "R")}
        onClose={() => actor.send({ type: "CANCEL" })}
        isDismissable={!deciding}
        size="sm"
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "CONFIRM" })
          }}
          className="flex flex-col gap-4"
        >
          <TextArea
            label={text.comentario}
            value={context.comment}
            onChange={(comment) => actor.send({ type: "SET_COMMENT", comment })}
            isRequired
            maxLength={500}
            errorMessage={context.commentError}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => actor.send({ type: "CANCEL" })} isDisabled={deciding}>
              {text.cancelar}
            </Button>
            <Button type="submit" isDisabled={deciding}>
              {text.rechazar}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  )
}
