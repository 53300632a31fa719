import { messages } from "../../domain/messages"
import type { CallResult } from "../api/call-result"
import type { DownloadedFile } from "../api/client"
import type { PortFile } from "../../machines/records/api-port"
import type { CommandOutcome } from "../../machines/records/command"
import type { UploadOutcome } from "../../machines/records/upload-calls"
import { Button } from "../ui/Button"
import { FileField } from "../ui/FileField"
import type { FieldRenderProps } from "./RecordForm"
import { textOf } from "./RecordImageInput"
import { useExport } from "./use-export"
import { useFileUpload } from "./use-file-upload"

// A document field of a record (a candidate's CV, a file of a pre-alta's checklist): the field
// holds a version reference, never the bytes, as an image field does (./RecordImageInput.tsx).
// A chosen file is uploaded at once to the record's own upload endpoint (the file-upload
// machine), which judges it by its content, but it becomes the record's file with the form's
// Guardar, like any other change, and Cancelar keeps the saved one; Quitar empties the field the
// same way. The stored file can be downloaded. A record not saved yet has nothing to upload to.

export interface RecordFileOptions {
  readonly texts: {
    /** The stored file's name beside the button, e.g. "CV guardado". */
    readonly guardado: string
    /** The download button, e.g. "Descargar CV". */
    readonly descargar: string
    /** A new record: "Guarde al candidato antes de subir su CV." */
    readonly nuevo: string
  }
  /** What the browser's file dialog offers (advisory: the server decides by the bytes). */
  readonly accept: ReadonlyArray<string>
  /** The record's id as the upload and download take it ("" while it has none). */
  readonly idOf: (props: FieldRenderProps) => string
  /** Uploads a file to that record (answers the new version). */
  readonly upload: (id: string, file: File) => Promise<UploadOutcome>
  readonly download: (id: string, version: string) => Promise<CallResult<DownloadedFile>>
  /** The name a downloaded file is saved under, from its type. */
  readonly fileName: (props: FieldRenderProps, type: string) => string
}

const extensionOf = (type: string): string => (type === "image/png" ? "png" : type === "image/jpeg" ? "jpg" : "pdf")

/** A file name ending in the extension of its content. */
export const withExtension = (base: string, type: string): string => `${base}.${extensionOf(type)}`

const guardarNota = "El archivo elegido o quitado se guarda con el botón Guardar."

/** The field's input; a page binds its options in a component of its own (`render[field]`). */
export const RecordFileInput = ({ options, ...props }: FieldRenderProps & { readonly options: RecordFileOptions }) => {
  const id = options.idOf(props)
  const version = textOf(props.value)
  const { busy, chosen, choose } = useFileUpload((file) => options.upload(id, file), props.onChange)
  // The stored file through a command (its failure, of any kind, the spec's toast); the machine
  // runs the latest `call`, so a fresh one each render reads nothing twice.
  const downloading = useExport(async (stored: { readonly id: string; readonly version: string }): Promise<CommandOutcome<PortFile>> => {
    const result = await options.download(stored.id, stored.version)
    return result.ok ? { kind: "done", value: { blob: result.value.blob, filename: options.fileName(props, result.value.blob.type) } } : { kind: "failed", message: messages.errorObtener }
  })
  if (!props.stored || id === "") {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink-700">{props.field.label}</p>
        <p className="text-sm text-ink-700">{options.texts.nuevo}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <FileField
        label={props.field.label}
        accept={options.accept}
        fileName={version === "" ? null : (chosen ?? options.texts.guardado)}
        errorMessage={props.error}
        isReadOnly={props.isReadOnly || busy}
        {...(props.field.description === undefined ? {} : { description: props.field.description })}
        onSelect={choose}
      />
      <p role="status" className="text-sm text-ink-700">
        {busy ? "Subiendo archivo…" : version !== "" && chosen !== null ? guardarNota : ""}
      </p>
      {version !== "" ? (
        <div>
          <Button variant="secondary" aria-busy={downloading.phase === "running"} onPress={() => downloading.run({ id, version })}>
            {options.texts.descargar}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
