import { signedLetterMaxBytes } from "../../../domain/finiquitos/cartas-finiquito-vocabulary"
import { sizeText } from "../../../domain/size-limits"
import { settlementLetterCalls } from "../../../machines/finiquitos/cartas-finiquito-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { useExport } from "../../records/use-export"
import { useFileUpload } from "../../records/use-file-upload"
import { Button } from "../../ui/Button"
import { FileField } from "../../ui/FileField"
import { Modal } from "../../ui/Modal"

// "Adjuntar firmada" of a letter's row: the scan of the signed letter, a PDF uploaded at once (the
// file-upload machine; the server judges it by its bytes and keeps it beside the letter), and the
// stored one opened. Once kept, the dialog closes and the list is read again, so the row offers
// "Marcar firmada".

type Row = Readonly<Record<string, unknown>>

export const signedLetterTexts = {
  adjuntar: (folio: string) => `Adjuntar la carta firmada ${folio}`,
  titulo: "Carta firmada",
  ayuda: `PDF de hasta ${sizeText(signedLetterMaxBytes)}, con las firmas del colaborador, de la empresa y de los dos testigos. Al elegirlo queda guardado; después marque la carta como firmada.`,
  archivo: "Escaneo de la carta firmada",
  adjunto: (version: string) => `Carta firmada (${version})`,
  ver: "Ver carta firmada",
  cerrar: "Cerrar",
} as const

const { signedLetter, uploadSignedLetter } = settlementLetterCalls(api)

export const SignedLetterDialog = ({ row, onClose, reload }: { readonly row: Row; readonly onClose: () => void; readonly reload: () => void }) => {
  const id = textOf(row.id_carta)
  const version = textOf(row.archivo_firmado)
  const opening = useExport(signedLetter)
  const { busy, choose } = useFileUpload(
    (file) => uploadSignedLetter(id, file),
    (uploaded) => {
      if (uploaded === "") return
      reload()
      onClose()
    },
  )
  return (
    <Modal title={`${signedLetterTexts.titulo} ${textOf(row.folio)}`} isOpen onClose={onClose}>
      <div className="flex flex-col gap-4">
        <FileField
          label={signedLetterTexts.archivo}
          accept={["application/pdf"]}
          fileName={version === "" ? null : signedLetterTexts.adjunto(version)}
          description={signedLetterTexts.ayuda}
          isDisabled={busy}
          onSelect={(file) => (file === null ? undefined : choose(file))}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {version === "" ? null : (
            <Button variant="secondary" onPress={() => opening.run({ id, version })}>
              {signedLetterTexts.ver}
            </Button>
          )}
          <Button variant="secondary" onPress={onClose}>
            {signedLetterTexts.cerrar}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
