import { isIP } from "node:net"
import { Context } from "effect"
import { normalAddress } from "./auth/client-address"

// Configuration read once from the environment; tests and the bench build it directly with
// `resolveConfig(overrides)` so several servers can run in one process with different settings.

export type SeedMode = "demo" | "none"

export interface ServerConfig {
  readonly port: number
  readonly host: string
  /** Unset: the SQLite file under data/; `sqlite:<path>`; `postgres://...`. */
  readonly databaseUrl: string | undefined
  /** The job-board database (BOLSA_DATABASE_URL); unset: an SQLite file beside the main one. */
  readonly bolsaDatabaseUrl: string | undefined
  readonly seed: SeedMode
  readonly adminEmail: string
  readonly adminPassword: string | undefined
  readonly sessionIdleMs: number
  readonly sessionMaxMs: number
  readonly logLevel: string
  /** Where the built SPA lives; served when it holds an index.html. */
  readonly distDir: string
  /** How often the server's jobs run (applying movements on their date); 0 turns them off. */
  readonly jobIntervalMs: number
  /** The address users open the app at (PUBLIC_URL), for links sent by e-mail; unset: http://HOST:PORT. */
  readonly publicUrl: string | undefined
  /**
   * The reverse proxies (TRUST_PROXY) whose X-Forwarded-For names the client; empty: the
   * socket's peer is the client, and the header is ignored.
   */
  readonly trustProxy: ReadonlyArray<string>
}

export class AppConfig extends Context.Tag("capital-humano/AppConfig")<AppConfig, ServerConfig>() {}

export class ConfigProblem extends Error {}

const defaultAdminEmail = "admin@capital-humano.local"
const minimumAdminPasswordLength = 12

const intFrom = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw.trim() === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new ConfigProblem(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

const seedFrom = (raw: string | undefined): SeedMode => {
  const value = (raw ?? "demo").trim().toLowerCase() || "demo"
  if (value === "demo" || value === "none") return value
  throw new ConfigProblem(`SEED must be "demo" or "none", got "${raw}"`)
}

export const configFromEnv = (env: NodeJS.ProcessEnv): ServerConfig => ({
  port: intFrom("PORT", env.PORT, 3000),
  host: env.HOST?.trim() || "127.0.0.1",
  databaseUrl: env.DATABASE_URL?.trim() || undefined,
  bolsaDatabaseUrl: env.BOLSA_DATABASE_URL?.trim() || undefined,
  seed: seedFrom(env.SEED),
  adminEmail: (env.ADMIN_EMAIL?.trim() || defaultAdminEmail).toLowerCase(),
  adminPassword: env.ADMIN_PASSWORD,
  sessionIdleMs: intFrom("SESSION_IDLE_MS", env.SESSION_IDLE_MS, 1_200_000),
  sessionMaxMs: intFrom("SESSION_MAX_MS", env.SESSION_MAX_MS, 8 * 60 * 60 * 1000),
  logLevel: env.LOG_LEVEL?.trim() || "Info",
  distDir: env.DIST_DIR?.trim() || "dist",
  jobIntervalMs: intFrom("JOB_INTERVAL_MS", env.JOB_INTERVAL_MS, 60_000),
  publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined,
  trustProxy: (env.TRUST_PROXY ?? "")
    .split(",")
    .map(normalAddress)
    .filter((a) => a !== ""),
})

/** Where the SPA's pages are for a link in an e-mail. */
export const publicUrlOf = (config: ServerConfig): string => config.publicUrl ?? `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`

/** Fails fast, before anything listens, on settings that would leave the server unusable. */
export const checkConfig = (config: ServerConfig): ServerConfig => {
  if (config.seed === "none") {
    const password = config.adminPassword ?? ""
    if (password.length < minimumAdminPasswordLength) {
      throw new ConfigProblem(
        `SEED=none needs ADMIN_PASSWORD with at least ${minimumAdminPasswordLength} characters for ${config.adminEmail}` +
          (password.length === 0 ? " (it is not set)." : "."),
      )
    }
  }
  if (config.publicUrl !== undefined && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(config.publicUrl)) {
    throw new ConfigProblem(`PUBLIC_URL must be an http(s) address such as https://rh.example.mx, got "${config.publicUrl}"`)
  }
  const notAddresses = config.trustProxy.filter((a) => isIP(a) === 0)
  if (notAddresses.length > 0) {
    throw new ConfigProblem(`TRUST_PROXY must list the proxies' IP addresses, separated by commas, got "${notAddresses.join(", ")}"`)
  }
  if (config.sessionIdleMs <= 0 || config.sessionMaxMs <= 0) {
    throw new ConfigProblem("SESSION_IDLE_MS and SESSION_MAX_MS must be greater than zero")
  }
  return config
}
