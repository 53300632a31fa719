import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Work centres as records (domain/organizacion/centros-trabajo.ts): their address, IMSS
// employer registration, minimum-wage zone, plaza, responsable and active flag.
//
// `id_centro_trabajo` stays the global INTEGER primary key of 0001, unique in the whole system
// (not per company): permisos_rol, departamentos, empleados, the dashboard and every workplace
// check join on it alone, so a key per company would have to be carried beside the company in
// every one of them.
//
// The new columns are nullable in the table because centres stored before this migration have
// none of them; the descriptor requires what DOMAIN-MX 3.3 requires on every save.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // One ADD COLUMN per statement: SQLite takes no list.
  const columns = [
    "calle VARCHAR(100)",
    "num_exterior VARCHAR(20)",
    "num_interior VARCHAR(20)",
    "colonia VARCHAR(100)",
    "codigo_postal CHAR(5)",
    "id_pais INTEGER REFERENCES paises (id_pais)",
    "id_estado INTEGER REFERENCES estados (id_estado)",
    "id_ciudad INTEGER REFERENCES ciudades (id_ciudad)",
    // The registro_patronal text of one of the company's rows in empresas_registros_patronales.
    // That table's key is (id_empresa, orden) and its rows are replaced on every company save, so
    // a foreign key cannot point at it: the work centre's hook checks it instead.
    "id_registro_patronal VARCHAR(11)",
    // Keys of the zonas and plazas reference tables (text keys, like the company's defaults);
    // no foreign key, as on empresas: the work centre's hook checks that they exist.
    "id_zona VARCHAR(10)",
    "id_plaza VARCHAR(10)",
    "id_responsable INTEGER REFERENCES empleados (id_empleado)",
    "activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))",
  ]
  for (const column of columns) yield* sql.unsafe(`ALTER TABLE centros_trabajo ADD COLUMN ${column}`)
})
