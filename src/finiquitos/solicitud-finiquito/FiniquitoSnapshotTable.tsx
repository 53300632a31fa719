import { finiquitoSnapshotOf } from "../../../domain/finiquitos/solicitud-finiquito-snapshot"
import { formatFixed, formatPesos } from "../../../domain/number-format"
import { ScrollBox } from "../../ui/ScrollBox"

// The "Cálculo" tab of a stored finiquito: the lines of its last calculation (§1.4's table:
// concepto, días, base, importe, exento, gravado), its ISR estimate, deductions and neto, and the
// legal parameters' versions it used. Before the first calculation it says how to get one.

type Row = Readonly<Record<string, unknown>>

const dash = "—"

export const FiniquitoSnapshotTable = ({ record }: { readonly record: Row | null }) => {
  const snapshot = record === null ? null : finiquitoSnapshotOf(record.resultado)
  if (snapshot === null)
    return <p className="text-sm text-slate-700">Este finiquito aún no se calcula. Use «Calcular» en su renglón de la lista.</p>
  const t = snapshot.totales
  return (
    <div className="flex flex-col gap-3">
      <ScrollBox label="Hoja de cálculo de finiquito">
        <table className="w-full text-sm">
          <caption className="text-left font-semibold mb-1">Hoja de cálculo de finiquito</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-3">Concepto</th>
              <th scope="col" className="py-1 pr-3 text-right">Días</th>
              <th scope="col" className="py-1 pr-3 text-right">Base</th>
              <th scope="col" className="py-1 pr-3 text-right">Importe</th>
              <th scope="col" className="py-1 pr-3 text-right">Exento</th>
              <th scope="col" className="py-1 text-right">Gravado</th>
            </tr>
          </thead>
          <tbody>
            {snapshot.lineas.map((l) => (
              <tr key={`${l.clave}-${l.concepto}`} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {l.concepto}
                  {l.nota === null ? null : <span className="block text-xs text-slate-700">{l.nota}</span>}
                </th>
                <td className="py-1 pr-3 text-right">{l.dias === null ? dash : formatFixed(l.dias, 4)}</td>
                <td className="py-1 pr-3 text-right">{l.base === null ? dash : formatPesos(l.base)}</td>
                <td className="py-1 pr-3 text-right">{formatPesos(l.importe)}</td>
                <td className="py-1 pr-3 text-right">{formatPesos(l.exento)}</td>
                <td className="py-1 text-right">{formatPesos(l.gravado)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1 pr-3 text-left">Bruto</th>
              <td />
              <td />
              <td className="py-1 pr-3 text-right">{formatPesos(t.bruto)}</td>
              <td className="py-1 pr-3 text-right">{formatPesos(t.exento)}</td>
              <td className="py-1 text-right">{formatPesos(t.gravado)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm max-w-md">
        <dt>ISR estimado</dt>
        <dd className="text-right">{formatPesos(t.isr)}</dd>
        <dt>Deducciones</dt>
        <dd className="text-right">{formatPesos(t.deducciones)}</dd>
        <dt className="font-semibold">Neto</dt>
        <dd className="text-right font-semibold">{formatPesos(t.neto)}</dd>
      </dl>
      {snapshot.advertencias.length === 0 ? null : (
        <ul className="text-sm text-amber-900 list-disc pl-5">
          {snapshot.advertencias.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-700">
        Parámetros usados: {snapshot.parametros.map((p) => `${p.clave} vigente desde ${p.f_inicio}`).join("; ")}. El ISR es una estimación; el CFDI de nómina es el
        legal.
      </p>
    </div>
  )
}
