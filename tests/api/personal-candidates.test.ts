import { beforeAll, describe, expect, it } from "vitest"
import { employeeMessages } from "../../domain/personal/gestion-personal"
import { candidateMessages } from "../../domain/personal/candidatos"
import { documentFile, documentFlag, preHireDocuments, preHireMessages } from "../../domain/personal/pre-alta-candidatos"
import { curpCheckDigit, curpMessages } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { employeeCheckMessages } from "../../server/personal/employee-checks"
import { simplePdf } from "../../server/seed/demo-cv"
import { departmentHeadType } from "../../server/seed/settings-demo"
import { pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Candidatos (GP220) and Pre-alta de candidatos (GP250) on both dialects. A candidate goes from
// Nuevo to Contratado: registered, Seleccionado, pre-hired (a draft completed over two saves, its
// documents uploaded and checked by content), confirmed into an employee "Por ingresar" whose
// ALTA waits for the one-level MOV_ALTA flow this test configures (the demo's baja flow: the
// department's head), approved by that head through /autorizar: the person is Activo in the
// vacant position, now occupied, and the candidate Contratado. A rejected ALTA sends the pre-alta
// back to Pendiente for HR to correct and confirm again (the same person, no second one). A bad
// CURP, a duplicate CURP or e-mail, a CV that is no PDF or is 6 MB, an occupied position, a
// candidate not Seleccionado and an incomplete pre-alta are refused with Spanish messages and
// change no table. A role limited to the first company neither sees nor touches the second's.

type Body = Record<string, unknown>

// Monday 15 June 2026, noon in Mexico City.
const start = Date.UTC(2026, 5, 15, 18, 0, 0)
const today = "2026-06-15"

/** A coherent person (RALU…): CURP, RFC and NSS with their check digits; born 1992, month and day from `n`. */
const person = (n: number, sexo: "H" | "M" = "M") => {
  const yymmdd = `92${String(1 + (n % 12)).padStart(2, "0")}${String(1 + (Math.floor(n / 12) % 28)).padStart(2, "0")}`
  const curp17 = `RALU${yymmdd}${sexo}GTMMR0`
  const rfc12 = `RALU${yymmdd}K3`
  const nss10 = `61129${String(n).padStart(5, "0")}`
  return {
    curp: curp17 + curpCheckDigit(curp17),
    rfc: rfc12 + rfcCheckDigit(rfc12),
    nss: nss10 + nssCheckDigit(nss10),
    f_nacimiento: `19${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`,
    sexo,
  }
}

interface Place {
  readonly empresa: number
  readonly centro: number
  readonly depto: number
  readonly puesto: string
  readonly registro: string
  readonly lugar: { readonly id_pais: number; readonly id_estado: number; readonly id_ciudad: number }
}

describe.each(dialects)("Candidatos and Pre-alta de candidatos on %s", (dialect) => {
  const clock = manualClock(start)
  const t = useServer(dialect, { now: clock.now })
  let admin = ""
  let approver = ""
  let narrow = ""
  let place: Place
  let foreign: Place

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const result = <A = Body>(answer: { status: number; body: unknown }, label = ""): A => {
    expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBe(200)
    return (answer.body as { result: A }).result
  }
  const refusedUnchanged = async (label: string, send: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const answer = await send()
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status)
    const error = asError(answer)
    expect([error.message, ...(error.detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }
  const upload = async (path: string, bytes: Uint8Array, name: string, type: string, token = admin) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name)
    const response = await fetch(`${t.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  const candidate = (n: number, extra: Body = {}, at: Place = place): Body => {
    const p = person(n)
    return {
      id_empresa: at.empresa,
      id_puesto_interes: at.puesto,
      nombre: "Lucía",
      apellido_paterno: "Ramírez",
      apellido_materno: "López",
      email: `lucia.ramirez${n}@correo.mx`,
      telefono: "5512345678",
      curp: p.curp,
      f_nacimiento: p.f_nacimiento,
      id_escolaridad: null,
      pretension_salarial: 15000,
      fuente: "BOLSA",
      estado: "Nuevo",
      cv: null,
      observaciones: null,
      ...extra,
    }
  }
  const registered = async (body: Body, token = admin): Promise<number> => Number(result(await post("/candidatos", body, token), "candidate").id_candidato)

  const documents = (handedIn: "1" | "0"): Body =>
    Object.fromEntries(preHireDocuments.flatMap((d) => [[documentFlag(d.id), handedIn], [documentFile(d.id), null]]))

  /** A pre-alta of candidate `n` for `position`: the whole employee record, every document handed in. */
  const preHire = (idCandidato: number, n: number, position: string | null, extra: Body = {}, at: Place = place): Body => {
    const p = person(n)
    return {
      id_candidato: idCandidato,
      nombre: "Lucía",
      apellido_paterno: "Ramírez",
      apellido_materno: "López",
      ...p,
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
      ...at.lugar,
      email_personal: `lucia.ramirez${n}@correo.mx`,
      email_trabajo: null,
      telefono: null,
      celular: "5512345678",
      contacto_emergencia_nombre: null,
      contacto_emergencia_parentesco: null,
      contacto_emergencia_telefono: null,
      registro_patronal: at.registro,
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
      id_empresa: at.empresa,
      id_centro_trabajo: at.centro,
      id_depto: at.depto,
      id_puesto: at.puesto,
      id_posicion: position,
      persona_clave: "0",
      salario_diario: 520,
      f_ingreso: today,
      f_antiguedad: null,
      ...documents("1"),
      ...extra,
    }
  }
  const preHired = async (body: Body): Promise<number> => Number(result(await post("/pre-altas", body), "pre-alta").id_pre_alta)
  const readPreHire = async (id: number) => result(await get(`/pre-altas/${id}`), "read pre-alta")
  const readCandidate = async (id: number) => result(await get(`/candidatos/${id}`), "read candidate")
  /** The person's contracts as Gestión de contratos lists them. */
  const contractsOf = async (idEmpleado: number) =>
    result<{ registros: ReadonlyArray<Body> }>(await get(`/gestion-contratos?id_empleado=${idEmpleado}`), "contracts").registros.map((c) => ({
      estado: c.estado,
      id_tipo_contrato: c.id_tipo_contrato,
      salario_diario: c.salario_diario,
      f_inicio: c.f_inicio,
    }))
  /** A candidate registered and then Seleccionado. */
  const selected = async (n: number, at: Place = place, token = admin) => {
    const id = await registered(candidate(n, {}, at), token)
    result(await post(`/candidatos/${id}`, { _method: "PUT", ...candidate(n, { estado: "Seleccionado" }, at) }, token), "select")
    return id
  }

  const makePlace = async (empresa: number, depto: number | null, positions: ReadonlyArray<string>): Promise<Place> => {
    const [d] = await sqlOf(t.server, (sql) =>
      depto === null
        ? sql<{ id_centro_trabajo: number | string; id_depto: number | string }>`SELECT id_centro_trabajo, id_depto FROM departamentos WHERE id_empresa = ${empresa} ORDER BY id_depto LIMIT 1`
        : sql<{ id_centro_trabajo: number | string; id_depto: number | string }>`SELECT id_centro_trabajo, id_depto FROM departamentos WHERE id_depto = ${depto}`,
    )
    const [puesto] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT id_puesto FROM puestos WHERE id_empresa = ${empresa} AND activo = '1' ORDER BY id_puesto LIMIT 1`)
    const [lugar] = await sqlOf(t.server, (sql) =>
      sql<{ id_pais: number | string; id_estado: number | string; id_ciudad: number | string }>`
        SELECT e.id_pais, e.id_estado, c.id_ciudad FROM ciudades c JOIN estados e ON e.id_estado = c.id_estado ORDER BY c.id_ciudad LIMIT 1`,
    )
    const registro = `C00000000${empresa}7`
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO empresas_registros_patronales ${sql.insert({ id_empresa: empresa, orden: 910, registro_patronal: registro, clase_riesgo: 1, prima_riesgo: 0.5, f_alta: "2020-01-01", activo: "1" })}`,
    )
    const [has04] = await sqlOf(t.server, (sql) => sql`SELECT 1 AS x FROM empresas_periodicidades WHERE id_empresa = ${empresa} AND id_periodicidad = '04'`)
    if (has04 === undefined) await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_periodicidades ${sql.insert({ id_empresa: empresa, orden: 910, id_periodicidad: "04" })}`)
    const at: Place = {
      empresa,
      centro: Number(d?.id_centro_trabajo),
      depto: Number(d?.id_depto),
      puesto: String(puesto?.id_puesto),
      registro,
      lugar: { id_pais: Number(lugar?.id_pais), id_estado: Number(lugar?.id_estado), id_ciudad: Number(lugar?.id_ciudad) },
    }
    for (const id of positions) {
      await sqlOf(t.server, (sql) =>
        sql`INSERT INTO posiciones ${sql.insert({ id_posicion: id, n_posicion: `Vacante ${id}`, id_empresa: empresa, id_centro_trabajo: at.centro, id_depto: at.depto, id_puesto: at.puesto, f_inicio: "2020-01-01" })}`,
      )
    }
    return at
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    approver = (await signIn(t.url, demoApprover.email, demoApprover.password)).token
    // MOV_ALTA gets the demo's one-level flow of bajas: level 1, the person's Jefe de departamento.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')`)
    const [baja] = await sqlOf(t.server, (sql) => sql<Body>`SELECT f.* FROM flujos_autorizacion f JOIN tipos_solicitud s ON s.id_tipo_solicitud = f.id_tipo_solicitud WHERE s.clave = 'MOV_BAJA'`)
    const [alta] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = 'MOV_ALTA'`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ ...baja, id_tipo_solicitud: Number(alta?.id) })}`)
    // The hires join the department the demo approver heads.
    const [headed] = await sqlOf(t.server, (sql) =>
      sql<{ id_depto: number | string; id_empresa: number | string }>`SELECT d.id_depto, d.id_empresa FROM usuarios u
        JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.id_tipo_resp = ${departmentHeadType} AND r.f_fin IS NULL
        JOIN departamentos d ON d.id_depto = r.id_depto WHERE u.id_usuario = ${demoApprover.email}`,
    )
    place = await makePlace(Number(headed?.id_empresa), Number(headed?.id_depto), ["CAND1", "CAND2", "CAND3", "CAND4"])
    foreign = await makePlace(2, null, ["CANDX1"])
    // A role of the first company's centres, holding the two pages' keys.
    const user = { email: "seleccion@prueba.mx", password: "Seleccion.Prueba-2026", group: "SELECCION", keys: ["GP220", "GP250"], role: "EMPRESA1" }
    await createUser(t.server, user)
    narrow = (await signIn(t.url, user.email, user.password)).token
  })

  it("registers candidates, refusing a bad CURP, a duplicate CURP or e-mail and a hand-set Contratado", async () => {
    const id = await registered(candidate(1))
    const stored = await readCandidate(id)
    expect(stored).toMatchObject({ estado: "Nuevo", f_registro: today, n_candidato: "Lucía Ramírez López", email: "lucia.ramirez1@correo.mx" })
    expect(stored.n_puesto_interes).not.toBeNull()
    const p = person(1)
    const wrongDigit = `${p.curp.slice(0, 17)}${(Number(p.curp.charAt(17)) + 1) % 10}`
    await refusedUnchanged("a CURP whose check digit fails", () => post("/candidatos", candidate(2, { curp: wrongDigit, email: "otra@correo.mx" })), 400, curpMessages.digito)
    await refusedUnchanged("a CURP of another birth date", () => post("/candidatos", candidate(2, { f_nacimiento: "1992-01-02" })), 400, curpMessages.fechaNacimiento)
    await refusedUnchanged("the same CURP", () => post("/candidatos", candidate(1, { email: "distinta@correo.mx" })), 409, candidateMessages.duplicado)
    await refusedUnchanged("the same e-mail in capitals", () => post("/candidatos", candidate(3, { email: "LUCIA.RAMIREZ1@CORREO.MX" })), 409, candidateMessages.duplicado)
    await refusedUnchanged("Contratado by hand", () => post("/candidatos", candidate(3, { estado: "Contratado" })), 400, candidateMessages.contratadoManual)
    await refusedUnchanged("a puesto of another company", () => post("/candidatos", candidate(3, { id_puesto_interes: foreign.puesto })), 400, candidateMessages.puestoEmpresa)
    // Without a CURP (a foreigner's), and found by name without accents.
    const noCurp = await registered(candidate(4, { curp: null, f_nacimiento: null, nombre: "Íñigo" }))
    const found = result<{ registros: ReadonlyArray<Body> }>(await get("/candidatos?buscar=inigo%20ramirez&estado=Nuevo"))
    expect(found.registros.map((r) => r.id_candidato)).toEqual([noCurp])
    // An edit keeps its own CURP and e-mail; it is deleted while it has no pre-alta.
    result(await post(`/candidatos/${noCurp}`, { _method: "PUT", ...candidate(4, { curp: null, f_nacimiento: null, nombre: "Íñigo", estado: "Descartado" }) }))
    result(await post(`/candidatos/${noCurp}`, { _method: "DELETE" }))
    expect((await get(`/candidatos/${noCurp}`)).status).toBe(404)
  })

  it("keeps a real PDF as the CV once saved; a file that is no PDF and a 6 MB one are refused", async () => {
    const id = await registered(candidate(5))
    const pdf = simplePdf("Currículum de Lucía Ramírez", ["Contadora pública"])
    const version = String(result(await upload(`/guardar-cv-candidato/${id}`, pdf, "cv.pdf", "application/pdf")))
    const served = await fetch(`${t.url}/api/cv-candidato/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
    result(await post(`/candidatos/${id}`, { _method: "PUT", ...candidate(5, { cv: version }) }))
    expect((await readCandidate(id)).cv).toBe(version)

    await refusedUnchanged("text named .pdf", () => upload(`/guardar-cv-candidato/${id}`, Buffer.from("Mi currículum\n".repeat(20)), "cv.pdf", "application/pdf"), 415, candidateMessages.cvNoValido)
    await refusedUnchanged("a PNG", () => upload(`/guardar-cv-candidato/${id}`, pngImage(8, 8), "cv.pdf", "application/pdf"), 415, candidateMessages.cvNoValido)
    const big = Buffer.concat([pdf.subarray(0, pdf.length - 6), Buffer.alloc(6 * 1024 * 1024, 0x20), Buffer.from("%%EOF\n")])
    await refusedUnchanged("a 6 MB file", () => upload(`/guardar-cv-candidato/${id}`, big, "cv.pdf", "application/pdf"), 413, candidateMessages.cvGrande)
    await refusedUnchanged("a version never uploaded", () => post(`/candidatos/${id}`, { _method: "PUT", ...candidate(5, { cv: "0123456789abcdef" }) }), 400, candidateMessages.cvNoEncontrado)
    await refusedUnchanged("a CV for a candidate that does not exist", () => upload("/guardar-cv-candidato/999999", pdf, "cv.pdf", "application/pdf"), 404, candidateMessages.cvNuevo)
  })

  it("takes a Seleccionado candidate through pre-alta and an approved ALTA to Contratado, seated in the vacant position", async () => {
    const idCandidato = await registered(candidate(6))
    await refusedUnchanged("a candidate not Seleccionado", () => post("/pre-altas", preHire(idCandidato, 6, "CAND1")), 409, preHireMessages.noSeleccionado)
    result(await post(`/candidatos/${idCandidato}`, { _method: "PUT", ...candidate(6, { estado: "Seleccionado" }) }))

    // A draft: the workplace and the person, no NSS, no position, no documents yet.
    const draft = preHire(idCandidato, 6, null, { nss: null, ...documents("0") })
    const id = await preHired(draft)
    expect(await readPreHire(id)).toMatchObject({ estado: "Pendiente", documentos: 0, n_candidato: "Lucía Ramírez López", id_movimiento: null })
    expect((await readCandidate(idCandidato)).id_pre_alta).toBe(id)
    await refusedUnchanged("a second pre-alta of the candidate", () => post("/pre-altas", draft), 409, preHireMessages.otraPreAlta)
    await refusedUnchanged("leaving Seleccionado while pre-hired", () => post(`/candidatos/${idCandidato}`, { _method: "PUT", ...candidate(6, { estado: "Descartado" }) }), 409, candidateMessages.conPreAlta)
    const occupied = (await sqlOf(t.server, (sql) => sql<{ id_posicion: string }>`SELECT o.id_posicion FROM ocupaciones_posicion o JOIN posiciones p ON p.id_posicion = o.id_posicion
      WHERE o.f_fin IS NULL AND p.id_depto = ${place.depto} ORDER BY o.id_posicion LIMIT 1`))[0]?.id_posicion
    expect(occupied).toBeDefined()
    await refusedUnchanged("an occupied position", () => post(`/pre-altas/${id}`, { _method: "PUT", ...preHire(idCandidato, 6, String(occupied), { nss: null }) }), 409, employeeCheckMessages.posicion)
    const refusedConfirm = await post("/confirmar-alta", { id_pre_alta: id })
    expect(refusedConfirm.status).toBe(400)
    expect(asError(refusedConfirm).detalles).toEqual(
      expect.arrayContaining([employeeMessages.nss, employeeMessages.posicion, preHireMessages.documentosIncompletos(preHireDocuments.map((d) => d.label).join(", "))]),
    )

    // Completed: the position, the NSS, every document handed in, the INE's photo uploaded.
    result(await post(`/pre-altas/${id}`, { _method: "PUT", ...preHire(idCandidato, 6, "CAND1") }))
    const ine = String(result(await upload(`/guardar-documento-pre-alta/${id}/ine`, pngImage(6, 4), "ine.png", "image/png")))
    await refusedUnchanged("a document that is no PDF or image", () => upload(`/guardar-documento-pre-alta/${id}/acta`, Buffer.from("acta"), "acta.pdf", "application/pdf"), 415, preHireMessages.documentoNoValido)
    result(await post(`/pre-altas/${id}`, { _method: "PUT", ...preHire(idCandidato, 6, "CAND1", { [documentFile("ine")]: ine }) }))
    expect(await readPreHire(id)).toMatchObject({ documentos: 7, n_posicion: "CAND1 · Vacante CAND1", [documentFile("ine")]: ine })
    const other = await selected(7)
    await refusedUnchanged("the position of another pre-alta in course", () => post("/pre-altas", preHire(other, 7, "CAND1")), 409, preHireMessages.posicionEnPreAlta)

    const confirmed = result<{ id_empleado: number; id_movimiento: number; estado: string }>(await post("/confirmar-alta", { id_pre_alta: id }))
    expect(confirmed.estado).toBe("En autorización")
    expect(await readPreHire(id)).toMatchObject({ estado: "En autorización", id_movimiento: confirmed.id_movimiento })
    const waiting = result<Body>(await get(`/empleados/${confirmed.id_empleado}`))
    expect(waiting).toMatchObject({ estatus: "P", curp: person(6).curp, id_posicion: "CAND1" })
    expect((await readCandidate(idCandidato)).estado).toBe("Seleccionado")
    await refusedUnchanged("changing it while in authorization", () => post(`/pre-altas/${id}`, { _method: "PUT", ...preHire(idCandidato, 6, "CAND1") }), 409, preHireMessages.enAutorizacion)
    await refusedUnchanged("cancelling it while in authorization", () => post(`/pre-altas/${id}`, { _method: "DELETE" }), 409, preHireMessages.enAutorizacion)
    await refusedUnchanged("confirming it twice", () => post("/confirmar-alta", { id_pre_alta: id }), 409, preHireMessages.enAutorizacion)

    // The department's head approves it in Mis autorizaciones.
    const pending = result<ReadonlyArray<{ id_autorizacion: number; resumen: { folio: string } }>>(await get("/mis-autorizaciones", approver))
    const step = pending.find((p) => p.resumen.folio === String(confirmed.id_movimiento))
    expect(step).toBeDefined()
    result(await post("/autorizar", { id_autorizacion: step?.id_autorizacion, resultado: "A", comentario: "" }, approver))

    expect(await readPreHire(id)).toMatchObject({ estado: "Dado de alta" })
    expect(await readCandidate(idCandidato)).toMatchObject({ estado: "Contratado", id_pre_alta: null })
    const hired = result<{ registros: ReadonlyArray<Body> }>(await get(`/empleados?buscar=${encodeURIComponent(person(6).curp)}`))
    expect(hired.registros).toHaveLength(1)
    expect(hired.registros[0]).toMatchObject({ id_empleado: confirmed.id_empleado, estatus: "A", id_posicion: "CAND1" })
    const seat = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`SELECT id_empleado FROM ocupaciones_posicion WHERE id_posicion = 'CAND1' AND f_fin IS NULL`)
    expect(seat.map((s) => Number(s.id_empleado))).toEqual([confirmed.id_empleado])
    // The approved ALTA drafted the person's first contract: one Borrador of the record's type and salary.
    expect(await contractsOf(confirmed.id_empleado)).toEqual([{ estado: "Borrador", id_tipo_contrato: "IND", salario_diario: 520, f_inicio: today }])
    await refusedUnchanged("editing a hired candidate", () => post(`/candidatos/${idCandidato}`, { _method: "PUT", ...candidate(6, { estado: "Seleccionado" }) }), 409, candidateMessages.contratado)
    await refusedUnchanged("deleting a hired candidate", () => post(`/candidatos/${idCandidato}`, { _method: "DELETE" }), 409, candidateMessages.contratadoBorrar)
    await refusedUnchanged("cancelling a pre-alta given its alta", () => post(`/pre-altas/${id}`, { _method: "DELETE" }), 409, preHireMessages.dadoDeAlta)
  })

  it("sends a rejected ALTA back to Pendiente; corrected and confirmed again, the same person is hired", async () => {
    const idCandidato = await selected(8)
    const id = await preHired(preHire(idCandidato, 8, "CAND2", { salario_diario: 480 }))
    const first = result<{ id_empleado: number; id_movimiento: number }>(await post("/confirmar-alta", { id_pre_alta: id }))
    const pending = result<ReadonlyArray<{ id_autorizacion: number; resumen: { folio: string } }>>(await get("/mis-autorizaciones", approver))
    const step = pending.find((p) => p.resumen.folio === String(first.id_movimiento))
    result(await post("/autorizar", { id_autorizacion: step?.id_autorizacion, resultado: "R", comentario: "El salario no corresponde al tabulador" }, approver))
    expect(await readPreHire(id)).toMatchObject({ estado: "Pendiente", comentario_rechazo: "El salario no corresponde al tabulador" })
    expect((await readCandidate(idCandidato)).estado).toBe("Seleccionado")

    // Corrected, and confirmed with no flow for altas now: applied at once on f_ingreso (today).
    result(await post(`/pre-altas/${id}`, { _method: "PUT", ...preHire(idCandidato, 8, "CAND2", { salario_diario: 560 }) }))
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')`)
    const second = result<{ id_empleado: number; id_movimiento: number; estado: string }>(await post("/confirmar-alta", { id_pre_alta: id }))
    expect(second).toMatchObject({ id_empleado: first.id_empleado, estado: "Aplicado" })
    expect(second.id_movimiento).not.toBe(first.id_movimiento)
    expect(await readPreHire(id)).toMatchObject({ estado: "Dado de alta", comentario_rechazo: null })
    expect((await readCandidate(idCandidato)).estado).toBe("Contratado")
    const people = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; activo: string; salario_diario: number | string }>`
      SELECT id_empleado, activo, salario_diario FROM empleados WHERE curp = ${person(8).curp}`)
    expect(people.map((p) => ({ id: Number(p.id_empleado), activo: p.activo, salario: Number(p.salario_diario) }))).toEqual([{ id: first.id_empleado, activo: "1", salario: 560 }])
    // Only the applied ALTA drafted a contract (the rejected one none), with the corrected salary.
    expect(await contractsOf(first.id_empleado)).toEqual([{ estado: "Borrador", id_tipo_contrato: "IND", salario_diario: 560, f_inicio: today }])
  })

  it("cancels a pending pre-alta: kept as Cancelado, its candidate free for another", async () => {
    const idCandidato = await selected(9)
    const id = await preHired(preHire(idCandidato, 9, "CAND3"))
    expect((await post(`/pre-altas/${id}`, { _method: "DELETE" })).status).toBe(200)
    expect(await readPreHire(id)).toMatchObject({ estado: "Cancelado" })
    await refusedUnchanged("confirming a cancelled one", () => post("/confirmar-alta", { id_pre_alta: id }), 409, preHireMessages.cancelada)
    const again = await preHired(preHire(idCandidato, 9, "CAND3"))
    expect(await readPreHire(again)).toMatchObject({ estado: "Pendiente" })
    await refusedUnchanged("deleting a candidate a pre-alta names", () => post(`/candidatos/${idCandidato}`, { _method: "DELETE" }), 409, candidateMessages.preAltaRegistrada)
  })

  it("keeps a role to its companies and work centres", async () => {
    const mine = await selected(10, place, narrow)
    const theirs = await selected(11, foreign)
    const listed = result<{ registros: ReadonlyArray<Body> }>(await get("/candidatos?por_pagina=100", narrow))
    expect(listed.registros.map((r) => r.id_candidato)).toContain(mine)
    expect(listed.registros.map((r) => r.id_candidato)).not.toContain(theirs)
    expect((await get(`/candidatos/${theirs}`, narrow)).status).toBe(403)
    await refusedUnchanged("a candidate for another company", () => post("/candidatos", candidate(12, {}, foreign), narrow), 403, "No tiene permiso para realizar esta acción")
    await refusedUnchanged("a CV of another company's candidate", () => upload(`/guardar-cv-candidato/${theirs}`, simplePdf("CV", ["x"]), "cv.pdf", "application/pdf", narrow), 403, "No tiene permiso para realizar esta acción")
    await refusedUnchanged("a pre-alta in another company's centre", () => post("/pre-altas", preHire(mine, 10, "CANDX1", {}, foreign), narrow), 403, "No tiene permiso para realizar esta acción")
    await refusedUnchanged("a pre-alta of another company's candidate", () => post("/pre-altas", preHire(theirs, 11, "CAND4"), narrow), 403, "No tiene permiso para realizar esta acción")
    const theirPreHire = await preHired(preHire(theirs, 11, "CANDX1", {}, foreign))
    expect((await get(`/pre-altas/${theirPreHire}`, narrow)).status).toBe(403)
    await refusedUnchanged("confirming another centre's pre-alta", () => post("/confirmar-alta", { id_pre_alta: theirPreHire }, narrow), 403, "No tiene permiso para realizar esta acción")
    // Its own: pre-hired and confirmed within its centres (no flow for altas by now: applied at once).
    const own = result(await post("/pre-altas", preHire(mine, 10, "CAND4"), narrow))
    expect(result<{ estado: string }>(await post("/confirmar-alta", { id_pre_alta: own.id_pre_alta }, narrow)).estado).toBe("Aplicado")
    // The pre-alta's candidate list offers the Seleccionado candidates of its companies alone.
    const offered = result<ReadonlyArray<Body>>(await post("/get-catalogo", { tabla: "candidatos_pre_alta", conexion: "rh" }, narrow))
    expect(offered.map((c) => Number(c.id_candidato))).not.toContain(theirs)
  })
})
