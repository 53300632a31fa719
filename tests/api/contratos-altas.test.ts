import { beforeAll, describe, expect, it } from "vitest"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { draftHireContract } from "../../server/contratos/hire-contract"
import { call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// A hire's first contract on both dialects: an ALTA captured by hand in Gestión de personal (no
// MOV_ALTA flow, so applied at once) leaves exactly one Borrador from f_ingreso with the CON100
// type of the record's SAT tipo de contrato, the salary, puesto and jornada of the record; a
// tiempo determinado ends after its type's default days; a SAT code no active type carries falls
// back to the indeterminado (LFT 35); drafting again for the same day adds nothing.

type Body = Record<string, unknown>

const start = Date.UTC(2026, 6, 6, 18, 0, 0)
const today = "2026-07-06"

const person = (n: number) => {
  const yymmdd = `91${String(1 + (n % 12)).padStart(2, "0")}${String(1 + Math.floor(n / 12)).padStart(2, "0")}`
  const curp17 = `COAL${yymmdd}MDFRNN0`
  const rfc12 = `COAL${yymmdd}GR`
  const nss10 = `82819${String(n).padStart(5, "0")}`
  return {
    curp: curp17 + curpCheckDigit(curp17),
    rfc: rfc12 + rfcCheckDigit(rfc12),
    nss: nss10 + nssCheckDigit(nss10),
    f_nacimiento: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`,
    sexo: "M",
  }
}

describe.each(dialects)("A hire's first contract on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let place: Body = {}
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })

  const alta = (n: number, position: string, extra: Body): Body => ({
    nombre: "Carmen",
    apellido_paterno: "Olvera",
    apellido_materno: null,
    ...person(n),
    id_estado_civil: null,
    id_escolaridad: null,
    id_pais_nacimiento: null,
    id_estado_nacimiento: null,
    nacionalidad: "Mexicana",
    id_tipo_sangre: null,
    calle: "Hidalgo",
    num_exterior: "8",
    num_interior: null,
    colonia: "Centro",
    codigo_postal: "06600",
    email_personal: null,
    email_trabajo: null,
    telefono: null,
    celular: null,
    contacto_emergencia_nombre: null,
    contacto_emergencia_parentesco: null,
    contacto_emergencia_telefono: null,
    cp_fiscal: "06600",
    id_regimen_fiscal: null,
    id_tipo_regimen: "02",
    id_periodicidad: "04",
    tipo_salario: "F",
    num_credito_infonavit: null,
    clabe: null,
    id_banco: null,
    persona_clave: "0",
    f_ingreso: today,
    f_antiguedad: null,
    foto: null,
    ...place,
    id_posicion: position,
    ...extra,
  })

  /** Hires the person and answers their contracts as the list reads them. */
  const hire = async (body: Body) => {
    const answer = await post("/empleados", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const id = Number((answer.body as { result: Body }).result.id_empleado)
    const [movement] = await sqlOf(t.server, (sql) => sql<{ estado: string }>`SELECT estado FROM movimientos_personal WHERE id_empleado = ${id}`)
    expect(movement?.estado).toBe("Aplicado")
    return { id, contracts: await contractsOf(id) }
  }
  const contractsOf = async (id: number) => {
    const listed = await get(`/gestion-contratos?id_empleado=${id}&por_pagina=100`)
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    return (listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')`)
    const [d] = await sqlOf(t.server, (sql) => sql<{ id_centro_trabajo: number | string; id_depto: number | string }>`SELECT id_centro_trabajo, id_depto FROM departamentos WHERE id_empresa = 1 ORDER BY id_depto LIMIT 1`)
    const [puesto] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT id_puesto FROM puestos WHERE id_empresa = 1 AND activo = '1' AND tipo_puesto <> 'D' ORDER BY id_puesto LIMIT 1`)
    const [lugar] = await sqlOf(t.server, (sql) => sql<{ id_pais: number | string; id_estado: number | string; id_ciudad: number | string }>`
      SELECT e.id_pais, e.id_estado, c.id_ciudad FROM ciudades c JOIN estados e ON e.id_estado = c.id_estado ORDER BY c.id_ciudad LIMIT 1`)
    const [registro] = await sqlOf(t.server, (sql) => sql<{ registro_patronal: string }>`SELECT registro_patronal FROM empresas_registros_patronales WHERE id_empresa = 1 AND activo = '1' ORDER BY orden LIMIT 1`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_periodicidades ${sql.insert({ id_empresa: 1, orden: 901, id_periodicidad: "04" })} ON CONFLICT DO NOTHING`)
    place = {
      id_pais: Number(lugar?.id_pais),
      id_estado: Number(lugar?.id_estado),
      id_ciudad: Number(lugar?.id_ciudad),
      registro_patronal: registro?.registro_patronal,
      id_empresa: 1,
      id_centro_trabajo: Number(d?.id_centro_trabajo),
      id_depto: Number(d?.id_depto),
      id_puesto: puesto?.id_puesto,
    }
    for (const n of [1, 2, 3]) {
      await sqlOf(t.server, (sql) =>
        sql`INSERT INTO posiciones ${sql.insert({ id_posicion: `ALT${n}`, n_posicion: `Posición de alta ${n}`, id_empresa: 1, id_centro_trabajo: Number(d?.id_centro_trabajo), id_depto: Number(d?.id_depto), id_puesto: String(puesto?.id_puesto), f_inicio: "2020-01-01" })}`,
      )
    }
  })

  it("drafts one Borrador of the record's type, salary, puesto and jornada from the hire date", async () => {
    const { id, contracts } = await hire(alta(1, "ALT1", { id_tipo_contrato: "01", id_tipo_jornada: "02", salario_diario: 615.5 }))
    expect(contracts).toHaveLength(1)
    expect(contracts[0]).toMatchObject({
      id_empleado: id,
      estado: "Borrador",
      id_tipo_contrato: "IND",
      c_tipo_contrato: "01",
      f_inicio: today,
      f_fin: null,
      salario_diario: 615.5,
      id_puesto: place.id_puesto,
      id_tipo_jornada: "02",
      num_renovacion: 0,
    })
    expect(String(contracts[0]?.id_contrato)).toMatch(/^CT-1-2026-\d{5}$/)
    // No emergency contact, so no beneficiary suggested: the draft still reads, for HR to complete.
    const read = await get(`/gestion-contratos/${String(contracts[0]?.id_contrato)}`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect((read.body as { result: { beneficiarios: ReadonlyArray<unknown> } }).result.beneficiarios).toEqual([])
    // Drafting again for the same day (an application run twice) adds nothing.
    expect(await t.server.run(draftHireContract(id, today, null))).toBeUndefined()
    expect(await contractsOf(id)).toHaveLength(1)
  })

  it("ends a tiempo determinado after its type's days, and falls back to the indeterminado for a code no type carries", async () => {
    const fixed = await hire(alta(2, "ALT2", { id_tipo_contrato: "03", id_tipo_jornada: "01", salario_diario: 480 }))
    expect(fixed.contracts).toHaveLength(1)
    // TIEMPO's default is 90 days: the 6th of July to the 3rd of October.
    expect(fixed.contracts[0]).toMatchObject({ estado: "Borrador", id_tipo_contrato: "TIEMPO", f_inicio: today, f_fin: "2026-10-03", salario_diario: 480 })

    const hourly = await hire(alta(3, "ALT3", { id_tipo_contrato: "07", id_tipo_jornada: "04", salario_diario: 400 }))
    expect(hourly.contracts).toHaveLength(1)
    expect(hourly.contracts[0]).toMatchObject({ estado: "Borrador", id_tipo_contrato: "IND", f_fin: null, salario_diario: 400 })
  })
})
