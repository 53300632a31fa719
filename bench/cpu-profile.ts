import { readFileSync } from "node:fs"
import { dirname } from "node:path"

// Reads a V8 CPU profile (`node --cpu-prof`) of the server bundle and says where the time went:
// self time per frame and per package. The bundle is built readable (server-bundle.mjs
// `readable`), so esbuild's `// <path>` line before each module names the source of every line,
// in the entry file and in every chunk the build splits beside it.

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
  readonly columnNumber: number
}

interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: ReadonlyArray<number>
}

interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly startTime: number
  readonly endTime: number
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

export interface FrameCost {
  readonly name: string
  readonly where: string
  readonly group: string
  readonly ms: number
}

export interface ProfileSummary {
  /** Busy time in the window (idle left out), ms. */
  readonly busyMs: number
  readonly idleMs: number
  readonly windowed: boolean
  readonly frames: ReadonlyArray<FrameCost>
  readonly groups: ReadonlyArray<{ readonly group: string; readonly ms: number }>
}

/** The source module of each line of a readable bundle: [first line (0-based), path], in order. */
const moduleLines = (bundle: string): ReadonlyArray<readonly [number, string]> => {
  const marks: Array<readonly [number, string]> = []
  const lines = bundle.split("\n")
  for (const [i, line] of lines.entries()) {
    const m = /^\/\/ (?:\.\.\/[^/]+\/)?((?:node_modules|server|domain|bench)\/\S+)$/.exec(line)
    if (m?.[1] !== undefined) marks.push([i, m[1]])
  }
  return marks
}

const moduleAt = (marks: ReadonlyArray<readonly [number, string]>, line: number): string | undefined => {
  let lo = 0
  let hi = marks.length - 1
  let found: string | undefined
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const mark = marks[mid]!
    if (mark[0] <= line) {
      found = mark[1]
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/** The package a source path belongs to, or the app's directory (server/auth, domain/api...). */
const groupOf = (path: string): string => {
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path)
  if (pkg !== null) {
    const name = pkg[1] ?? ""
    // effect's own files: the fiber runtime apart from Schema and the rest, the usual suspects.
    if (name === "effect") {
      const file = pkg[2] ?? ""
      if (/(fiberRuntime|core|core-effect|runtime|scheduler|fiberRefs|fiberRef|context|scope|effectable)\.js$/.test(file)) return "effect (fiber runtime)"
      if (/(schema|SchemaAST|ParseResult|Schema)\.js$/.test(file)) return "effect (Schema)"
      if (/tracer|Tracer|span/.test(file)) return "effect (tracer)"
      return "effect (other)"
    }
    return name
  }
  const app = /^(server|domain|bench)\/([^/]+)\//.exec(path)
  return app === null ? path : `app: ${app[1]}/${app[2]}`
}

const builtinGroup = (frame: CallFrame): string => {
  if (frame.functionName === "(garbage collector)") return "V8: garbage collector"
  if (frame.functionName === "(program)") return "V8: (program), native code outside JS"
  if (frame.url.startsWith("node:")) return `node: ${frame.url.slice(5).split("/").slice(0, 2).join("/")}`
  if (frame.url === "") return "native (addons, builtins)"
  // The bundle's external packages (better-sqlite3, argon2, pg) load from node_modules.
  const external = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(frame.url)
  return external?.[1] ?? frame.url
}

/**
 * Self time per frame and per group from `profileFile`, counting only samples between
 * `fromUs` and `toUs` (CLOCK_MONOTONIC microseconds, the clock of V8's profile and of
 * process.hrtime), so the start-up and the shutdown stay out; all samples when none fall inside.
 */
export const summariseProfile = (profileFile: string, bundleFile: string, fromUs: number, toUs: number): ProfileSummary => {
  const profile = JSON.parse(readFileSync(profileFile, "utf8")) as CpuProfile
  const bundleDir = `file://${dirname(bundleFile)}/`
  const marksOf = new Map<string, ReadonlyArray<readonly [number, string]>>()
  /** The module marks of a file of the build (the entry or a chunk), read once; none outside it. */
  const marksAt = (url: string): ReadonlyArray<readonly [number, string]> | undefined => {
    if (!url.startsWith(bundleDir) || !url.endsWith(".mjs")) return undefined
    const known = marksOf.get(url)
    if (known !== undefined) return known
    const marks = moduleLines(readFileSync(url.slice("file://".length), "utf8"))
    marksOf.set(url, marks)
    return marks
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const selfUs = new Map<number, number>()
  let t = profile.startTime
  let inside = 0
  const times: Array<number> = []
  for (const delta of profile.timeDeltas) {
    t += delta
    times.push(t)
  }
  for (const time of times) if (time >= fromUs && time <= toUs) inside++
  const windowed = inside > 10
  for (const [i, id] of profile.samples.entries()) {
    const time = times[i] ?? 0
    if (windowed && (time < fromUs || time > toUs)) continue
    // A sample stands for the time until the next one.
    const next = times[i + 1] ?? profile.endTime
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, next - time))
  }
  const frames = new Map<string, { name: string; where: string; group: string; us: number }>()
  let idleUs = 0
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame
    if (frame === undefined) continue
    if (frame.functionName === "(idle)") {
      idleUs += us
      continue
    }
    const marks = marksAt(frame.url)
    const source = marks === undefined ? undefined : moduleAt(marks, frame.lineNumber)
    const group = source === undefined ? builtinGroup(frame) : groupOf(source)
    const where = source === undefined ? (frame.url === "" ? "" : `${frame.url.replace(/^file:\/\//, "")}:${frame.lineNumber + 1}`) : source
    const name = frame.functionName === "" ? "(anonymous)" : frame.functionName
    const key = `${name}|${where}`
    const known = frames.get(key)
    if (known === undefined) frames.set(key, { name, where, group, us })
    else known.us += us
  }
  const all = [...frames.values()].map((f) => ({ name: f.name, where: f.where, group: f.group, ms: f.us / 1000 })).sort((a, b) => b.ms - a.ms)
  const groups = new Map<string, number>()
  for (const f of all) groups.set(f.group, (groups.get(f.group) ?? 0) + f.ms)
  return {
    busyMs: all.reduce((sum, f) => sum + f.ms, 0),
    idleMs: idleUs / 1000,
    windowed,
    frames: all,
    groups: [...groups.entries()].map(([group, ms]) => ({ group, ms })).sort((a, b) => b.ms - a.ms),
  }
}
