import { messages } from "../../domain/messages"
import { isWellFormedText } from "../../domain/rules/well-formed-text"

// Checks on a parsed body before it is decoded. No request of the contract nests deeper than a
// few levels, and formatting a decoding error over thousands of nested arrays overflows the
// stack. No text field has a use for the NUL character, which PostgreSQL cannot store and
// refuses mid-query (even mid-download, when an export filters by it). A lone UTF-16 surrogate
// (JSON's "\ud800") is no character: SQLite would store a replacement and PostgreSQL refuse it,
// so what a later read answers would not be what was written.
export const maxJsonDepth = 32

/** The Spanish problem of the body, or undefined. Iterative: never recurses. */
export const bodyProblem = (value: unknown): string | undefined => {
  const stack: Array<readonly [unknown, number, string]> = [[value, 0, ""]]
  while (stack.length > 0) {
    const [current, depth, name] = stack.pop()!
    if (typeof current === "string") {
      if (current.includes("\u0000")) return messages.caracterNulo
      if (!isWellFormedText(current)) return messages.textoMalFormado(name === "" ? "texto" : name.slice(0, 40))
      continue
    }
    if (typeof current !== "object" || current === null) continue
    if (depth >= maxJsonDepth) return messages.anidamientoExcesivo
    for (const [key, child] of Object.entries(current)) {
      if (key.includes("\u0000") || !isWellFormedText(key)) return messages.caracterNulo
      // A row of a child collection is named by its collection's field.
      stack.push([child, depth + 1, Array.isArray(current) ? name : key])
    }
  }
  return undefined
}
