import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { endDateContractTypes } from "../../../domain/contratos/catalogo-contratos-rules"
import { defaultContractTemplate, seededContractTypes } from "../../../domain/contratos/plantilla-contrato"

// Catálogo de contratos (CON100, domain/contratos/catalogo-contratos.ts): the company's contract
// types, each under one SAT c_TipoContrato (the read-only `tipos_contrato` of 0069, which the
// employee record names). Contracts (CON210) reference `catalogo_contratos (id_tipo_contrato)`.
//
// - requiere_f_fin is the database's own: a stored generated column from the SAT code, so no
//   write can store a value that disagrees with it.
// - A unique index on LOWER(key) makes the database the judge of a duplicate in any case.
// - The usual types are seeded with the default template, so every company starts with them.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const withEnd = endDateContractTypes.map((c) => `'${c}'`).join(", ")
  const requiereFin = sql.literal(`CASE WHEN c_tipo_contrato IN (${withEnd}) THEN '1' ELSE '0' END`)
  yield* sql`CREATE TABLE catalogo_contratos (
    id_tipo_contrato VARCHAR(10) PRIMARY KEY,
    n_tipo_contrato VARCHAR(100) NOT NULL,
    c_tipo_contrato CHAR(2) NOT NULL REFERENCES tipos_contrato (id_tipo_contrato),
    requiere_f_fin CHAR(1) GENERATED ALWAYS AS (${requiereFin}) STORED,
    duracion_default_dias INTEGER CHECK (duracion_default_dias > 0),
    permite_prueba CHAR(1) NOT NULL DEFAULT '0' CHECK (permite_prueba IN ('1', '0')),
    plantilla TEXT NOT NULL,
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))
  )`
  yield* sql`CREATE UNIQUE INDEX catalogo_contratos_clave_ci ON catalogo_contratos ((LOWER(id_tipo_contrato)))`
  yield* sql`CREATE INDEX catalogo_contratos_nombre ON catalogo_contratos (n_tipo_contrato, id_tipo_contrato)`
  yield* sql`INSERT INTO catalogo_contratos ${sql.insert(
    seededContractTypes.map((t) => ({
      id_tipo_contrato: t.id,
      n_tipo_contrato: t.name,
      c_tipo_contrato: t.sat,
      duracion_default_dias: t.days,
      permite_prueba: t.probation ? "1" : "0",
      plantilla: defaultContractTemplate(t.clause),
      activo: "1",
    })),
  )}`
})
