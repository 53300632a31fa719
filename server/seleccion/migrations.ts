import seleccionMigration from "../db/migrations/0313_seleccion"
import candidateRowsMigration from "../db/migrations/0314_sel_candidatos_filas"
import seleccionEntrevistas from "../db/migrations/0315_seleccion_entrevistas"
import ofertasCandidatos from "../db/migrations/0316_ofertas_candidatos"
import candidateDocumentKinds from "../db/migrations/0317_sel_candidatos_documentos_tipo"

// seleccion's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const seleccionMigrations = {
  "0313_seleccion": seleccionMigration,
  "0314_sel_candidatos_filas": candidateRowsMigration,
  "0315_seleccion_entrevistas": seleccionEntrevistas,
  "0316_ofertas_candidatos": ofertasCandidatos,
  "0317_sel_candidatos_documentos_tipo": candidateDocumentKinds,
}
