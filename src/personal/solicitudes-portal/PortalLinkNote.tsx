import { Link } from "@tanstack/react-router"
import { portalLinkTexts as text } from "../../../domain/personal/portal-request-link"
import type { FieldRenderProps } from "../../records/RecordForm"

// What a form opened from a kiosk request says of it (domain/personal/portal-request-link.ts): which
// request it attends, what the person asked for, and when the request counts as attended. The
// link itself (`id_solicitud`) is no input: the form carries it and shows only the server's
// refusal of it, if any.

export type LinkKind = "carta" | "registro" | "datos"

const after: Readonly<Record<LinkKind, string>> = { carta: text.notaCarta, registro: text.notaRegistro, datos: text.notaDatos }

/** `kind` null: a stored record, which only says what it attends. */
export const PortalLinkNote = ({ id, detalle, kind }: { readonly id: string; readonly detalle: string | null; readonly kind: LinkKind | null }) => (
  <div className="mb-4 flex flex-col gap-1 rounded-md border-l-4 border-brand-700 bg-brand-50 px-3 py-2 text-sm text-ink-900">
    <p className="font-semibold">{text.nota(Number(id))}</p>
    {detalle === null ? null : <p className="break-words">{text.notaDetalle(detalle)}</p>}
    {kind === null ? null : <p>{after[kind]}</p>}
    {kind === "datos" ? (
      <Link to="/personal/solicitudes-portal" className="w-fit font-semibold text-brand-700 underline">
        {text.volver}
      </Link>
    ) : null}
  </div>
)

/** The note above a letter's, a loan's or an aid's form when it carries a request (`stored`: the record exists). */
export const linkNoteOf = (values: Readonly<Record<string, unknown>>, detalle: string | null, kind: LinkKind, stored: boolean) => {
  const id = typeof values.id_solicitud === "string" ? values.id_solicitud.trim() : ""
  return id === "" ? null : <PortalLinkNote id={id} detalle={stored ? null : detalle} kind={stored ? null : kind} />
}

/** The link's place in the form: only the server's refusal of it. */
export const LinkFieldError = (props: FieldRenderProps) =>
  props.error === null ? null : (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {props.error}
    </p>
  )
