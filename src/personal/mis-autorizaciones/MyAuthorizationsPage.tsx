import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import type { PendingAuthorization } from "../../../domain/api/authorizations"
import { type AttachmentRef, myAuthorizationsMachine, myAuthorizationsTexts as text } from "../../../machines/personal/mis-autorizaciones"
import { type Decision, myAuthorizationCalls } from "../../../machines/personal/mis-autorizaciones-calls"
import { saveFile } from "../../api/save-file"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { Button } from "../../ui/Button"
import { LeaveConfirmDialog } from "../../ui/LeaveConfirmDialog"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { Shimmer } from "../../ui/Shimmer"
import { Spinner } from "../../ui/Spinner"
import { TextArea } from "../../ui/TextArea"
import { CancelAndSubmit } from "../../ui/CancelAndSubmit"
import { useToasts } from "../../records/use-toasts"

// "Mis autorizaciones": what waits for the signed-in user's decision, each request with its
// summary, its files and the timeline of its steps. Aprobar and Rechazar are buttons (Tab,
// Enter/Space); Aprobar asks first, restating the request's facts; Rechazar asks for the comment.
// A decided request leaves the list, and its buttons with it: the focus goes on to the heading
// of the request that took its place (or the last one, or the line that says none is left),
// not to the page's body.

const calls = myAuthorizationCalls(api, saveFile)
const machine = myAuthorizationsMachine.provide({
  actors: {
    load: fromPromise(calls.load),
    decide: fromPromise(({ input }: { input: Decision }) => calls.decide(input)),
    download: fromPromise(({ input }: { input: AttachmentRef }) => calls.download(input)),
  },
})

const resultLabel = (resultado: "A" | "R" | null): string =>
  resultado === "A" ? text.aprobado : resultado === "R" ? text.rechazado : text.pendiente

const resultTone = (resultado: "A" | "R" | null): string =>
  resultado === "A" ? "bg-green-100 text-green-900" : resultado === "R" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"

/** The files' buttons: which one is on its way, and how to ask for one. */
interface Attachments {
  readonly downloading: AttachmentRef | null
  readonly download: (ref: AttachmentRef) => void
}

/** What the request is: person, date, detail lines and its files (each a download button). */
const Facts = ({ item, idPrefix, files }: { readonly item: PendingAuthorization; readonly idPrefix: string; readonly files: Attachments }) => (
  <>
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-ink-700">Tipo</dt>
      <dd className="text-ink-900">{item.n_tipo_solicitud === "" ? item.resumen.tipo : item.n_tipo_solicitud}</dd>
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
    {item.resumen.adjuntos.length > 0 ? (
      <section aria-labelledby={`${idPrefix}-adjuntos`} className="mt-2 text-sm">
        <h3 id={`${idPrefix}-adjuntos`} className="font-semibold text-ink-700">
          {text.adjuntos}
        </h3>
        <ul className="mt-1 flex flex-wrap gap-2">
          {item.resumen.adjuntos.map((a) => {
            const mine = files.downloading?.id_autorizacion === item.id_autorizacion && files.downloading.version === a.version
            return (
              <li key={a.version}>
                <Button
                  variant="secondary"
                  onPress={() => files.download({ id_autorizacion: item.id_autorizacion, version: a.version })}
                  isDisabled={files.downloading !== null}
                  aria-busy={mine}
                >
                  {mine ? <Spinner className="h-4 w-4" /> : null}
                  {text.abrirAdjunto(a.nombre)}
                </Button>
                {mine ? (
                  <span role="status" className="sr-only">
                    {text.descargando}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      </section>
    ) : null}
  </>
)

const titleOf = (item: PendingAuthorization): string => `${item.resumen.tipo} ${item.resumen.folio}`

const Request = ({
  item,
  busy,
  files,
  onApprove,
  onReject,
}: { readonly item: PendingAuthorization; readonly busy: boolean; readonly files: Attachments; readonly onApprove: () => void; readonly onReject: () => void }) => {
  const title = titleOf(item)
  const headingId = `autorizacion-${item.id_autorizacion}`
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-ink-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} tabIndex={-1} data-request-heading className="text-base font-semibold text-ink-900 outline-none">
            {title}
          </h2>
          <p className="text-sm text-ink-700">{item.n_tipo_solicitud}</p>
        </div>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{text.nivel(item.nivel, item.niveles)}</span>
      </div>
      <Facts item={item} idPrefix={headingId} files={files} />
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
  useToasts(actor)
  const { context } = state
  const current = context.items.find((i) => i.id_autorizacion === context.current)
  const deciding = state.matches({ requests: "deciding" })
  const ready = state.matches({ requests: "ready" })
  const asking = state.matches({ requests: "confirmingLeave" })
  const files: Attachments = {
    downloading: context.downloading,
    download: (ref) => actor.send({ type: "DOWNLOAD", ...ref }),
  }
  const list = useRef<HTMLDivElement>(null)
  /** The place in the list of the request being decided, until the list comes back. */
  const decidedAt = useRef<number | null>(null)
  useEffect(() => {
    if (!ready || decidedAt.current === null) return
    const headings = list.current?.querySelectorAll<HTMLElement>("[data-request-heading]") ?? []
    const next = headings[Math.min(decidedAt.current, headings.length - 1)] ?? list.current?.querySelector<HTMLElement>("p[tabindex]")
    decidedAt.current = null
    next?.focus()
  }, [ready])

  let body: React.ReactNode
  if (state.matches({ requests: "loading" }) && context.items.length === 0) body = <Shimmer rows={4} />
  else if (state.matches({ requests: "loadFailed" })) body = <Button onPress={() => actor.send({ type: "RETRY" })}>{text.reintentar}</Button>
  else if (context.items.length === 0)
    body = (
      <p tabIndex={-1} className="rounded-lg border border-dashed border-ink-300 p-6 text-center text-ink-700 outline-none">
        {text.vacio}
      </p>
    )
  else
    body = (
      <ul aria-label={text.titulo} aria-busy={!ready} className="flex flex-col gap-4">
        {context.items.map((item, index) => (
          <Request
            key={item.id_autorizacion}
            item={item}
            busy={!ready}
            files={files}
            onApprove={() => {
              decidedAt.current = index
              actor.send({ type: "APPROVE", id: item.id_autorizacion })
            }}
            onReject={() => {
              decidedAt.current = index
              actor.send({ type: "REJECT", id: item.id_autorizacion })
            }}
          />
        ))}
      </ul>
    )

  return (
    <>
      <PageTitle>{text.titulo}</PageTitle>
      <div ref={list}>{body}</div>
      <Modal
        title={text.rechazarSolicitud(current?.resumen.folio ?? "")}
        isOpen={state.matches({ requests: "rejecting" }) || asking || (deciding && context.resultado === "R")}
        onClose={() => {
          // With a comment typed the machine asks first; the dialog may stay.
          if (context.comment.trim() === "") decidedAt.current = null
          actor.send({ type: "CANCEL" })
        }}
        isDismissable={!deciding && !asking}
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
          <CancelAndSubmit
            submitLabel={text.rechazar}
            onCancel={() => {
              if (context.comment.trim() === "") decidedAt.current = null
              actor.send({ type: "CANCEL" })
            }}
            busy={deciding}
          />
        </form>
        <LeaveConfirmDialog
          isOpen={asking}
          onStay={() => actor.send({ type: "STAY" })}
          onLeave={() => {
            decidedAt.current = null
            actor.send({ type: "LEAVE" })
          }}
        />
      </Modal>
      <Modal
        title={text.aprobarSolicitud(current === undefined ? "" : titleOf(current))}
        isOpen={current !== undefined && (state.matches({ requests: "approving" }) || (deciding && context.resultado === "A"))}
        onClose={() => actor.send({ type: "CANCEL" })}
        isDismissable={!deciding}
        role="alertdialog"
        size="md"
      >
        {current === undefined ? null : <Facts item={current} idPrefix={`aprobar-${current.id_autorizacion}`} files={files} />}
        <p className="mt-3 text-sm text-ink-800">{text.aprobarAviso}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {/* Cancelar has the focus: a stray Enter approves nothing. */}
          <Button variant="secondary" onPress={() => actor.send({ type: "CANCEL" })} isDisabled={deciding} autoFocus>
            {text.cancelar}
          </Button>
          <Button onPress={() => actor.send({ type: "CONFIRM" })} isDisabled={deciding}>
            {text.aprobar}
          </Button>
        </div>
      </Modal>
    </>
  )
}
