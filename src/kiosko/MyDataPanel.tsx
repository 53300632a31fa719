import { kioskoMisDatos } from "../../domain/kiosko/kiosko-api"
import { toDisplayDate } from "../../domain/dates"
import { type KioskMyData, kioskTexts } from "../../domain/kiosko/kiosko"
import { Shimmer } from "../ui/Shimmer"
import { useKioskData } from "./use-kiosk-data"
import { KioskLoadFailure } from "./KioskLoadFailure"
import { DetailGrid } from "../ui/DetailGrid"

// "Mis datos": the person at work and how to reach them, read-only (a change is requested).

const work: ReadonlyArray<keyof KioskMyData> = ["num_empleado", "n_empleado", "n_empresa", "n_centro_trabajo", "n_depto", "n_puesto", "f_ingreso", "f_antiguedad", "antiguedad"]
const contact: ReadonlyArray<keyof KioskMyData> = ["email_trabajo", "email_personal", "telefono", "celular", "domicilio"]
const dates: ReadonlySet<keyof KioskMyData> = new Set(["f_ingreso", "f_antiguedad"])

const List = ({ title, fields, data }: { readonly title: string; readonly fields: ReadonlyArray<keyof KioskMyData>; readonly data: KioskMyData }) => (
  <section aria-label={title} className="rounded-lg border border-ink-200 bg-white p-4 sm:p-5">
    <h3 className="mb-3 text-lg font-semibold text-ink-900">{title}</h3>
    <DetailGrid
      items={fields.map((f) => {
        const value = data[f]
        const shown = value === null || value === "" ? kioskTexts.sinDato : dates.has(f) ? (toDisplayDate(value) ?? value) : value
        return [kioskTexts.campos[f], shown] as const
      })}
      className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]"
      valueClassName="break-words text-ink-900"
    />
  </section>
)

export const MyDataPanel = ({ who }: { readonly who: string }) => {
  const { data, reload } = useKioskData(kioskoMisDatos, who)
  if (data.kind === "loading") return <Shimmer rows={6} />
  if (data.kind === "failed") {
    return (
      <KioskLoadFailure message={data.message} onRetry={reload} />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <List title={kioskTexts.datosLaborales} fields={work} data={data.value} />
      <List title={kioskTexts.contacto} fields={contact} data={data.value} />
      <p className="text-ink-700">{kioskTexts.actualizarDatos}</p>
    </div>
  )
}
