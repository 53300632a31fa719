import { useNavigate } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { toDisplayDate } from "../../../domain/dates"
import { messages } from "../../../domain/messages"
import { portalRequestHref, portalRequestTexts, portalRequestTypeLabel } from "../../../domain/personal/solicitudes-portal-vocabulary"
import { portalRequestWorkflow } from "../../../domain/personal/solicitudes-portal"
import { transitionsFrom } from "../../../domain/records/workflow"
import { type PortalAction, actOnPortalRequest, readPortalSteps } from "../../../machines/personal/solicitudes-portal-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { Modal } from "../../ui/Modal"
import { TextArea } from "../../ui/TextArea"
import { RequestState } from "../../kiosko/RequestState"
import { portalPageTexts as text } from "./portal-page-texts"
import { useUnsavedGuard } from "../../ui/use-unsaved-guard"
import { DetailGrid } from "../../ui/DetailGrid"

// One kiosk request seen whole, with what HR may do about it: open the page that attends an
// authorized one, prefilled for the person (a constancia opens Cartas laborales); authorize or reject one that
// has no flow (Pendiente), mark an authorized one Atendida, cancel one that is not finished: the
// workflow's transitions its state allows, here rather than as row actions because they share
// the comment box.
// The comment box serves the rejection, the cancellation (both need one) and the attention.
// What a request was turned into (the letter, loan or aid created for it, by folio) shows among
// its facts; once something attends it, the page is not offered again.

type Row = Readonly<Record<string, unknown>>
const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v))
const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })

const readSteps = readPortalSteps(api)
const actOn = actOnPortalRequest(api)

export const PortalRequestDialog = ({ row, onClose, onChanged }: { readonly row: Row | null; readonly onClose: () => void; readonly onChanged: () => void }) => {
  const navigate = useNavigate()
  const [comment, setComment] = useState("")
  const [commentError, setCommentError] = useState<string | null>(null)
  // The action runs as a command: its toast says the outcome; done, the list reads again and the dialog closes.
  const action = useCommand(actOn, {
    onDone: () => {
      onChanged()
      onClose()
    },
  })
  const busy = action.phase === "running"
  const id = row === null ? null : Number(row.id_solicitud)
  // A typed comment is not dropped by Escape or a click outside without asking.
  const guard = useUnsavedGuard({ comment }, onClose)

  // The flow's steps, read by a loaded-resource machine; steps that cannot be read show as none.
  const steps = useLoadedResource(id, readSteps).value
  // Another request starts with an empty comment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` is what clears the comment
  useEffect(() => {
    setComment("")
    setCommentError(null)
  }, [id])

  if (row === null || id === null) return null
  const estado = str(row.estado)
  const tipo = str(row.id_tipo_solicitud)
  const monto = row.monto === null || row.monto === undefined ? null : Number(row.monto)
  const href = portalRequestHref({ id_solicitud: id, id_empleado: Number(row.id_empleado), id_tipo_solicitud: tipo, monto })
  const attendedWith = str(row.atencion)

  const act = (kind: PortalAction) => {
    if ((kind === "R" || kind === "cancelar") && comment.trim() === "") {
      setCommentError(portalRequestTexts.comentarioRequerido)
      return
    }
    action.run({ id_solicitud: id, action: kind, comentario: comment })
  }

  const facts: ReadonlyArray<readonly [string, string]> = [
    [text.colaborador, str(row.colaborador)],
    [text.tipo, portalRequestTypeLabel(tipo)],
    [text.fecha, toDisplayDate(str(row.f_solicitud)) ?? ""],
    ...(row.f_inicio === null || row.f_inicio === undefined
      ? []
      : [[text.periodo, `${toDisplayDate(str(row.f_inicio))} – ${toDisplayDate(str(row.f_fin))} (${str(row.dias)} días hábiles)`] as const]),
    ...(monto === null ? [] : [[text.monto, money.format(monto)] as const]),
    ...(str(row.detalle) === "" ? [] : [[text.detalle, str(row.detalle)] as const]),
    ...(row.nivel_actual === null || row.nivel_actual === undefined ? [] : [[text.nivel, str(row.nivel_actual)] as const]),
    ...(str(row.comentarios) === "" ? [] : [[text.comentarios, str(row.comentarios)] as const]),
    ...(attendedWith === "" ? [] : [[text.atencion, attendedWith] as const]),
  ]
  // What the request's state allows, by the workflow (the flow's own sending is the server's).
  const offered = transitionsFrom(portalRequestWorkflow, row).filter((t) => t.id !== "enviar")
  const offer = (id: string) => offered.find((t) => t.id === id)
  const cancel = offer("cancelar")
  const attend = offer("atender")
  const authorize = offer("autorizar")
  const reject = offer("rechazar")
  return (
    <Modal title={text.solicitud(String(id))} isOpen onClose={guard.dismiss} isDismissable={!busy && !guard.asking} size="md">
      <div className="flex flex-col gap-4">
        <p>
          {text.estado}: <RequestState estado={estado} />
        </p>
        <DetailGrid
          items={facts}
          className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]"
          valueClassName="break-words text-ink-900"
        />
        <section aria-labelledby="solicitud-pasos">
          <h3 id="solicitud-pasos" className="font-semibold text-ink-900">
            {text.pasos}
          </h3>
          {steps === null ? <p role="status">{messages.cargando}…</p> : null}
          {steps !== null && steps.length === 0 ? <p className="text-sm text-ink-700">{text.sinPasos}</p> : null}
          {steps !== null && steps.length > 0 ? (
            <ol className="mt-1 flex flex-col gap-1 border-l-2 border-ink-200 pl-3 text-sm">
              {steps.map((s) => (
                <li key={s.id_autorizacion} className="flex flex-wrap gap-x-2">
                  <span className="text-ink-700">Nivel {s.nivel}</span>
                  <span>{s.n_autorizador}</span>
                  <span className="font-medium">{s.resultado === "A" ? "Aprobada" : s.resultado === "R" ? "Rechazada" : "En espera"}</span>
                  {s.fecha === null ? null : <span className="text-ink-700">{toDisplayDate(s.fecha)}</span>}
                  {s.comentario === null ? null : <span className="w-full italic">“{s.comentario}”</span>}
                </li>
              ))}
            </ol>
          ) : null}
        </section>
        {href !== null && attend !== undefined && attendedWith === "" ? (
          <a
            href={href}
            onClick={(e) => {
              e.preventDefault()
              void navigate({ href })
            }}
            className="inline-flex w-fit items-center rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {text.abrirDestino(portalRequestTypeLabel(tipo))}
          </a>
        ) : null}
        {offered.length === 0 ? null : (
          <>
            <TextArea
              label={text.comentario}
              description={text.comentarioAyuda}
              maxLength={500}
              rows={2}
              value={comment}
              onChange={(v) => {
                setComment(v)
                setCommentError(null)
              }}
              errorMessage={commentError}
            />
            <div className="flex flex-wrap justify-end gap-2">
              {cancel === undefined ? null : (
                <Button variant="secondary" onPress={() => act("cancelar")} isDisabled={busy}>
                  {cancel.label}
                </Button>
              )}
              {reject === undefined ? null : (
                <Button variant="secondary" onPress={() => act("R")} isDisabled={busy}>
                  {reject.label}
                </Button>
              )}
              {authorize === undefined ? null : (
                <Button onPress={() => act("A")} isDisabled={busy}>
                  {authorize.label}
                </Button>
              )}
              {attend === undefined ? null : (
                <Button onPress={() => act("atender")} isDisabled={busy}>
                  {attend.label}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
      {guard.question}
    </Modal>
  )
}
