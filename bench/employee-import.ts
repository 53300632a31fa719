import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Duration, Effect, type Layer, Redacted } from "effect"
import ExcelJS from "exceljs"
import { importColumns, templateHeader } from "../server/personal/gestion-personal-import-columns"
import { identityMaker } from "../server/seed/employee-identity"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { startServerProcess } from "../tests/support/server-process"
import { fixed } from "./stats"

// Importar colaboradores at the size (deliverable 5: "10,000 rows in under 20 s"): the
// demo database gets 10,000 vacant positions in its first centre (straight INSERTs), then the
// real server, pinned to one core, checks (validar '1') and imports a template filled with 10,000
// people, each in one of them. The times are the whole request, upload and answer included.
// Printed; `--only importacion` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const target = 20
const rows = Number(process.env.BENCH_IMPORT_ROWS ?? "10000")

const layerOf = (databaseUrl: string): Layer.Layer<SqlClient.SqlClient, unknown> =>
  databaseUrl.startsWith("sqlite:")
    ? SqliteClient.layer({ filename: databaseUrl.slice("sqlite:".length) })
    : PgClient.layer({ url: Redacted.make(databaseUrl), maxConnections: 1, connectTimeout: Duration.seconds(5) })

/** The seats: `count` vacant positions of the first centre, with what a row must name with them. */
const addPositions = (databaseUrl: string, count: number) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [seat] = yield* sql<Record<string, unknown>>`
          SELECT d.id_depto, d.id_centro_trabajo, d.id_empresa, ct.id_pais, ct.id_estado, ct.id_ciudad,
            (SELECT MIN(p.id_puesto) FROM puestos p WHERE p.id_empresa = d.id_empresa AND p.activo = '1') AS id_puesto,
            (SELECT MIN(r.registro_patronal) FROM empresas_registros_patronales r WHERE r.id_empresa = d.id_empresa) AS registro,
            (SELECT MIN(x.id_periodicidad) FROM empresas_periodicidades x WHERE x.id_empresa = d.id_empresa) AS periodicidad
          FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo ORDER BY d.id_depto LIMIT 1`
        if (seat === undefined) return yield* Effect.dieMessage("no department to seat people in")
        const positions = Array.from({ length: count }, (_, i) => ({
          id_posicion: `IM-${String(i + 1).padStart(6, "0")}`,
          n_posicion: `Plaza importada ${i + 1}`,
          id_empresa: Number(seat.id_empresa),
          id_centro_trabajo: Number(seat.id_centro_trabajo),
          id_depto: Number(seat.id_depto),
          id_puesto: String(seat.id_puesto),
          id_posicion_jefe: null,
          f_inicio: "2020-01-01",
          f_fin: null,
        }))
        yield* sql.withTransaction(
          Effect.forEach(
            Array.from({ length: Math.ceil(count / 1000) }, (_, k) => positions.slice(k * 1000, (k + 1) * 1000)),
            (chunk) => sql`INSERT INTO posiciones ${sql.insert(chunk)}`,
            { discard: true },
          ),
        )
        return { seat, positions: positions.map((p) => p.id_posicion) }
      }).pipe(Effect.provide(layerOf(databaseUrl))),
    ) as Effect.Effect<{ seat: Record<string, unknown>; positions: Array<string> }>,
  )

const templateOf = async (seat: Record<string, unknown>, positions: ReadonlyArray<string>, today: string): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet("Colaboradores")
  sheet.addRow(importColumns.map(templateHeader))
  const identity = identityMaker()
  const given = ["Aurora", "Bruno", "Camila", "Dario", "Elisa", "Fabian", "Gisela", "Hector", "Ines", "Julian", "Karla", "Leonel"]
  const surnames = ["Alcantar", "Benitez", "Cisneros", "Dominguez", "Escobedo", "Fuentes", "Galindo", "Hinojosa", "Ibarra", "Jaramillo"]
  positions.forEach((id_posicion, i) => {
    const sexo = i % 2 === 0 ? "M" : "H"
    const nombre = given[i % given.length]!
    const apellido_paterno = surnames[Math.floor(i / given.length) % surnames.length]!
    const apellido_materno = surnames[Math.floor(i / (given.length * surnames.length)) % surnames.length]!
    const f_nacimiento = `${1960 + (i % 40)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`
    const ids = identity({ nombre, apellido_paterno, apellido_materno, sexo, f_nacimiento, f_ingreso: today, entidad: "JC" }, 800_000 + i)
    const values: Record<string, string | number> = {
      id_empresa: Number(seat.id_empresa),
      id_centro_trabajo: Number(seat.id_centro_trabajo),
      id_depto: Number(seat.id_depto),
      id_puesto: String(seat.id_puesto),
      f_ingreso: today,
      nombre,
      apellido_paterno,
      apellido_materno,
      f_nacimiento,
      sexo,
      curp: ids.curp,
      rfc: ids.rfc,
      calle: "Av. Juárez",
      num_exterior: String(1 + (i % 3000)),
      colonia: "Centro",
      codigo_postal: "37000",
      id_pais: Number(seat.id_pais),
      id_estado: Number(seat.id_estado),
      id_ciudad: Number(seat.id_ciudad),
      email_trabajo: `importacion${i}@demo.mx`,
      celular: `477${String(1_000_000 + i).padStart(7, "0")}`,
      nss: ids.nss,
      registro_patronal: String(seat.registro),
      cp_fiscal: "37000",
      id_tipo_contrato: "01",
      id_tipo_jornada: "01",
      id_tipo_regimen: "02",
      id_periodicidad: String(seat.periodicidad).trim(),
      id_posicion,
      salario_diario: 500 + (i % 300),
    }
    sheet.addRow(importColumns.map((c) => values[c.field] ?? null))
  })
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

const upload = async (url: string, token: string, bytes: Uint8Array, validar: boolean) => {
  const form = new FormData()
  if (validar) form.append("validar", "1")
  form.append("file", new Blob([new Uint8Array(bytes)]), "colaboradores.xlsx")
  const started = performance.now()
  const response = await fetch(`${url}/api/importar-colaboradores`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
  const body = (await response.json()) as { message: string; result?: { importados: number; total_problemas: number; problemas: ReadonlyArray<unknown> } }
  return { seconds: (performance.now() - started) / 1000, status: response.status, body }
}

const measureDialect = async (dialect: string, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const env = { DIST_DIR: options.distDir }
  const first = await startServerProcess(env, { databaseUrl })
  await first.stop()
  const { seat, positions } = await addPositions(databaseUrl, rows)
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())
  const bytes = await templateOf(seat, positions, today)
  const server = await startServerProcess(env, { databaseUrl, cpus: options.serverCpu })
  try {
    const token = await signIn(server.url)
    const checked = await upload(server.url, token, bytes, true)
    console.log(
      `employee import, ${dialect}: validar '1' of ${rows} rows (${fixed(bytes.length / 2 ** 20, 1)} MiB) in ${fixed(checked.seconds, 1)} s, ` +
        `HTTP ${checked.status}, ${checked.body.result?.total_problemas ?? "?"} problems ${checked.body.result?.total_problemas ? JSON.stringify(checked.body.result.problemas.slice(0, 3)) : ""}`,
    )
    const imported = await upload(server.url, token, bytes, false)
    console.log(
      `employee import, ${dialect}: import of ${rows} rows in ${fixed(imported.seconds, 1)} s, HTTP ${imported.status}, ${imported.body.result?.importados ?? 0} imported ` +
        `(target < ${target} s: ${imported.status === 200 && imported.seconds < target ? "met" : "missed"})`,
    )
  } finally {
    await server.stop()
  }
}

/** The import section: SQLite, then PostgreSQL when it answers; printed. */
export const benchEmployeeImport = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  console.log(`employee import: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-import-"))
  try {
    await measureDialect("SQLite", `sqlite:${join(dir, "import.db")}`, options)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (await postgresAvailable()) {
    const database = await createDatabase()
    try {
      await measureDialect("PostgreSQL", database.url, options)
    } finally {
      await database.drop()
    }
  } else console.log("employee import, PostgreSQL: skipped, no server answers")
}
