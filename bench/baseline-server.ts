// The baseline of `npm run bench`: the same requests as the product answers, with nothing in
// between: plain node:http, one better-sqlite3 connection and prepared statements holding the
// same SQL as the product's repositories (sessions, sign-in, dashboard, profiles, users, the
// first page of the employee list).
// It authenticates each request the same way (token hash -> session -> rights) so the ratio
// measures the framework, not skipped work.
import { createHash, randomBytes } from "node:crypto"
import { type IncomingMessage, type ServerResponse, createServer } from "node:http"
import { verify } from "@node-rs/argon2"
import Database from "better-sqlite3"
import { monthOf } from "../server/dates"
import { employeesListStatements, roleMarker } from "./baseline-list-sql"

const file = process.env.BASELINE_DB ?? ""
const port = Number(process.env.PORT ?? "0")
const db = new Database(file)
db.pragma("journal_mode = WAL")
db.pragma("synchronous = FULL")
db.pragma("foreign_keys = ON")
db.pragma("busy_timeout = 5000")

const sessionIdleMs = 1_200_000
const throttleWindowMs = 15 * 60 * 1000
const knownAddressMs = 90 * 24 * 60 * 60 * 1000

const statements = {
  // The product's bearer check (server/auth/sessions.ts): one row, the rights aggregated.
  session: db.prepare(`
    SELECT s.id_usuario, u.id_rol, s.ultimo_uso, s.expira,
      (SELECT group_concat(d.clave || ':' || d.insertar || d.editar || d.borrar || d.lectura, ',' ORDER BY d.clave)
        FROM derechos_grupo d WHERE d.id_grupo = u.id_grupo) AS derechos
    FROM sesiones s JOIN usuarios u ON u.id_usuario = s.id_usuario JOIN roles r ON r.id_rol = u.id_rol
    WHERE s.token_hash = ? AND s.revocada IS NULL AND u.activo = '1'`),
  touch: db.prepare("UPDATE sesiones SET ultimo_uso = ? WHERE token_hash = ?"),
  // The product's sign-in limits (server/auth/throttle.ts): where the account signed in before,
  // the attempt counted per address and per account, and on success the count forgotten, the
  // address's attempt given back and the address remembered.
  known: db.prepare("SELECT 1 AS si FROM accesos_conocidos WHERE cuenta = ? AND ip = ? AND momento > ?"),
  claimAddress: db.prepare(`
    INSERT INTO intentos_acceso (cuenta, ip, fallos, ultimo, espera) VALUES ('', @ip, 1, @now, 0)
    ON CONFLICT (cuenta, ip) DO UPDATE SET
      fallos = CASE WHEN intentos_acceso.ultimo <= @windowStart THEN 1 ELSE intentos_acceso.fallos + 1 END,
      ultimo = CASE WHEN intentos_acceso.ultimo <= @windowStart THEN @now ELSE intentos_acceso.ultimo END
    WHERE intentos_acceso.ultimo <= @windowStart OR intentos_acceso.fallos < 20
    RETURNING fallos`),
  claimAccount: db.prepare(`
    INSERT INTO intentos_acceso (cuenta, ip, fallos, ultimo, espera) VALUES (@cuenta, @ip, 1, @now, 0)
    ON CONFLICT (cuenta, ip) DO UPDATE SET
      fallos = CASE WHEN intentos_acceso.ultimo <= @cutoff THEN 1 ELSE intentos_acceso.fallos + 1 END,
      espera = CASE
        WHEN (CASE WHEN intentos_acceso.ultimo <= @cutoff THEN 1 ELSE intentos_acceso.fallos + 1 END) < 10 THEN 0
        WHEN (CASE WHEN intentos_acceso.ultimo <= @cutoff THEN 1 ELSE intentos_acceso.fallos + 1 END) = 10 THEN 1000
        WHEN intentos_acceso.espera * 2 > 30000 THEN 30000
        ELSE intentos_acceso.espera * 2 END,
      ultimo = @now
    WHERE intentos_acceso.ultimo <= @cutoff OR intentos_acceso.ultimo + intentos_acceso.espera <= @now
    RETURNING fallos`),
  clearAttempts: db.prepare("DELETE FROM intentos_acceso WHERE (cuenta = ? AND ip = ?) OR ultimo <= ?"),
  releaseAddress: db.prepare("UPDATE intentos_acceso SET fallos = fallos - 1 WHERE cuenta = '' AND ip = ? AND ultimo <= ? AND fallos > 0"),
  remember: db.prepare(
    "INSERT INTO accesos_conocidos (cuenta, ip, momento) VALUES (@cuenta, @ip, @now) ON CONFLICT (cuenta, ip) DO UPDATE SET momento = @now",
  ),
  forgetPlaces: db.prepare("DELETE FROM accesos_conocidos WHERE momento <= ?"),
  user: db.prepare(`
    SELECT u.id_usuario, u.password_hash, u.activo, u.admin, u.id_grupo, u.id_empleado,
      e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS n_empleado,
      e.foto, em.n_empresa, ct.n_centro_trabajo, d.n_depto, p.n_puesto, e.f_ingreso
    FROM usuarios u
    LEFT JOIN empleados e ON e.id_empleado = u.id_empleado
    LEFT JOIN empresas em ON em.id_empresa = e.id_empresa
    LEFT JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
    LEFT JOIN departamentos d ON d.id_depto = e.id_depto
    LEFT JOIN puestos p ON p.id_puesto = e.id_puesto
    WHERE u.id_usuario = ?`),
  permissions: db.prepare(`
    SELECT d.clave, g.n_grupo FROM derechos_grupo d
    JOIN grupos g ON g.id_grupo = d.id_grupo JOIN opciones o ON o.clave = d.clave
    WHERE d.id_grupo = ? ORDER BY o.orden`),
  newSession: db.prepare(
    "INSERT INTO sesiones (token_hash, id_usuario, creada, ultimo_uso, expira, revocada) VALUES (?, ?, ?, ?, ?, NULL)",
  ),
  companies: db.prepare(`
    SELECT DISTINCT em.id_empresa, em.n_empresa
    FROM permisos_rol pr JOIN empresas em ON em.id_empresa = pr.id_empresa
    WHERE pr.id_rol = ? AND pr.permiso = '1' ORDER BY em.id_empresa`),
  totals: db.prepare(`
    SELECT
      (SELECT COUNT(*) FROM empleados e WHERE e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = @rol AND permiso = '1') AND e.activo = '1' AND e.sexo = 'M') AS masculinos,
      (SELECT COUNT(*) FROM empleados e WHERE e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = @rol AND permiso = '1') AND e.activo = '1' AND e.sexo = 'F') AS femenino,
      (SELECT COUNT(*) FROM empleados e WHERE e.f_ingreso BETWEEN @first AND @last AND e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = @rol AND permiso = '1')) AS altas,
      (SELECT COUNT(*) FROM empleados e WHERE e.f_baja BETWEEN @first AND @last AND e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = @rol AND permiso = '1')) AS bajas,
      (SELECT COUNT(*) FROM empleados e WHERE SUBSTR(f_nacimiento, 6, 2) = @month AND e.activo = '1' AND e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = @rol AND permiso = '1')) AS cumple,
      (SELECT COUNT(DISTINCT v.id_empleado) FROM periodos_vacaciones v JOIN empleados e ON e.id_empleado = v.id_empleado
        WHERE v.f_fin >= @first AND v.f_inicio <= @last AND e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = @rol AND permiso = '1')) AS vacas`),
  byCompany: db.prepare(`
    SELECT em.n_empresa, SUM(c.n) AS empleados
    FROM (SELECT id_centro_trabajo, COUNT(*) AS n FROM empleados
      WHERE id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ? AND permiso = '1') AND activo = '1'
      GROUP BY id_centro_trabajo) c
    JOIN centros_trabajo ct ON ct.id_centro_trabajo = c.id_centro_trabajo
    JOIN empresas em ON em.id_empresa = ct.id_empresa
    GROUP BY em.id_empresa, em.n_empresa ORDER BY em.n_empresa`),
  byDepartment: db.prepare(`
    SELECT d.n_depto, SUM(c.n) AS cuantos
    FROM (SELECT id_depto, COUNT(*) AS n FROM empleados
      WHERE id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ? AND permiso = '1') AND activo = '1'
      GROUP BY id_centro_trabajo, id_depto) c
    JOIN departamentos d ON d.id_depto = c.id_depto
    GROUP BY d.n_depto ORDER BY d.n_depto`),
  profiles: db.prepare("SELECT id_grupo, n_grupo FROM grupos ORDER BY id_grupo"),
  users: db.prepare(`
    SELECT u.id_usuario, u.id_empleado,
      e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS n_usuario,
      u.id_grupo, g.n_grupo, u.id_rol, r.n_rol, u.admin, u.activo
    FROM usuarios u JOIN grupos g ON g.id_grupo = u.id_grupo JOIN roles r ON r.id_rol = u.id_rol
    LEFT JOIN empleados e ON e.id_empleado = u.id_empleado ORDER BY u.id_usuario`),
}

// GET /api/empleados, first page of ten: the product's own list SQL, prepared once (see
// baseline-list-sql.ts), the caller's role bound where the marker was.
const employeesPageQuery = { pagina: 1, por_pagina: 10 }
const [employeesCount, employeesPage] = (await employeesListStatements(file, employeesPageQuery)).map(([sql, params]) => ({
  statement: db.prepare(sql),
  params: (rol: string) => params.map((p) => (p === roleMarker ? rol : p)),
}))
if (employeesCount === undefined || employeesPage === undefined) throw new Error("the employees list compiled to fewer than two statements")

const employeesList = (rol: string) => {
  const { n } = employeesCount.statement.get(...employeesCount.params(rol)) as { n: number }
  return { registros: employeesPage.statement.all(...employeesPage.params(rol)), total: n, ...employeesPageQuery }
}

interface SessionRow {
  readonly id_usuario: string
  readonly id_rol: string
  readonly ultimo_uso: number
  readonly expira: number
  readonly derechos: string | null
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex")

const send = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) })
  res.end(text)
}

/** The caller's role if the token is valid and the profile holds one of the keys (or none asked). */
const principal = (req: IncomingMessage, keys: ReadonlyArray<string>): string | null => {
  const token = /^Bearer[ \t]+([A-Za-z0-9_-]{16,128})$/.exec(req.headers.authorization ?? "")?.[1]
  if (token === undefined) return null
  const hash = hashOf(token)
  const first = statements.session.get(hash) as SessionRow | undefined
  const now = Date.now()
  if (first === undefined || now >= first.expira || now - first.ultimo_uso >= sessionIdleMs) return null
  if (now - first.ultimo_uso > 5_000) statements.touch.run(now, hash)
  const held = (first.derechos ?? "").split(",").map((r) => r.slice(0, r.indexOf(":")))
  if (keys.length > 0 && !held.some((k) => keys.includes(k))) return null
  return first.id_rol
}

const readJson = (req: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      try {
        resolve(chunks.length === 0 ? {} : (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>))
      } catch (error) {
        reject(error)
      }
    })
    req.on("error", reject)
  })

const login = async (req: IncomingMessage, res: ServerResponse) => {
  const body = await readJson(req)
  const email = String(body.email ?? "").trim().toLowerCase()
  const now = Date.now()
  const ip = req.socket.remoteAddress ?? ""
  const known = statements.known.get(email, ip, now - knownAddressMs) !== undefined
  const tooMany = () => send(res, 429, { error: true, message: "Demasiados intentos", result: null })
  if (!known && statements.claimAddress.get({ ip, now, windowStart: now - 60_000 }) === undefined) return tooMany()
  if (statements.claimAccount.get({ cuenta: email, ip: known ? ip : "", now, cutoff: now - throttleWindowMs }) === undefined) {
    if (!known) statements.releaseAddress.run(ip, now)
    return tooMany()
  }
  const user = statements.user.get(email) as { id_usuario: string; password_hash: string; id_grupo: string } | undefined
  const ok = user !== undefined && (await verify(user.password_hash, String(body.password ?? "")).catch(() => false))
  if (!ok || user === undefined) return send(res, 401, { error: true, message: "Acceso incorrecto", result: null })
  statements.clearAttempts.run(email, known ? ip : "", now - throttleWindowMs)
  if (!known) statements.releaseAddress.run(ip, now)
  statements.remember.run({ cuenta: email, ip, now })
  statements.forgetPlaces.run(now - knownAddressMs)
  const permissions = statements.permissions.all(user.id_grupo)
  const token = randomBytes(32).toString("base64url")
  statements.newSession.run(hashOf(token), user.id_usuario, now, now, now + 8 * 3_600_000)
  send(res, 200, { error: false, message: "Bienvenido", token, expires_at: new Date(now + 8 * 3_600_000).toISOString(), user, permissions })
}

const indicators = (rol: string) => {
  const month = monthOf(Date.now())
  const companies = statements.companies.all(rol) as Array<{ n_empresa: string }>
  const totals = statements.totals.get({ rol, first: month.first, last: month.last, month: month.month })
  const only = companies.length === 1 ? companies[0] : undefined
  return only !== undefined
    ? { ...(totals as object), titulo: `Empleados por departamento - ${only.n_empresa}`, bandera: 2, datosGrafica: statements.byDepartment.all(rol) }
    : { ...(totals as object), titulo: "Empleados por empresa", bandera: 1, datosGrafica: companies.length === 0 ? [] : statements.byCompany.all(rol) }
}

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void | Promise<void>> = {
  "POST /api/login": login,
  "GET /api/datos-indicadores": (req, res) => {
    const rol = principal(req, [])
    if (rol === null) return send(res, 401, { error: true, message: "Sesión no válida", result: null })
    send(res, 200, { error: false, message: "", result: indicators(rol) })
  },
  "POST /api/get-perfiles": (req, res) => {
    if (principal(req, ["SIS150"]) === null) return send(res, 401, { error: true, message: "Sesión no válida", result: null })
    send(res, 200, { error: false, message: "", result: statements.profiles.all() })
  },
  "POST /api/get-usuarios": (req, res) => {
    if (principal(req, ["SIS250"]) === null) return send(res, 401, { error: true, message: "Sesión no válida", result: null })
    send(res, 200, { error: false, message: "", result: statements.users.all() })
  },
  "GET /api/empleados?pagina=1&por_pagina=10": (req, res) => {
    const rol = principal(req, ["GP100"])
    if (rol === null) return send(res, 401, { error: true, message: "Sesión no válida", result: null })
    send(res, 200, { error: false, message: "", result: employeesList(rol) })
  },
}

const server = createServer((req, res) => {
  const route = routes[`${req.method} ${req.url}`]
  if (route === undefined) return send(res, 404, { error: true, message: "No existe", result: null })
  Promise.resolve(route(req, res)).catch(() => send(res, 500, { error: true, message: "Error", result: null }))
})
server.listen(port, "127.0.0.1", () => {
  const address = server.address()
  console.log(`baseline listening on ${typeof address === "object" && address !== null ? address.port : port}`)
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
