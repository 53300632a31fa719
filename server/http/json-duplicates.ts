// JSON.parse keeps the last of two equal keys in one object and says nothing, so a body such as
// {"activo":"0","activo":"1"} would mean whatever the parser picked. The raw text is scanned
// instead: once, left to right, with an explicit stack (a body of 1 MiB may nest deeply; no
// recursion), remembering the keys of every open object. Only text JSON.parse accepted is
// scanned, so the scan need not judge the syntax.

interface ObjectFrame {
  readonly keys: Set<string>
  /** The key whose value is being read: the path of a nested duplicate goes through it. */
  key: string
  expectsKey: boolean
}

interface ArrayFrame {
  readonly keys: undefined
  index: number
}

type Frame = ObjectFrame | ArrayFrame

const quote = 0x22
const backslash = 0x5c

// Keys are cut short: the path goes back in the refusal, and a key may be thousands of characters.
const pathOf = (frames: ReadonlyArray<Frame>, key: string): string =>
  [...frames.slice(0, -1).map((f) => (f.keys === undefined ? String(f.index) : f.key)), key].map((k) => k.slice(0, 40)).join(".")

/** Where the string opened at `open` ends: the next quote not escaped by an odd run of backslashes. */
const closingQuote = (text: string, open: number): number => {
  let end = text.indexOf('"', open + 1)
  while (end !== -1) {
    let slashes = 0
    while (text.charCodeAt(end - 1 - slashes) === backslash) slashes++
    if (slashes % 2 === 0) return end
    end = text.indexOf('"', end + 1)
  }
  return text.length
}

/**
 * The path (`a.b.0.c`, each key cut at 40 characters) of the first key repeated within one
 * object of valid JSON text, or undefined.
 */
export const duplicateKeyPath = (text: string): string | undefined => {
  const frames: Array<Frame> = []
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    const top = frames[frames.length - 1]
    if (c === quote) {
      const end = closingQuote(text, i)
      if (top?.keys !== undefined && top.expectsKey) {
        const raw = text.slice(i + 1, end)
        // "\u0061" and "a" are one key: escapes are decoded before comparing.
        const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw
        if (top.keys.has(key)) return pathOf(frames, key)
        top.keys.add(key)
        top.key = key
        top.expectsKey = false
      }
      i = end + 1
      continue
    }
    if (c === 0x7b) frames.push({ keys: new Set(), key: "", expectsKey: true })
    else if (c === 0x5b) frames.push({ keys: undefined, index: 0 })
    else if (c === 0x7d || c === 0x5d) frames.pop()
    else if (c === 0x2c && top !== undefined) {
      if (top.keys === undefined) top.index++
      else top.expectsKey = true
    }
    i++
  }
  return undefined
}
