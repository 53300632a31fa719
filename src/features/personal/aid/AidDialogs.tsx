import { type FormEvent, useEffect, useState } from "react"
import { detalleAyuda, pagarAyuda } from "../../../../domain/api/personal-aid"
import { messages } from "../../../../domain/messages"
import { api } from "../../../app/api"
import { shownDate } from "../../../records/cells"
import { outcomeOf, showToast, toastOf } from "../../../records/outcomes"
import { Button } from "../../../ui/Button"
import { DateField } from "../../../ui/DateField"
import { Modal } from "../../../ui/Modal"
import { TextField } from "../../../ui/TextField"

// An aid's two dialogs: its detail (state, the timeline of its flow, the rejection or the
// payment) and the payment record of an Autorizada aid (date and reference).

type Detail = (typeof detalleAyuda.response.Type)["result"]

const resultText = (r: "A" | "R" | null): string => (r === "A" ? "Autorizado" : r === "R" ? "Rechazado" : "En espera")

export const AidDetailDialog = ({ id, onClose }: { readonly id: number | null; readonly onClose: () => void }) => {
  const [detail, setDetail] = useState<Detail | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setDetail(null)
    setFailed(false)
    if (id === null) return
    let live = true
    void api.call(detalleAyuda, { id_ayuda: id }).then((r) => {
      if (!live) return
      if (r.ok) setDetail(r.value.result)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [id])
  return (
    <Modal title={`Ayuda ${id ?? ""}`} isOpen={id !== null} onClose={onClose} size="md">
      <div className="flex flex-col gap-3 text-sm">
        {failed ? <p role="alert">{messages.errorObtener}</p> : null}
        {detail === null && !failed ? <p role="status">Cargando…</p> : null}
        {detail === null ? null : (
          <>
            <p>
              Estado: <strong>{detail.estado}</strong>
            </p>
            {detail.comentario_rechazo === null ? null : <p className="text-danger-700">Rechazada: {detail.comentario_rechazo}</p>}
            {detail.f_autorizacion === null ? null : <p>Autorizada el {shownDate(detail.f_autorizacion)}</p>}
            {detail.f_pago === null ? null : (
              <p>
                Pagada el {shownDate(detail.f_pago)}, referencia {detail.referencia_pago ?? "—"}
              </p>
            )}
            <section aria-labelledby="aid-pasos">
              <h3 id="aid-pasos" className="font-semibold text-ink-900">
                Autorización
              </h3>
              {detail.pasos.length === 0 ? (
                <p className="text-ink-700">Sin pasos de autorización (sin flujo configurado o aún no enviada).</p>
              ) : (
                <ol className="flex flex-col gap-2 border-l-2 border-ink-200 pl-4">
                  {detail.pasos.map((p, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: steps never reorder
                    <li key={i}>
                      <span className="font-medium">Nivel {p.nivel}</span>: {p.autorizador} · {resultText(p.resultado)}
                      {p.fecha === null ? "" : ` · ${shownDate(p.fecha)}`}
                      {p.comentario === null || p.comentario === "" ? "" : ` · «${p.comentario}»`}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </div>
    </Modal>
  )
}

const PaymentForm = ({ id, onClose, onDone, onBusy }: { readonly id: number; readonly onClose: () => void; readonly onDone: () => void; readonly onBusy: (busy: boolean) => void }) => {
  const [fecha, setFecha] = useState("")
  const [referencia, setReferencia] = useState("")
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (fecha === "" || referencia.trim() === "") {
      setProblem("Capture la fecha de pago y la referencia")
      return
    }
    setProblem(null)
    setBusy(true)
    onBusy(true)
    const outcome = outcomeOf(await api.call(pagarAyuda, { id_ayuda: id, f_pago: fecha, referencia_pago: referencia }))
    setBusy(false)
    onBusy(false)
    showToast(toastOf(outcome, messages.errorGuardarInformacion))
    if (outcome.kind === "done") {
      onDone()
      onClose()
    }
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
      <DateField label="Fecha de pago" value={fecha} onChange={setFecha} isRequired autoFocus />
      <TextField label="Referencia de pago" value={referencia} onChange={setReferencia} maxLength={100} isRequired />
      {problem === null ? null : (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onPress={onClose} isDisabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" isDisabled={busy}>
          Registrar pago
        </Button>
      </div>
    </form>
  )
}

export const AidPaymentDialog = ({ id, onClose, onDone }: { readonly id: number | null; readonly onClose: () => void; readonly onDone: () => void }) => {
  const [busy, setBusy] = useState(false)
  return (
    <Modal title={`Registrar pago de la ayuda ${id ?? ""}`} isOpen={id !== null} onClose={onClose} size="sm" isDismissable={!busy}>
      {id === null ? null : <PaymentForm key={id} id={id} onClose={onClose} onDone={onDone} onBusy={setBusy} />}
    </Modal>
  )
}
