import { describe, expect, it } from "vitest"
import { ConfigProblem, checkConfig, configFromEnv, publicUrlOf } from "../../server/config"
import { parseDatabaseUrl } from "../../server/db/database-url"

describe("server configuration from the environment", () => {
  it("has the documented defaults", () => {
    expect(configFromEnv({})).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      seed: "demo",
      adminEmail: "admin@capital-humano.local",
      sessionIdleMs: 1_200_000,
      sessionMaxMs: 28_800_000,
    })
  })

  it("reads every variable", () => {
    const config = configFromEnv({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u@h/db",
      SEED: "none",
      ADMIN_EMAIL: "Jefa@Empresa.mx",
      ADMIN_PASSWORD: "una-clave-muy-larga",
      SESSION_IDLE_MS: "4000",
      SESSION_MAX_MS: "60000",
    })
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", seed: "none", adminEmail: "jefa@empresa.mx", sessionIdleMs: 4000, sessionMaxMs: 60_000 })
    expect(checkConfig(config)).toBe(config)
  })

  it("refuses nonsense and an unusable administrator password", () => {
    expect(() => configFromEnv({ PORT: "http" })).toThrow(ConfigProblem)
    expect(() => configFromEnv({ SEED: "todo" })).toThrow(/SEED/)
    expect(() => checkConfig(configFromEnv({ SEED: "none" }))).toThrow(/ADMIN_PASSWORD.*not set/)
    expect(() => checkConfig(configFromEnv({ SEED: "none", ADMIN_PASSWORD: "12345678901" }))).toThrow(/12 characters/)
    expect(() => checkConfig(configFromEnv({ SEED: "none", ADMIN_PASSWORD: "123456789012" }))).not.toThrow()
  })
})

describe("DATABASE_URL", () => {
  it("chooses the dialect", () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ dialect: "sqlite", filename: "data/capital-humano.db" })
    expect(parseDatabaseUrl("sqlite:/tmp/x.db")).toEqual({ dialect: "sqlite", filename: "/tmp/x.db" })
    expect(parseDatabaseUrl("sqlite:datos/y.db")).toEqual({ dialect: "sqlite", filename: "datos/y.db" })
    expect(parseDatabaseUrl("postgres://a@b/c")).toEqual({ dialect: "pg", url: "postgres://a@b/c" })
    expect(parseDatabaseUrl("postgresql://a@b/c")).toEqual({ dialect: "pg", url: "postgresql://a@b/c" })
    expect(() => parseDatabaseUrl("mysql://a@b/c")).toThrow(/DATABASE_URL/)
  })

  it("builds e-mailed links on PUBLIC_URL, else on the address it listens on", () => {
    expect(publicUrlOf(configFromEnv({ PORT: "8080" }))).toBe("http://127.0.0.1:8080")
    expect(publicUrlOf(configFromEnv({ HOST: "::1", PORT: "8080" }))).toBe("http://[::1]:8080")
    const behindProxy = checkConfig(configFromEnv({ PUBLIC_URL: "https://rh.empresa.mx/capital/" }))
    expect(publicUrlOf(behindProxy)).toBe("https://rh.empresa.mx/capital")
    expect(() => checkConfig(configFromEnv({ PUBLIC_URL: "rh.empresa.mx" }))).toThrow(/PUBLIC_URL/)
    expect(() => checkConfig(configFromEnv({ PUBLIC_URL: "javascript:alert(1)" }))).toThrow(/PUBLIC_URL/)
  })
})
