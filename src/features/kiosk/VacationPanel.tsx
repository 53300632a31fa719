import { type FormEvent, useState } from "react"
import { kioskoCrearSolicitud, kioskoSaldoVacaciones } from "../../../domain/api/kiosk"
import { toDisplayDate } from "../../../domain/dates"
import { kioskRequestProblems, kioskTexts } from "../../../domain/kiosk"
import { messages } from "../../../domain/messages"
import { vacationRequestTexts, workingDaysIn } from "../../../domain/rules/vacation-balance"
import { toast } from "../../../machines/toast"
import { outcomeOf, showToast } from "../../records/outcomes"
import { Button } from "../../ui/Button"
import { DateField } from "../../ui/DateField"
import { Shimmer } from "../../ui/Shimmer"
import { TextArea } from "../../ui/TextArea"
import { kioskApi } from "./kioskApp"
import { useKioskData } from "./useKioskData"

// "Vacaciones": the balance (LFT art. 76 days of the year of service running, working days
// taken, available, in process, advance days) and the request of a period, whose working days
// are counted as the dates are typed. The server checks again what the screen cannot know:
// overlaps with authorized vacations and requests in process, and the balance.

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
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [filed, setFiled] = useState<string | null>(null)

  const request = { id_tipo_solicitud: "VAC" as const, f_inicio: values.f_inicio || null, f_fin: values.f_fin || null, detalle: values.detalle, monto: null }
  const missing = kioskRequestProblems(request)
  const inverted = values.f_inicio !== "" && values.f_fin !== "" && values.f_fin < values.f_inicio
  const problems = { f_inicio: missing.f_inicio ?? null, f_fin: missing.f_fin ?? (inverted ? vacationRequestTexts.fechasInvertidas : null) }
  const days = values.f_inicio !== "" && values.f_fin !== "" && !inverted ? workingDaysIn({ f_inicio: values.f_inicio, f_fin: values.f_fin }) : null

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setTouched({ f_inicio: true, f_fin: true })
    setFiled(null)
    if (problems.f_inicio !== null || problems.f_fin !== null) return
    setBusy(true)
    setRefusal(null)
    const outcome = outcomeOf(await kioskApi.call(kioskoCrearSolicitud, request))
    setBusy(false)
    if (outcome.kind === "done") {
      const r = outcome.value.result
      showToast(toast("success", outcome.message))
      setFiled(`${kioskTexts.folio(r.id_solicitud)}: ${r.estado}${r.nivel_actual === null ? "" : `, ${kioskTexts.nivel(r.nivel_actual).toLowerCase()}`}.`)
      setValues({ f_inicio: "", f_fin: "", detalle: "" })
      setTouched({ f_inicio: false, f_fin: false })
      reload()
    } else if (outcome.kind === "refused") {
      setRefusal([outcome.message, ...outcome.detalles.filter((d) => d !== outcome.message)].join(" "))
    } else {
      showToast(toast("error", messages.errorGuardarInformacion))
    }
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
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="text-danger-700">
              {data.message}
            </p>
            <Button onPress={reload}>{kioskTexts.reintentar}</Button>
          </div>
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
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
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
          {refusal === null ? null : (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-danger-700">
              {refusal}
            </p>
          )}
          {filed === null ? null : (
            <p role="status" className="rounded-md bg-green-50 px-3 py-2 font-medium text-green-900">
              {filed}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" isDisabled={busy} className="w-full sm:w-auto">
              {kioskTexts.enviarSolicitud}
            </Button>
          </div>
        </form>
      </section>
    </div>
  )
}
