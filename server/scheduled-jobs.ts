import { Effect, Layer } from "effect"
import { periodicJobLayer } from "./periodic-job"

// The server's background jobs, each importing its module's code when it first runs: what the
// server loads at start stays the route index and the platform, whatever the modules hold.

/** A job's pass, imported on its first run (Node keeps the module: later runs import nothing). */
const importedPass = <A, E, R>(load: () => Promise<Effect.Effect<A, E, R>>) => Effect.flatMap(Effect.promise(load), (pass) => pass)

export const scheduledJobsLayer = Layer.mergeAll(
  periodicJobLayer(
    importedPass(() => import("./personal/movimientos-personal-scheduler").then((m) => m.applyDueMovements)),
    "El aplicador de movimientos falló",
  ),
  periodicJobLayer(
    importedPass(() => import("./contratos/expiry-alerts").then((m) => m.sendContractAlerts)),
    "Las alertas de contratos fallaron",
  ),
  periodicJobLayer(
    importedPass(() => import("./evaluacion/reporte-compromisos-vencidos").then((m) => m.markOverdueCommitments)),
    "La revisión de compromisos vencidos falló",
  ),
  periodicJobLayer(
    importedPass(() => import("./seleccion/gestion-candidatos-job").then((m) => m.anonymizeInactiveCandidates)),
    "La anonimización de candidatos inactivos falló",
  ),
  periodicJobLayer(
    importedPass(() => import("./seleccion/ofertas-candidatos-expiry").then((m) => m.expireOffers)),
    "El vencimiento de ofertas falló",
  ),
)
