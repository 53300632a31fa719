import { letterTemplatesEndpoints } from "../../domain/personal/plantillas-carta"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, refusalOf } from "../records/command"

// A letter's "Cargar la plantilla del tipo": the template of the letter's type, brought into its
// text to edit. Nothing is said on success; the text changing is the answer.

export const readLetterTemplate =
  (api: ApiPort) =>
  async (tipo: string): Promise<CommandOutcome<string>> => {
    const result = await api.call(letterTemplatesEndpoints.read, { id: tipo })
    if (!result.ok) return refusalOf(result, messages.errorObtener)
    const plantilla = result.value.result.plantilla
    return { kind: "done", value: typeof plantilla === "string" ? plantilla : "" }
  }
