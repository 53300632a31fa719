import { type FormEvent, useState } from "react"
import type { DetallePrestamo } from "../../../domain/personal/prestamos-autorizados-api"
import { messages } from "../../../domain/messages"
import { lenderLabel } from "../../../domain/personal/prestamos-autorizados-vocabulary"
import { formatPesos } from "../../../domain/rules/loan-limits"
import { loanCalls } from "../../../machines/personal/prestamos-autorizados-calls"
import { api } from "../../app/api"
import { useCommand } from "../../records/use-command"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { shownDate } from "../../records/cells"
import { Button } from "../../ui/Button"
import { DateField } from "../../ui/DateField"
import { Modal } from "../../ui/Modal"
import { FlowSteps } from "../../records/FlowSteps"
import { NumberField } from "../../ui/NumberField"
import { TextField } from "../../ui/TextField"
import { FactList } from "../../ui/FactList"
import { HeaderCells } from "../../ui/HeaderCells"
import { ScrollingTable } from "../../ui/ScrollingTable"

// One loan seen whole: its terms, its payment schedule (each payment with what the abonos paid
// of it and the balance after it), the abonos, the timeline of its authorization flow, the two
// PDFs (calendario de pagos, estado de cuenta) and, while Vigente, the form that records an
// abono (date, amount, reference; the next payment's amount offered).

const calls = loanCalls(api)

const Table = ({ caption, headers, rows }: { readonly caption: string; readonly headers: ReadonlyArray<string>; readonly rows: ReadonlyArray<ReadonlyArray<string>> }) => (
  // A narrow screen scrolls the table sideways: the keyboard reaches the scroll too (WCAG 2.1.1).
  <ScrollingTable caption={caption} boxClassName="overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus" tableClassName="w-full text-left text-sm">
    <thead>
      <tr>
        <HeaderCells labels={headers} className="py-1 pr-3 font-semibold" />
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.join("|")} className="border-t border-ink-200">
          {r.map((c, i) => (
            // Columns are positional: the row's cells in the headers' order.
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
            <td key={i} className="py-1 pr-3 tabular-nums">
              {c}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </ScrollingTable>
)

/** What the next payment still owes: the abono the form offers. */
const nextDue = (loan: DetallePrestamo) => {
  const next = loan.calendario.find((p) => p.estado !== "Pagado")
  return { fecha: next?.fecha ?? "", importe: next === undefined ? "" : String(Math.round((next.importe - next.pagado) * 100) / 100) }
}

/** What the user typed in the abono's form, over the loan it was offered for. */
interface PaymentDraft {
  readonly of: DetallePrestamo
  readonly fecha: string
  readonly importe: string
  readonly referencia: string
}

const offeredFor = (loan: DetallePrestamo): PaymentDraft => ({ of: loan, ...nextDue(loan), referencia: "" })

const Payment = ({ loan, onDone }: { readonly loan: DetallePrestamo; readonly onDone: () => void }) => {
  // The form stays (and keeps the focus) with the next payment offered once the loan is read
  // again: what was typed belongs to the loan as it was read (the loaded-resource machine's).
  const [typed, setTyped] = useState<PaymentDraft>(() => offeredFor(loan))
  const draft = typed.of === loan ? typed : offeredFor(loan)
  const { fecha, importe, referencia } = draft
  const change = (field: "fecha" | "importe" | "referencia") => (value: string) => setTyped({ ...draft, [field]: value })
  const paying = useCommand(calls.pay, { onDone })
  const busy = paying.phase === "running"
  // What was typed, judged before anything is sent (the form's own input, not server data).
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const amount = Number(importe)
    if (fecha === "" || importe === "" || !(amount > 0)) {
      setProblem("Capture la fecha y el importe del abono")
      return
    }
    setProblem(null)
    paying.run({ id_prestamo: loan.id_prestamo, f_abono: fecha, importe: amount, referencia })
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby="loan-abono" className="flex flex-col gap-3 rounded-md border border-ink-200 p-3">
      <h3 id="loan-abono" className="font-semibold text-ink-900">
        Registrar abono
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <DateField label="Fecha del abono" value={fecha} onChange={change("fecha")} isRequired />
        <NumberField label="Importe" kind="money" value={importe} onChange={change("importe")} minValue={0} isRequired />
        <TextField label="Referencia" value={referencia} onChange={change("referencia")} maxLength={100} />
      </div>
      {problem === null ? null : (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" isDisabled={busy}>
          Registrar abono
        </Button>
      </div>
    </form>
  )
}

export const LoanDetailDialog = ({ id, onClose, onChanged }: { readonly id: number | null; readonly onClose: () => void; readonly onChanged: () => void }) => {
  const resource = useLoadedResource(id, calls.detail)
  const printing = useExport(calls.print)
  const loan = resource.value
  const failed = resource.phase === "failed"
  /** Reads the loan again after an abono (the list too), without leaving the dialog. */
  const refresh = () => {
    onChanged()
    resource.reload()
  }
  const shown = loan !== null && loan.id_prestamo === id ? loan : null
  const terms: ReadonlyArray<readonly [string, string]> =
    shown === null
      ? []
      : [
          ["Colaborador", shown.colaborador],
          ["Estado", shown.estado],
          ["Fecha de solicitud", shownDate(shown.f_solicitud)],
          ["Otorgante", lenderLabel(shown.otorgante)],
          ["Monto", formatPesos(shown.monto)],
          ["Tasa de interés anual", `${shown.tasa_interes} %`],
          ["Total a pagar", formatPesos(shown.total)],
          ["Pagos", `${shown.num_pagos} (${shown.periodicidad})`],
          ["Descuento por periodo", formatPesos(shown.importe_descuento)],
          ["Primer descuento", shownDate(shown.f_primer_descuento)],
          ["Saldo", formatPesos(shown.saldo)],
        ]
  return (
    <Modal title={`Préstamo ${id ?? ""}`} isOpen={id !== null} onClose={onClose} size="lg">
      <div className="flex flex-col gap-4">
        {failed ? <p role="alert">{messages.errorObtener}</p> : null}
        {shown === null && !failed ? <p role="status">Cargando…</p> : null}
        {shown === null ? null : (
          <>
            <FactList items={terms} strong="value" />
            {shown.comentario_rechazo === null ? null : <p className="text-sm text-danger-700">Rechazado: {shown.comentario_rechazo}</p>}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onPress={() => printing.run({ document: "calendario", id: shown.id_prestamo })}>
                Calendario de pagos (PDF)
              </Button>
              <Button variant="secondary" onPress={() => printing.run({ document: "estado-cuenta", id: shown.id_prestamo })}>
                Estado de cuenta (PDF)
              </Button>
            </div>
            {shown.estado === "Vigente" ? (
              <Payment key={shown.id_prestamo} loan={shown} onDone={refresh} />
            ) : null}
            <div>
              <h3 id="loan-calendario" className="font-semibold text-ink-900">
                Calendario de pagos
              </h3>
              <Table
                caption="Calendario de pagos"
                headers={["No.", "Fecha", "Importe", "Pagado", "Saldo", "Estado"]}
                rows={shown.calendario.map((p) => [String(p.num_pago), shownDate(p.fecha), formatPesos(p.importe), formatPesos(p.pagado), formatPesos(p.saldo), p.estado])}
              />
            </div>
            <div>
              <h3 id="loan-abonos" className="font-semibold text-ink-900">
                Abonos
              </h3>
              {shown.abonos.length === 0 ? (
                <p className="text-sm text-ink-700">Sin abonos registrados.</p>
              ) : (
                <Table
                  caption="Abonos"
                  headers={["Fecha", "Importe", "Referencia", "Saldo"]}
                  rows={shown.abonos.map((a) => [shownDate(a.f_abono), formatPesos(a.importe), a.referencia ?? "—", formatPesos(a.saldo)])}
                />
              )}
            </div>
            <FlowSteps id="loan-pasos" steps={shown.pasos} empty="Sin pasos de autorización (sin flujo configurado o aún no enviado)." />
          </>
        )}
      </div>
    </Modal>
  )
}
