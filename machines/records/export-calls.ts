import type { AnyEndpoint, FileKind, RequestOf } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "./api-port"
import { type CommandOutcome, commandOutcomeOf } from "./command"

// A file export as a command: the file on success ('Datos exportados'), the server's explained
// refusal as a warning, anything else the spec's export error. The view hands the file to the browser.

export const exportOf =
  (api: ApiPort) =>
  async <E extends AnyEndpoint & { readonly file: FileKind }>(endpoint: E, payload: RequestOf<E>): Promise<CommandOutcome<PortFile>> =>
    commandOutcomeOf(await api.download(endpoint, payload), messages.errorExportar, messages.datosExportados)
