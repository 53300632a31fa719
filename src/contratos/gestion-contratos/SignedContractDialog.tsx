import { signedContractMaxBytes } from "../../../domain/contratos/gestion-contratos-api"
import { sizeText } from "../../../domain/size-limits"
import { contractCalls } from "../../../machines/contratos/gestion-contratos-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { useExport } from "../../records/use-export"
import { useFileUpload } from "../../records/use-file-upload"
import { Button } from "../../ui/Button"
import { FileField } from "../../ui/FileField"
import { Modal } from "../../ui/Modal"

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
  const version = textOf(row.archivo_firmado)
  const opening = useExport(signedContract)
  const { busy, choose } = useFileUpload(
    (file) => uploadSignedContract(id, file),
    (uploaded) => {
      if (uploaded === "") return
      reload()
      onClose()
    },
  )
  return (
    <Modal title={`${signedTexts.titulo} ${id}`} isOpen onClose={onClose}>
      <div className="flex flex-col gap-4">
        <FileField
          label={signedTexts.archivo}
          accept={["application/pdf"]}
          fileName={version === "" ? null : signedTexts.adjunto(version)}
          description={signedTexts.ayuda}
          isDisabled={busy}
          onSelect={(file) => (file === null ? undefined : choose(file))}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {version === "" ? null : (
            <Button variant="secondary" onPress={() => opening.run({ id, version })}>
              {signedTexts.ver}
            </Button>
          )}
          <Button variant="secondary" onPress={onClose}>
            {signedTexts.cerrar}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
