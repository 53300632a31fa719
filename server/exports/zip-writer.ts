import * as zlib from "node:zlib"

// A streaming zip (PKWARE APPNOTE 6.3, no zip64) written straight to an output stream, for the
// .xlsx exports: small fixed parts are deflated whole, the sheet is deflated (on a worker thread)
// as it is produced and its CRC and sizes follow it in a data descriptor (flag bit 3), so nothing
// of the file is kept in memory beyond the current chunk. Excel, LibreOffice and exceljs' reader accept this
// layout (it is the one exceljs' own writer produces).

// zlib.crc32 (Node 20.15 and later; package.json asks for 20.19) takes the previous value to go on.
const crc32 = zlib.crc32

// Deflate level: 4 costs a third of the default's time for a file a few per cent larger.
const level = 4
const maxSize = 0xffff_ffff

interface Entry {
  readonly name: Buffer
  readonly offset: number
  readonly crc: number
  readonly compressed: number
  readonly size: number
  readonly descriptor: boolean
}

/** MS-DOS date and time of the entries (the zip format's own; local time, 2-second steps). */
const dosStamp = (date: Date) => ({
  time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
  day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
})

export interface ZipEntryStream {
  /** Adds deflated bytes to the entry, with the CRC of all its bytes so far and these ones' inflated size. */
  write(deflated: Uint8Array, crcSoFar: number, inflatedSize: number): void
  /** Ends the entry: its data descriptor. */
  close(): void
}

/** Where the zip goes: a response's stream, or a collector of its pieces (a batch of documents). */
export interface ZipOutput {
  write(data: Uint8Array): unknown
  end(): unknown
}

export class ZipWriter {
  private offset = 0
  private readonly entries: Array<Entry> = []
  private readonly stamp = dosStamp(new Date())
  private open = false

  constructor(private readonly out: ZipOutput) {}

  private emit(data: Uint8Array): void {
    this.offset += data.length
    this.out.write(data)
  }

  private localHeader(name: Buffer, descriptor: boolean, crc: number, compressed: number, size: number): Buffer {
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4) // version needed: 2.0, deflate
    header.writeUInt16LE(descriptor ? 0x0008 : 0, 6)
    header.writeUInt16LE(8, 8) // deflate
    header.writeUInt16LE(this.stamp.time, 10)
    header.writeUInt16LE(this.stamp.day, 12)
    header.writeUInt32LE(crc, 14)
    header.writeUInt32LE(compressed, 18)
    header.writeUInt32LE(size, 22)
    header.writeUInt16LE(name.length, 26)
    header.writeUInt16LE(0, 28)
    return Buffer.concat([header, name])
  }

  /** A whole entry whose bytes are all at hand (the workbook's small parts). */
  addFile(path: string, data: Buffer): void {
    const name = Buffer.from(path, "utf8")
    const deflated = zlib.deflateRawSync(data, { level })
    const entry = { name, offset: this.offset, crc: crc32(data), compressed: deflated.length, size: data.length, descriptor: false }
    this.emit(this.localHeader(name, false, entry.crc, entry.compressed, entry.size))
    this.emit(deflated)
    this.entries.push(entry)
  }

  /**
   * An entry written as it is produced, in pieces deflated elsewhere (a worker thread): the
   * pieces must form one deflate stream, the last with the final-block bit, and each comes with
   * the CRC so far and its size before deflating. One at a time, closed before the next is opened.
   */
  openEntry(path: string): ZipEntryStream {
    if (this.open) throw new Error("zip: an entry is still open")
    this.open = true
    const name = Buffer.from(path, "utf8")
    const offset = this.offset
    this.emit(this.localHeader(name, true, 0, 0, 0))
    let crc = 0
    let size = 0
    let compressed = 0
    return {
      write: (deflated, crcSoFar, inflatedSize) => {
        crc = crcSoFar
        size += inflatedSize
        compressed += deflated.length
        this.emit(deflated)
      },
      close: () => {
        this.open = false
        if (size > maxSize || compressed > maxSize) throw new Error("zip: an entry over 4 GiB needs zip64")
        const descriptor = Buffer.alloc(16)
        descriptor.writeUInt32LE(0x08074b50, 0)
        descriptor.writeUInt32LE(crc, 4)
        descriptor.writeUInt32LE(compressed, 8)
        descriptor.writeUInt32LE(size, 12)
        this.emit(descriptor)
        this.entries.push({ name, offset, crc, compressed, size, descriptor: true })
      },
    }
  }

  /** Stops an unfinished entry (the client went away): nothing more is written. */
  abort(): void {
    this.open = false
  }

  /** The central directory and its end record; then the output ends. */
  finish(): void {
    const start = this.offset
    for (const e of this.entries) {
      const header = Buffer.alloc(46)
      header.writeUInt32LE(0x02014b50, 0)
      header.writeUInt16LE(20, 4) // made by: 2.0, MS-DOS attributes
      header.writeUInt16LE(20, 6)
      header.writeUInt16LE(e.descriptor ? 0x0008 : 0, 8)
      header.writeUInt16LE(8, 10)
      header.writeUInt16LE(this.stamp.time, 12)
      header.writeUInt16LE(this.stamp.day, 14)
      header.writeUInt32LE(e.crc, 16)
      header.writeUInt32LE(e.compressed, 20)
      header.writeUInt32LE(e.size, 24)
      header.writeUInt16LE(e.name.length, 28)
      // extra, comment, disk, internal attributes, external attributes: all zero
      header.writeUInt32LE(e.offset, 42)
      this.emit(Buffer.concat([header, e.name]))
    }
    if (this.offset > maxSize) throw new Error("zip: a file over 4 GiB needs zip64")
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(this.entries.length, 8)
    end.writeUInt16LE(this.entries.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    this.emit(end)
    this.out.end()
  }
}
