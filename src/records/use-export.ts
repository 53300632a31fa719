import type { PortFile } from "../../machines/records/api-port"
import type { CommandOutcome } from "../../machines/records/command"
import { saveFile } from "../api/save-file"
import { type Command, useCommand } from "./use-command"

/** A command whose answer is a file (an export, a PDF, a stored scan): the file is handed to the browser; the machine says how it went. */
export const useExport = <I>(call: (input: I) => Promise<CommandOutcome<PortFile>>): Command<I, PortFile> => useCommand(call, { onDone: saveFile })
