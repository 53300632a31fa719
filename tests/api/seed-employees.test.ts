import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { curpBirthDate, curpProblem, curpSex } from "../../domain/rules/curp"
import { daysPerMonth } from "../../domain/organizacion/gestionar-puestos-rules"
import { nssProblem } from "../../domain/rules/nss"
import { postalCodeProblem } from "../../domain/rules/postal-code"
import { rfcDatePart, rfcProblem } from "../../domain/rules/rfc"
import { clabeProblem } from "../../domain/rules/clabe"
import { integratedDailyWage, integrationFactor } from "../../domain/rules/integration-factor"
import { vacationDaysOn } from "../../domain/rules/vacation-days"
import { mexicoIsoDay } from "../../domain/dates"
import { areaOfName, areaOfPuesto } from "../../server/seed/position-tree"
import { dialects, useServer } from "./support/test-server"

// The demo's people carry complete, valid records (issue 13, deliverable 8): identifiers with
// their check digits that agree with the person, the company's registro patronal and
// periodicidad, a salary over the zone's minimum wage within the puesto's tabulador, the
// integration factor and SDI of DOMAIN-MX 1.7, the position they occupy, and the baja of who left;
// the person Selección's demo hired through its pre-alta as well.

type Row = Record<string, string | number | null>

/** The thousand people drawn, and the one Selección's demo hired (server/seed/demo-contratacion.ts). */
const demoPeople = 1001

describe.each(dialects)("the demo's employee records on %s", (dialect) => {
  const t = useServer(dialect)
  const query = <R extends Row>(text: string) =>
    t.server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql.unsafe<R>(text)
      }),
    )

  it("gives every person valid identifiers that agree with them, unique and numbered by the parameters", async () => {
    const people = await query(
      `SELECT id_empleado, num_empleado, sexo, f_nacimiento, curp, rfc, nss, codigo_postal, cp_fiscal, clabe, id_banco, activo, email_trabajo
       FROM empleados ORDER BY id_empleado`,
    )
    const [params] = await query(`SELECT serie_persona, digitos_id_persona FROM parametros_sistema`)
    expect(people.length).toBe(demoPeople)
    const problems: Array<string> = []
    for (const p of people) {
      const curp = String(p.curp)
      const rfc = String(p.rfc)
      const birth = String(p.f_nacimiento)
      const check = (what: string, problem: string | null | boolean) => {
        if (problem !== null && problem !== true) problems.push(`${p.id_empleado} ${what}: ${problem}`)
      }
      check("curp", curpProblem(curp))
      check("rfc", rfcProblem(rfc, { tipoPersona: "F" }))
      check("nss", nssProblem(String(p.nss)))
      check("curp birth", curpBirthDate(curp) === birth)
      check("curp sex", curpSex(curp) === p.sexo)
      check("rfc date", rfcDatePart(rfc) === `${birth.slice(2, 4)}${birth.slice(5, 7)}${birth.slice(8, 10)}`)
      check("cp", postalCodeProblem(String(p.codigo_postal)))
      check("cp fiscal", postalCodeProblem(String(p.cp_fiscal)))
      if (p.clabe !== null) {
        check("clabe", clabeProblem(String(p.clabe)))
        check("clabe bank", String(p.clabe).startsWith(String(p.id_banco)))
      }
      check("number", p.num_empleado === `${params?.serie_persona}${String(p.id_empleado).padStart(Number(params?.digitos_id_persona), "0")}`)
    }
    expect(problems).toEqual([])
    for (const column of ["curp", "rfc", "nss", "email_trabajo"]) {
      expect(new Set(people.map((p) => p[column])).size, column).toBe(people.length)
    }
  })

  it("pays over the zone's minimum wage, within the tabulador, with the company's registro and periodicidad", async () => {
    const today = mexicoIsoDay(Date.now())
    const rows = await query(
      `SELECT e.id_empleado, e.salario_diario, e.factor_integracion, e.sdi, e.f_antiguedad, e.f_ingreso, e.f_baja,
         e.registro_patronal, e.id_periodicidad, e.id_regimen_fiscal, e.id_tipo_contrato, e.id_tipo_jornada, e.id_tipo_regimen, e.tipo_salario,
         p.salario_min, p.salario_max,
         (SELECT w.salario_diario FROM zonas_salarios_minimos w WHERE w.id_zona = c.id_zona AND w.f_inicio <= '${today}' ORDER BY w.f_inicio DESC LIMIT 1) AS minimo,
         (SELECT COUNT(*) FROM empresas_registros_patronales r WHERE r.id_empresa = e.id_empresa AND r.registro_patronal = e.registro_patronal) AS registro_ok,
         (SELECT COUNT(*) FROM empresas_periodicidades x WHERE x.id_empresa = e.id_empresa AND x.id_periodicidad = e.id_periodicidad) AS periodicidad_ok
       FROM empleados e JOIN centros_trabajo c ON c.id_centro_trabajo = e.id_centro_trabajo JOIN puestos p ON p.id_puesto = e.id_puesto`,
    )
    expect(rows.length).toBe(demoPeople)
    const problems: Array<string> = []
    for (const r of rows) {
      const salary = Number(r.salario_diario)
      if (!(salary >= Number(r.minimo))) problems.push(`${r.id_empleado} under the minimum wage`)
      if (r.salario_min !== null && salary < Math.floor((Number(r.salario_min) / daysPerMonth) * 100) / 100) problems.push(`${r.id_empleado} under the tabulador`)
      if (r.salario_max !== null && salary > Math.ceil((Number(r.salario_max) / daysPerMonth) * 100) / 100) problems.push(`${r.id_empleado} over the tabulador`)
      const factor = integrationFactor(vacationDaysOn(String(r.f_antiguedad), r.f_baja === null ? today : String(r.f_baja)))
      if (Math.abs(Number(r.factor_integracion) - factor) > 0.00005) problems.push(`${r.id_empleado} factor ${r.factor_integracion} != ${factor}`)
      if (Number(r.factor_integracion) < 1.0493) problems.push(`${r.id_empleado} factor under the legal minimum`)
      if (Math.abs(Number(r.sdi) - integratedDailyWage(salary, Number(r.factor_integracion))) > 0.005) problems.push(`${r.id_empleado} sdi`)
      if (String(r.f_antiguedad) > String(r.f_ingreso)) problems.push(`${r.id_empleado} antigüedad after ingreso`)
      if (Number(r.registro_ok) !== 1) problems.push(`${r.id_empleado} registro ${r.registro_patronal}`)
      if (Number(r.periodicidad_ok) !== 1) problems.push(`${r.id_empleado} periodicidad ${r.id_periodicidad}`)
      if (r.id_regimen_fiscal !== "605" || r.id_tipo_regimen !== "02") problems.push(`${r.id_empleado} régimen`)
      if (r.id_tipo_contrato === null || r.id_tipo_jornada === null || r.tipo_salario === null) problems.push(`${r.id_empleado} SAT`)
    }
    expect(problems).toEqual([])
  })

  it("tells each person's story with applied movements and their IMSS notices", async () => {
    const people = await query(`SELECT id_empleado, f_ingreso, f_baja, id_motivo_baja, salario_diario, id_posicion FROM empleados ORDER BY id_empleado`)
    const movements = await query(
      `SELECT id_movimiento, id_empleado, tipo_movimiento, estado, ${dialect === "PostgreSQL" ? "TO_CHAR(f_efectiva, 'YYYY-MM-DD')" : "f_efectiva"} AS f_efectiva,
         salario_diario_nuevo, id_posicion_nueva, id_motivo_baja
       FROM movimientos_personal ORDER BY f_efectiva, id_movimiento`,
    )
    // The history is applied; what waits is another demo step's (two bajas in authorization).
    const applied = movements.filter((m) => m.estado === "Aplicado")
    expect(movements.filter((m) => m.estado !== "Aplicado").every((m) => m.estado === "En autorización" && m.tipo_movimiento === "BAJA")).toBe(true)
    const byPerson = new Map<number, Array<Row>>()
    for (const m of applied) byPerson.set(Number(m.id_empleado), [...(byPerson.get(Number(m.id_empleado)) ?? []), m])
    for (const p of people) {
      const own = byPerson.get(Number(p.id_empleado)) ?? []
      const altas = own.filter((m) => m.tipo_movimiento === "ALTA")
      expect(altas.map((m) => m.f_efectiva)).toEqual([p.f_ingreso])
      const bajas = own.filter((m) => m.tipo_movimiento === "BAJA")
      expect(bajas.map((m) => [m.f_efectiva, Number(m.id_motivo_baja)])).toEqual(p.f_baja === null ? [] : [[p.f_baja, Number(p.id_motivo_baja)]])
      // The last salary a movement set is the record's; the last seat, its position.
      const salaries = own.filter((m) => m.salario_diario_nuevo !== null)
      expect(Number(salaries.at(-1)?.salario_diario_nuevo)).toBe(Number(p.salario_diario))
      const seats = own.filter((m) => m.id_posicion_nueva !== null)
      if (p.id_posicion !== null) expect(seats.at(-1)?.id_posicion_nueva).toBe(p.id_posicion)
    }
    expect(applied.some((m) => m.tipo_movimiento === "CAMBIO_SALARIO")).toBe(true)
    expect(applied.some((m) => m.tipo_movimiento === "CAMBIO_POSICION")).toBe(true)
    const [notices] = await query(`SELECT COUNT(*) AS n FROM avisos_imss`)
    expect(Number(notices?.n)).toBe(applied.filter((m) => m.tipo_movimiento !== "CAMBIO_POSICION").length)
    const [pairs] = await query(`SELECT COUNT(*) AS n FROM movimientos_personal_cambios WHERE campo = 'salario_diario'`)
    expect(Number(pairs?.n)).toBe(applied.filter((m) => m.salario_diario_nuevo !== null).length)
    // A movement stored after the seed takes the next number (PostgreSQL's identity sequence too).
    const first = people.find((p) => p.f_baja === null && !movements.some((m) => m.id_empleado === p.id_empleado && m.estado !== "Aplicado"))
    const [created] = await query(
      `INSERT INTO movimientos_personal (id_empleado, tipo_movimiento, f_efectiva, motivo, estado, f_alta)
       VALUES (${first?.id_empleado}, 'CAMBIO_SALARIO', '2099-01-01', 'prueba', 'Cancelado', '2099-01-01T00:00:00.000Z') RETURNING id_movimiento`,
    )
    expect(Number(created?.id_movimiento)).toBe(movements.length + 1)
    await query(`DELETE FROM movimientos_personal WHERE id_movimiento = ${Number(created?.id_movimiento)}`)
  })

  it("seats every active person in the position they occupy today, with its puesto and department; who left has a baja", async () => {
    const today = mexicoIsoDay(Date.now())
    const unseated = await query(
      `SELECT e.id_empleado FROM empleados e WHERE e.activo = '1' AND NOT EXISTS (
         SELECT 1 FROM ocupaciones_posicion o JOIN posiciones p ON p.id_posicion = o.id_posicion
         WHERE o.id_empleado = e.id_empleado AND o.id_posicion = e.id_posicion AND o.f_fin IS NULL
           AND o.f_inicio <= '${today}' AND p.id_puesto = e.id_puesto AND p.id_depto = e.id_depto)`,
    )
    expect(unseated).toEqual([])
    const leavers = await query(
      `SELECT e.id_empleado, e.f_baja, e.f_ingreso, e.id_posicion, e.causa_imss, e.recontratable, m.causa_imss AS causa_motivo
       FROM empleados e LEFT JOIN motivos_baja m ON m.id_motivo_baja = e.id_motivo_baja WHERE e.activo = '0'`,
    )
    expect(leavers.length).toBeGreaterThan(0)
    for (const l of leavers) {
      expect(l.f_baja).not.toBeNull()
      expect(String(l.f_baja) >= String(l.f_ingreso)).toBe(true)
      expect(l.id_posicion).toBeNull()
      expect(l.causa_imss).toBe(l.causa_motivo)
      expect(["1", "0"]).toContain(l.recontratable)
    }
  })

  it("gives each department's people, and its head above all, a puesto of the department's own area", async () => {
    const departments = await query<{ id_depto: number; id_depto_padre: number | null; n_depto: string }>(`SELECT id_depto, id_depto_padre, n_depto FROM departamentos`)
    const byId = new Map(departments.map((d) => [Number(d.id_depto), d]))
    const areaOf = (id: number): string | undefined => {
      for (let d = byId.get(id), n = 0; d !== undefined && n < 10; d = d.id_depto_padre === null ? undefined : byId.get(Number(d.id_depto_padre)), n++) {
        const area = areaOfName(String(d.n_depto))
        if (area !== undefined) return area
      }
      return undefined
    }
    const people = await query<{ id_empleado: number; id_depto: number; n_puesto: string; head: number }>(
      `SELECT e.id_empleado, e.id_depto, p.n_puesto,
         CASE WHEN EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado AND r.id_depto = e.id_depto AND r.f_fin IS NULL) THEN 1 ELSE 0 END AS head
       FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto WHERE e.activo = '1'`,
    )
    // The general direction's staff serve every area (it has only its director's puesto).
    const own = (e: { id_depto: number; head: number }) => {
      const area = areaOf(Number(e.id_depto))
      return area === "General" && Number(e.head) !== 1 ? undefined : area
    }
    const wrong = people.filter((e) => own(e) !== undefined && areaOfPuesto(String(e.n_puesto)) !== own(e))
    expect(wrong.map((e) => `${e.id_empleado} ${byId.get(Number(e.id_depto))?.n_depto}: ${e.n_puesto}`)).toEqual([])
    // Every vigente head is one of their department's people, so their puesto is the department's.
    const heads = await query<{ n_depto: string; n_puesto: string; mismo: number }>(
      `SELECT d.n_depto, p.n_puesto, CASE WHEN e.id_depto = r.id_depto THEN 1 ELSE 0 END AS mismo
       FROM responsables_depto r JOIN departamentos d ON d.id_depto = r.id_depto JOIN empleados e ON e.id_empleado = r.id_numero
       JOIN puestos p ON p.id_puesto = e.id_puesto WHERE r.f_fin IS NULL AND d.id_empresa = 1`,
    )
    expect(heads.length).toBeGreaterThan(10)
    expect(heads.filter((h) => Number(h.mismo) !== 1)).toEqual([])
    // What a constancia prints under the signature: the director and the HR manager.
    expect(heads.find((h) => h.n_depto === "Dirección General")?.n_puesto).toBe("Director General")
    expect(heads.find((h) => h.n_depto === "Gerencia de Recursos Humanos")?.n_puesto).toBe("Gerente de Recursos Humanos")
  })
})
