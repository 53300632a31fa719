import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { agentTypes, externalAgentTypes } from "../../../domain/formacion/tablas-referencia-vocabulary"

// Agentes capacitadores and instructores (Tablas de referencia, FOR050, MODULES-MX §3). What the
// descriptors require the database requires too, so no write outside them stores a record the
// DC-3 could not print: an external agent carries its RFC and its STPS registro; an instructor is
// a collaborator or a person from outside, exactly one of the two.

const list = (codes: ReadonlyArray<string>) => codes.map((c) => `'${c}'`).join(", ")

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE agentes_capacitadores (
    id_agente VARCHAR(10) PRIMARY KEY,
    n_agente VARCHAR(150) NOT NULL,
    tipo VARCHAR(20) NOT NULL CHECK (tipo IN (${sql.literal(list(agentTypes.map((t) => t.id)))})),
    rfc VARCHAR(13),
    registro_stps VARCHAR(20),
    contacto VARCHAR(150),
    email VARCHAR(254),
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0')),
    CHECK (tipo NOT IN (${sql.literal(list(externalAgentTypes))}) OR (rfc IS NOT NULL AND registro_stps IS NOT NULL))
  )`
  yield* sql`CREATE UNIQUE INDEX agentes_capacitadores_clave_ci ON agentes_capacitadores ((LOWER(id_agente)))`

  yield* sql`CREATE TABLE instructores (
    id_instructor VARCHAR(10) PRIMARY KEY,
    id_empleado INTEGER REFERENCES empleados (id_empleado),
    nombre_externo VARCHAR(150),
    id_agente VARCHAR(10) REFERENCES agentes_capacitadores (id_agente),
    especialidad VARCHAR(150),
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0')),
    CHECK ((id_empleado IS NULL AND nombre_externo IS NOT NULL) OR (id_empleado IS NOT NULL AND nombre_externo IS NULL))
  )`
  yield* sql`CREATE UNIQUE INDEX instructores_clave_ci ON instructores ((LOWER(id_instructor)))`
  // The in-use check of an agent's delete reads its instructors by agent.
  yield* sql`CREATE INDEX instructores_agente ON instructores (id_agente)`
  yield* sql`CREATE INDEX instructores_empleado ON instructores (id_empleado)`
})
