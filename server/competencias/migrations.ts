import modeloCompetencias from "../db/migrations/0075_modelo_competencias"
import evaluacionesCompetencia from "../db/migrations/0077_evaluaciones_competencia"
import mapaCompetencias from "../db/migrations/0078_mapa_competencias"
import competenciasVigentes from "../db/migrations/0125_competencias_vigentes"

// competencias's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const competenciasMigrations = {
  "0075_modelo_competencias": modeloCompetencias,
  "0077_evaluaciones_competencia": evaluacionesCompetencia,
  "0078_mapa_competencias": mapaCompetencias,
  "0125_competencias_vigentes": competenciasVigentes,
}
