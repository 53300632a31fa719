import * as fs from "node:fs"

// The product version is package.json's; the SPA compares it with its own build to reload.
export const readVersion = (): string => {
  const raw: unknown = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"))
  const version = typeof raw === "object" && raw !== null && "version" in raw ? raw.version : undefined
  return typeof version === "string" ? version : "0.0.0"
}
