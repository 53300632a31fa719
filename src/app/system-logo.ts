import { createActor, fromPromise } from "xstate"
import { systemLogoMachine } from "../../machines/system-logo"
import { sessionActor } from "./session"

// The system logo's machine for the shell header and the parameters page: fetched with the
// session's token and held as an object URL. The API client is imported on demand so the first
// screen does not carry the schema library.

const read = async (): Promise<string | null> => {
  if (sessionActor.getSnapshot().context.session === null) return null
  const [{ api }, { logoSistema }] = await Promise.all([import("./api"), import("../../domain/configuraciones/parametros-sistema-logo-api")])
  const result = await api.download(logoSistema, {})
  return result.ok && result.value.blob.size > 0 ? URL.createObjectURL(result.value.blob) : null
}

export const systemLogoActor = createActor(
  systemLogoMachine.provide({
    actors: { read: fromPromise(read) },
    actions: {
      release: (_, { src }) => {
        if (src !== null) URL.revokeObjectURL(src)
      },
    },
  }),
).start()
