import climaInstrumentos from "../db/migrations/0275_clima_instrumentos"
import proyectosClima from "../db/migrations/0276_proyectos_clima"
import climaGuiaISeguimiento from "../db/migrations/0281_clima_guia_i_seguimiento"
import climaPuntajes from "../db/migrations/0296_clima_puntajes"
import climaAcciones from "../db/migrations/0297_clima_acciones"
import proyectosClimaPolitica from "../db/migrations/0300_proyectos_clima_politica"
import climaAccionesDnc from "../db/migrations/0301_clima_acciones_dnc"

// clima-laboral's migrations, apart from its manifest: the process that migrates at start must not load
// the module's handlers and schemas with them (the files stay in server/db/migrations/).
export const climaLaboralMigrations = {
  "0275_clima_instrumentos": climaInstrumentos,
  "0276_proyectos_clima": proyectosClima,
  "0281_clima_guia_i_seguimiento": climaGuiaISeguimiento,
  "0296_clima_puntajes": climaPuntajes,
  "0297_clima_acciones": climaAcciones,
  "0300_proyectos_clima_politica": proyectosClimaPolitica,
  "0301_clima_acciones_dnc": climaAccionesDnc,
}
