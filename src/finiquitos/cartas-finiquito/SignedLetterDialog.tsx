import { signedLetterMaxBytes } from "../../../domain/finiquitos/cartas-finiquito-vocabulary"
import { sizeText } from "../../../domain/size-limits"
import { settlementLetterCalls } from "../../../machines/finiquitos/cartas-finiquito-calls"
import { api } from "../../app/api"
import { textOf } from "../../records/RecordImageInput"
import { SignedScanDialog } from "../../records/SignedScanDialog"

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
  return (
    <SignedScanDialog
      title={`${signedLetterTexts.titulo} ${textOf(row.folio)}`}
      texts={signedLetterTexts}
      id={id}
      version={textOf(row.archivo_firmado)}
      upload={uploadSignedLetter}
      open={signedLetter}
      onClose={onClose}
      reload={reload}
    />
  )
}
