import { useMemo } from "react"
import { contractFollowUps, contractFollowUpsEndpoints } from "../../../domain/contratos/seguimientos-contratos"
import { followUpCalls } from "../../../machines/contratos/seguimientos-contratos-calls"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { type RecordFileOptions, RecordFileInput, withExtension } from "../../records/RecordFileInput"
import { RecordPage } from "../../records/RecordPage"

// Seguimientos de contratos (CON220, MODULES-MX §2): the list (Contrato, Colaborador, Tipo, Fecha,
// Resultado, Responsable, Compromiso) with its filters (tipo, resultado, fechas, responsable,
// contrato) and export, and a follow-up in a dialog. The Comisión Mixta's opinion shows only for
// "No aprobó prueba" (its onlyWhen); the contract is fixed once the follow-up is stored. Its
// adjunto (a PDF or an image) is chosen, downloaded, replaced or removed in the form once the
// follow-up is saved. Reached from a contract's row in Gestión de contratos, the list opens
// filtered to that contract.

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

const { attachment, uploadAttachment } = followUpCalls(api)

const attachmentOptions: RecordFileOptions = {
  texts: { guardado: "Adjunto guardado", descargar: "Descargar adjunto", nuevo: "Guarde el seguimiento antes de adjuntar un archivo." },
  accept: ["application/pdf", "image/jpeg", "image/png"],
  idOf: (props) => text(props.record?.id_seguimiento),
  upload: uploadAttachment,
  download: attachment,
  fileName: (props, type) => withExtension(`Seguimiento ${text(props.record?.id_seguimiento)} ${text(props.record?.id_contrato)}`, type),
}

const formProps = { render: { adjunto: (props: FieldRenderProps) => <RecordFileInput {...props} options={attachmentOptions} /> } }

export const ContractFollowUpsPage = ({ contrato }: { readonly contrato?: string }) => {
  const filter = useMemo(() => (contrato === undefined ? null : { id_contrato: contrato }), [contrato])
  return (
    <RecordPage
      descriptor={contractFollowUps}
      endpoints={contractFollowUpsEndpoints}
      pageKey="/contratos/seguimientos-contratos"
      filterWith={filter}
      formProps={formProps}
    />
  )
}
