import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// FOR250 Formatos DC-3 (MODULES-MX §3): one row per DC-3 issued, keyed by the course (FOR160)
// and the passed participant. Written the first time the DC-3 is downloaded (its folio, issue
// date and delivery limit, 20 working days after the course), then once more when it is handed
// over (the delivery date, the worker's acknowledgement and who recorded it). A preview writes
// nothing. The folio is unique across companies and years (DC3-<empresa>-<año>-<n>).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE constancias_dc3 (
    id_proyecto INTEGER NOT NULL REFERENCES proyectos_formacion (id_proyecto),
    id_empleado INTEGER NOT NULL REFERENCES empleados (id_empleado),
    folio_dc3 VARCHAR(30) NOT NULL,
    f_emision DATE NOT NULL,
    f_limite_entrega DATE NOT NULL,
    f_entrega DATE,
    acuse VARCHAR(300),
    id_usuario_emision VARCHAR(254) NOT NULL,
    id_usuario_entrega VARCHAR(254),
    PRIMARY KEY (id_proyecto, id_empleado),
    CHECK (f_entrega IS NULL OR f_entrega >= f_emision)
  )`
  yield* sql`CREATE UNIQUE INDEX constancias_dc3_folio ON constancias_dc3 (folio_dc3)`
  // The DC-4 reads a plan year's constancias by issue date; a person's history by employee.
  yield* sql`CREATE INDEX constancias_dc3_emision ON constancias_dc3 (f_emision)`
  yield* sql`CREATE INDEX constancias_dc3_empleado ON constancias_dc3 (id_empleado)`
})
