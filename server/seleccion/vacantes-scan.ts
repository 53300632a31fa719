import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { fold } from "../../domain/text-fold"
import { refuseField } from "../http/failure"

// The vacancy's free text against SEL050's barred phrases (MODULES-MX §6, LFT 133-I): compared
// folded (no accents, lower case) and as whole words, so "Soltera" and "SOLTERA" are refused
// alike and "sexo" does not match inside another word. The refusal quotes the phrase as stored
// and lands on the field that holds it.

export const barredMessage = (frase: string) => `La vacante contiene un requisito discriminatorio: "${frase}" (LFT 133-I)`

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The first barred phrase the text contains, as stored, or undefined. */
export const barredPhraseIn = (text: string, phrases: ReadonlyArray<string>): string | undefined => {
  const folded = fold(text)
  return phrases.find((p) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(fold(p).trim())}($|[^\\p{L}\\p{N}])`, "u").test(folded))
}

export const scanFreeText = (fields: Readonly<Record<string, string | null>>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ frase: string }>`SELECT frase FROM sel_palabras_vetadas WHERE activo = '1' ORDER BY id_palabra`
    const phrases = rows.map((r) => r.frase)
    for (const [field, value] of Object.entries(fields)) {
      if (value === null || value === "") continue
      const found = barredPhraseIn(value, phrases)
      if (found !== undefined) return yield* refuseField(field, barredMessage(found))
    }
  })
