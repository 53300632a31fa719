import { aidCalls } from "../../../machines/personal/ayudas-economicas-calls"
import { api } from "../../app/api"
import { DetailDialog } from "../../records/DetailDialog"
import { shownDate } from "../../records/cells"
import { FlowSteps } from "../../records/FlowSteps"

// An aid's detail: its state, the timeline of its flow, the rejection or the payment. (Its
// payment is recorded by its workflow's Registrar pago.)

const readDetail = aidCalls(api).detail

export const AidDetailDialog = ({ id, onClose }: { readonly id: number | null; readonly onClose: () => void }) => (
  <DetailDialog title={`Ayuda ${id ?? ""}`} id={id} read={readDetail} onClose={onClose} size="md" className="flex flex-col gap-3 text-sm">
    {(detail) => (
      <>
        {detail.comentario_rechazo === null ? null : <p className="text-danger-700">Rechazada: {detail.comentario_rechazo}</p>}
        {detail.f_autorizacion === null ? null : <p>Autorizada el {shownDate(detail.f_autorizacion)}</p>}
        {detail.f_pago === null ? null : (
          <p>
            Pagada el {shownDate(detail.f_pago)}, referencia {detail.referencia_pago ?? "—"}
          </p>
        )}
        <FlowSteps id="aid-pasos" steps={detail.pasos} empty="Sin pasos de autorización (sin flujo configurado o aún no enviada)." />
      </>
    )}
  </DetailDialog>
)
