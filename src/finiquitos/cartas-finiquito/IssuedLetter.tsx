import { ratificationBodyChoices } from "../../../domain/finiquitos/cartas-finiquito-vocabulary"
import { choiceLabel } from "../../../domain/records/field"
import { formatPesos } from "../../../domain/number-format"
import { DetailGrid } from "../../ui/DetailGrid"

// The "Emisión" tab of a letter: the text Emitir froze, as text (never markup), the neto it
// printed and the ratification recorded; before it is issued, what Emitir will do.

type Row = Readonly<Record<string, unknown>>

const text = (v: unknown): string => (typeof v === "string" ? v : "")

export const IssuedLetter = ({ record }: { readonly record: Row | null }) => {
  const issued = text(record?.texto_emitido)
  if (record === null || issued === "")
    return <p className="text-sm text-slate-700">La carta aún no se emite. Al emitirla, su texto queda fijo con las cifras del finiquito de ese día.</p>
  const facts: ReadonlyArray<readonly [string, string]> = [
    ["Fecha de emisión", text(record.f_emision)],
    ["Neto", typeof record.neto === "number" ? formatPesos(record.neto) : "—"],
    ["Ratificada ante", text(record.organo_ratificacion) === "" ? "—" : choiceLabel(ratificationBodyChoices, text(record.organo_ratificacion))],
    ["Centro o tribunal", text(record.centro_conciliacion) || "—"],
    ["Expediente", text(record.expediente) || "—"],
    ["Fecha de ratificación", text(record.f_ratificacion) || "—"],
  ]
  return (
    <div className="flex flex-col gap-3 text-sm">
      <DetailGrid items={facts} className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" termClassName="font-semibold" />
      <h3 className="font-semibold">Texto emitido</h3>
      <p className="whitespace-pre-wrap break-words rounded border border-slate-300 p-3">{issued}</p>
    </div>
  )
}
