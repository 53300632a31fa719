import { imprimirReconocimiento, reconocimientosVarios } from "../../domain/personal/documents-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// "Reconocer a varios": one recognition each for the people ticked, written in one transaction;
// and a row's diploma.

export type ManyRecognitions = typeof reconocimientosVarios.request.Type

export const recognizeMany =
  (api: ApiPort) =>
  async (request: ManyRecognitions): Promise<CommandOutcome<unknown>> =>
    commandOutcomeOf(await api.call(reconocimientosVarios, request), messages.errorGuardarRegistro)

/** A recognition's diploma (PDF); a refusal is its own warning. */
export const printDiploma =
  (api: ApiPort) =>
  async (id_reconocimiento: number): Promise<CommandOutcome<PortFile>> =>
    commandOutcomeOf(await api.download(imprimirReconocimiento, { id_reconocimiento }), messages.errorExportar, "Diploma descargado")
