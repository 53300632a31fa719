import type { PortFile } from "../../machines/records/api-port"
import type { CommandOutcome } from "../../machines/records/command"
import type { UploadOutcome } from "../../machines/records/upload-calls"
import { Button } from "../ui/Button"
import { FileField } from "../ui/FileField"
import { Modal } from "../ui/Modal"
import { useExport } from "./use-export"
import { useFileUpload } from "./use-file-upload"

/** The words of one kind of signed scan (a contract, a settlement letter). */
export interface SignedScanTexts {
  readonly archivo: string
  readonly adjunto: (version: string) => string
  readonly ayuda: string
  readonly ver: string
  readonly cerrar: string
}

export interface SignedScanDialogProps {
  readonly title: string
  readonly texts: SignedScanTexts
  /** The record's key, as its calls name it. */
  readonly id: string
  /** The stored scan's version; "" while there is none. */
  readonly version: string
  readonly upload: (id: string, file: File) => Promise<UploadOutcome>
  readonly open: (input: { readonly id: string; readonly version: string }) => Promise<CommandOutcome<PortFile>>
  readonly onClose: () => void
  readonly reload: () => void
}

/**
 * "Adjuntar firmado" of a row whose document comes back signed: the scan, a PDF uploaded at once
 * (the file-upload machine; the server judges it by its bytes), and the stored one opened. Once
 * the upload is kept the dialog closes and the list is read again, so the row shows what changed.
 */
export const SignedScanDialog = ({ title, texts, id, version, upload, open, onClose, reload }: SignedScanDialogProps) => {
  const opening = useExport(open)
  const { busy, choose } = useFileUpload(
    (file) => upload(id, file),
    (uploaded) => {
      if (uploaded === "") return
      reload()
      onClose()
    },
  )
  return (
    <Modal title={title} isOpen onClose={onClose}>
      <div className="flex flex-col gap-4">
        <FileField
          label={texts.archivo}
          accept={["application/pdf"]}
          fileName={version === "" ? null : texts.adjunto(version)}
          description={texts.ayuda}
          isDisabled={busy}
          onSelect={(file) => (file === null ? undefined : choose(file))}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {version === "" ? null : (
            <Button variant="secondary" onPress={() => opening.run({ id, version })}>
              {texts.ver}
            </Button>
          )}
          <Button variant="secondary" onPress={onClose}>
            {texts.cerrar}
          </Button>
        </div>
      </div>
    </Modal>
  )
}
