import { dashboardHandlers } from "./dashboard-http"
import tableroConteos from "../db/migrations/0079_tablero_conteos"

// Dashboard (/dashboard): what server/areas.ts and server/db/migrate.ts take from this page, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated), if any, and its migrations (the files stay in server/db/migrations/).
export const dashboardManifest = {
  handlers: {
    ...dashboardHandlers,
  },
  migrations: {
    "0079_tablero_conteos": tableroConteos,
  },
}
