import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

// The production server is one ESM file built by esbuild from server/start.ts: plain `node` runs
// it without tsx's loader and its esbuild service (about half the memory, and it answers in a
// second). This file is JavaScript because Node 20 runs no TypeScript without that loader; its
// types are in server-bundle.d.mts.
//
// Built when missing or stale: the build records every input file it read, and the bundle is
// stale when any of them (or this file) is newer than it or gone. A new file cannot matter until
// a recorded one imports it, so the check is exact without walking the tree.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** Where `npm start` keeps the bundle; the tests and the bench share it (see server-process.ts). */
export const defaultBundleDir = path.join(root, "dist-server")

// The bundle sits one directory under the root: server/version.ts reads ../package.json beside it.
// Native addons load their .node file beside their own package; pdfmake's pdfkit reads the
// standard fonts' metrics from __dirname; pg loads pg-native by a guarded require; vite is only
// imported to build a missing SPA; sharp loads libvips from its per-platform @img package. All of
// them stay in node_modules, resolved at run time.
const external = ["better-sqlite3", "@node-rs/argon2", "pg", "pg-native", "pdfmake", "vite", "sharp"]

const inputsFile = (dir) => path.join(dir, "inputs.json")
export const bundleFile = (dir) => path.join(dir, "start.mjs")

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/** Why the bundle in `dir` must be (re)built, or undefined when it is current. */
export const staleReason = (dir = defaultBundleDir) => {
  const built = mtime(bundleFile(dir))
  if (built === undefined) return "no server bundle yet"
  let inputs
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile(dir), "utf8"))
  } catch {
    return "no list of the bundle's inputs"
  }
  for (const input of [...inputs, path.relative(root, fileURLToPath(import.meta.url))]) {
    const changed = mtime(path.join(root, input))
    if (changed === undefined) return `${input} is gone`
    if (changed > built) return `${input} changed`
  }
  return undefined
}

// Several processes (test workers, a second `npm start`) may build at once: each writes its own
// temporary files and renames them into place, so a reader sees one whole bundle or the other.
const replace = (file, contents) => {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  fs.writeFileSync(temporary, contents)
  fs.renameSync(temporary, file)
}

// V8 keeps a script's source in memory for as long as it runs, one byte a character only when
// every character is Latin-1: one "’" in a regular expression (esbuild escapes strings and
// templates, not regex literals) doubles it to two bytes a character, 10 MiB instead of 5. A
// \uXXXX escape means the same in a regex, a string, a template or an identifier.
const asciiOnly = (code) => code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)

/**
 * Builds the bundle into `dir` unconditionally; resolves to the bundle's path. `readable` keeps
 * the whitespace, and with it esbuild's `// <source path>` line before each module: the CPU
 * profile of bench/request-cost.ts names the package of every frame by them.
 */
export const buildServerBundle = async (dir = defaultBundleDir, options = {}) => {
  const { build } = await import("esbuild")
  const result = await build({
    absWorkingDir: root,
    // The worker threads' script (server/workers/) is an entry of its own, beside start.mjs.
    entryPoints: ["server/start.ts", "server/workers/pool-worker.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    // CommonJS packages inside an ESM bundle still call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // What the code imports dynamically (the demo seed's faker) becomes a chunk of its own,
    // compiled and held only by a process that uses it.
    splitting: true,
    outdir: dir,
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    outExtension: { ".js": ".mjs" },
    minifySyntax: true,
    minifyWhitespace: options.readable !== true,
    legalComments: "none",
    metafile: true,
    write: false,
    logLevel: "warning",
  })
  // Chunks first, the entry last: a process starting meanwhile finds every chunk it names. Old
  // chunks stay (a running server may still import one); their names carry a hash.
  const entry = bundleFile(dir)
  const outputs = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry))
  for (const output of outputs) {
    fs.mkdirSync(path.dirname(output.path), { recursive: true })
    replace(output.path, asciiOnly(output.text))
  }
  replace(inputsFile(dir), JSON.stringify(Object.keys(result.metafile.inputs)))
  return bundleFile(dir)
}

/** The bundle's path, built first when missing or stale. */
export const ensureServerBundle = async (dir = defaultBundleDir, log = () => {}) => {
  const reason = staleReason(dir)
  if (reason === undefined) return bundleFile(dir)
  const started = Date.now()
  const file = await buildServerBundle(dir)
  log(`Server bundle rebuilt (${reason}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(root, file)}`)
  return file
}
