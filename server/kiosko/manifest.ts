import { kioskHandlers } from "./kiosko-http"
import kiosko from "../db/migrations/0095_kiosko"

// Kiosko (/kiosko): what server/areas.ts and server/db/migrate.ts take from this page, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated), if any, and its migrations (the files stay in server/db/migrations/).
export const kioskoManifest = {
  handlers: {
    ...kioskHandlers,
  },
  migrations: {
    "0095_kiosko": kiosko,
  },
}
