import { useEffect, useId, useState } from "react"
import { fillPath } from "../../../domain/api/endpoint"
import { fotoEmpleado, guardarFotoEmpleado } from "../../../domain/api/personal-employee-photo"
import { messages } from "../../../domain/messages"
import { logoTypes } from "../../../domain/system-parameters"
import { toast } from "../../../machines/toast"
import { api } from "../../app/api"
import { apiBaseURL } from "../../app/apiBase"
import { sessionActor } from "../../app/session"
import { showToast } from "../../records/outcomes"
import type { FieldRenderProps } from "../../records/RecordForm"
import { ImageDrop } from "../../ui/ImageDrop"

// The employee's photo in the record's Datos generales, as the company logo is
// (src/features/organization/CompanyLogoInput.tsx): a chosen image is uploaded at once and checked
// by the server, and becomes the person's photo with the form's Guardar; Cancelar keeps the saved
// one. A person not saved yet has no record to upload to.

export const photoTexts = {
  drop: "Arrastre aquí una imagen JPEG o PNG de hasta 2 MB",
  choose: "Elegir foto",
  remove: "Quitar foto",
  busy: "Subiendo foto",
  wrongType: "La foto debe ser una imagen JPEG o PNG",
  preview: "Foto del colaborador",
  guardar: "La foto elegida o quitada se guarda con el botón Guardar.",
  nuevo: "Guarde al colaborador antes de subir su foto.",
} as const

type Uploaded = { readonly ok: true; readonly version: string } | { readonly ok: false; readonly message: string }

/** Multipart form with 'file': the JSON client cannot send it, so this one call is by hand. */
const upload = async (id_empleado: string, file: File): Promise<Uploaded> => {
  const body = new FormData()
  body.append("file", file)
  const token = sessionActor.getSnapshot().context.session?.token
  try {
    const response = await fetch(`${apiBaseURL}${fillPath(guardarFotoEmpleado.path, { id_empleado })}`, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    })
    if (response.status === 401 && token) sessionActor.send({ type: "UNAUTHORIZED" })
    const answer = (await response.json().catch(() => null)) as { message?: unknown; result?: unknown } | null
    if (response.ok && typeof answer?.result === "string") return { ok: true, version: answer.result }
    return { ok: false, message: typeof answer?.message === "string" && response.status < 500 ? answer.message : messages.errorGeneral }
  } catch {
    return { ok: false, message: messages.errorGeneral }
  }
}

/** The image of one version of a person's photo, as an object URL while shown (null without one). */
export const usePhoto = (id_empleado: string, version: string): string | null => {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    setSrc(null)
    if (id_empleado === "" || version === "") return
    let live = true
    let url: string | null = null
    void api.download(fotoEmpleado, { id_empleado: Number(id_empleado), version }).then((result) => {
      if (!live) return
      if (result.ok) {
        url = URL.createObjectURL(result.value.blob)
        setSrc(url)
      } else showToast(toast("error", messages.errorObtener))
    })
    return () => {
      live = false
      if (url !== null) URL.revokeObjectURL(url)
    }
  }, [id_empleado, version])
  return src
}

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

export const EmployeePhotoInput = (props: FieldRenderProps) => {
  const id = text(props.record?.id_empleado)
  const version = text(props.value)
  const src = usePhoto(id, version)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  if (!props.stored || id === "") {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="text-sm font-medium text-ink-700">
          {props.field.label}
        </h3>
        <p className="text-sm text-ink-700">{photoTexts.nuevo}</p>
      </section>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <ImageDrop
        label={props.field.label}
        src={src}
        accept={logoTypes}
        isBusy={busy}
        texts={photoTexts}
        onFile={(file) => {
          setBusy(true)
          void upload(id, file).then((answer) => {
            setBusy(false)
            if (answer.ok) props.onChange(answer.version)
            else showToast(toast(answer.message === messages.errorGeneral ? "error" : "warning", answer.message))
          })
        }}
        onRemove={() => props.onChange("")}
      />
      <p className="text-sm text-ink-700">{photoTexts.guardar}</p>
      {props.error === null ? null : (
        <p role="alert" className="text-sm text-danger-700">
          {props.error}
        </p>
      )}
    </div>
  )
}
