import type { PortalTargetSearch } from "../../../domain/personal/portal-request-link"
import { aidRequests, aidRequestsEndpoints } from "../../../domain/personal/ayudas-economicas"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useAddressedDetail } from "../../records/use-record-address"
import { IconButton, viewIcon } from "../../ui/IconButton"
import { AidDetailDialog } from "./AidDialogs"
import { LinkFieldError, linkNoteOf } from "../solicitudes-portal/PortalLinkNote"
import { usePortalAmountArrival } from "../solicitudes-portal/use-portal-arrival"
import { AidPerson, AidProofInput, AidTypeSelect } from "./AidInputs"

// Ayudas económicas (GP100, DOMAIN-MX 4.9): the list (Folio, Colaborador, Tipo, Fecha, Monto,
// Estado) with its filters and export; the form in a dialog (the person and their seniority, the
// tipo de ayuda and its limits, the date, the amount, the motive, and once saved the proof); and
// each row's actions: Ver (the flow and the payment), and the workflow's Enviar a autorización
// while Capturada, Registrar pago once Autorizada, and Cancelar (the delete, which cancels). Reached
// from a kiosk aid request (Solicitudes del portal), the add form opens for that person with the
// amount and the motive asked for, and the request's link: saving the aid attends the request.

type Row = Readonly<Record<string, unknown>>

const render = {
  id_empleado: (props: FieldRenderProps) => <AidPerson {...props} />,
  id_tipo_ayuda: (props: FieldRenderProps) => <AidTypeSelect {...props} />,
  comprobante: (props: FieldRenderProps) => <AidProofInput {...props} />,
  id_solicitud: LinkFieldError,
}

const columns = { id_ayuda: { render: (row: Row) => String(row.id_ayuda ?? "") } }

export const AidRequestsPage = ({ pageKey, search, onTaken }: { readonly pageKey: string; readonly search: PortalTargetSearch; readonly onTaken: () => void }) => {
  const { arrival, addWith } = usePortalAmountArrival(search, onTaken)
  // The detail has its own address (?detalle=): Back closes it, a reload opens it again.
  const detail = useAddressedDetail()
  return (
    <>
      <RecordPage
        descriptor={aidRequests}
        endpoints={aidRequestsEndpoints}
        pageKey={pageKey}
        columns={columns}
        addWith={addWith}
        formProps={{
          order: ["id_empleado", "id_tipo_ayuda", "f_solicitud", "monto", "motivo", "comprobante"],
          render,
          header: (values, record) => linkNoteOf(values, arrival?.detalle ?? null, "registro", record !== null),
        }}
        deleteLabel={(row) => `Cancelar la ayuda ${String(row.id_ayuda ?? "")}`}
        rowActions={(row) => (
          <IconButton opensDialog label={`Ver la ayuda ${String(row.id_ayuda ?? "")}`} onPress={() => detail.open(Number(row.id_ayuda))}>
            {viewIcon}
          </IconButton>
        )}
      />
      <AidDetailDialog id={detail.id === null ? null : Number(detail.id)} onClose={detail.close} />
    </>
  )
}
