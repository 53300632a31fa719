import { signedScanMaxBytes } from "../../../domain/personal/propiedades-empresas-api"
import { propertyMessages } from "../../../domain/personal/propiedades-empresas-rules"
import { companyPropertyCalls } from "../../../machines/personal/propiedades-empresas-calls"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { textOf } from "../../records/RecordImageInput"
import { useExport } from "../../records/use-export"
import { useFileUpload } from "../../records/use-file-upload"
import { Button } from "../../ui/Button"
import { FileField } from "../../ui/FileField"
import { sizeText } from "../../../domain/size-limits"

// The scan of the signed responsiva: a PDF or a photo of the page, uploaded at once to the
// responsiva's own upload (the file-upload machine; the server judges it by its bytes) and kept
// by the form's Guardar, as a person's photo is (src/records/RecordImageInput.tsx); the stored
// one can be opened. A
// responsiva not saved yet has nothing to attach it to. The browser's file dialog offers PDFs
// and images only, but the server decides.

const accepted = ["application/pdf", "image/png", "image/jpeg"]

export const scanTexts = {
  ayuda: `PDF, PNG o JPEG de hasta ${sizeText(signedScanMaxBytes)}. El documento elegido o quitado se guarda con el botón Guardar.`,
  adjunto: (version: string) => `Documento firmado (${version})`,
  ver: "Ver documento firmado",
} as const

const { signedScan, uploadSignedScan } = companyPropertyCalls(api)

export const SignedScanInput = (props: FieldRenderProps) => {
  const id = textOf(props.record?.id_responsiva)
  const version = textOf(props.value)
  const opening = useExport(signedScan)
  const { busy, choose } = useFileUpload((file) => uploadSignedScan(id, file), props.onChange)
  if (id === "") {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink-900">{props.field.label}</p>
        <p className="text-sm text-ink-700">{propertyMessages.documentoNuevo}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <FileField
        label={props.field.label}
        accept={accepted}
        fileName={version === "" ? null : scanTexts.adjunto(version)}
        errorMessage={props.error}
        description={scanTexts.ayuda}
        isDisabled={busy || props.isReadOnly}
        onSelect={choose}
      />
      {version === "" ? null : (
        <div>
          <Button variant="secondary" onPress={() => opening.run({ id, version })}>
            {scanTexts.ver}
          </Button>
        </div>
      )}
    </div>
  )
}
