import { useState } from "react"
import { lenderLabel } from "../../../domain/personal/prestamos-autorizados-vocabulary"
import type { PortalTargetSearch } from "../../../domain/personal/portal-request-link"
import { personalLoans, personalLoansEndpoints } from "../../../domain/personal/prestamos-autorizados"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useAddressedDetail } from "../../records/use-record-address"
import { IconButton, viewIcon } from "../../ui/IconButton"
import { PersonPicker } from "../PersonPicker"
import { LinkFieldError, linkNoteOf } from "../solicitudes-portal/PortalLinkNote"
import { usePortalAmountArrival } from "../solicitudes-portal/use-portal-arrival"
import { LoanDetailDialog } from "./LoanDetailDialog"
import { LoanTerms } from "./LoanTerms"
import { useLoanContext } from "./loan-context"

// Préstamos autorizados (GP100, DOMAIN-MX 4.11): the list (Folio, Colaborador, Fecha, Monto,
// Pagos, Otorgante, Periodicidad, Descuento, Primer descuento, Saldo, Estado) with its filters and
// export; the form in a dialog (the person, the request date, the lender, the amount and the
// payments, the first discount, the motive) with the terms computed as they are typed by the
// same rule the server applies; and each row's actions: Ver (terms, schedule, abonos, flow,
// PDFs, the abono form), and the workflow's Enviar a autorización (while Capturado) and Cancelar,
// each with its confirmation. Reached from a kiosk loan request (Solicitudes del portal), the add
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
  const { arrival, addWith } = usePortalAmountArrival(search, onTaken)
  // The detail has its own address (?detalle=): Back closes it, a reload opens it again.
  const detail = useAddressedDetail()
  const [reloadList, setReloadList] = useState<(() => void) | null>(null)
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
        rowActions={(row, reload) => (
          <IconButton
            opensDialog
            label={`Ver el préstamo ${String(row.id_prestamo ?? "")}`}
            onPress={() => {
              setReloadList(() => reload)
              detail.open(Number(row.id_prestamo))
            }}
          >
            {viewIcon}
          </IconButton>
        )}
      />
      <LoanDetailDialog id={detail.id === null ? null : Number(detail.id)} onClose={detail.close} onChanged={() => reloadList?.()} />
    </>
  )
}
