import { Effect } from "effect"
import type { contractTemplatesEndpoints } from "../../domain/contratos/parametros-plantillas-api"
import { contractTemplateMessages } from "../../domain/contratos/parametros-plantillas"
import { messages } from "../../domain/messages"
import { refuse } from "../http/failure"
import { type HandlersOf, ok } from "../http/handler"
import { readContractTemplates, storeContractTemplate } from "./parametros-plantillas"

// CON090 Plantillas: the schema has judged the text (placeholders included); the type must be
// an active one.
export const contractTemplatesHandlers: HandlersOf<typeof contractTemplatesEndpoints> = {
  getPlantillasContratos: () => Effect.map(readContractTemplates, (tipos) => ok({ tipos })),

  guardarPlantillaContrato: (request) =>
    Effect.gen(function* () {
      const saved = yield* storeContractTemplate(request)
      if (saved === null) return yield* refuse(404, contractTemplateMessages.tipoNoExiste)
      return ok(saved, messages.parametrosGuardados)
    }),
}
