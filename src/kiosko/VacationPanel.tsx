import { type FormEvent, useState } from "react"
import { kioskoSaldoVacaciones } from "../../domain/kiosko/kiosko-api"
import { toDisplayDate } from "../../domain/dates"
import { kioskRequestProblems, kioskTexts, waitingApprover } from "../../domain/kiosko/kiosko"
import { vacationRequestTexts, workingDaysIn } from "../../domain/rules/vacation-balance"
import { fileKioskRequest } from "../../machines/kiosko/kiosko-calls"
import { useCommand } from "../records/use-command"
import { DateField } from "../ui/DateField"
import { Shimmer } from "../ui/Shimmer"
import { TextArea } from "../ui/TextArea"
import { kioskApi } from "./kiosk-api"
import { useKioskData } from "./use-kiosk-data"
import { KioskLoadFailure } from "./KioskLoadFailure"
import { KioskRefusal, KioskSubmit } from "./KioskFormEnd"

// "Vacaciones": the balance (LFT art. 76 days of the year of service running, working days
// taken, available, in process, advance days) and the request of a period, whose working days
// are counted as the dates are typed. The server checks again what the screen cannot know:
// overlaps with authorized vacations and requests in process, and the balance.

// The request filed, bound once to the kiosk's client.
const fileRequest = fileKioskRequest(kioskApi)

const localToday = (): string => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`
}

const Figure = ({ label, value }: { readonly label: string; readonly value: number }) => (
  <div className="rounded-lg border border-ink-200 bg-white p-4 text-center">
    <dt className="text-sm font-medium text-ink-700">{label}</dt>
    <dd className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">{value}</dd>
  </div>
)

export const VacationPanel = ({ who }: { readonly who: string }) => {
  const { data, reload } = useKioskData(kioskoSaldoVacaciones, who)
  const [values, setValues] = useState({ f_inicio: "", f_fin: "", detalle: "" })
  const [touched, setTouched] = useState({ f_inicio: false, f_fin: false })
  const filing = useCommand(fileRequest, {
    onDone: () => {
      setValues({ f_inicio: "", f_fin: "", detalle: "" })
      setTouched({ f_inicio: false, f_fin: false })
      reload()
    },
  })
  const busy = filing.phase === "running"
  const refusal = filing.refusal?.message ?? null
  const filed = filing.value

  const request = { id_tipo_solicitud: "VAC" as const, f_inicio: values.f_inicio || null, f_fin: values.f_fin || null, detalle: values.detalle, monto: null }
  const missing = kioskRequestProblems(request)
  const inverted = values.f_inicio !== "" && values.f_fin !== "" && values.f_fin < values.f_inicio
  const problems = { f_inicio: missing.f_inicio ?? null, f_fin: missing.f_fin ?? (inverted ? vacationRequestTexts.fechasInvertidas : null) }
  const days = values.f_inicio !== "" && values.f_fin !== "" && !inverted ? workingDaysIn({ f_inicio: values.f_inicio, f_fin: values.f_fin }) : null

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // The button stays focusable while sending (busy, not disabled): a second press must not send twice.
    if (busy) return
    setTouched({ f_inicio: true, f_fin: true })
    // A new try forgets what the last one came to (the folio filed, the refusal).
    filing.reset()
    if (problems.f_inicio !== null || problems.f_fin !== null) return
    filing.run(request)
  }

  const today = localToday()
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="kiosko-saldo">
        <h3 id="kiosko-saldo" className="mb-3 text-lg font-semibold text-ink-900">
          {kioskTexts.saldo}
        </h3>
        {data.kind === "loading" ? <Shimmer rows={2} /> : null}
        {data.kind === "failed" ? (
          <KioskLoadFailure message={data.message} onRetry={reload} />
        ) : null}
        {data.kind === "ready" ? (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Figure label={kioskTexts.diasDerecho} value={data.value.dias_derecho} />
              <Figure label={kioskTexts.diasTomados} value={data.value.dias_tomados} />
              <Figure label={kioskTexts.diasDisponibles} value={data.value.dias_disponibles} />
              <Figure label={kioskTexts.diasEnTramite} value={data.value.dias_en_tramite} />
            </dl>
            <p className="mt-3 text-ink-800">
              {kioskTexts.anoServicio(toDisplayDate(data.value.periodo_desde) ?? "", toDisplayDate(data.value.periodo_hasta) ?? "")}{" "}
              {data.value.anticipadas === "1" && data.value.dias_anticipables > 0 ? kioskTexts.anticipables(data.value.dias_anticipables) : ""}{" "}
              <strong>{kioskTexts.puedeSolicitar(data.value.dias_solicitables)}</strong>
            </p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="kiosko-solicitar" className="rounded-lg border border-ink-200 bg-white p-4 sm:p-5">
        <h3 id="kiosko-solicitar" className="mb-4 text-lg font-semibold text-ink-900">
          {kioskTexts.solicitarVacaciones}
        </h3>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <DateField
              label={kioskTexts.fechaInicio}
              isRequired
              minValue={today}
              value={values.f_inicio}
              onChange={(f_inicio) => setValues((v) => ({ ...v, f_inicio }))}
              onBlur={() => setTouched((t) => ({ ...t, f_inicio: true }))}
              errorMessage={touched.f_inicio ? problems.f_inicio : null}
            />
            <DateField
              label={kioskTexts.fechaFin}
              isRequired
              minValue={values.f_inicio === "" ? today : values.f_inicio}
              value={values.f_fin}
              onChange={(f_fin) => setValues((v) => ({ ...v, f_fin }))}
              onBlur={() => setTouched((t) => ({ ...t, f_fin: true }))}
              errorMessage={touched.f_fin ? problems.f_fin : null}
            />
          </div>
          <p aria-live="polite" className="text-lg font-semibold text-ink-900">
            {days === null ? "" : kioskTexts.diasHabiles(days)}
          </p>
          <TextArea label={kioskTexts.comentario} maxLength={1000} rows={3} value={values.detalle} onChange={(detalle) => setValues((v) => ({ ...v, detalle }))} />
          <KioskRefusal refusal={refusal} />
          {filed === null ? null : (
            <p role="status" className="rounded-md bg-green-50 px-3 py-2 font-medium text-green-900">
              {`${kioskTexts.folio(filed.id_solicitud)}: ${filed.estado}${kioskTexts.revisa(waitingApprover(filed))}.`}
            </p>
          )}
          <KioskSubmit busy={busy} />
        </form>
      </section>
    </div>
  )
}
