import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Departamentos become a tree with their responsables (Organización, ORG400).
//
// id_depto stays the existing global INTEGER primary key rather than a text key unique per centre:
// employees, positions and every workplace-scope check already join on it, and a global key lets
// a parent in another granted centre be named by one value.
//
// The tree is parent pointers walked with WITH RECURSIVE (both dialects): at this size nested sets
// would only add write cost. The foreign key on id_depto_padre makes a dangling parent impossible;
// the loop and depth rules are checked by the server in the write's transaction.
//
// One column per ALTER TABLE: SQLite adds a single column per statement.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE departamentos ADD COLUMN id_depto_padre INTEGER REFERENCES departamentos (id_depto)`
  yield* sql`ALTER TABLE departamentos ADD COLUMN id_centro_costos VARCHAR(20)`
  yield* sql`ALTER TABLE departamentos ADD COLUMN activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))`
  yield* sql`CREATE INDEX departamentos_padre ON departamentos (id_depto_padre)`

  // A department's responsables: one row per person and responsibility type, dated. The centre is
  // kept on the row (SPEC 3.5 names it with the department) so a role's rows are one index range.
  yield* sql`CREATE TABLE responsables_depto (
    id_depto INTEGER NOT NULL REFERENCES departamentos (id_depto),
    orden INTEGER NOT NULL,
    id_centro_trabajo INTEGER NOT NULL REFERENCES centros_trabajo (id_centro_trabajo),
    id_numero INTEGER NOT NULL REFERENCES empleados (id_empleado),
    id_tipo_resp INTEGER NOT NULL REFERENCES tipos_responsabilidad (id_tipo_resp),
    f_inicio DATE NOT NULL,
    f_fin DATE,
    PRIMARY KEY (id_depto, orden)
  )`
  yield* sql`CREATE INDEX responsables_depto_empleado ON responsables_depto (id_numero)`
  yield* sql`CREATE INDEX responsables_depto_centro ON responsables_depto (id_centro_trabajo)`
})
