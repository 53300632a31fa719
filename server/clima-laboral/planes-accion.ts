import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { climateActions, climateActionsEndpoints } from "../../domain/clima-laboral/planes-accion"
import { actionMessages as m } from "../../domain/clima-laboral/planes-accion-vocabulary"
import { refuseField } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"
import { projectScopeLevels } from "./planes-accion-levels"
import { resultsStates } from "./reporte-calificaciones"

// CLI240's RecordTable (descriptor: domain/clima-laboral/planes-accion.ts). The generic handlers
// list, read, create, update, delete and export it, bounded by the project's centre; the hooks
// take an action only on a closed project of the caller's centres, name its scope as the
// project's guide names it (the final, one of its categories or domains) and store the level the
// results detected there.

type Actions = typeof climateActions

const fold = (s: string) => s.trim().toLocaleLowerCase("es-MX")

export const climateActionsTable: RecordTable<Actions> = {
  descriptor: climateActions,
  endpoints: climateActionsEndpoints,
  entity: "acción del plan de clima laboral",
  table: "clima_acciones",
  from: "clima_acciones t JOIN proyectos_clima p ON p.id_proyecto = t.id_proyecto LEFT JOIN empleados e ON e.id_empleado = t.id_responsable LEFT JOIN proyectos_dnc dn ON dn.id_proyecto_dnc = t.id_proyecto_dnc",
  expressions: { id_centro_trabajo: "p.id_centro_trabajo", n_responsable: fullNameSql("e"), n_proyecto_dnc: "dn.n_proyecto" },
  generatedKey: () => nextSerialKey("clima_acciones"),
  hookColumns: ["nivel_detectado"],
  hooks: {
    beforeWrite: (request, _mode, _stored, ctx) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [project] = yield* sql<{ estado: string }>`SELECT estado FROM proyectos_clima
          WHERE id_proyecto = ${request.id_proyecto} AND ${scopeCondition(sql, "centro_trabajo", "id_centro_trabajo", ctx.principal, "in")}`
        if (project === undefined || !(resultsStates as ReadonlyArray<string>).includes(project.estado)) return yield* refuseField("id_proyecto", m.proyectoNoCerrado)
        const [person] = yield* sql<{ id_empleado: number }>`SELECT id_empleado FROM empleados WHERE id_empleado = ${request.id_responsable}`
        if (person === undefined) return yield* refuseField("id_responsable", m.responsable)
      }),
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const levels = yield* projectScopeLevels(request.id_proyecto)
        const scope = levels.find((l) => l.ambito === request.ambito && (l.ambito === "Final" || fold(l.n_ambito) === fold(request.n_ambito)))
        if (scope === undefined) return yield* refuseField("n_ambito", m.ambitoDesconocido(request.ambito, request.n_ambito))
        // A category or domain is stored by the name the results give it; the final score's
        // action keeps the name it was given (it is one scope, matched by its kind).
        const n_ambito = scope.ambito === "Final" ? request.n_ambito : scope.n_ambito
        return { ...fieldColumns(climateActions, request, mode), n_ambito, nivel_detectado: scope.nivel, estado: request.estado ?? "Pendiente" }
      }),
  },
}
