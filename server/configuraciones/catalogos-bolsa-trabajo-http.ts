import { Effect } from "effect"
import type { jobBoardEndpoints } from "../../domain/configuraciones/catalogos-bolsa-trabajo-api"
import { isJobBoardCatalog, jobBoardTexts } from "../../domain/configuraciones/catalogos-bolsa-trabajo"
import { messages } from "../../domain/messages"
import { AppConfig } from "../config"
import { ApiFailure, invalidRequest } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { bolsaConecta } from "./parametros-sistema"
import { bolsaTarget } from "./catalogos-bolsa-trabajo-db"
import { catalogTables } from "./catalogos-bolsa-trabajo-catalogs"
import { exportCatalog } from "./catalogos-bolsa-trabajo-export"
import { ok } from "../http/handler"

export const jobBoardHandlers: HandlersOf<typeof jobBoardEndpoints> = {
  getBolsaConecta: () => Effect.map(bolsaConecta, (value) => ok([{ bolsa_conecta: value }])),

  exportarCatalogoBolsa: ({ table }) =>
    Effect.gen(function* () {
      if (!isJobBoardCatalog(table)) return yield* invalidRequest([{ campo: "table", mensaje: jobBoardTexts.catalogoInvalido }])
      if ((yield* bolsaConecta) !== "1") return yield* new ApiFailure({ status: 409, message: jobBoardTexts.desconectada })
      const config = yield* AppConfig
      // A job-board database that fails is a server fault: the router logs it and answers 500.
      const exportados = yield* exportCatalog(catalogTables[table], bolsaTarget(config))
      return ok({ table, exportados }, messages.datosExportados)
    }),
}
