import { type FormEvent, useState } from "react"
import { kioskoSolicitudes } from "../../domain/kiosko/kiosko-api"
import { toDisplayDate } from "../../domain/dates"
import { type KioskRequest, kioskRequestProblems, kioskTexts, waitingApprover } from "../../domain/kiosko/kiosko"
import { type PortalRequestType, portalRequestTexts, portalRequestTypeChoices, takesAmount, undecidedStates } from "../../domain/personal/solicitudes-portal-vocabulary"
import { cancelKioskRequest, fileKioskRequest } from "../../machines/kiosko/kiosko-calls"
import { useCommand } from "../records/use-command"
import { Button } from "../ui/Button"
import { ConfirmDialog } from "../ui/ConfirmDialog"
import { Select } from "../ui/Select"
import { Shimmer } from "../ui/Shimmer"
import { TextArea } from "../ui/TextArea"
import { TextField } from "../ui/TextField"
import { kioskApi } from "./kiosk-api"
import { RequestState } from "./RequestState"
import { useKioskData } from "./use-kiosk-data"
import { KioskLoadFailure } from "./KioskLoadFailure"
import { KioskRefusal, KioskSubmit } from "./KioskFormEnd"

// "Mis solicitudes": a new request of the other types (constancia laboral, actualización de
// datos, préstamo, ayuda económica; vacations have their own tab) and every request with its
// state, the level it waits at, the approvers' decisions and comments; one still waiting may be
// cancelled, after a confirmation.

const otherTypes = portalRequestTypeChoices.filter((c) => c.id !== "VAC")
const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })

// The panel's calls, bound once to the kiosk's client.
const fileRequest = fileKioskRequest(kioskApi)
const cancelRequest = cancelKioskRequest(kioskApi)

/** The amount typed ("$1,500.50", "1500.5") as a number, or null when empty or not a number. */
const amountOf = (text: string): number | null => {
  const clean = text.replace(/[$,\s]/g, "")
  if (clean === "") return null
  const n = Number(clean)
  return Number.isFinite(n) ? n : Number.NaN
}

const NewRequest = ({ onFiled }: { readonly onFiled: () => void }) => {
  const [tipo, setTipo] = useState<PortalRequestType | "">("")
  const [monto, setMonto] = useState("")
  const [detalle, setDetalle] = useState("")
  const [touched, setTouched] = useState({ tipo: false, monto: false, detalle: false })
  const filing = useCommand(fileRequest, {
    onDone: () => {
      setTipo("")
      setMonto("")
      setDetalle("")
      setTouched({ tipo: false, monto: false, detalle: false })
      onFiled()
    },
  })
  const busy = filing.phase === "running"
  const refusal = filing.refusal?.message ?? null
  const amount = amountOf(monto)
  const missing = tipo === "" ? {} : kioskRequestProblems({ id_tipo_solicitud: tipo, f_inicio: null, f_fin: null, detalle, monto: amount })
  const problems = {
    tipo: tipo === "" ? portalRequestTexts.tipoRequerido : null,
    monto: missing.monto ?? (amount !== null && !(amount > 0 && amount <= 10_000_000) ? portalRequestTexts.montoInvalido : null),
    detalle: missing.detalle ?? null,
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // The button stays focusable while sending (busy, not disabled): a second press must not send twice.
    if (busy) return
    setTouched({ tipo: true, monto: true, detalle: true })
    if (tipo === "" || Object.values(problems).some((p) => p !== null)) return
    filing.run({ id_tipo_solicitud: tipo, f_inicio: null, f_fin: null, detalle, monto: takesAmount(tipo) ? amount : null })
  }
  return (
    <section aria-labelledby="kiosko-nueva" className="rounded-lg border border-ink-200 bg-white p-4 sm:p-5">
      <h3 id="kiosko-nueva" className="mb-4 text-lg font-semibold text-ink-900">
        {kioskTexts.nuevaSolicitud}
      </h3>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <Select
          label={kioskTexts.tipoSolicitud}
          options={otherTypes}
          placeholder={kioskTexts.elegirTipo}
          isRequired
          value={tipo}
          onChange={(v) => setTipo(v as PortalRequestType | "")}
          onBlur={() => setTouched((t) => ({ ...t, tipo: true }))}
          errorMessage={touched.tipo ? problems.tipo : null}
        />
        {tipo !== "" && takesAmount(tipo) ? (
          <TextField
            label={kioskTexts.monto}
            isRequired
            maxLength={16}
            value={monto}
            onChange={setMonto}
            onBlur={() => setTouched((t) => ({ ...t, monto: true }))}
            errorMessage={touched.monto ? problems.monto : null}
          />
        ) : null}
        <TextArea
          label={kioskTexts.detalle}
          description={kioskTexts.detalleAyuda}
          isRequired={tipo !== "" && tipo !== "CONSTANCIA"}
          maxLength={1000}
          rows={3}
          value={detalle}
          onChange={setDetalle}
          onBlur={() => setTouched((t) => ({ ...t, detalle: true }))}
          errorMessage={touched.detalle ? problems.detalle : null}
        />
        <KioskRefusal refusal={refusal} />
        <KioskSubmit busy={busy} />
      </form>
    </section>
  )
}

const stepResult = (resultado: "A" | "R" | null): string =>
  resultado === "A" ? kioskTexts.aprobado : resultado === "R" ? kioskTexts.rechazado : kioskTexts.pendiente

const RequestCard = ({ request, onCancel }: { readonly request: KioskRequest; readonly onCancel: () => void }) => {
  const title = `${request.n_tipo_solicitud} · ${kioskTexts.folio(request.id_solicitud)}`
  const headingId = `kiosko-solicitud-${request.id_solicitud}`
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="text-base font-semibold text-ink-900">
          {title}
        </h4>
        <RequestState estado={request.estado} />
      </div>
      <p className="mt-1 text-sm text-ink-700">{kioskTexts.solicitada(toDisplayDate(request.f_solicitud) ?? request.f_solicitud)}</p>
      <div className="mt-2 flex flex-col gap-1 text-ink-900">
        {request.f_inicio !== null && request.f_fin !== null ? (
          <p>{kioskTexts.periodo(toDisplayDate(request.f_inicio) ?? "", toDisplayDate(request.f_fin) ?? "", request.dias ?? 0)}</p>
        ) : null}
        {request.monto !== null ? <p>{money.format(request.monto)}</p> : null}
        {request.detalle !== "" ? <p className="break-words">{request.detalle}</p> : null}
        {request.nivel_actual !== null ? <p className="font-medium">{kioskTexts.espera(waitingApprover(request))}</p> : null}
        {request.comentarios !== null && request.comentarios !== "" ? <p className="break-words italic">“{request.comentarios}”</p> : null}
      </div>
      {request.pasos.length > 0 ? (
        <ol aria-label={`Pasos de ${title}`} className="mt-3 flex flex-col gap-1 border-l-2 border-ink-200 pl-3 text-sm">
          {request.pasos.map((p) => (
            <li key={p.id_autorizacion} className="flex flex-wrap gap-x-2">
              <span className="text-ink-700">{kioskTexts.pasoNivel(p.nivel)}</span>
              <span className="text-ink-900">{p.n_autorizador}</span>
              <span className="font-medium">{stepResult(p.resultado)}</span>
              {p.fecha === null ? null : <span className="text-ink-700">{toDisplayDate(p.fecha)}</span>}
            </li>
          ))}
        </ol>
      ) : null}
      {undecidedStates.includes(request.estado) ? (
        <div className="mt-3 flex justify-end">
          <Button variant="secondary" onPress={onCancel} aria-label={`${kioskTexts.cancelarSolicitud} ${title}`}>
            {kioskTexts.cancelarSolicitud}
          </Button>
        </div>
      ) : null}
    </li>
  )
}

export const RequestsPanel = ({ who }: { readonly who: string }) => {
  const { data, reload } = useKioskData(kioskoSolicitudes, who)
  const [cancelling, setCancelling] = useState<KioskRequest | null>(null)
  const cancel = useCommand(cancelRequest, {
    onDone: () => {
      setCancelling(null)
      reload()
    },
    onFailed: () => setCancelling(null),
  })
  return (
    <div className="flex flex-col gap-6">
      <NewRequest onFiled={reload} />
      <section aria-labelledby="kiosko-historial">
        <h3 id="kiosko-historial" className="mb-3 text-lg font-semibold text-ink-900">
          {kioskTexts.historial}
        </h3>
        {data.kind === "loading" ? <Shimmer rows={3} /> : null}
        {data.kind === "failed" ? (
          <KioskLoadFailure message={data.message} onRetry={reload} />
        ) : null}
        {data.kind === "ready" && data.value.length === 0 ? (
          <p className="rounded-lg border border-dashed border-ink-300 p-6 text-center text-ink-700">{kioskTexts.sinSolicitudes}</p>
        ) : null}
        {data.kind === "ready" && data.value.length > 0 ? (
          <ul aria-label={kioskTexts.historial} className="flex flex-col gap-3">
            {data.value.map((r) => (
              <RequestCard key={r.id_solicitud} request={r} onCancel={() => setCancelling(r)} />
            ))}
          </ul>
        ) : null}
      </section>
      <ConfirmDialog
        isOpen={cancelling !== null}
        isBusy={cancel.phase === "running"}
        title={kioskTexts.cancelarSolicitud}
        message={kioskTexts.cancelarPregunta}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling !== null) cancel.run({ id_solicitud: cancelling.id_solicitud })
        }}
      />
    </div>
  )
}
