import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Formación's reports at a large employer (bench --only formacion-reportes, the scale seed):
// - FOR500 and FOR400 show a DNC project when the role sees its company, a correlated check per
//   course (2,000 of them) that read the role's every grant (one per centre, 500) for want of an
//   index by company: 90 ms of CPU per query, three queries a report. By (role, company) it is a seek.
// - FOR550's "no cumplen" keeps the people whose level asks for hours; a level-less year (or a
//   company with few such levels) left the page walking all 100,000 names to find them. By the
//   people's position it reads only the positions whose level asks for hours, and their people.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX permisos_rol_empresa ON permisos_rol (id_rol, id_empresa, permiso)`
  yield* sql`CREATE INDEX puestos_nivel ON puestos (id_nivel_puesto)`
  yield* sql`CREATE INDEX empleados_puesto ON empleados (id_puesto, activo)`
})
