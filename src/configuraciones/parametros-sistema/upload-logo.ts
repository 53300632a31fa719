import { guardarLogoSistema } from "../../../domain/configuraciones/parametros-sistema-api"
import { messages } from "../../../domain/messages"
import { sessionActor } from "../../app/session"

/** Multipart form with 'file'. The JSON client cannot send it, so this one call is by hand. */
export const uploadLogo = async (file: File): Promise<{ readonly ok: boolean; readonly message: string }> => {
  const body = new FormData()
  body.append("file", file)
  const token = sessionActor.getSnapshot().context.session?.token
  try {
    const response = await fetch(`${import.meta.env.VITE_API_URL || "/api"}${guardarLogoSistema.path}`, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    })
    if (response.status === 401 && token) sessionActor.send({ type: "UNAUTHORIZED" })
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null
    const message = typeof answer?.message === "string" ? answer.message : ""
    return { ok: response.ok, message }
  } catch {
    return { ok: false, message: messages.errorGeneral }
  }
}
