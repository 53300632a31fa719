import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

// Part of the SPA build: a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside every
// text file of the output worth compressing, written once here so the server only picks one
// (server/http/static-files.ts by Accept-Encoding) and never compresses a file per request.

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
/**
 * Even a file of a few hundred bytes: a page loads dozens of small chunks, and gzip takes a
 * quarter to a third off each. A copy is kept only when it is smaller than the file.
 */
const threshold = 128

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

const filesUnder = async (dir: string): Promise<Array<string>> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))))
  return nested.flat()
}

export const precompressFiles = async (dir: string): Promise<number> => {
  const files = (await filesUnder(dir)).filter((f) => compressible.test(f))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < threshold) return
      const bytes = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipped(bytes, { level: 9 }),
      ])
      // Copies that save nothing are not written: the server then answers the file as it is.
      if (gz.length >= bytes.length || br.length >= bytes.length) return
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      written += 1
    }),
  )
  return written
}

/** Precompresses the whole output directory once Vite has written it. */
export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "capital-humano:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      await precompressFiles(outDir)
    },
  }
}
