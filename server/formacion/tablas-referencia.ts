import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formationReferenceCatalogueOf } from "../../domain/formacion/tablas-referencia-catalogues"
import { instructorMessages, instructors, instructorsEndpoints } from "../../domain/formacion/tablas-referencia-instructors"
import { trainingAgents, trainingAgentsEndpoints } from "../../domain/formacion/tablas-referencia-training-agents"
import { venues, venuesEndpoints } from "../../domain/formacion/tablas-referencia-venues"
import { refuse } from "../http/failure"
import { catalogueTable } from "../records/catalogue-table"
import { fullNameSql } from "../records/person-name"
import type { RecordTable } from "../records/table"

// Formación's reference catalogues (Tablas de referencia, FOR050) as record resources. A row in
// use is never deleted (server/records/catalogue-table.ts): users deactivate it instead. The
// STPS's catalogues of the DC-3 are read-only: only their list, read and export exist.

/** A plain catalogue of the page's select, on its table. */
const plain = (id: string, table: string): RecordTable => {
  const c = formationReferenceCatalogueOf(id)
  if (c === undefined) throw new Error(`no formation catalogue ${id}`)
  return catalogueTable({ descriptor: c.descriptor, endpoints: c.endpoints, entity: c.descriptor.singular, table })
}

/** A read-only catalogue: its rows change with the migration that seeds them, never through the API. */
const seeded = (id: string, table: string): RecordTable => {
  const c = formationReferenceCatalogueOf(id)
  if (c === undefined) throw new Error(`no formation catalogue ${id}`)
  return { descriptor: c.descriptor, endpoints: c.endpoints, entity: c.descriptor.singular, table }
}

export const venuesTable = catalogueTable({
  descriptor: venues,
  endpoints: venuesEndpoints,
  entity: "sede",
  table: "sedes",
  from: "sedes t JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo",
  expressions: { n_centro_trabajo: "ct.n_centro_trabajo" },
})

export const trainingAgentsTable = catalogueTable({
  descriptor: trainingAgents,
  endpoints: trainingAgentsEndpoints,
  entity: "agente capacitador",
  table: "agentes_capacitadores",
})

/** The collaborator an instructor names is active and of a centre the caller's role is granted. */
const checkCollaborator = (id: number | null, stored: number | null | undefined, idRol: string) =>
  Effect.gen(function* () {
    // One already stored stays (a collaborator who left is still who gave past courses).
    if (id === null || id === stored) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql`SELECT 1 AS x FROM empleados e
      WHERE e.id_empleado = ${id} AND e.activo = '1'
        AND EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1' AND pr.id_centro_trabajo = e.id_centro_trabajo)`
    if (found.length === 0) return yield* refuse(400, instructorMessages.colaborador)
  })

export const instructorsTable = catalogueTable({
  descriptor: instructors,
  endpoints: instructorsEndpoints,
  entity: "instructor",
  table: "instructores",
  from: `instructores t
    LEFT JOIN empleados e ON e.id_empleado = t.id_empleado
    LEFT JOIN agentes_capacitadores a ON a.id_agente = t.id_agente`,
  expressions: {
    n_instructor: `COALESCE(${fullNameSql("e")}, t.nombre_externo)`,
    n_agente: "a.n_agente",
  },
  // An agent is chosen among the active ones; one deactivated later stays on its instructors.
  references: { id_agente: { table: "agentes_capacitadores", column: "id_agente", activeOnly: true } },
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) => checkCollaborator(request.id_empleado, stored?.id_empleado, ctx.principal.id_rol),
  },
})

export const formationReferenceTables: ReadonlyArray<RecordTable> = [
  plain("modalidades", "modalidades"),
  plain("tipos-curso", "tipos_curso"),
  venuesTable,
  plain("conceptos-gasto", "conceptos_gasto"),
  trainingAgentsTable,
  instructorsTable,
  seeded("areas-tematicas", "areas_tematicas"),
  seeded("areas-ocupacion", "areas_cno"),
  seeded("ocupaciones-cno", "ocupaciones_cno"),
]
