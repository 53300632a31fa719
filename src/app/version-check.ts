import { createActor, fromPromise } from "xstate"
import { configPath } from "../../domain/api/paths"
import { type AppConfig, versionCheckMachine } from "../../machines/version-check"

// Start-up version check. The file is read without cache; a different server
// version reloads the page once (a marker stops a reload loop if the server keeps disagreeing).

// Checked by hand: effect/Schema is not loaded yet at start-up, and the file has two fields.
const toConfig = (body: unknown): AppConfig => {
  if (typeof body !== "object" || body === null) throw new Error("config.json: not an object")
  const { version, inactivityMs } = body as Record<string, unknown>
  if (typeof version !== "string") throw new Error("config.json: no version")
  return { version, inactivityMs: typeof inactivityMs === "number" && inactivityMs > 0 ? inactivityMs : undefined }
}

const reloadMarker = "capital-humano:reloaded-for"

export const versionCheckActor = createActor(
  versionCheckMachine.provide({
    actors: {
      // Plain fetch: the HTTP client (ofetch) is loaded later with the API calls.
      fetchConfig: fromPromise<AppConfig>(async () => {
        const response = await fetch(configPath, { cache: "no-store" })
        if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`)
        return toConfig(await response.json())
      }),
    },
  }),
  { input: { builtVersion: __APP_VERSION__ } },
)

versionCheckActor.on("reload", ({ version }) => {
  if (window.sessionStorage.getItem(reloadMarker) === version) return
  window.sessionStorage.setItem(reloadMarker, version)
  window.location.reload()
})
