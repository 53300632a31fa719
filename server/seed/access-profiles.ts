import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { allOptionRows } from "./catalog"
import { consultaKeys } from "./demo-structure"
import { insertInChunks } from "./insert-chunks"

// The demo's and the scale seed's access: two profiles (ADMIN holds every option, CONSULTA its
// read keys) and two roles (GLOBAL sees every centre; EMPRESA1 only the first company's).

interface Centre {
  readonly id_empresa: number
  readonly id_centro_trabajo: number
}

export const seedAccessProfiles = (firstCompany: { readonly id_empresa: number; readonly n_empresa: string }, centres: ReadonlyArray<Centre>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO grupos ${sql.insert([
      { id_grupo: "ADMIN", n_grupo: "Administrador" },
      { id_grupo: "CONSULTA", n_grupo: "Consulta" },
    ])}`
    const right = (id_grupo: string, clave: string) => ({ id_grupo, clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })
    yield* sql`INSERT INTO derechos_grupo ${sql.insert([
      ...allOptionRows.map((o) => right("ADMIN", o.clave)),
      ...consultaKeys.map((k) => right("CONSULTA", k)),
    ])}`
    yield* sql`INSERT INTO roles ${sql.insert([
      { id_rol: "GLOBAL", n_rol: "Todos los centros de trabajo" },
      { id_rol: "EMPRESA1", n_rol: `Centros de ${firstCompany.n_empresa}` },
    ])}`
    yield* insertInChunks("permisos_rol", [
      ...centres.map((c) => ({ id_rol: "GLOBAL", id_empresa: c.id_empresa, id_centro_trabajo: c.id_centro_trabajo, permiso: "1" })),
      ...centres.map((c) => ({
        id_rol: "EMPRESA1",
        id_empresa: c.id_empresa,
        id_centro_trabajo: c.id_centro_trabajo,
        permiso: c.id_empresa === firstCompany.id_empresa ? "1" : "0",
      })),
    ])
  })
