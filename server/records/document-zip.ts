import { ZipWriter } from "../exports/zip-writer"

// A batch of documents' PDFs as one zip, made on a worker thread (deflating a few hundred PDFs
// is seconds of CPU the main thread keeps for other requests). Names are made safe for every
// file system and kept distinct: a second "Carta X.pdf" becomes "Carta X (2).pdf".

export interface ZipFilesInput {
  readonly files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>
}

const reserved = new Set([..."/\\:*?\"<>|"])
/** Control characters and the separators or wildcards some file system refuses. */
const unsafe = (c: string): boolean => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || reserved.has(c)

/** A name without path separators, control or reserved characters, at most 120 characters. */
export const safeFileName = (name: string): string => {
  const cleaned = [...name]
    .map((c) => (unsafe(c) ? " " : c))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 120)
    .trim()
  return cleaned === "" ? "documento" : cleaned
}

/** The entries' names: safe, with their extension, and each once. */
export const entryNames = (names: ReadonlyArray<string>, extension: string): ReadonlyArray<string> => {
  const taken = new Set<string>()
  return names.map((raw) => {
    const base = safeFileName(raw)
    let name = `${base}.${extension}`
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).${extension}`
    taken.add(name.toLowerCase())
    return name
  })
}

export const zipFiles = async (input: ZipFilesInput): Promise<Uint8Array> => {
  const pieces: Array<Uint8Array> = []
  const zip = new ZipWriter({ write: (data) => pieces.push(Uint8Array.from(data)), end: () => undefined })
  const names = entryNames(
    input.files.map((f) => f.name),
    "pdf",
  )
  for (const [i, file] of input.files.entries()) zip.addFile(names[i] ?? `documento-${i + 1}.pdf`, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
  zip.finish()
  return new Uint8Array(Buffer.concat(pieces))
}
