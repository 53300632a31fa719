import { formatPesos } from "../../../domain/number-format"

// The "Requisitos del puesto" tab of a stored requisition: what the puesto's profile (ORG500)
// asks, read-only (escolaridad, experiencia, idiomas, competencias) and its salary table; the
// requisition only adds its own requirements. The profile's age limits are never shown (LFT 133).

type Row = Readonly<Record<string, unknown>>

export const requirementTexts = {
  alGuardar: "Los requisitos del puesto se muestran al guardar la requisición.",
  sinDato: "Sin información registrada",
  tabulador: "Tabulador del puesto (mensual)",
  sinTabulador: "El puesto no tiene tabulador registrado",
} as const

const shown = (v: unknown): string => (typeof v === "string" && v.trim() !== "" ? v : requirementTexts.sinDato)

export const PuestoRequirements = ({ record }: { readonly record: Row | null }) => {
  if (record === null) return <p className="text-sm text-slate-700">{requirementTexts.alGuardar}</p>
  const low = typeof record.tabulador_min === "number" ? record.tabulador_min : null
  const high = typeof record.tabulador_max === "number" ? record.tabulador_max : null
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Puesto", shown(record.n_puesto)],
    ["Escolaridad", shown(record.req_escolaridad)],
    ["Experiencia", shown(record.req_experiencia)],
    ["Idiomas", shown(record.req_idiomas)],
    ["Competencias", shown(record.req_competencias)],
    [requirementTexts.tabulador, low === null && high === null ? requirementTexts.sinTabulador : `${low === null ? "—" : formatPesos(low)} a ${high === null ? "—" : formatPesos(high)}`],
  ]
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
