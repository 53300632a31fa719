import { Option, Schema } from "effect"
import { FiniquitoResult } from "./solicitud-finiquito-api"

// A stored finiquito's `resultado`: the engine's answer as JSON, read back through the preview's
// own schema, so the page shows exactly what calcular stored (none before the first calculation).

export type FiniquitoSnapshot = typeof FiniquitoResult.Type

const decode = Schema.decodeUnknownOption(Schema.parseJson(FiniquitoResult))

export const finiquitoSnapshotOf = (resultado: unknown): FiniquitoSnapshot | null =>
  typeof resultado === "string" && resultado !== "" ? Option.getOrNull(decode(resultado)) : null
