import { Effect } from "effect"
import type { jobBoardEndpoints } from "../../domain/api/job-board"
import { isJobBoardCatalog, jobBoardTexts } from "../../domain/job-board"
import { messages } from "../../domain/messages"
import { AppConfig } from "../config"
import { ApiFailure, invalidRequest } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { bolsaConecta } from "../system-parameters/repo"
import { bolsaTarget } from "./bolsa-db"
import { catalogTables } from "./catalogs"
import { exportCatalog } from "./export"

const ok = <A>(result: A, message = "") => ({ error: false as const, message, result })

export const jobBoardHandlers: HandlersOf<typeof jobBoardEndpoints> = {
  getBolsaConecta: () => Effect.map(bolsaConecta, (value) => ok([{ bolsa_conecta: value }])),

  exportarCatalogoBolsa: ({ table }) =>
    Effect.gen(function* () {
      if (!isJobBoardCatalog(table)) return yield* invalidRequest([jobBoardTexts.catalogoInvalido])
      if ((yield* bolsaConecta) !== "1") return yield* new ApiFailure({ status: 409, message: jobBoardTexts.desconectada })
      const config = yield* AppConfig
      // A job-board database that fails is a server fault: the router logs it and answers 500.
      const exportados = yield* exportCatalog(catalogTables[table], bolsaTarget(config))
      return ok({ table, exportados }, messages.datosExportados)
    }),
}
