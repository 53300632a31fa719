import legalParametersMigration from "../db/migrations/0175_parametros_legales"
import contractParametersMigration from "../db/migrations/0176_parametros_contratos"
import catalogoContratos from "../db/migrations/0180_catalogo_contratos"
import contratos from "../db/migrations/0185_contratos"
import contratosFirmados from "../db/migrations/0186_contratos_firmados"
import seguimientosContratos from "../db/migrations/0190_seguimientos_contratos"
import contratosAlertas from "../db/migrations/0194_contratos_alertas"
import contratosPorVencer from "../db/migrations/0205_contratos_por_vencer"
import renovacionesContratos from "../db/migrations/0210_renovaciones_contratos"
import seguimientosAdjuntos from "../db/migrations/0211_seguimientos_contratos_adjuntos"
import folioAnyCase from "../db/migrations/0230_contratos_folio_cualquier_caso"

// contratos's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const contratosMigrations = {
  "0175_parametros_legales": legalParametersMigration,
  "0176_parametros_contratos": contractParametersMigration,
  "0180_catalogo_contratos": catalogoContratos,
  "0185_contratos": contratos,
  "0186_contratos_firmados": contratosFirmados,
  "0190_seguimientos_contratos": seguimientosContratos,
  "0194_contratos_alertas": contratosAlertas,
  "0205_contratos_por_vencer": contratosPorVencer,
  "0210_renovaciones_contratos": renovacionesContratos,
  "0211_seguimientos_contratos_adjuntos": seguimientosAdjuntos,
  "0230_contratos_folio_cualquier_caso": folioAnyCase,
}
