import { useEffect, useId, useState } from "react"
import { messages } from "../../domain/messages"
import { logoTypes } from "../../domain/configuraciones/parametros-sistema"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { UploadOutcome } from "../../machines/records/upload-calls"
import type { CallResult } from "../api/call-result"
import type { DownloadedFile } from "../api/client"
import { ImageDrop, type ImageDropProps } from "../ui/ImageDrop"
import type { FieldRenderProps } from "./RecordForm"
import { useFileUpload } from "./use-file-upload"
import { useLoadedResource } from "./use-loaded-resource"

// An image field of a record (a company's logo, a person's photo): the field holds a version
// reference, never the bytes. A chosen image is uploaded at once to the record's own upload
// endpoint (the file-upload machine) and checked by the server, but it becomes the record's
// image with the form's Guardar, like any other change, and Cancelar keeps the saved one; Quitar
// empties the field the same way. A record not saved yet has nothing to upload to.

export interface RecordImageOptions {
  readonly texts: ImageDropProps["texts"] & { readonly guardar: string; readonly nuevo: string }
  /** The record's id as the upload and download take it ("" while it has none). */
  readonly idOf: (props: FieldRenderProps) => string
  /** Uploads an image to that record (answers the new version). */
  readonly upload: (id: string, file: File) => Promise<UploadOutcome>
  readonly download: (id: string, version: string) => Promise<CallResult<DownloadedFile>>
  /** The heading level the "not saved yet" note sits under in its form. */
  readonly heading: "h2" | "h3"
}

/** The image of one version, as an object URL while shown (null without one, or while it loads). */
export const useStoredImage = (download: RecordImageOptions["download"], id: string, version: string): string | null => {
  // The image is read by a loaded-resource machine: another record or version drops the answer still coming.
  const blob = useLoadedResource(
    id === "" || version === "" ? null : { id, version },
    async (key): Promise<Loaded<Blob>> => {
      const result = await download(key.id, key.version)
      return result.ok ? { kind: "loaded", value: result.value.blob } : { kind: "failed", message: messages.errorObtener }
    },
    { toastOnFailure: true },
  ).value
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    if (blob === null) {
      setSrc(null)
      return
    }
    const url = URL.createObjectURL(blob)
    setSrc(url)
    return () => URL.revokeObjectURL(url)
  }, [blob])
  return src
}

/** The text of a field value ("" for none). */
export const textOf = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

/** The field's input; a page binds its options in a component of its own (`render[field]`). */
export const RecordImageInput = ({ options, ...props }: FieldRenderProps & { readonly options: RecordImageOptions }) => {
  const id = options.idOf(props)
  const version = textOf(props.value)
  const src = useStoredImage(options.download, id, version)
  const upload = useFileUpload((file) => options.upload(id, file), props.onChange)
  const headingId = useId()
  const Heading = options.heading
  if (!props.stored || id === "") {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <Heading id={headingId} className="text-sm font-medium text-ink-700">
          {props.field.label}
        </Heading>
        <p className="text-sm text-ink-700">{options.texts.nuevo}</p>
      </section>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <ImageDrop
        label={props.field.label}
        src={src}
        accept={logoTypes}
        isBusy={upload.busy}
        texts={options.texts}
        onFile={upload.choose}
        onRemove={() => upload.choose(null)}
      />
      <p className="text-sm text-ink-700">{options.texts.guardar}</p>
      {props.error === null ? null : (
        <p role="alert" className="text-sm text-danger-700">
          {props.error}
        </p>
      )}
    </div>
  )
}
