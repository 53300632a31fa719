import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Gestión de candidatos (SEL200) keeps a candidate's documents (0313's sel_candidatos_documentos):
// each is now of one kind of a fixed list (domain/seleccion/gestion-candidatos-documentos-api.ts)
// and carries a description the user writes, which n_documento was meant to hold. The table was
// written by nobody before, so the default only satisfies NOT NULL.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE sel_candidatos_documentos RENAME COLUMN n_documento TO descripcion`
  yield* sql`ALTER TABLE sel_candidatos_documentos ADD COLUMN tipo_documento VARCHAR(15) NOT NULL DEFAULT 'otro'
    CHECK (tipo_documento IN ('cv', 'identificacion', 'estudios', 'domicilio', 'recomendacion', 'certificado', 'otro'))`
})
