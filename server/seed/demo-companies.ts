import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { demoCompanyDetails } from "./demo-structure"

// The demo companies' fiscal address, employer registrations and payroll periodicities. Runs
// after the places are seeded: each address names its ciudad, whose estado and país are read
// from the tables, so the demo follows whatever numbering they use.

export const seedDemoCompanyDetails = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const c of demoCompanyDetails) {
    const [place] = yield* sql<{ id_ciudad: number | string; id_estado: number | string; id_pais: number | string }>`
      SELECT ci.id_ciudad, ci.id_estado, es.id_pais FROM ciudades ci JOIN estados es ON es.id_estado = ci.id_estado
      WHERE ci.n_ciudad = ${c.ciudad} ORDER BY ci.id_ciudad LIMIT 1`
    yield* sql`UPDATE empresas SET ${sql.update({
      n_comercial: c.n_comercial,
      calle: c.calle,
      num_exterior: c.num_exterior,
      colonia: c.colonia,
      codigo_postal: c.codigo_postal,
      id_pais: place === undefined ? null : Number(place.id_pais),
      id_estado: place === undefined ? null : Number(place.id_estado),
      id_ciudad: place === undefined ? null : Number(place.id_ciudad),
      id_zona: c.id_zona,
      id_plaza: c.id_plaza,
      representante_legal: c.representante_legal,
      telefono: c.telefono,
      email: c.email,
    })} WHERE id_empresa = ${c.id_empresa}`
    yield* sql`INSERT INTO empresas_registros_patronales ${sql.insert(
      c.registros.map((r, i) => ({ id_empresa: c.id_empresa, orden: i + 1, ...r, activo: "1" })),
    )}`
    yield* sql`INSERT INTO empresas_periodicidades ${sql.insert(
      c.periodicidades.map((id_periodicidad, i) => ({ id_empresa: c.id_empresa, orden: i + 1, id_periodicidad })),
    )}`
  }
})
