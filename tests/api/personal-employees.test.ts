import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { employeeMessages } from "../../domain/personal/gestion-personal"
import { curpCheckDigit, curpMessages } from "../../domain/rules/curp"
import { employeeNumber } from "../../domain/rules/employee-number"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { employeeCheckMessages } from "../../server/personal/employee-checks"
import { employeeServerMessages } from "../../server/personal/gestion-personal"
import { pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Gestión de personal (GP100) on both dialects: an alta with no flow configured is stored,
// numbered by the server (serie_persona + id padded to digitos_id_persona) and made active by its
// applied ALTA movement, which seats the position; factor and SDI are derived; identifiers,
// cross-checks, the minimum wage, the position, the registro patronal and the periodicidad of the
// company refuse with Spanish messages and change nothing; the workplace and salary are the
// movements' after the alta; no delete; a former employee's CURP re-enters the same record; the
// search ignores accents; the consulta role (company 1's centres) neither sees nor writes
// company 2's people. The tests build their own positions (EMP…), registros and people.

type Body = Record<string, unknown>

// 15/06/2026, noon in Mexico City (each dialect's server has its own clock, from this start).
const start = Date.UTC(2026, 5, 15, 18, 0, 0)
const today = "2026-06-15"

interface Place {
  readonly empresa: number
  readonly centro: number
  readonly depto: number
  readonly puesto: string
  readonly registro: string
  readonly lugar: { readonly id_pais: number; readonly id_estado: number; readonly id_ciudad: number }
}

/** A coherent person: CURP, RFC and NSS with their check digits for birth date `yymmdd` and sex. */
const person = (n: number, sexo: "H" | "M" = "H") => {
  const yymmdd = `90${String(1 + (n % 12)).padStart(2, "0")}${String(1 + Math.floor(n / 12)).padStart(2, "0")}`
  const curp17 = `PEXA${yymmdd}${sexo}DFRNN0`
  const rfc12 = `PEXA${yymmdd}GR`
  const nss10 = `92919${String(n).padStart(5, "0")}`
  return {
    curp: curp17 + curpCheckDigit(curp17),
    rfc: rfc12 + rfcCheckDigit(rfc12),
    nss: nss10 + nssCheckDigit(nss10),
    f_nacimiento: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`,
    sexo,
  }
}

describe.each(dialects)("Gestión de personal on %s", (dialect) => {
  const clock = manualClock(start)
  const t = useServer(dialect, { now: clock.now })
  let admin = ""
  let consulta = ""
  const places: Record<number, Place> = {}

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })

  const alta = (n: number, place: Place, position: string, extra: Body = {}): Body => ({
    nombre: "Ana",
    apellido_paterno: "Pérez",
    apellido_materno: null,
    ...person(n),
    id_estado_civil: null,
    id_escolaridad: null,
    id_pais_nacimiento: null,
    id_estado_nacimiento: null,
    nacionalidad: "Mexicana",
    id_tipo_sangre: null,
    calle: "Reforma",
    num_exterior: "1",
    num_interior: null,
    colonia: "Centro",
    codigo_postal: "06600",
    ...place.lugar,
    email_personal: null,
    email_trabajo: null,
    telefono: null,
    celular: null,
    contacto_emergencia_nombre: null,
    contacto_emergencia_parentesco: null,
    contacto_emergencia_telefono: null,
    registro_patronal: place.registro,
    cp_fiscal: "06600",
    id_regimen_fiscal: null,
    id_tipo_contrato: "01",
    id_tipo_jornada: "01",
    id_tipo_regimen: "02",
    id_periodicidad: "04",
    tipo_salario: "F",
    num_credito_infonavit: null,
    clabe: null,
    id_banco: null,
    id_empresa: place.empresa,
    id_centro_trabajo: place.centro,
    id_depto: place.depto,
    id_puesto: place.puesto,
    id_posicion: position,
    persona_clave: "0",
    salario_diario: 500,
    f_ingreso: today,
    f_antiguedad: null,
    foto: null,
    ...extra,
  })

  const created = async (body: Body, token = admin): Promise<Body> => {
    const answer = await post("/empleados", body, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const refusedUnchanged = async (label: string, send: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const answer = await send()
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status)
    const error = asError(answer)
    expect([error.message, ...(error.detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }

  const signInBoth = async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  }

  beforeAll(async () => {
    await signInBoth()
    // No flow for altas here (the demo configures one level): the ALTA is applied at once.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')`)
    for (const empresa of [1, 2]) {
      const registro = `E00000000${empresa}1`
      const place = await sqlOf(t.server, (sql) =>
        sql<{ id_centro_trabajo: number | string; id_depto: number | string }>`
          SELECT id_centro_trabajo, id_depto FROM departamentos WHERE id_empresa = ${empresa} ORDER BY id_depto LIMIT 1`,
      )
      const [puesto] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT id_puesto FROM puestos WHERE id_empresa = ${empresa} AND activo = '1' ORDER BY id_puesto LIMIT 1`)
      const [lugar] = await sqlOf(t.server, (sql) =>
        sql<{ id_pais: number | string; id_estado: number | string; id_ciudad: number | string }>`
          SELECT e.id_pais, e.id_estado, c.id_ciudad FROM ciudades c JOIN estados e ON e.id_estado = c.id_estado ORDER BY c.id_ciudad LIMIT 1`,
      )
      const p: Place = {
        lugar: { id_pais: Number(lugar?.id_pais), id_estado: Number(lugar?.id_estado), id_ciudad: Number(lugar?.id_ciudad) },
        empresa,
        centro: Number(place[0]?.id_centro_trabajo),
        depto: Number(place[0]?.id_depto),
        puesto: String(puesto?.id_puesto),
        registro,
      }
      places[empresa] = p
      await sqlOf(t.server, (sql) =>
        sql`INSERT INTO empresas_registros_patronales ${sql.insert({
          id_empresa: empresa,
          orden: 900,
          registro_patronal: registro,
          clase_riesgo: 1,
          prima_riesgo: 0.5,
          f_alta: "2020-01-01",
          activo: "1",
        })}`,
      )
      const [has04] = await sqlOf(t.server, (sql) => sql`SELECT 1 AS x FROM empresas_periodicidades WHERE id_empresa = ${empresa} AND id_periodicidad = '04'`)
      if (has04 === undefined) await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_periodicidades ${sql.insert({ id_empresa: empresa, orden: 900, id_periodicidad: "04" })}`)
      for (const n of [1, 2, 3, 4]) {
        await sqlOf(t.server, (sql) =>
          sql`INSERT INTO posiciones ${sql.insert({
            id_posicion: `EMP${empresa}${n}`,
            n_posicion: `Posición de prueba ${n}`,
            id_empresa: empresa,
            id_centro_trabajo: p.centro,
            id_depto: p.depto,
            id_puesto: p.puesto,
            f_inicio: "2020-01-01",
          })}`,
        )
      }
    }
  })

  it("hires with no flow: numbered by the server, active, the position seated, factor and SDI derived", async () => {
    const p1 = places[1] as Place
    const hired = await created(alta(1, p1, "EMP11"))
    const id = Number(hired.id_empleado)
    const [params] = await sqlOf(t.server, (sql) => sql<{ serie_persona: string; digitos_id_persona: number | string | null }>`SELECT serie_persona, digitos_id_persona FROM parametros_sistema`)
    const digits = params?.digitos_id_persona === null || params?.digitos_id_persona === undefined ? null : Number(params.digitos_id_persona)
    expect(hired.num_empleado).toBe(employeeNumber(params?.serie_persona ?? "", id, digits))
    expect(hired.estatus).toBe("A")
    expect(hired.id_regimen_fiscal).toBe("605")
    expect(hired.f_antiguedad).toBe(today)
    expect(Number(hired.factor_integracion)).toBe(1.0493)
    expect(Number(hired.sdi)).toBe(524.65)
    const movements = await sqlOf(t.server, (sql) => sql<{ tipo_movimiento: string; estado: string }>`SELECT tipo_movimiento, estado FROM movimientos_personal WHERE id_empleado = ${id}`)
    expect(movements).toEqual([{ tipo_movimiento: "ALTA", estado: "Aplicado" }])
    // The ALTA is listed in Movimientos de personal like any movement (its row fits the list's schema).
    const listed = await get(`/movimientos-personal?id_empleado=${id}`)
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect((listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros).toMatchObject([{ tipo_movimiento: "ALTA", recontratable: "1" }])
    const seats = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`SELECT id_empleado FROM ocupaciones_posicion WHERE id_posicion = 'EMP11'`)
    expect(seats.map((s) => Number(s.id_empleado))).toEqual([id])

    // The next alta draws the next number.
    const second = await created(alta(2, p1, "EMP12", { nombre: "Luis", apellido_paterno: "Gómez" }))
    expect(Number(second.id_empleado)).toBe(id + 1)
    expect(second.num_empleado).toBe(employeeNumber(params?.serie_persona ?? "", id + 1, digits))
  })

  it("refuses bad identifiers, disagreeing identity, the minimum wage, a taken position and what is not the company's, changing nothing", async () => {
    const p1 = places[1] as Place
    const p2 = places[2] as Place
    const good = person(3)
    const badCurp = `${good.curp.slice(0, 17)}${(Number(good.curp.slice(17)) + 1) % 10}`
    const cases: ReadonlyArray<readonly [string, Body, number, string]> = [
      ["CURP check digit", alta(3, p1, "EMP13", { curp: badCurp }), 400, curpMessages.digito],
      ["sexo against the CURP", alta(3, p1, "EMP13", { sexo: "M" }), 400, employeeMessages.curpSexo],
      ["RFC against the birth date", alta(3, p1, "EMP13", { rfc: person(4).rfc }), 400, employeeMessages.rfcNacimiento],
      ["14 years old", alta(3, p1, "EMP13", { f_ingreso: "2026-06-15", f_nacimiento: "2012-01-01", curp: null, rfc: null }), 400, employeeMessages.edadMinima],
      ["f_ingreso 31 days ahead", alta(3, p1, "EMP13", { f_ingreso: "2026-07-16" }), 400, employeeMessages.ingresoFuturo],
      ["under the minimum wage", alta(3, p1, "EMP13", { salario_diario: 300 }), 400, employeeCheckMessages.salarioMinimo],
      ["an occupied position", alta(3, p1, "EMP11"), 409, employeeCheckMessages.posicion],
      ["another company's position", alta(3, p1, "EMP21"), 409, employeeCheckMessages.posicion],
      ["another company's registro patronal", alta(3, p1, "EMP13", { registro_patronal: p2.registro }), 400, employeeCheckMessages.registroPatronal],
      ["a periodicidad the company lacks", alta(3, p1, "EMP13", { id_periodicidad: "99" }), 400, employeeCheckMessages.periodicidad],
      ["a CURP taken by an active person", alta(3, p1, "EMP13", { curp: person(1).curp, rfc: person(1).rfc, f_nacimiento: person(1).f_nacimiento }), 409, employeeCheckMessages.curpTomado],
      ["an NSS taken by an active person", alta(3, p1, "EMP13", { nss: person(1).nss }), 409, employeeCheckMessages.nssTomado],
      ["a photo before the person exists", alta(3, p1, "EMP13", { foto: "0123456789abcdef" }), 400, employeeServerMessages.fotoNueva],
    ]
    for (const [label, body, status, message] of cases) await refusedUnchanged(label, () => post("/empleados", body), status, message)
  })

  it("edits the person but leaves the workplace and salary to movements; never deletes", async () => {
    const p1 = places[1] as Place
    const [row] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`SELECT id_empleado FROM empleados WHERE id_posicion = 'EMP12'`)
    const id = Number(row?.id_empleado)
    const stored = (await get(`/empleados/${id}`)).body as { result: Body }
    const { id_empleado: _i, num_empleado: _n, n_empleado: _ne, n_empresa: _e, n_centro_trabajo: _c, n_depto: _d, n_puesto: _p, estatus: _s, factor_integracion: _f, sdi: _sdi, f_baja: _fb, n_motivo_baja: _m, causa_imss: _ci, recontratable: _r, observaciones_baja: _o, ...writable } = stored.result
    const changed = await post(`/empleados/${id}`, { ...writable, _method: "PUT", nombre: "Luis Alberto", celular: "5512345678" })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((changed.body as { result: Body }).result.n_empleado).toBe("Luis Alberto Gómez")
    await refusedUnchanged("a raise outside a movement", () => post(`/empleados/${id}`, { ...writable, _method: "PUT", salario_diario: 900 }), 400, employeeServerMessages.soloMovimientos)
    await refusedUnchanged("another position outside a movement", () => post(`/empleados/${id}`, { ...writable, _method: "PUT", id_posicion: "EMP14" }), 400, employeeServerMessages.soloMovimientos)
    await refusedUnchanged("a delete", () => post(`/empleados/${id}`, { _method: "DELETE" }), 409, employeeServerMessages.sinBorrado)
    expect(p1.empresa).toBe(1)
  })

  it("turns the alta of a former employee's CURP into a re-entry of the same record", async () => {
    const p1 = places[1] as Place
    const [row] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; num_empleado: string }>`SELECT id_empleado, num_empleado FROM empleados WHERE id_posicion = 'EMP11'`)
    const id = Number(row?.id_empleado)
    // A baja as the BAJA movement leaves it: inactive, dated, the seat freed; two days later the
    // person comes back.
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET activo = '0', f_baja = '2026-06-15', recontratable = '1' WHERE id_empleado = ${id}`)
    await sqlOf(t.server, (sql) => sql`UPDATE ocupaciones_posicion SET f_fin = '2026-06-15' WHERE id_posicion = 'EMP11'`)
    clock.advance(2 * 24 * 3600 * 1000)
    await signInBoth()
    const back = await created(alta(1, p1, "EMP13", { nombre: "Ana María", f_ingreso: "2026-06-17" }))
    expect(Number(back.id_empleado)).toBe(id)
    expect(back.num_empleado).toBe(row?.num_empleado)
    expect(back.estatus).toBe("A")
    expect(back.f_baja).toBeNull()
    const movements = await sqlOf(t.server, (sql) => sql<{ tipo_movimiento: string }>`SELECT tipo_movimiento FROM movimientos_personal WHERE id_empleado = ${id} ORDER BY id_movimiento`)
    expect(movements.map((m) => m.tipo_movimiento)).toEqual(["ALTA", "REINGRESO"])
  })

  it("searches without accents and filters by company and status", async () => {
    const found = await get("/empleados?buscar=perez&por_pagina=100")
    expect(found.status).toBe(200)
    const names = (found.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.n_empleado)
    expect(names).toContain("Ana María Pérez")
    const active = await get("/empleados?estatus=A&id_empresa=1&por_pagina=100")
    const rows = (active.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.estatus === "A" && r.n_empresa !== undefined)).toBe(true)
    expect((await get("/empleados?f_ingreso_desde=2026-06-01&f_ingreso_hasta=2026-06-30&buscar=perez")).status).toBe(200)
  })

  it("keeps the consulta role inside company 1's centres", async () => {
    const p2 = places[2] as Place
    const foreign = await created(alta(5, p2, "EMP21", { nombre: "Eva", apellido_paterno: "Núñez" }))
    const listed = await get("/empleados?buscar=nunez&por_pagina=100", consulta)
    expect((listed.body as { result: { total: number } }).result.total).toBe(0)
    expect((await get(`/empleados/${foreign.id_empleado}`, consulta)).status).toBe(403)
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    expect((await post("/empleados", alta(6, p2, "EMP22"), consulta)).status).toBe(403)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)
    const own = await get("/empleados?buscar=perez&por_pagina=100", consulta)
    expect((own.body as { result: { total: number } }).result.total).toBeGreaterThan(0)
  })

  it("keeps a photo uploaded for the person (checked by its bytes) once saved, and lists it", async () => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`SELECT id_empleado FROM empleados WHERE id_posicion = 'EMP12'`)
    const id = Number(row?.id_empleado)
    const upload = async (bytes: Buffer) => {
      const form = new FormData()
      form.append("file", new Blob([Uint8Array.from(bytes)], { type: "image/png" }), "foto.png")
      const response = await fetch(`${t.url}/api/guardar-foto-empleado/${id}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
      return { status: response.status, body: (await response.json()) as Body }
    }
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    expect((await upload(Buffer.from("no soy una imagen\n"))).status).toBe(415)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)
    const uploaded = await upload(pngImage(8, 8))
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String(uploaded.body.result)
    const stored = ((await get(`/empleados/${id}`)).body as { result: Body }).result
    const { id_empleado: _i, num_empleado: _n, n_empleado: _ne, n_empresa: _e, n_centro_trabajo: _c, n_depto: _d, n_puesto: _p, estatus: _s, factor_integracion: _f, sdi: _sdi, f_baja: _fb, n_motivo_baja: _m, causa_imss: _ci, recontratable: _r, observaciones_baja: _o, ...writable } = stored
    const saved = await post(`/empleados/${id}`, { ...writable, _method: "PUT", foto: version })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const listed = await get(`/empleados?buscar=${encodeURIComponent(String(stored.num_empleado))}`)
    expect((listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros[0]?.foto).toBe(version)
    const served = await fetch(`${t.url}/api/foto-empleado/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/png")
  })
  it("lists a hire in the active-employee pickers and drops them at their baja, inside the caller's centres", async () => {
    const p1 = places[1] as Place
    const now = new Date(clock.now() - 6 * 3600 * 1000).toISOString().slice(0, 10)
    const hired = await created(alta(9, p1, "EMP14", { nombre: "Zoé", apellido_paterno: "Quintana", apellido_materno: "Ruiz", f_ingreso: now }))
    const id = Number(hired.id_empleado)
    type Pick = { id_empleado: number | string; n_empleado: string; num_empleado: string }
    const picker = async (token = admin) => {
      const answer = await post("/get-catalogo", { tabla: "vt_lista_empleados", conexion: "rh" }, token)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body as { result: ReadonlyArray<Pick> }).result
    }
    const byId = async (token = admin) =>
      ((await post("/get-registro-by-id", { tabla: "vt_lista_empleados", conexion: "rh", columnId: "id_empleado", id }, token)).body as { result: ReadonlyArray<Pick> }).result
    const shown = { n_empleado: "Zoé Quintana Ruiz", num_empleado: hired.num_empleado }
    expect((await picker()).filter((e) => Number(e.id_empleado) === id)).toEqual([{ id_empleado: id, ...shown }])
    expect(await byId()).toEqual([{ id_empleado: id, ...shown }])
    // The consulta role (company 1's centres, ORG300) sees this hire but not company 2's.
    const foreign = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`SELECT id_empleado FROM empleados WHERE id_empresa = 2 AND activo = '1'`)
    expect(foreign.length).toBeGreaterThan(0)
    const theirs = (await picker(consulta)).map((e) => Number(e.id_empleado))
    expect(theirs).toContain(id)
    expect(theirs.filter((e) => foreign.some((f) => Number(f.id_empleado) === e))).toEqual([])
    // The user pages take the hire as a collaborator.
    const strong = "Ventanal-Azul-2026"
    const kiosk = { id_empleado: id, id_usuario: "KZQR", n_usuario: "Zoé", password: strong, password_confirm: strong }
    expect((await post("/crear-usuario-kiosko", kiosk)).status).toBe(200)

    // A BAJA movement (no flow configured for it here) applied today takes them off the pickers,
    // and the user pages refuse them from then on.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_BAJA')`)
    const [motive] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_motivo_baja) AS id FROM motivos_baja`)
    const baja = await post("/movimientos-personal", {
      id_empleado: id,
      tipo_movimiento: "BAJA",
      f_efectiva: now,
      motivo: "Prueba",
      id_posicion_nueva: null,
      salario_diario_nuevo: null,
      id_periodicidad_nueva: null,
      id_motivo_baja: Number(motive?.id),
      recontratable: "1",
    })
    expect(baja.status, JSON.stringify(baja.body)).toBe(200)
    const sent = await post("/enviar-autorizacion", { id_movimiento: (baja.body as { result: Body }).result.id_movimiento })
    expect(sent.body).toMatchObject({ result: { estado: "Aplicado" } })
    expect((await picker()).some((e) => Number(e.id_empleado) === id)).toBe(false)
    expect(await byId()).toEqual([])
    const user = { id_empleado: id, id_usuario: "zoe.quintana@demo.mx", password: strong, password_confirm: strong, id_grupo: "CONSULTA", id_rol: "GLOBAL", admin: "0" }
    await refusedUnchanged("a system user for a baja", () => post("/crear-usuario", user), 400, messages.colaboradorNoExiste)
    await refusedUnchanged("a kiosk user for a baja", () => post("/crear-usuario-kiosko", { ...kiosk, id_usuario: "KZQR2" }), 400, messages.colaboradorNoExiste)
  })
})
