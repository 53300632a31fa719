import { Effect } from "effect"
import type { personalImportEndpoints } from "../../domain/personal/gestion-personal-import-api"
import { auditNote } from "../audit/trail"
import { type HandlersOf, principalOf } from "../http/handler"
import { importEmployees } from "./gestion-personal-import"
import { importTemplate } from "./gestion-personal-import-template"

// Importar colaboradores: the template download and the upload (check only, or import). The
// router has checked the key (GP100); the work centres of each row are checked by the import.

export const personalImportHandlers: HandlersOf<typeof personalImportEndpoints> = {
  plantillaImportacion: (_, context) => Effect.flatMap(principalOf(context), importTemplate),

  importarColaboradores: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const answer = yield* importEmployees(request, principal)
      // What was imported, not the people: the rows stay in the audit log of each record's table.
      if (answer.result.importados > 0) {
        yield* auditNote(context, { entidad: "colaborador", clave: "importacion", despues: { archivo: request.file.name, importados: answer.result.importados } })
      }
      return answer
    }),
}
