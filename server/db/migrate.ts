import { Migrator } from "@effect/sql"
import { Effect } from "effect"
import organization from "./migrations/0001_organization"
import access from "./migrations/0002_access"

// The same migrations for both dialects; no schema dump, so no filesystem or shell needed.
const run = Migrator.make({})

export const migrate = run({
  loader: Migrator.fromRecord({
    "0001_organization": organization,
    "0002_access": access,
  }),
  table: "migraciones",
}).pipe(Effect.withSpan("migrate"))
