import { messages } from "../../domain/messages"

// Checks on a parsed body before it is decoded. No request of the contract nests deeper than a
// few levels, and formatting a decoding error over thousands of nested arrays overflows the
// stack. No text field has a use for the NUL character, which PostgreSQL cannot store and
// refuses mid-query (even mid-download, when an export filters by it).
export const maxJsonDepth = 32

/** The Spanish problem of the body, or undefined. Iterative: never recurses. */
export const bodyProblem = (value: unknown): string | undefined => {
  const stack: Array<readonly [unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current === "string") {
      if (current.includes("\u0000")) return messages.caracterNulo
      continue
    }
    if (typeof current !== "object" || current === null) continue
    if (depth >= maxJsonDepth) return messages.anidamientoExcesivo
    for (const [key, child] of Object.entries(current)) {
      if (key.includes("\u0000")) return messages.caracterNulo
      stack.push([child, depth + 1])
    }
  }
  return undefined
}
