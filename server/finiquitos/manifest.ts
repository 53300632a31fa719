import { finiquitoRequestHandlers } from "./solicitud-finiquito-http"

// Finiquitos: what server/areas.ts takes from this module, in one import: its hand-written
// handlers (no record tables or migrations yet: the calculation saves nothing).
export const finiquitosManifest = {
  handlers: {
    ...finiquitoRequestHandlers,
  },
}
