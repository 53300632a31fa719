import { useMemo, useState } from "react"
import { enviarAutorizacionPrestamo } from "../../../../domain/api/personal-loans"
import { messages } from "../../../../domain/messages"
import { lenderLabel } from "../../../../domain/personal-loans"
import { type PortalTargetSearch, amountText } from "../../../../domain/portal-request-link"
import { personalLoans, personalLoansEndpoints } from "../../../../domain/records/personal/loans"
import { api } from "../../../app/api"
import { FieldInput } from "../../../records/FieldInput"
import { showActionOutcome } from "../../../records/outcomes"
import type { FieldRenderProps } from "../../../records/RecordForm"
import { RecordPage } from "../../../records/RecordPage"
import { IconButton, sendIcon, viewIcon } from "../../../ui/IconButton"
import { PersonPicker } from "../PersonPicker"
import { LinkFieldError, linkNoteOf } from "../portal-requests/PortalLinkNote"
import { usePortalArrival } from "../portal-requests/usePortalArrival"
import { LoanDetailDialog } from "./LoanDetailDialog"
import { LoanTerms } from "./LoanTerms"
import { useLoanContext } from "./loanContext"

// Préstamos autorizados (GP100, DOMAIN-MX 4.11): the list (Folio, Colaborador, Fecha, Monto,
// Pagos, Otorgante, Periodicidad, Descuento, Primer descuento, Saldo, Estado) with its filters and
// export; the form in a dialog (the person, the request date, the lender, the amount and the
// payments, the first discount, the motive) with the terms computed as they are typed by the
// same rule the server applies; and each row's actions: Ver (terms, schedule, abonos, flow,
// PDFs, the abono form), Enviar a autorización while Capturado, and Cancelar (the platform's
// delete, which cancels). Reached from a kiosk loan request (Solicitudes del portal), the add
// form opens for that person with the amount and the motive asked for, and the request's link:
// saving the loan attends the request.

type Row = Readonly<Record<string, unknown>>
const text = (v: unknown): string => (typeof v === "string" ? v : "")

const LoanPerson = (props: FieldRenderProps) => {
  const context = useLoanContext(text(props.value), text(props.values.f_solicitud))
  return <PersonPicker {...props} chosenName={context?.colaborador?.nombre ?? ""} />
}

const render = {
  id_empleado: (props: FieldRenderProps) => <LoanPerson {...props} />,
  num_pagos: (props: FieldRenderProps) => (
    <div className="flex flex-col gap-2">
      <FieldInput {...props} />
      <LoanTerms values={props.values} />
    </div>
  ),
  id_solicitud: LinkFieldError,
}

const columns = {
  // A folio is shown as typed (1203), not as a quantity (1,203).
  id_prestamo: { render: (row: Row) => String(row.id_prestamo ?? "") },
  otorgante: { render: (row: Row) => lenderLabel(text(row.otorgante)) },
}


export const LoansPage = ({ pageKey, search, onTaken }: { readonly pageKey: string; readonly search: PortalTargetSearch; readonly onTaken: () => void }) => {
  const arrival = usePortalArrival(search, onTaken)
  const addWith = useMemo(
    () =>
      arrival === null
        ? null
        : { id_empleado: String(arrival.id_empleado), monto: amountText(arrival.monto), motivo: (arrival.detalle ?? "").slice(0, 500), id_solicitud: String(arrival.id_solicitud) },
    [arrival],
  )
  const [viewing, setViewing] = useState<number | null>(null)
  const [reloadList, setReloadList] = useState<(() => void) | null>(null)
  const send = (row: Row, reload: () => void) =>
    void api
      .call(enviarAutorizacionPrestamo, { id_prestamo: Number(row.id_prestamo) })
      .then((r) => showActionOutcome(r, messages.errorGuardarInformacion, reload))
  return (
    <>
      <RecordPage
        descriptor={personalLoans}
        endpoints={personalLoansEndpoints}
        pageKey={pageKey}
        columns={columns}
        addWith={addWith}
        formProps={{
          order: ["id_empleado", "f_solicitud", "otorgante", "monto", "num_pagos", "f_primer_descuento", "motivo"],
          render,
          header: (values, record) => linkNoteOf(values, arrival?.detalle ?? null, "registro", record !== null),
        }}
        deleteLabel={(row) => `Cancelar el préstamo ${String(row.id_prestamo ?? "")}`}
        rowActions={(row, reload) => (
          <>
            <IconButton
              label={`Ver el préstamo ${String(row.id_prestamo ?? "")}`}
              onPress={() => {
                setReloadList(() => reload)
                setViewing(Number(row.id_prestamo))
              }}
            >
              {viewIcon}
            </IconButton>
            {row.estado === "Capturado" ? (
              <IconButton label={`Enviar a autorización el préstamo ${String(row.id_prestamo ?? "")}`} onPress={() => send(row, reload)}>
                {sendIcon}
              </IconButton>
            ) : null}
          </>
        )}
      />
      <LoanDetailDialog id={viewing} onClose={() => setViewing(null)} onChanged={() => reloadList?.()} />
    </>
  )
}
