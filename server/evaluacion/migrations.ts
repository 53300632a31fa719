import evaEncuestas from "../db/migrations/0302_eva_encuestas"
import proyectosEvaluacion from "../db/migrations/0303_proyectos_evaluacion"
import objetivosEvaluacion from "../db/migrations/0304_objetivos_evaluacion"
import respuestasEvaluacion from "../db/migrations/0305_respuestas_evaluacion"
import evaConcentrado from "../db/migrations/0312_eva_concentrado"
import retroalimentacionCompromisos from "../db/migrations/0311_retroalimentacion_compromisos"

// evaluacion's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const evaluacionMigrations = {
  "0302_eva_encuestas": evaEncuestas,
  "0303_proyectos_evaluacion": proyectosEvaluacion,
  "0304_objetivos_evaluacion": objetivosEvaluacion,
  "0305_respuestas_evaluacion": respuestasEvaluacion,
  "0311_retroalimentacion_compromisos": retroalimentacionCompromisos,
  "0312_eva_concentrado": evaConcentrado,
}
