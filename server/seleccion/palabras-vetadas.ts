import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { barredPhrasesIn, discriminatoryRequirement, type ScannedDocument } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import { refuseField } from "../http/failure"

// The anti-discrimination scanner's list (SEL050's palabras vetadas, the active ones) and the
// check every free text of Selección passes before it is stored (MODULES-MX §6, LFT 133).

export const activeBarredPhrases = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ frase: string }>`SELECT frase FROM sel_palabras_vetadas WHERE activo = '1' ORDER BY id_palabra`
  return rows.map((r) => r.frase)
})

/** Refuses (400, on the field) the first of these texts that holds a barred phrase, naming what holds it. */
export const checkFreeText = (texts: Readonly<Record<string, string | null | undefined>>, documento: ScannedDocument = "La requisición") =>
  Effect.gen(function* () {
    const filled = Object.entries(texts).filter((e): e is [string, string] => typeof e[1] === "string" && e[1].trim() !== "")
    if (filled.length === 0) return
    const phrases = yield* activeBarredPhrases
    for (const [field, text] of filled) {
      const [first] = barredPhrasesIn(text, phrases)
      if (first !== undefined) return yield* refuseField(field, discriminatoryRequirement(first.frase, documento))
    }
  })
