import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppConfig, type ServerConfig } from "../config"
import { seedAdministrator } from "./admin"
import { syncCatalog } from "./catalog"

// Seeding only ever touches a new, empty database (no companies and no users).
export const seedIfEmpty = (config: ServerConfig, nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* syncCatalog
    const [counts] = yield* sql<{ empresas: number | string; usuarios: number | string }>`
      SELECT (SELECT COUNT(*) FROM empresas) AS empresas, (SELECT COUNT(*) FROM usuarios) AS usuarios`
    if (Number(counts?.empresas ?? 0) > 0 || Number(counts?.usuarios ?? 0) > 0) return "kept" as const
    if (config.seed === "demo") {
      // The demo (every module's data) is imported only to seed one: a server that keeps its
      // database never holds that code. Its hire goes through the server's own handlers, which
      // read the configuration.
      const { seedDemo } = yield* Effect.promise(() => import("./demo"))
      yield* seedDemo(nowMs).pipe(Effect.provideService(AppConfig, config))
      return "demo" as const
    }
    yield* seedAdministrator(config.adminEmail, config.adminPassword ?? "")
    return "administrator" as const
  })
