import climaInstrumentos from "../db/migrations/0275_clima_instrumentos"
import proyectosClima from "../db/migrations/0276_proyectos_clima"
import climaGuiaISeguimiento from "../db/migrations/0281_clima_guia_i_seguimiento"
import climaPuntajes from "../db/migrations/0296_clima_puntajes"
import climaAcciones from "../db/migrations/0297_clima_acciones"
import proyectosClimaPolitica from "../db/migrations/0300_proyectos_clima_politica"
import climaAccionesDnc from "../db/migrations/0301_clima_acciones_dnc"
import { asRecordTable, type RecordTable } from "../records/table"
import { climateLinkHandlers, questionnaireHandlers } from "./cuestionario-http"
import { climateParticipantHandlers } from "./empleados-depto-http"
import { climateActionsTable } from "./planes-accion"
import { dncSendHandlers } from "./planes-accion-dnc"
import { complianceReportHandlers } from "./porcentajes-cumplimiento-http"
import { climateProjectsTable } from "./proyectos"
import { climatePolicyHandlers } from "./proyectos-politica"
import { reviewHandlers } from "./revision-proyectos-http"
import { climateReportHandlers } from "./reporte-calificaciones-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(climateProjectsTable), asRecordTable(climateActionsTable)]

// Clima laboral: what server/areas.ts and server/db/migrate.ts take from this module, in one
// import each: CLI210's hand-written calls and the questionnaire's (public) ones, CLI200's record table (its endpoints and handlers are
// generated) and its migrations (the NOM-035 instruments; projects, participants, links and the
// anonymous answers' tables).
export const climaLaboralManifest = {
  handlers: { ...climateParticipantHandlers, ...questionnaireHandlers, ...climateLinkHandlers, ...reviewHandlers, ...climateReportHandlers, ...complianceReportHandlers, ...climatePolicyHandlers, ...dncSendHandlers },
  recordTables,
  migrations: {
    "0275_clima_instrumentos": climaInstrumentos,
    "0276_proyectos_clima": proyectosClima,
    "0281_clima_guia_i_seguimiento": climaGuiaISeguimiento,
    "0296_clima_puntajes": climaPuntajes,
    "0297_clima_acciones": climaAcciones,
    "0300_proyectos_clima_politica": proyectosClimaPolitica,
    "0301_clima_acciones_dnc": climaAccionesDnc,
  },
}
