import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { hashPassword } from "../auth/password"
import { allOptionRows } from "./catalog"

// SEED=none: no people, no companies, one administrator who can open every page; they build
// the organization (and the workplaces of their role) from the settings area.
export const seedAdministrator = (email: string, password: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const passwordHash = yield* hashPassword(password)
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`INSERT INTO grupos ${sql.insert({ id_grupo: "ADMIN", n_grupo: "Administrador" })}`
        yield* sql`INSERT INTO derechos_grupo ${sql.insert(
          allOptionRows.map((o) => ({ id_grupo: "ADMIN", clave: o.clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })),
        )}`
        yield* sql`INSERT INTO roles ${sql.insert({ id_rol: "GLOBAL", n_rol: "Todos los centros de trabajo" })}`
        yield* sql`INSERT INTO usuarios ${sql.insert({
          id_usuario: email.toLowerCase(),
          id_empleado: null,
          password_hash: passwordHash,
          id_grupo: "ADMIN",
          id_rol: "GLOBAL",
          admin: "1",
          activo: "1",
        })}`
      }),
    )
  })
