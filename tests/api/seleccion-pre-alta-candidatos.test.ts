import { beforeAll, describe, expect, it } from "vitest"
import { documentFlag, preHireDocuments } from "../../domain/personal/pre-alta-candidatos"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { offerPreHireMessages as m } from "../../domain/seleccion/pre-alta-candidatos"
import { shiftDay } from "../../domain/rules/working-days"
import { demoHiredCandidate } from "../../server/seed/demo-contratacion"
import { demoOfferPositions } from "../../server/seed/demo-ofertas"
import { identityMaker } from "../../server/seed/employee-identity"
import { type Pipeline, insertPipeline } from "../../server/seed/seleccion-pipeline"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL370's pre-altas of accepted offers on both dialects (domain/seleccion/pre-alta-candidatos.ts):
// only an Aceptada offer is taken (nothing saved otherwise); its list holds only offers' pre-altas;
// confirming makes the ALTA (applied at once: no MOV_ALTA flow, f_ingreso today), the first
// contract's draft with the offer's type (PRUEBA) and probation, the assignment Contratado, and
// the requisition Cubierta only when its second and last vacancy is filled. The demo's completed
// hire (Tania Villegas) is whole; Regina Salas's pre-alta then covers the demo's requisition, whose
// SEL400 row gives its time to fill and to hire.

type Body = Record<string, unknown>

const mexicoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())

/** A coherent person (SOPA…): CURP, RFC and NSS with their check digits. */
const person = (n: number) => {
  const yymmdd = `93${String(1 + (n % 12)).padStart(2, "0")}${String(1 + (Math.floor(n / 12) % 28)).padStart(2, "0")}`
  const curp17 = `SOPA${yymmdd}HGTMMR0`
  const rfc12 = `SOPA${yymmdd}K3`
  const nss10 = `61139${String(n).padStart(5, "0")}`
  return {
    curp: curp17 + curpCheckDigit(curp17),
    rfc: rfc12 + rfcCheckDigit(rfc12),
    nss: nss10 + nssCheckDigit(nss10),
    f_nacimiento: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`,
    sexo: "H",
  }
}

describe.each(dialects)("Pre-alta de candidatos (Selección) on %s", (dialect) => {
  const t = useServer(dialect)
  const today = mexicoToday()
  let admin = ""
  let p: Pipeline
  let registro = ""
  let lugar: Body = {}
  let depto = 0
  let empresa = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = <A = Body>(answer: { status: number; body: unknown }, label = ""): A => {
    expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBe(200)
    return (answer.body as { result: A }).result
  }
  const person0 = (email: string) => p.people[email] ?? { id_candidato: 0, id_asignacion: 0 }

  const acceptedOffer = async (email: string, estado: "Aceptada" | "Enviada" = "Aceptada") => {
    const o = result(
      await post("/ofertas-candidatos", {
        id_asignacion: person0(email).id_asignacion,
        id_plantilla: null,
        salario_diario: 600,
        id_tipo_contrato: "PRUEBA",
        dias_prueba: 30,
        jornada: null,
        lugar_trabajo: null,
        f_ingreso_propuesta: today,
        f_limite_respuesta: today,
        dias_aguinaldo: 15,
        pct_prima_vacacional: 25,
        dias_vacaciones: 12,
        prestaciones_extra: null,
      }),
      "offer",
    )
    result(await post("/enviar-oferta", { id_oferta: o.id_oferta }), "send")
    if (estado === "Aceptada") result(await post("/responder-oferta", { id_oferta: o.id_oferta, resultado: "Aceptada" }), "accept")
    return Number(o.id_oferta)
  }

  /** The whole employee record of person `n` in position `posicion`, every document handed in. */
  const preHire = (id_oferta: number, n: number, posicion: string, email: string): Body => ({
    id_oferta,
    nombre: "Pablo",
    apellido_paterno: "Soto",
    apellido_materno: "Pérez",
    ...person(n),
    id_estado_civil: null,
    id_escolaridad: null,
    id_pais_nacimiento: null,
    id_estado_nacimiento: null,
    nacionalidad: "Mexicana",
    id_tipo_sangre: null,
    calle: "Madero",
    num_exterior: "15",
    num_interior: null,
    colonia: "Centro",
    codigo_postal: "06600",
    ...lugar,
    email_personal: email,
    email_trabajo: null,
    telefono: null,
    celular: "5512345678",
    contacto_emergencia_nombre: null,
    contacto_emergencia_parentesco: null,
    contacto_emergencia_telefono: null,
    registro_patronal: registro,
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
    id_empresa: empresa,
    id_centro_trabajo: p.id_centro_trabajo,
    id_depto: depto,
    id_puesto: p.id_puesto,
    id_posicion: posicion,
    persona_clave: "0",
    salario_diario: 600,
    f_ingreso: today,
    f_antiguedad: null,
    ...Object.fromEntries(preHireDocuments.map((d) => [documentFlag(d.id), "1"])),
  })
  const requisitionState = async () => (await rows<{ estado: string }>(`SELECT estado FROM requisiciones WHERE id_requisicion = ${p.id_requisicion}`))[0]?.estado

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    p = await t.server.run(
      insertPipeline({
        name: "PREALTA-API",
        today,
        authorizedDaysAgo: 41,
        vacancies: 2,
        tabulador: { min: 15_000, max: 20_000 },
        candidates: ["uno", "dos", "tres"].map((n, i) => ({ nombre: n, apellido_paterno: "Prealta", email: `${n}@prealta.mx`, etapa: "Oferta" as const, hace: 30 + i })),
      }),
    )
    // No MOV_ALTA flow: a confirmed alta dated today is applied at once.
    await rows("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')")
    const [req] = await rows<{ id_empresa: number; id_depto: number }>(`SELECT id_empresa, id_depto FROM requisiciones WHERE id_requisicion = ${p.id_requisicion}`)
    empresa = Number(req?.id_empresa)
    depto = Number(req?.id_depto)
    registro = `C00000000${empresa}8`
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO empresas_registros_patronales ${sql.insert({ id_empresa: empresa, orden: 920, registro_patronal: registro, clase_riesgo: 1, prima_riesgo: 0.5, f_alta: "2020-01-01", activo: "1" })}`,
    )
    const [has04] = await rows(`SELECT 1 AS x FROM empresas_periodicidades WHERE id_empresa = ${empresa} AND id_periodicidad = '04'`)
    if (has04 === undefined) await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_periodicidades ${sql.insert({ id_empresa: empresa, orden: 920, id_periodicidad: "04" })}`)
    const [place] = await rows<{ id_pais: number; id_estado: number; id_ciudad: number }>(
      "SELECT e.id_pais, e.id_estado, c.id_ciudad FROM ciudades c JOIN estados e ON e.id_estado = c.id_estado ORDER BY c.id_ciudad LIMIT 1",
    )
    lugar = { id_pais: Number(place?.id_pais), id_estado: Number(place?.id_estado), id_ciudad: Number(place?.id_ciudad) }
    for (const id of ["SELPA1", "SELPA2"]) {
      await sqlOf(t.server, (sql) =>
        sql`INSERT INTO posiciones ${sql.insert({ id_posicion: id, n_posicion: `Vacante ${id}`, id_empresa: empresa, id_centro_trabajo: p.id_centro_trabajo, id_depto: depto, id_puesto: p.id_puesto, f_inicio: "2020-01-01" })}`,
      )
    }
  })

  it("takes only an accepted offer, and changes nothing otherwise", async () => {
    const sent = await acceptedOffer("tres@prealta.mx", "Enviada")
    const before = await checksums(t.server)
    const refused = await post("/pre-altas-seleccion", preHire(sent, 3, "SELPA1", "tres@prealta.mx"))
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(asError(refused).message).toBe(m.ofertaNoAceptada)
    const unknown = await post("/pre-altas-seleccion", preHire(999_999, 3, "SELPA1", "tres@prealta.mx"))
    expect(unknown.status).toBe(400)
    expect(await checksums(t.server)).toEqual(before)
  })

  it("confirms the first hire: ALTA applied, the offer's contract draft, the assignment Contratado; the requisition still open", async () => {
    const offer = await acceptedOffer("uno@prealta.mx")
    const created = result(await post("/pre-altas-seleccion", preHire(offer, 1, "SELPA1", "uno@prealta.mx")), "pre-alta")
    expect(created).toMatchObject({ estado: "Pendiente", n_vacante: "Vacante PREALTA-API", id_candidato: person0("uno@prealta.mx").id_candidato })
    const listed = result<{ registros: ReadonlyArray<Body> }>(await get("/pre-altas-seleccion?por_pagina=100"), "list").registros
    expect(listed.every((r) => typeof r.folio_oferta === "string")).toBe(true)
    expect(listed.map((r) => r.id_pre_alta)).toContain(created.id_pre_alta)
    const confirmed = result<{ id_empleado: number; estado: string }>(await post("/confirmar-pre-alta-seleccion", { id_pre_alta: created.id_pre_alta }), "confirm")
    expect(confirmed.estado).toBe("Aplicado")
    const contracts = await rows<{ id_tipo_contrato: string; dias_prueba: number; estado: string }>(
      `SELECT id_tipo_contrato, dias_prueba, estado FROM contratos WHERE id_empleado = ${confirmed.id_empleado}`,
    )
    expect(contracts.map((c) => ({ ...c, dias_prueba: Number(c.dias_prueba) }))).toEqual([{ id_tipo_contrato: "PRUEBA", dias_prueba: 30, estado: "Borrador" }])
    const [stage] = await rows<{ tipo: string }>(
      `SELECT e.tipo FROM sel_asignaciones a JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual WHERE a.id_asignacion = ${person0("uno@prealta.mx").id_asignacion}`,
    )
    expect(stage?.tipo).toBe("Contratado")
    const [candidate] = await rows<{ estado: string }>(`SELECT estado FROM candidatos WHERE id_candidato = ${person0("uno@prealta.mx").id_candidato}`)
    expect(candidate?.estado).toBe("Contratado")
    expect(await requisitionState()).toBe("En proceso")
  })

  it("marks the requisition and its vacancy Cubierta when the last vacancy is filled", async () => {
    const offer = await acceptedOffer("dos@prealta.mx")
    const created = result(await post("/pre-altas-seleccion", preHire(offer, 2, "SELPA2", "dos@prealta.mx")), "pre-alta")
    result(await post("/confirmar-pre-alta-seleccion", { id_pre_alta: created.id_pre_alta }), "confirm")
    expect(await requisitionState()).toBe("Cubierta")
    const [v] = await rows<{ estado: string }>(`SELECT v.estado FROM vacantes v WHERE v.id_vacante = ${p.id_vacante}`)
    expect(v?.estado).toBe("Cubierta")
  })

  it("holds the demo's completed hire; Regina Salas's pre-alta covers the demo requisition, and SEL400 gives its time to fill and to hire", async () => {
    // Tania Villegas: her pre-alta Dado de alta, an Activo employee in the vacancy's first position
    // with the offer's contract draft, Contratado on the board and in the pool.
    const [tania] = result<{ registros: ReadonlyArray<Body> }>(await get("/pre-altas-seleccion?buscar=Tania"), "demo pre-alta").registros
    expect(tania).toMatchObject({ estado: "Dado de alta", n_vacante: "Vacante Analista de selección (demo)", n_posicion: `${demoOfferPositions[0].id_posicion} · Analista de selección` })
    const [employee] = result<{ registros: ReadonlyArray<Body> }>(await get(`/empleados?buscar=${encodeURIComponent("Tania Villegas Ortiz")}`), "employee").registros
    expect(employee).toMatchObject({ estatus: "A", id_posicion: demoOfferPositions[0].id_posicion })
    const hired = await rows<{ tipo: string; estado: string; contratos: number | string }>(
      `SELECT e.tipo, c.estado, (SELECT COUNT(*) FROM contratos k WHERE k.id_empleado = ${Number(employee?.id_empleado)} AND k.estado = 'Borrador' AND k.id_tipo_contrato = 'IND') AS contratos
      FROM candidatos c JOIN sel_asignaciones a ON a.id_candidato = c.id_candidato JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
      WHERE c.email = '${demoHiredCandidate.email}'`,
    )
    expect(hired.map((h) => ({ ...h, contratos: Number(h.contratos) }))).toEqual([{ tipo: "Contratado", estado: "Contratado", contratos: 1 }])

    // Regina's accepted offer, her pre-alta in the second position, confirmed for the offer's start day ahead.
    const [offer] = result<{ registros: ReadonlyArray<{ id_oferta: number; f_ingreso_propuesta: string }> }>(await get("/ofertas-candidatos?buscar=Regina"), "offer").registros
    const regina = identityMaker()({ nombre: "Regina", apellido_paterno: "Salas", apellido_materno: "Campos", sexo: "M", f_nacimiento: "1994-02-08", f_ingreso: today, entidad: "GT" }, 970_000)
    const body = {
      ...preHire(Number(offer?.id_oferta), 4, demoOfferPositions[1].id_posicion, "regina.salas@correo.mx"),
      nombre: "Regina",
      apellido_paterno: "Salas",
      apellido_materno: "Campos",
      ...regina,
      f_nacimiento: "1994-02-08",
      sexo: "M",
      f_ingreso: offer?.f_ingreso_propuesta,
    }
    const created = result(await post("/pre-altas-seleccion", body), "Regina's pre-alta")
    const confirmed = result<{ estado: string }>(await post("/confirmar-pre-alta-seleccion", { id_pre_alta: created.id_pre_alta }), "Regina's confirmation")
    expect(confirmed.estado).toBe("Autorizado")
    const [demo] = await rows<{ estado: string }>("SELECT estado FROM requisiciones WHERE folio = 'RQ-DEMO-OFERTAS'")
    expect(demo?.estado).toBe("Cubierta")

    // Authorized 30 days before the seed's day, Tania's offer accepted 15 days before it, her application 28.
    const report = await post("/reporte-seguimiento-seleccion", { f_desde: shiftDay(today, -60), f_hasta: today, vista: "requisiciones" })
    const listed = result<{ requisiciones: ReadonlyArray<Body> }>(report, "SEL400").requisiciones
    expect(listed.find((r) => r.folio === "RQ-DEMO-OFERTAS")).toMatchObject({ estado: "Cubierta", time_to_fill: 15, time_to_hire: 13, f_ingreso: employee?.f_ingreso })
  })
})
