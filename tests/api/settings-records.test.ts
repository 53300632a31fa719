import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { contract } from "../../domain/api/contract"
import { messages } from "../../domain/messages"
import { asError, call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// Issue 4's endpoints on both dialects: profiles, roles, system users, kiosk users, their
// exports and the generic catalogue lookups, with 401 and 403 for every one of them.

const ours = contract.filter((e) =>
  /^\/(get-perfiles|guardar-perfil|actualizar-perfil|eliminar-perfil|get-modulos|get-modulos-by-perfil|get-opciones-by-modulo|guardar-asignacion-modulos-by-perfil|exportar-perfiles|get-roles-usuarios|guardar-rol-usuario|eliminar-rol-usuario|get-permisos-rol-usuario|guardar-permisos-rol-usuario|exportar-roles-usuarios|get-usuarios|crear-usuario|actualizar-usuario|eliminar-usuario|guardar-permiso|actualizar-permiso|eliminar-permiso|exportar-usuarios|get-usuarios-kiosko|filtrar-usuarios-kiosko|get-usuarios-kiosko-by-id|crear-usuario-kiosko|actualizar-usuario-kiosko|eliminar-usuario-kiosko|exportar-usuarios-kiosko|get-catalogo|get-registro-by-id)$/.test(
    e.path,
  ),
)

const strong = "Ventanal-Azul-2026"

const readXlsx = async (base: string, path: string, token: string, body: unknown = {}) => {
  const response = await fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]!
  const rows: Array<Array<unknown>> = []
  sheet.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
  return rows
}

describe.each(dialects)("record pages API on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  const post = (path: string, body: unknown = {}, token = admin) => call(t.url, `/api${path}`, { token, body })

  it("covers 32 endpoints and refuses each without a session (401) or without its key (403)", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    expect(ours).toHaveLength(32)
    for (const e of ours) {
      const init = e.method === "GET" ? {} : { body: {} }
      expect((await call(t.url, `/api${e.path}`, init)).status, e.path).toBe(401)
      const lookup = { tabla: "grupos", conexion: "rh" }
      const body =
        e.path === "/get-catalogo" ? lookup : e.path === "/get-registro-by-id" ? { ...lookup, columnId: "id_grupo", id: "ADMIN" } : {}
      const answer = await call(t.url, `/api${e.path}`, { token: consulta, ...(e.method === "GET" ? {} : { body }) })
      expect(answer.status, e.path).toBe(403)
      expect(asError(answer).message).toBe(messages.sinPermiso)
    }
  })

  it("creates, renames and deletes a profile; keys are unique whatever their case", async () => {
    const created = await post("/guardar-perfil", { id_grupo: "ventas", n_grupo: "Ventas" })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ error: false, message: messages.perfilGuardado })
    const dup = await post("/guardar-perfil", { id_grupo: " VENTAS ", n_grupo: "Otra" })
    expect(dup.status).toBe(409)
    expect(asError(dup).message).toBe(messages.claveDuplicada)
    const empty = await post("/guardar-perfil", { id_grupo: "", n_grupo: "" })
    expect(empty.status).toBe(400)
    expect(asError(empty).detalles).toEqual([messages.claveRequerida, messages.nombrePerfilRequerido])
    expect((await post("/actualizar-perfil", { id_grupo: "ventas", n_grupo: "Ventas y mercadotecnia" })).status).toBe(200)
    const list = await post("/get-perfiles")
    expect((list.body as { result: Array<{ id_grupo: string; n_grupo: string }> }).result).toContainEqual({
      id_grupo: "ventas",
      n_grupo: "Ventas y mercadotecnia",
    })
    expect((await post("/actualizar-perfil", { id_grupo: "nadie", n_grupo: "x" })).status).toBe(404)
    const held = await post("/eliminar-perfil", { id_grupo: "CONSULTA" })
    expect(held.status).toBe(409)
    expect(asError(held).message).toBe(messages.perfilEnUso)
    expect((await post("/get-modulos-by-perfil", { id_grupo: "CONSULTA" })).body).toMatchObject({ result: expect.arrayContaining([]) })
    const gone = await post("/eliminar-perfil", { id_grupo: "VENTAS" })
    expect(gone.status).toBe(200)
    expect(gone.body).toMatchObject({ message: messages.perfilEliminado })
  })

  it("gives exactly one success to concurrent creates of one key in different cases", async () => {
    const answers = await Promise.all(
      ["carrera", "CARRERA", "Carrera", "cArrera", "carrerA", "CARRERa"].map((id) => post("/guardar-perfil", { id_grupo: id, n_grupo: "Carrera" })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const roles = await Promise.all(["rc", "RC", "Rc", "rC"].map((id) => post("/guardar-rol-usuario", { id_rol: id, n_rol: "Carrera" })))
    expect(roles.map((a) => a.status).sort()).toEqual([200, 409, 409, 409])
  })

  it("assigns module options, which apply to the profile's users on their next request", async () => {
    const modules = (await post("/get-modulos")).body as { result: Array<{ opcion: string; descri: string }> }
    expect(modules.result.map((m) => m.opcion)).toContain("organizacion")
    const options = (await post("/get-opciones-by-modulo", { module: "organizacion" })).body as { result: Array<{ clave: string }> }
    expect(options.result.map((o) => o.clave)).toContain("ORG200")
    const rights = (clave: string) => ({ clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })
    const before = await call(t.url, "/api/get-perfiles", { token: consulta, body: {} })
    expect(before.status).toBe(403)
    const saved = await post("/guardar-asignacion-modulos-by-perfil", {
      id_grupo: "CONSULTA",
      data: ["ORG200", "ORG300", "ORG400", "GP100", "SIS150"].map(rights),
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ message: messages.modulosGuardados })
    expect((await call(t.url, "/api/get-perfiles", { token: consulta, body: {} })).status).toBe(200)
    const granted = (await post("/get-modulos-by-perfil", { id_grupo: "CONSULTA" })).body as {
      result: Array<{ clave: string; opcion: string; modulo: string }>
    }
    expect(granted.result.map((r) => r.clave)).toEqual(["ORG200", "ORG300", "ORG400", "GP100", "SIS150"])
    expect(granted.result[0]).toMatchObject({ opcion: "organizacion", modulo: "Organización" })
    const unknown = await post("/guardar-asignacion-modulos-by-perfil", { id_grupo: "CONSULTA", data: [rights("NOPE1")] })
    expect(unknown.status).toBe(400)
    expect(asError(unknown).message).toBe(messages.opcionNoExiste)
    await post("/guardar-asignacion-modulos-by-perfil", { id_grupo: "CONSULTA", data: ["ORG200", "ORG300", "ORG400", "GP100"].map(rights) })
    expect((await call(t.url, "/api/get-perfiles", { token: consulta, body: {} })).status).toBe(403)
  })

  it("keeps role permissions per work centre, defaulting to '1', and refuses to delete a held role", async () => {
    expect((await post("/guardar-rol-usuario", { id_rol: "NORTE", n_rol: "Norte" })).status).toBe(200)
    const offered = (await post("/get-permisos-rol-usuario", { id_rol: "NORTE", id_empresa: 2 })).body as {
      result: Array<{ id_centro_trabajo: number; permiso: string }>
    }
    expect(offered.result).toHaveLength(4)
    expect(offered.result.every((r) => r.permiso === "1")).toBe(true)
    const permisos = offered.result.map((r, i) => ({ id_centro_trabajo: r.id_centro_trabajo, permiso: i === 0 ? "0" : "1" }))
    const saved = await post("/guardar-permisos-rol-usuario", { id_rol: "NORTE", permisos })
    expect(saved.body).toMatchObject({ message: messages.permisosGuardados })
    const after = (await post("/get-permisos-rol-usuario", { id_rol: "NORTE", id_empresa: 2 })).body as { result: Array<{ permiso: string }> }
    expect(after.result.map((r) => r.permiso)).toEqual(["0", "1", "1", "1"])
    expect((await post("/get-permisos-rol-usuario", { id_rol: "NORTE", id_empresa: 99 })).status).toBe(404)
    const held = await post("/eliminar-rol-usuario", { id_rol: "EMPRESA1" })
    expect(held.status).toBe(409)
    expect(asError(held).message).toBe(messages.rolEnUso)
    const roles = await call(t.url, "/api/get-roles-usuarios", { token: admin })
    expect((roles.body as { result: Array<{ id_rol: string }> }).result.map((r) => r.id_rol)).toContain("NORTE")
  })

  it("creates, edits, disables and deletes a system user; passwords are checked and never answered", async () => {
    const employees = (await post("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" })).body as {
      result: Array<{ id_empleado: number; n_empleado: string; num_empleado: string }>
    }
    const someone = employees.result[20]!
    const form = {
      id_empleado: someone.id_empleado,
      id_usuario: "Nuevo.Usuario@demo.mx",
      password: strong,
      password_confirm: strong,
      id_grupo: "CONSULTA",
      id_rol: "NORTE",
      admin: "0",
    }
    const short = await post("/crear-usuario", { ...form, password: "corta", password_confirm: "corta" })
    expect(asError(short).message).toBe(messages.contrasenaCorta)
    const common = await post("/crear-usuario", { ...form, password: "Password1234", password_confirm: "Password1234" })
    expect(asError(common).message).toBe(messages.contrasenaComun)
    const mismatch = await post("/crear-usuario", { ...form, password_confirm: `${strong}x` })
    expect(asError(mismatch).message).toBe(messages.contrasenasNoCoinciden)
    const created = await post("/crear-usuario", form)
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ message: messages.usuarioCreado, result: { id_usuario: "nuevo.usuario@demo.mx", n_usuario: someone.n_empleado } })
    expect(JSON.stringify(created.body)).not.toMatch(/password|argon/i)
    expect((await post("/crear-usuario", { ...form, id_usuario: "NUEVO.usuario@demo.mx" })).status).toBe(409)
    const list = await post("/get-usuarios")
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/i)
    const session = await signIn(t.url, "nuevo.usuario@demo.mx", strong)
    expect((await call(t.url, "/api/sesion", { token: session.token })).status).toBe(200)
    const updated = await post("/actualizar-usuario", { ...form, admin: "1", password: `${strong}!`, password_confirm: `${strong}!` })
    expect(updated.body).toMatchObject({ message: messages.usuarioActualizado, result: { admin: "1" } })
    const perm = await post("/actualizar-permiso", { id_usuario: form.id_usuario, id_grupo: "ADMIN", id_rol: "GLOBAL", admin: "0" })
    expect(perm.body).toMatchObject({ message: messages.permisoUsuarioActualizado, result: { n_grupo: "Administrador", activo: "1" } })
    const withdrawn = await post("/eliminar-permiso", { id_usuario: form.id_usuario })
    expect(withdrawn.status).toBe(200)
    expect((await call(t.url, "/api/sesion", { token: session.token })).status).toBe(401)
    const regained = await post("/guardar-permiso", { id_usuario: form.id_usuario, id_grupo: "CONSULTA", id_rol: "NORTE", admin: "0" })
    expect(regained.body).toMatchObject({ message: messages.permisoUsuarioGuardado, result: { activo: "1" } })
    const again = await signIn(t.url, "nuevo.usuario@demo.mx", `${strong}!`)
    // Número de colaborador is the employee record's number, not the row id.
    const exported = await readXlsx(t.url, "/exportar-usuarios", admin)
    expect(exported.find((r) => r[0] === "nuevo.usuario@demo.mx")?.slice(1, 3)).toEqual([someone.n_empleado, someone.num_empleado])
    expect((await post("/eliminar-usuario", { id_usuario: demo.admin.email })).status).toBe(409)
    expect((await post("/eliminar-usuario", { id_usuario: form.id_usuario })).body).toMatchObject({ message: messages.usuarioEliminado })
    expect((await call(t.url, "/api/sesion", { token: again.token })).status).toBe(401)
  })

  it("keeps a system user's password when an edit leaves it empty or out, on both update calls", async () => {
    const employees = (await post("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" })).body as { result: Array<{ id_empleado: number }> }
    const form = { id_empleado: employees.result[21]!.id_empleado, id_usuario: "conserva@demo.mx", password: strong, password_confirm: strong, id_grupo: "CONSULTA", id_rol: "NORTE", admin: "0" }
    expect((await post("/crear-usuario", form)).status).toBe(200)
    const { password: _p, password_confirm: _c, ...withoutPassword } = form
    // The legacy call: empty fields, then no fields at all; each changes the role and keeps the password.
    const emptied = await post("/actualizar-usuario", { ...form, id_rol: "GLOBAL", password: "", password_confirm: "" })
    expect(emptied.body).toMatchObject({ message: messages.usuarioActualizado, result: { id_rol: "GLOBAL" } })
    const absent = await post("/actualizar-usuario", { ...withoutPassword, id_rol: "NORTE" })
    expect(absent.body).toMatchObject({ message: messages.usuarioActualizado, result: { id_rol: "NORTE" } })
    // The record resource the page uses: the password fields left out of the PUT.
    const record = await post(`/usuarios/${form.id_usuario}`, { ...withoutPassword, id_grupo: "ADMIN", _method: "PUT" })
    expect(record.status, JSON.stringify(record.body)).toBe(200)
    expect((record.body as { result: { id_grupo: string } }).result.id_grupo).toBe("ADMIN")
    expect((await signIn(t.url, form.id_usuario, strong)).token.length).toBeGreaterThan(10)
    // A password sent is still checked: a mismatch or a weak one is refused and changes nothing.
    expect(asError(await post("/actualizar-usuario", { ...form, password_confirm: "" })).message).toBe(messages.contrasenasNoCoinciden)
    expect(asError(await post("/actualizar-usuario", { ...form, password: "corta", password_confirm: "corta" })).message).toBe(messages.contrasenaCorta)
    expect((await post(`/usuarios/${form.id_usuario}`, { ...withoutPassword, password: "Otra-Clave-2026", _method: "PUT" })).status).toBe(400)
    expect((await signIn(t.url, form.id_usuario, strong)).token.length).toBeGreaterThan(10)
    // Withdrawing the access says so, in words that fit the action.
    expect((await post("/eliminar-permiso", { id_usuario: form.id_usuario })).body).toMatchObject({ message: messages.accesoRetirado })
    expect((await post("/eliminar-usuario", { id_usuario: form.id_usuario })).status).toBe(200)
  })

  it("manages kiosk users with defaults, a filter that needs a parameter, and optional passwords on edit", async () => {
    const five = (await post("/get-registro-by-id", { tabla: "vt_lista_empleados", conexion: "rh", columnId: "id_empleado", id: 5 })).body as {
      result: Array<{ num_empleado: string }>
    }
    const form = { id_empleado: 5, id_usuario: "K0005", n_usuario: "Kiosko cinco", password: strong, password_confirm: strong }
    expect(asError(await post("/crear-usuario-kiosko", { ...form, password: "", password_confirm: "" })).message).toBe(messages.contrasenaNuevoUsuario)
    const created = await post("/crear-usuario-kiosko", form)
    expect(created.body).toMatchObject({ message: messages.usuarioCreado, result: { activo: "1", comodin: "0", nuevo: "0" } })
    expect((await post("/crear-usuario-kiosko", { ...form, id_usuario: "k0005" })).status).toBe(409)
    const edited = await post("/actualizar-usuario-kiosko", { ...form, password: "", password_confirm: "", comodin: "1" })
    expect(edited.body).toMatchObject({ result: { comodin: "1" } })
    const noFilter = await post("/filtrar-usuarios-kiosko", { id_usuario: " ", n_usuario: "" })
    expect(noFilter.status).toBe(400)
    expect(asError(noFilter).message).toBe(messages.filtroSinParametros)
    const found = await post("/filtrar-usuarios-kiosko", { n_usuario: "CINCO" })
    expect((found.body as { result: Array<{ id_usuario: string }> }).result.map((u) => u.id_usuario)).toEqual(["K0005"])
    const wild = await post("/filtrar-usuarios-kiosko", { n_usuario: "%" })
    expect((wild.body as { result: unknown[] }).result).toEqual([])
    expect((await post("/get-usuarios-kiosko-by-id", { id_usuario: "k0005" })).body).toMatchObject({ result: { id_usuario: "K0005" } })
    const sheet = await readXlsx(t.url, "/exportar-usuarios-kiosko", admin)
    expect(sheet[0]).toEqual(["Usuarios del KIOSKO"])
    expect(sheet[1]).toEqual(["Usuario", "Nombre", "Número de colaborador", "Activo", "Comodin", "Sol. Nueva Contraseña"])
    // The demo's own kiosk users (kiosko, comodin) are listed too.
    expect(sheet.slice(2).filter((row) => row[0] === "K0005")).toEqual([["K0005", "Kiosko cinco", five.result[0]?.num_empleado, "Sí", "Sí", "No"]])
    expect((await post("/eliminar-usuario-kiosko", { id_usuario: "K0005" })).body).toMatchObject({ message: messages.usuarioEliminado })
    const left = (await post("/get-usuarios-kiosko")).body as { result: Array<{ id_usuario: string }> }
    expect(left.result.map((u) => u.id_usuario)).toEqual(["comodin", "kiosko"])
  })

  it("exports profiles, roles and users as real workbooks, formula-like text kept as text", async () => {
    await post("/guardar-perfil", { id_grupo: "=1+2", n_grupo: "@SUMA(A1)" })
    const profiles = await readXlsx(t.url, "/exportar-perfiles", admin)
    expect(profiles.slice(0, 2)).toEqual([["Perfiles del sistema"], ["Clave", "Perfil"]])
    expect(profiles).toContainEqual(["=1+2", "@SUMA(A1)"])
    const roles = await readXlsx(t.url, "/exportar-roles-usuarios", admin)
    expect(roles[1]).toEqual(["Clave", "Rol"])
    expect(roles).toContainEqual(["GLOBAL", "Todos los centros de trabajo"])
    const users = await readXlsx(t.url, "/exportar-usuarios", admin)
    expect(users[1]).toEqual(["Usuario", "Nombre", "Número de colaborador", "Grupo", "Rol", "Admin"])
    expect(users.find((r) => r[0] === demo.admin.email)?.slice(3)).toEqual(["Administrador", "Todos los centros de trabajo", "Sí"])
  })

  it("answers only allowlisted catalogues and connections, scoped to the caller", async () => {
    const unknown = await post("/get-catalogo", { tabla: "usuarios", conexion: "rh" })
    expect(unknown.status).toBe(400)
    expect(asError(unknown).message).toBe(messages.catalogoDesconocido)
    expect(asError(await post("/get-catalogo", { tabla: "grupos; DROP TABLE grupos", conexion: "rh" })).message).toBe(messages.catalogoDesconocido)
    expect(asError(await post("/get-catalogo", { tabla: "__proto__", conexion: "rh" })).message).toBe(messages.catalogoDesconocido)
    expect(asError(await post("/get-catalogo", { tabla: "grupos", conexion: "nomina" })).message).toBe(messages.conexionDesconocida)
    const badColumn = await post("/get-registro-by-id", { tabla: "grupos", conexion: "rh", columnId: "password_hash", id: "x" })
    expect(asError(badColumn).message).toBe(messages.columnaDesconocida)
    const centres = await post("/get-registro-by-id", { tabla: "centros_trabajo", conexion: "rh", columnId: "id_empresa", id: 1 })
    expect((centres.body as { result: Array<{ id_empresa: number }> }).result.map((c) => Number(c.id_empresa))).toEqual([1, 1, 1, 1])
    const groups = (await post("/get-catalogo", { tabla: "grupos", conexion: "rh" })).body as { result: Array<{ id_grupo: string }> }
    expect(groups.result.map((g) => g.id_grupo)).toContain("ADMIN")
    const companies = (await post("/get-catalogo", { tabla: "vt_empresas", conexion: "rh" })).body as { result: unknown[] }
    expect(companies.result).toHaveLength(3)
    // A role that sees one company's centres looks up only that company's people.
    const all = (await post("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" })).body as { result: Array<{ id_empleado: number }> }
    await post("/guardar-asignacion-modulos-by-perfil", {
      id_grupo: "CONSULTA",
      data: ["ORG200", "SIS250"].map((clave) => ({ clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })),
    })
    const fresh = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const mine = (await call(t.url, "/api/get-catalogo", { token: fresh, body: { tabla: "vt_lista_empleados", conexion: "rh" } })).body as {
      result: Array<{ id_empleado: number }>
    }
    expect(mine.result.length).toBeGreaterThan(0)
    expect(mine.result.length).toBeLessThan(all.result.length)
    const outside = all.result.find((e) => !mine.result.some((m) => m.id_empleado === e.id_empleado))!
    const byId = await call(t.url, "/api/get-registro-by-id", {
      token: fresh,
      body: { tabla: "vt_lista_empleados", conexion: "rh", columnId: "id_empleado", id: outside.id_empleado },
    })
    expect((byId.body as { result: unknown[] }).result).toEqual([])
    const forbidden = await call(t.url, "/api/get-catalogo", { token: fresh, body: { tabla: "centros_trabajo", conexion: "rh" } })
    expect(forbidden.status).toBe(403)
  })
})
