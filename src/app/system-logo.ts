import { sessionActor } from "./session"

// The system logo for the shell header and the parameters page: fetched with the
// session's token, held as an object URL, refreshed after an upload or a removal. The API
// client is imported on demand so the first screen does not carry the schema library.

type Listener = () => void

let src: string | null = null
const listeners = new Set<Listener>()

const publish = (next: string | null) => {
  if (src !== null) URL.revokeObjectURL(src)
  src = next
  for (const l of listeners) l()
}

export const systemLogo = {
  snapshot: (): string | null => src,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Fetches the logo again; no logo (204, an empty body) or no session shows none. */
  async refresh(): Promise<void> {
    if (sessionActor.getSnapshot().context.session === null) {
      publish(null)
      return
    }
    const [{ api }, { logoSistema }] = await Promise.all([import("./api"), import("../../domain/configuraciones/parametros-sistema-api")])
    const result = await api.download(logoSistema, {})
    publish(result.ok && result.value.blob.size > 0 ? URL.createObjectURL(result.value.blob) : null)
  },
  clear(): void {
    publish(null)
  },
}
