// A streaming scanner for the XML of an .xlsx (SpreadsheetML): text is fed in pieces as it is
// inflated and each tag and text run is handed on as soon as it is whole, so a sheet is never
// held as one string. It knows what xlsx files hold (elements, attributes, the five named
// entities and character references, CDATA, comments, processing instructions) and refuses a
// DOCTYPE: an xlsx has none, and entity definitions are how an XML bomb grows.

export interface XmlHandler {
  /** An element opens (its local name, without a namespace prefix); `selfClosing` when it is `<x/>`. */
  open(name: string, attributes: ReadonlyMap<string, string>, selfClosing: boolean): void
  close(name: string): void
  text(text: string): void
}

export class XmlError extends Error {}

/** Thrown when a piece of text or a tag passes `maxPiece` characters with no end in sight. */
export class XmlPieceTooLong extends Error {}

const named: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

const decodeEntities = (text: string): string =>
  text.indexOf("&") === -1
    ? text
    : text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
        if (ref.startsWith("#x")) return safeCodePoint(Number.parseInt(ref.slice(2), 16), whole)
        if (ref.startsWith("#")) return safeCodePoint(Number.parseInt(ref.slice(1), 10), whole)
        const char = named[ref]
        if (char === undefined) throw new XmlError(`unknown entity ${whole}`)
        return char
      })

const safeCodePoint = (code: number, whole: string): string => {
  if (!Number.isFinite(code) || code < 0 || code > 0x10ffff) throw new XmlError(`bad character reference ${whole}`)
  return String.fromCodePoint(code)
}

const localName = (name: string): string => {
  const colon = name.indexOf(":")
  return colon === -1 ? name : name.slice(colon + 1)
}

const attributePattern = /([^\s=/]+)\s*=\s*("([^"]*)"|'([^']*)')/g

const parseTag = (inner: string): { name: string; attributes: Map<string, string>; selfClosing: boolean } => {
  const selfClosing = inner.endsWith("/")
  const body = selfClosing ? inner.slice(0, -1) : inner
  const space = body.search(/\s/)
  const name = localName(space === -1 ? body : body.slice(0, space))
  if (name === "") throw new XmlError("an element without a name")
  const attributes = new Map<string, string>()
  if (space !== -1) {
    for (const m of body.slice(space).matchAll(attributePattern)) attributes.set(localName(m[1]!), decodeEntities(m[3] ?? m[4] ?? ""))
  }
  return { name, attributes, selfClosing }
}

export class XmlScanner {
  private pending = ""

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxPiece: number,
  ) {}

  /** The next piece of the document's text. */
  feed(chunk: string): void {
    let buffer = this.pending + chunk
    let at = 0
    for (;;) {
      const lt = buffer.indexOf("<", at)
      if (lt === -1) {
        // Text whose end has not arrived yet.
        if (buffer.length - at > this.maxPiece) throw new XmlPieceTooLong()
        break
      }
      if (lt > at) this.handler.text(decodeEntities(buffer.slice(at, lt)))
      at = lt
      const end = this.tagEnd(buffer, lt)
      if (end === -1) {
        if (buffer.length - lt > this.maxPiece) throw new XmlPieceTooLong()
        break
      }
      this.tag(buffer, lt, end)
      at = end
    }
    buffer = buffer.slice(at)
    this.pending = buffer
  }

  /** The document ended: nothing may be left half-written. */
  end(): void {
    if (this.pending.trim() !== "") throw new XmlError("the document ends inside a tag")
    this.pending = ""
  }

  /** Where the markup starting at `lt` ends (the index after it), or -1 when not yet fed. */
  private tagEnd(buffer: string, lt: number): number {
    if (buffer.startsWith("<!--", lt)) {
      const close = buffer.indexOf("-->", lt + 4)
      return close === -1 ? -1 : close + 3
    }
    if (buffer.startsWith("<![CDATA[", lt)) {
      const close = buffer.indexOf("]]>", lt + 9)
      return close === -1 ? -1 : close + 3
    }
    if (buffer.startsWith("<?", lt)) {
      const close = buffer.indexOf("?>", lt + 2)
      return close === -1 ? -1 : close + 2
    }
    // Attribute values may hold ">" only as &gt; in what Excel writes, but be exact: skip quoted runs.
    let quote = ""
    for (let i = lt + 1; i < buffer.length; i++) {
      const ch = buffer[i]!
      if (quote !== "") {
        if (ch === quote) quote = ""
      } else if (ch === '"' || ch === "'") quote = ch
      else if (ch === ">") return i + 1
    }
    return -1
  }

  private tag(buffer: string, lt: number, end: number): void {
    if (buffer.startsWith("<!--", lt) || buffer.startsWith("<?", lt)) return
    if (buffer.startsWith("<![CDATA[", lt)) {
      this.handler.text(buffer.slice(lt + 9, end - 3))
      return
    }
    if (buffer.startsWith("<!", lt)) throw new XmlError("a DOCTYPE or declaration, which no xlsx holds")
    const inner = buffer.slice(lt + 1, end - 1).trim()
    if (inner.startsWith("/")) {
      this.handler.close(localName(inner.slice(1).trim()))
      return
    }
    const { name, attributes, selfClosing } = parseTag(inner)
    this.handler.open(name, attributes, selfClosing)
    if (selfClosing) this.handler.close(name)
  }
}
