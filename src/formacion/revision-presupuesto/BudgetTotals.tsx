import { catalogNames } from "../../../domain/api/catalogs"
import { budgetCatalogNames } from "../../../domain/formacion/revision-presupuesto-lookups"
import { available, totalsBy } from "../../../domain/formacion/revision-presupuesto-rules"
import { formatFixed, formatPesos } from "../../../domain/number-format"
import { useLookup } from "../../records/use-lookup"
import { ScrollBox } from "../../ui/ScrollBox"

// The "Totales" tab of a stored budget version: the budget beside what the project's courses have
// committed and spent, what is left, and the lines' totals by department and by expense concept.

type Row = Readonly<Record<string, unknown>>

const amount = (v: unknown): number => (typeof v === "number" ? v : 0)

const linesOf = (record: Row) =>
  (Array.isArray(record.lineas) ? (record.lineas as ReadonlyArray<Row>) : []).map((l) => ({
    id_depto: l.id_depto,
    id_concepto_gasto: l.id_concepto_gasto,
    monto: amount(l.monto),
  }))

const TotalsTable = ({ caption, heading, rows }: { readonly caption: string; readonly heading: string; readonly rows: ReadonlyArray<{ readonly name: string; readonly total: number }> }) => (
  <ScrollBox label={caption}>
    <table className="w-full text-sm">
      <caption className="text-left font-semibold mb-1">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left">
          <th scope="col" className="py-1 pr-3">{heading}</th>
          <th scope="col" className="py-1 text-right">Monto</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 text-left font-normal">{r.name}</th>
            <td className="py-1 text-right">{formatPesos(r.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </ScrollBox>
)

export const BudgetTotals = ({ record }: { readonly record: Row | null }) => {
  const departments = useLookup(catalogNames.departamentosDelRol, "id_depto", "n_depto")
  const concepts = useLookup(budgetCatalogNames.conceptosGasto, "id_concepto_gasto", "n_concepto_gasto")
  if (record === null) return <p className="text-sm text-slate-700">Los totales se muestran una vez guardado el presupuesto.</p>
  const budget = amount(record.presupuesto)
  const committed = amount(record.comprometido)
  const spent = amount(record.ejercido)
  const lines = linesOf(record)
  const nameOf = (items: ReadonlyArray<{ readonly id: string; readonly label: string }>, id: string) => items.find((i) => i.id === id)?.label ?? id
  const figures: ReadonlyArray<readonly [string, string]> = [
    ["Presupuesto", formatPesos(budget)],
    ["Comprometido", formatPesos(committed)],
    ["Disponible", formatPesos(available(budget, committed))],
    ["Ejercido", formatPesos(spent)],
    ["% ejercido", budget > 0 ? `${formatFixed((spent / budget) * 100, 2)} %` : "—"],
  ]
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 sm:grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded border border-slate-200 p-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">El presupuesto no tiene líneas.</p>
      ) : (
        <div className="grid grid-cols-1 lg:grid-cols-2 gap-4">
          <TotalsTable caption="Totales por departamento" heading="Departamento" rows={totalsBy(lines, "id_depto").map((t) => ({ name: nameOf(departments, t.id), total: t.total }))} />
          <TotalsTable caption="Totales por concepto de gasto" heading="Concepto de gasto" rows={totalsBy(lines, "id_concepto_gasto").map((t) => ({ name: nameOf(concepts, t.id), total: t.total }))} />
        </div>
      )}
    </div>
  )
}
