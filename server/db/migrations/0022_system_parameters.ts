import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The system parameters, one row (id = 1), and the logo, one row beside it so the
// parameters can be read without the image. Counts are INTEGER, amounts and percentages
// DOUBLE PRECISION (REAL affinity in SQLite).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE parametros_sistema (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    serie_persona VARCHAR(10) NOT NULL DEFAULT '',
    digitos_id_persona INTEGER,
    meses_vacas INTEGER,
    bd_nomina VARCHAR(100) NOT NULL DEFAULT '',
    limite_responsiva DOUBLE PRECISION,
    id_responsabilidad_pjfi INTEGER REFERENCES tipos_responsabilidad (id_tipo_resp) ON DELETE SET NULL,
    id_cuenta_correo VARCHAR(4) REFERENCES ss_correo (id_cuenta) ON DELETE SET NULL,
    clave_responsable VARCHAR(20) NOT NULL DEFAULT '',
    min_objetivo INTEGER,
    max_objetivo INTEGER,
    min_dias_vaca INTEGER,
    eva_dias_sueldo INTEGER,
    tope_prestamo DOUBLE PRECISION,
    cuota_pres_sem INTEGER,
    des_pres_sem DOUBLE PRECISION,
    cuota_pres_quin INTEGER,
    des_pres_quin DOUBLE PRECISION,
    cuota_pres_men INTEGER,
    des_pres_men DOUBLE PRECISION,
    prestamos_mes_emp INTEGER,
    prestamos_ano_trab INTEGER,
    tasa_int_clave DOUBLE PRECISION,
    tasa_int_noclave DOUBLE PRECISION,
    tope_max_veces DOUBLE PRECISION,
    bolsa_conecta CHAR(1) NOT NULL DEFAULT '0' CHECK (bolsa_conecta IN ('1', '0'))
  )`
  const bytes = sql.onDialectOrElse({ pg: () => "BYTEA", orElse: () => "BLOB" })
  yield* sql.unsafe(`CREATE TABLE logo_sistema (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    tipo VARCHAR(20) NOT NULL CHECK (tipo IN ('image/jpeg', 'image/png')),
    datos ${bytes} NOT NULL,
    version CHAR(16) NOT NULL
  )`)
})
