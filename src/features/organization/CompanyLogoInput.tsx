import { useEffect, useId, useState } from "react"
import { fillPath } from "../../../domain/api/endpoint"
import { guardarLogoEmpresa, logoEmpresa } from "../../../domain/api/organization-company-logo"
import { messages } from "../../../domain/messages"
import { companyMessages } from "../../../domain/records/organization/companies"
import { logoTypes } from "../../../domain/system-parameters"
import { toast } from "../../../machines/toast"
import { api } from "../../app/api"
import { apiBaseURL } from "../../app/apiBase"
import { sessionActor } from "../../app/session"
import { showToast } from "../../records/outcomes"
import type { FieldRenderProps } from "../../records/RecordForm"
import { ImageDrop } from "../../ui/ImageDrop"

// The company's logo in the Empresas form: the image drop area of the system's logo (SPEC 2.8)
// with the logo's preview. A chosen image is uploaded at once and checked by the server, but it
// becomes the company's logo with the form's Guardar, like any other change, and Cancelar keeps
// the saved one; Quitar empties the field the same way. A company not saved yet has no logo to
// upload to.

const texts = {
  drop: "Arrastre aquí una imagen JPEG o PNG de hasta 2 MB",
  choose: "Elegir logotipo",
  remove: "Quitar logotipo",
  busy: "Subiendo logotipo",
  wrongType: messages.logoNoValido,
  preview: "Logotipo de la empresa",
  guardar: "El logotipo elegido o quitado se guarda con el botón Guardar.",
} as const

type Uploaded = { readonly ok: true; readonly version: string } | { readonly ok: false; readonly message: string }

/** Multipart form with 'file': the JSON client cannot send it, so this one call is by hand (as the system's logo). */
const upload = async (id_empresa: string, file: File): Promise<Uploaded> => {
  const body = new FormData()
  body.append("file", file)
  const token = sessionActor.getSnapshot().context.session?.token
  try {
    const response = await fetch(`${apiBaseURL}${fillPath(guardarLogoEmpresa.path, { id_empresa })}`, {
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

/** The image of one version, as an object URL while the form shows it. */
const usePreview = (id_empresa: string, version: string): string | null => {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    setSrc(null)
    if (id_empresa === "" || version === "") return
    let live = true
    let url: string | null = null
    void api.download(logoEmpresa, { id_empresa: Number(id_empresa), version }).then((result) => {
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
  }, [id_empresa, version])
  return src
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

export const CompanyLogoInput = (props: FieldRenderProps) => {
  const id = text(props.values.id_empresa)
  const version = text(props.value)
  const src = usePreview(id, version)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  if (!props.stored) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h2 id={headingId} className="text-sm font-medium text-ink-700">
          {props.field.label}
        </h2>
        <p className="text-sm text-ink-700">{companyMessages.logoEmpresaNueva}</p>
      </section>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <ImageDrop
        label={props.field.label}
        // A version whose image is still loading shows as none until it arrives.
        src={src}
        accept={logoTypes}
        isBusy={busy}
        texts={texts}
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
      <p className="text-sm text-ink-700">{texts.guardar}</p>
      {props.error === null ? null : (
        <p role="alert" className="text-sm text-danger-700">
          {props.error}
        </p>
      )}
    </div>
  )
}
