import * as fs from "node:fs"

// The product version is package.json's; the SPA compares it with its own build to reload.
// Looked for upwards from this module: server/ in the sources, and in the bundle dist-server/
// or its chunks/ folder (the application is a chunk of its own there).
export const readVersion = (): string => {
  let file = new URL("../package.json", import.meta.url)
  while (!fs.existsSync(file) && file.pathname !== "/package.json") file = new URL("../package.json", file)
  const raw: unknown = JSON.parse(fs.readFileSync(file, "utf8"))
  const version = typeof raw === "object" && raw !== null && "version" in raw ? raw.version : undefined
  return typeof version === "string" ? version : "0.0.0"
}
