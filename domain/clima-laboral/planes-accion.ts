import { catalogNames } from "../api/catalogs"
import { defaultMessages, defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { date, integer, select, text, textarea } from "../records/field"
import { constant, sampled } from "../records/field-extras"
import { notBefore } from "../records/rules"
import { changedStamp, createdStamps } from "../records/stamps"
import { actionScopes, actionStates, actionTypes, actionMessages as m, interventionLevels } from "./planes-accion-vocabulary"
import { climateReportCatalogNames } from "./reporte-calificaciones-api"

// CLI240 Planes de acción (MODULES-MX §4.2): the actions of a closed climate project's plan, each
// on a scope of its results (the final, a category or a domain) with the level the results
// detected there (the server's, read-only), its intervention level (primer, segundo o tercer
// nivel), what it is, who answers for it, its dates, indicator, state and evidence. Publishing the
// project's results (CLI200) needs an action for every scope at Medio or worse, and an
// "Evaluación específica" for each at Muy alto (planes-accion-rules.ts).

const choices = (values: ReadonlyArray<string>) => values.map((v) => ({ id: v, label: v }))

export const climateActions = defineRecord({
  resource: "acciones-clima",
  title: "Planes de acción",
  singular: "acción",
  keys: ["CLI240"],
  messages: defaultMessages,
  fields: {
    id_accion: integer({ label: "Clave", key: true, derived: true, sortable: true }),
    id_proyecto: sampled(
      select({
        label: "Proyecto",
        integerId: true,
        required: m.proyecto,
        lookup: { catalogue: climateReportCatalogNames.proyectos, idColumn: "id_proyecto", labelColumn: "n_proyecto" },
        filter: true,
        readOnlyInEdit: true,
      }),
      constant(1),
    ),
    // The project's centre, read with it: the caller's centres bound every list and write.
    id_centro_trabajo: integer({ label: "Centro de trabajo", derived: true, scope: "centro_trabajo", grouping: false }),
    ambito: select({ label: "Ámbito", choices: choices(actionScopes), required: m.ambito, column: true, filter: true }),
    n_ambito: text({ label: "Nombre del ámbito", max: 100, required: m.nAmbito, column: true, description: "La calificación final, o el nombre de la categoría o del dominio" }),
    nivel_detectado: text({ label: "Nivel", max: 30, derived: true, column: true, description: "El nivel que los resultados del proyecto detectaron en el ámbito" }),
    nivel_intervencion: select({ label: "Nivel de intervención", choices: choices(interventionLevels), exported: true }),
    tipo_accion: select({ label: "Tipo de acción", choices: choices(actionTypes), required: m.tipo, exported: true, filter: true }),
    accion: textarea({ label: "Acción", max: 1000, required: m.accion, column: true, searchable: true }),
    id_responsable: select({
      label: "Responsable",
      integerId: true,
      required: m.responsable,
      lookup: { catalogue: catalogNames.empleadosActivos, idColumn: "id_empleado", labelColumn: "n_empleado" },
    }),
    n_responsable: text({ label: "Responsable", max: 200, derived: true, column: true }),
    f_inicio: date({ label: "Inicio", exported: true }),
    f_compromiso: date({ label: "Compromiso", column: true, sortable: true }),
    indicador: text({ label: "Indicador", max: 300, exported: true }),
    estado: select({ label: "Estado", choices: choices(actionStates), column: true, filter: true }),
    evidencia: textarea({ label: "Evidencia", max: 1000, column: true }),
    // The DNC project a training action was sent to (planes-accion-api.ts); empty while it was not.
    n_proyecto_dnc: text({ label: "Enviada a DNC", max: 150, derived: true, column: true }),
    ...createdStamps,
    ...changedStamp,
  },
  rules: [notBefore("f_compromiso", "f_inicio", m.compromisoAntes)],
  defaultOrder: { field: "id_accion", direction: "asc" },
})

export const climateActionsEndpoints = resourceEndpoints("AccionesClima", climateActions)
