import { signedContractMaxBytes } from "../../../domain/contratos/gestion-contratos-api"
import { sizeText } from "../../../domain/size-limits"
import { contractCalls } from "../../../machines/contratos/gestion-contratos-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { SignedScanDialog } from "../../records/SignedScanDialog"

// "Adjuntar firmado" of a contract's row: the scan of the signed contract, a PDF uploaded at once
// (the file-upload machine; the server judges it by its bytes and marks the contract firmado),
// and the stored one opened. Once the upload is kept the dialog closes and the list is read
// again, so the row shows it firmado and a new opening offers the scan just kept.

type Row = Readonly<Record<string, unknown>>

export const signedTexts = {
  adjuntar: (folio: string) => `Adjuntar el contrato firmado ${folio}`,
  titulo: "Contrato firmado",
  ayuda: `PDF de hasta ${sizeText(signedContractMaxBytes)}, con las firmas de ambas partes. Al elegirlo queda guardado y el contrato se marca como firmado.`,
  archivo: "Escaneo del contrato firmado",
  adjunto: (version: string) => `Contrato firmado (${version})`,
  ver: "Ver contrato firmado",
  cerrar: "Cerrar",
} as const

const { signedContract, uploadSignedContract } = contractCalls(api)

export const SignedContractDialog = ({ row, onClose, reload }: { readonly row: Row; readonly onClose: () => void; readonly reload: () => void }) => {
  const id = textOf(row.id_contrato)
  return (
    <SignedScanDialog
      title={`${signedTexts.titulo} ${id}`}
      texts={signedTexts}
      id={id}
      version={textOf(row.archivo_firmado)}
      upload={uploadSignedContract}
      open={signedContract}
      onClose={onClose}
      reload={reload}
    />
  )
}
