import { reportHandlers } from "./reporteador-http"

// Reporteador (/reporteador): what server/areas.ts and server/db/migrate.ts take from this page, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated), if any, and its migrations (the files stay in server/db/migrations/).
export const reporteadorManifest = {
  handlers: {
    ...reportHandlers,
  },
  migrations: {
  },
}
