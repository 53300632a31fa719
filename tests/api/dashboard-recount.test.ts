import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { datosIndicadores } from "../../domain/dashboard/dashboard-api"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { monthOf } from "../../server/dates"
import { importColumns, templateHeader } from "../../server/personal/gestion-personal-import-columns"
import { identityMaker } from "../../server/seed/employee-identity"
import { call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// The dashboard stays exactly right (issue 17): its active counts come from tablero_activos and
// its vacationers' centre from their periods, both kept by triggers (migration 0079). After every
// one of a run of random writes through the API — an import of colaboradores (an Excel file),
// hires (POST /empleados), re-entries (an alta with a former employee's CURP), bajas and transfers between work centres (movements, applied at
// once with no flow), identity edits that change the birth month and the sex (PUT /empleados) —
// and of vacation periods written and removed (there is no vacation approval endpoint yet; an
// approval writes a period like this), datos-indicadores of the administrator (every centre, one
// bar per company) and of the consulta user (company 1's centres, one bar per department)
// equals a full recount of empleados and periodos_vacaciones in SQL, and tablero_activos equals
// the active people grouped by centre, department and sex.

type Body = Record<string, unknown>
type Count = number | string

const decode = Schema.decodeUnknownSync(datosIndicadores.response)
const day = 86_400_000
// 15/06/2026, noon in Mexico City.
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

/** A coherent person n: CURP, RFC and NSS with their check digits; the birth month is 1 + n % 12. */
const person = (n: number, sexo: "H" | "M") => {
  const yymmdd = `88${String(1 + (n % 12)).padStart(2, "0")}${String(1 + (Math.floor(n / 12) % 28)).padStart(2, "0")}`
  const letters = `QU${String.fromCharCode(65 + (Math.floor(n / 336) % 26))}R`
  const curp17 = `${letters}${yymmdd}${sexo}DFRNN0`
  const rfc12 = `${letters}${yymmdd}GR`
  const nss10 = `93919${String(n).padStart(5, "0")}`
  return {
    curp: curp17 + curpCheckDigit(curp17),
    rfc: rfc12 + rfcCheckDigit(rfc12),
    nss: nss10 + nssCheckDigit(nss10),
    f_nacimiento: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`,
    sexo,
  }
}

/** mulberry32: the same run every time. */
const prng = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe.each(dialects)("datos-indicadores against a full recount on %s", (dialect) => {
  const clock = manualClock(start)
  const t = useServer(dialect, { now: clock.now })
  let admin = ""
  let consulta = ""
  let motive = 0
  const places: Array<Place> = []
  const vacant = new Map<string, Place>()

  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const ok = async (label: string, answer: Promise<{ status: number; body: unknown }>): Promise<Body> => {
    const a = await answer
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(200)
    return (a.body as { result: Body }).result
  }
  const rows = <A extends object>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))

  const alta = (n: number, sexo: "H" | "M", place: Place, position: string): Body => ({
    nombre: "Rocío",
    apellido_paterno: "Quintero",
    apellido_materno: null,
    ...person(n, sexo),
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
  })

  const movement = (id_empleado: number, tipo_movimiento: string, extra: Body = {}): Body => ({
    id_empleado,
    tipo_movimiento,
    f_efectiva: today,
    motivo: "Prueba del tablero",
    id_posicion_nueva: null,
    salario_diario_nuevo: null,
    id_periodicidad_nueva: null,
    id_motivo_baja: null,
    recontratable: "1",
    ...extra,
  })

  /** Creates and sends a movement; with no flow it is applied at once. */
  const applied = async (body: Body) => {
    const created = await ok("movimiento", post("/movimientos-personal", body))
    const sent = await ok("enviar", post("/enviar-autorizacion", { id_movimiento: Number(created.id_movimiento) }))
    expect(sent.estado).toBe("Aplicado")
  }

  const indicatorsOf = async (token: string) => decode((await call(t.url, "/api/datos-indicadores", { token })).body).result

  /** Every figure counted from the people and their periods, for the role's visible centres. */
  const recount = (idRol: string) =>
    t.server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const month = monthOf(clock.now())
        const visible = sql`SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1'`
        const [row] = yield* sql<{ h: Count | null; m: Count | null; altas: Count | null; bajas: Count | null; cumple: Count | null }>`
          SELECT
            SUM(CASE WHEN activo = '1' AND sexo = 'H' THEN 1 ELSE 0 END) AS h,
            SUM(CASE WHEN activo = '1' AND sexo = 'M' THEN 1 ELSE 0 END) AS m,
            SUM(CASE WHEN f_ingreso >= ${month.first} AND f_ingreso <= ${month.last} THEN 1 ELSE 0 END) AS altas,
            SUM(CASE WHEN f_baja >= ${month.first} AND f_baja <= ${month.last} THEN 1 ELSE 0 END) AS bajas,
            SUM(CASE WHEN activo = '1' AND f_nacimiento LIKE ${`%-${month.month}-%`} THEN 1 ELSE 0 END) AS cumple
          FROM empleados WHERE id_centro_trabajo IN (${visible})`
        const vacationers = yield* sql<{ id_empleado: number }>`
          SELECT DISTINCT v.id_empleado FROM periodos_vacaciones v JOIN empleados e ON e.id_empleado = v.id_empleado
          WHERE e.id_centro_trabajo IN (${visible}) AND NOT (v.f_fin < ${month.first} OR v.f_inicio > ${month.last})`
        const companies = yield* sql<{ n_empresa: string; empleados: Count }>`
          SELECT em.n_empresa, COUNT(*) AS empleados FROM empleados e
          JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo JOIN empresas em ON em.id_empresa = ct.id_empresa
          WHERE e.activo = '1' AND e.id_centro_trabajo IN (${visible}) GROUP BY em.id_empresa, em.n_empresa`
        const departments = yield* sql<{ n_depto: string; cuantos: Count }>`
          SELECT d.n_depto, COUNT(*) AS cuantos FROM empleados e JOIN departamentos d ON d.id_depto = e.id_depto
          WHERE e.activo = '1' AND e.id_centro_trabajo IN (${visible}) GROUP BY d.n_depto`
        const h = Number(row?.h ?? 0)
        const m = Number(row?.m ?? 0)
        return {
          figures: {
            totalEmpleados: h + m,
            totalMasculinos: h,
            totalFemenino: m,
            totalAltas: Number(row?.altas ?? 0),
            totalBajas: Number(row?.bajas ?? 0),
            totalCumple: Number(row?.cumple ?? 0),
            totalVacas: vacationers.length,
          },
          companies: companies.map((c) => ({ n_empresa: c.n_empresa, empleados: Number(c.empleados) })),
          departments: departments.map((d) => ({ n_depto: d.n_depto, cuantos: Number(d.cuantos) })),
        }
      }),
    )

  const byName = <A extends Body>(items: ReadonlyArray<A>, key: keyof A) =>
    [...items].sort((a, b) => String(a[key]).localeCompare(String(b[key])))

  const expectTrue = async (label: string) => {
    const global = await recount("GLOBAL")
    const seen = await indicatorsOf(admin)
    const { titulo: _t, bandera: _b, datosGrafica, ...figures } = seen
    expect(figures, `${label}: administrator's figures`).toEqual(global.figures)
    expect(byName(datosGrafica as ReadonlyArray<Body>, "n_empresa"), `${label}: company chart`).toEqual(byName(global.companies, "n_empresa"))
    const company1 = await recount("EMPRESA1")
    const scoped = await indicatorsOf(consulta)
    const { titulo: _t2, bandera: _b2, datosGrafica: bars, ...scopedFigures } = scoped
    expect(scopedFigures, `${label}: consulta's figures`).toEqual(company1.figures)
    expect(byName(bars as ReadonlyArray<Body>, "n_depto"), `${label}: department chart`).toEqual(byName(company1.departments, "n_depto"))
    const drift = await rows<{ id_centro_trabajo: number }>(`
      SELECT COALESCE(a.id_centro_trabajo, r.id_centro_trabajo) AS id_centro_trabajo
      FROM tablero_activos a FULL OUTER JOIN (
        SELECT id_centro_trabajo, id_depto, sexo, COUNT(*) AS n FROM empleados WHERE activo = '1' GROUP BY id_centro_trabajo, id_depto, sexo
      ) r ON r.id_centro_trabajo = a.id_centro_trabajo AND r.id_depto = a.id_depto AND r.sexo = a.sexo
      WHERE COALESCE(a.activos, 0) <> COALESCE(r.n, 0)`)
    expect(drift, `${label}: tablero_activos against the people`).toEqual([])
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    // No flows: altas and movements are applied at once.
    await rows(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN
      (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave IN ('MOV_ALTA', 'MOV_BAJA', 'MOV_CAMBIO'))`)
    motive = Number((await rows<{ id: Count }>("SELECT MIN(id_motivo_baja) AS id FROM motivos_baja"))[0]?.id)
    const [lugar] = await rows<{ id_pais: Count; id_estado: Count; id_ciudad: Count }>(
      "SELECT e.id_pais, e.id_estado, c.id_ciudad FROM ciudades c JOIN estados e ON e.id_estado = c.id_estado ORDER BY c.id_ciudad LIMIT 1",
    )
    for (const empresa of [1, 2]) {
      const registro = `E00000000${empresa}2`
      await sqlOf(t.server, (sql) =>
        sql`INSERT INTO empresas_registros_patronales ${sql.insert({ id_empresa: empresa, orden: 901, registro_patronal: registro, clase_riesgo: 1, prima_riesgo: 0.5, f_alta: "2020-01-01", activo: "1" })}`,
      )
      const [has04] = await rows(`SELECT 1 AS x FROM empresas_periodicidades WHERE id_empresa = ${empresa} AND id_periodicidad = '04'`)
      if (has04 === undefined) await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_periodicidades ${sql.insert({ id_empresa: empresa, orden: 901, id_periodicidad: "04" })}`)
      const [puesto] = await rows<{ id_puesto: string }>(`SELECT id_puesto FROM puestos WHERE id_empresa = ${empresa} AND activo = '1' ORDER BY id_puesto LIMIT 1`)
      // Two departments in two different work centres of the company: transfers move centres.
      const departments = await rows<{ id_centro_trabajo: Count; id_depto: Count }>(`
        SELECT d.id_centro_trabajo, MIN(d.id_depto) AS id_depto FROM departamentos d WHERE d.id_empresa = ${empresa}
        GROUP BY d.id_centro_trabajo ORDER BY d.id_centro_trabajo LIMIT 2`)
      expect(departments).toHaveLength(2)
      for (const [k, d] of departments.entries()) {
        const place: Place = {
          empresa,
          centro: Number(d.id_centro_trabajo),
          depto: Number(d.id_depto),
          puesto: String(puesto?.id_puesto),
          registro,
          lugar: { id_pais: Number(lugar?.id_pais), id_estado: Number(lugar?.id_estado), id_ciudad: Number(lugar?.id_ciudad) },
        }
        places.push(place)
        for (let n = 1; n <= 8; n++) {
          const id_posicion = `TAB${empresa}${k}${n}`
          await sqlOf(t.server, (sql) =>
            sql`INSERT INTO posiciones ${sql.insert({ id_posicion, n_posicion: `Posición del tablero ${n}`, id_empresa: empresa, id_centro_trabajo: place.centro, id_depto: place.depto, id_puesto: place.puesto, f_inicio: "2020-01-01" })}`,
          )
          vacant.set(id_posicion, place)
        }
      }
    }
  })

  it("equals a full recount after an import and after every one of 40 random hires, re-entries, bajas, transfers, identity edits and vacation periods", async () => {
    await expectTrue("demo as seeded")
    const random = prng(dialect === "SQLite" ? 17_001 : 17_002)
    const pick = <T>(items: ReadonlyArray<T>): T | undefined => items[Math.floor(random() * items.length)]
    const month = monthOf(clock.now())
    interface Hired {
      readonly id: number
      n: number
      sexo: "H" | "M"
      place: Place
      position: string | null
    }
    const hired: Array<Hired> = []
    const kinds = new Set<string>()
    let next = 1
    const seatIn = (empresa: number, except?: Place) => pick([...vacant].filter(([, p]) => p.empresa === empresa && p !== except))

    // Importar colaboradores: one person per place, both sexes, in one file.
    const identity = identityMaker()
    const imported = places.map((place, i) => {
      const [position] = [...vacant].find(([, p]) => p === place) as [string, Place]
      vacant.delete(position)
      const fields = { nombre: "Irene", apellido_paterno: "Importada", apellido_materno: "Tablero", sexo: i % 2 === 0 ? ("M" as const) : ("H" as const), f_nacimiento: `1990-${String(3 + i).padStart(2, "0")}-10`, f_ingreso: today, entidad: "DF" }
      const ids = identity(fields, 900_001 + i)
      const row: Record<string, string | number> = {
        ...fields,
        ...ids,
        id_empresa: place.empresa,
        id_centro_trabajo: place.centro,
        id_depto: place.depto,
        id_puesto: place.puesto,
        calle: "Av. Reforma",
        num_exterior: String(10 + i),
        colonia: "Centro",
        codigo_postal: "06600",
        ...place.lugar,
        email_trabajo: `irene.tablero${i}@demo.mx`,
        registro_patronal: place.registro,
        cp_fiscal: "06600",
        id_tipo_contrato: "01",
        id_tipo_jornada: "01",
        id_tipo_regimen: "02",
        id_periodicidad: "04",
        id_posicion: position,
        salario_diario: 650.5,
      }
      return { row, place, position, sexo: fields.sexo }
    })
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet("Colaboradores")
    sheet.addRow(importColumns.map(templateHeader))
    for (const { row } of imported) sheet.addRow(importColumns.map((c) => row[c.field] ?? null))
    const form = new FormData()
    form.append("file", new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), "colaboradores.xlsx")
    const upload = await fetch(`${t.url}/api/importar-colaboradores`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
    const uploaded = (await upload.json()) as { result: { importados: number } }
    expect(upload.status, JSON.stringify(uploaded)).toBe(200)
    expect(uploaded.result.importados).toBe(imported.length)
    await expectTrue("import of one person per place")

    for (let step = 1; step <= 40; step++) {
      const roll = random()
      const active = hired.filter((h) => h.position !== null)
      const former = hired.filter((h) => h.position === null)
      let label: string
      if (roll < 0.3 || active.length === 0) {
        const place = pick(places) as Place
        const seat = seatIn(place.empresa)
        if (seat === undefined) continue
        const [position, seatPlace] = seat
        const sexo = random() < 0.5 ? "H" : "M"
        const n = next++
        const result = await ok(`alta ${n}`, post("/empleados", alta(n, sexo, seatPlace, position)))
        vacant.delete(position)
        hired.push({ id: Number(result.id_empleado), n, sexo, place: seatPlace, position })
        kinds.add("hire")
        label = `step ${step}: hire ${n} (${sexo}) in centre ${seatPlace.centro}`
      } else if (roll < 0.45 && former.length > 0) {
        const back = pick(former) as Hired
        const seat = seatIn(back.place.empresa)
        if (seat === undefined) continue
        const [position, seatPlace] = seat
        const result = await ok(`reingreso ${back.n}`, post("/empleados", alta(back.n, back.sexo, seatPlace, position)))
        expect(Number(result.id_empleado)).toBe(back.id)
        vacant.delete(position)
        back.position = position
        back.place = seatPlace
        kinds.add("re-entry")
        label = `step ${step}: re-entry of ${back.n} in centre ${seatPlace.centro}`
      } else if (roll < 0.6) {
        const leaving = pick(active) as Hired
        await applied(movement(leaving.id, "BAJA", { id_motivo_baja: motive }))
        vacant.set(leaving.position as string, leaving.place)
        leaving.position = null
        kinds.add("baja")
        label = `step ${step}: baja of ${leaving.n}`
      } else if (roll < 0.72) {
        const moving = pick(active) as Hired
        const seat = seatIn(moving.place.empresa, moving.place)
        if (seat === undefined) continue
        const [position, seatPlace] = seat
        await applied(movement(moving.id, "CAMBIO_POSICION", { id_posicion_nueva: position }))
        vacant.set(moving.position as string, moving.place)
        vacant.delete(position)
        moving.position = position
        moving.place = seatPlace
        kinds.add("transfer")
        label = `step ${step}: transfer of ${moving.n} to centre ${seatPlace.centro}`
      } else if (roll < 0.84) {
        // A corrected identity: another birth month, and half the time the other sex.
        const editing = pick(hired) as Hired
        const stored = await ok("leer", call(t.url, `/api/empleados/${editing.id}`, { token: admin }))
        const { id_empleado: _i, num_empleado: _n, n_empleado: _ne, n_empresa: _e, n_centro_trabajo: _c, n_depto: _d, n_puesto: _p, estatus: _s, factor_integracion: _f, sdi: _sdi, f_baja: _fb, n_motivo_baja: _m, causa_imss: _ci, recontratable: _r, observaciones_baja: _o, ...writable } = stored
        const n = next++
        const sexo = random() < 0.5 ? editing.sexo : editing.sexo === "H" ? "M" : "H"
        await ok(`editar ${editing.n}`, post(`/empleados/${editing.id}`, { ...writable, ...person(n, sexo), _method: "PUT" }))
        editing.n = n
        editing.sexo = sexo
        kinds.add("identity")
        label = `step ${step}: identity of ${editing.id} born in month ${person(n, sexo).f_nacimiento.slice(5, 7)}, ${sexo}`
      } else {
        // A vacation period for anyone (a test hire or a demo person), in, around or outside the
        // month; now and then one is removed instead.
        const [removable] = await rows<{ id_periodo: Count }>("SELECT MAX(id_periodo) AS id_periodo FROM periodos_vacaciones")
        if (random() < 0.25 && removable?.id_periodo !== null && removable !== undefined) {
          await rows(`DELETE FROM periodos_vacaciones WHERE id_periodo = ${Number(removable.id_periodo)}`)
          kinds.add("vacation removed")
          label = `step ${step}: vacation period ${removable.id_periodo} removed`
        } else {
          const [someone] = await rows<{ id_empleado: Count }>(`SELECT id_empleado FROM empleados ORDER BY id_empleado LIMIT 1 OFFSET ${Math.floor(random() * 50)}`)
          const who = random() < 0.5 && hired.length > 0 ? (pick(hired) as Hired).id : Number(someone?.id_empleado)
          const from = new Date(Date.parse(`${month.first}T12:00:00Z`) + Math.floor(random() * 50 - 15) * day).toISOString().slice(0, 10)
          const to = new Date(Date.parse(`${from}T12:00:00Z`) + Math.floor(random() * 12) * day).toISOString().slice(0, 10)
          await sqlOf(t.server, (sql) => sql`INSERT INTO periodos_vacaciones ${sql.insert({ id_empleado: who, f_inicio: from, f_fin: to })}`)
          kinds.add("vacation")
          label = `step ${step}: vacation of ${who} from ${from} to ${to}`
        }
      }
      await expectTrue(label)
    }
    // The run did reach every kind of write that moves a count.
    expect([...kinds].sort()).toEqual(["baja", "hire", "identity", "re-entry", "transfer", "vacation", "vacation removed"])
  })
})
