import { beforeAll, describe, expect, it } from "vitest"
import { type Pipeline, insertPipeline } from "../../server/seed/seleccion-pipeline"
import { call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL400 on both dialects: a requisition authorized 2026-09-01 whose offer was accepted on
// 2026-10-12 fills in 41 days (MODULES-MX §6); the candidate applied 2026-09-20, so it hires in
// 22; one offer accepted, one rejected and one expired accept 33.33%; the stages' funnel and the
// days spent in each come from the assignments' history; the sources count candidates and hires;
// the sheet and the PDF print the same table.

type Body = Record<string, unknown>

describe.each(dialects)("Reporte de seguimiento on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let p: Pipeline
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const report = async (vista: string) => {
    const a = await post("/reporte-seguimiento-seleccion", { f_desde: "2026-08-01", f_hasta: "2026-08-31", vista })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: Body & { requisiciones: ReadonlyArray<Body>; etapas: ReadonlyArray<Body>; fuentes: ReadonlyArray<Body> } }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    p = await t.server.run(
      insertPipeline({
        name: "SEGUIMIENTO",
        today: "2026-10-12",
        authorizedDaysAgo: 41,
        vacancies: 1,
        tabulador: { min: 15_000, max: 20_000 },
        candidates: [
          { nombre: "Alta", apellido_paterno: "Seguimiento", email: "alta@seguimiento.mx", etapa: "Contratado", hace: 22, fuente: "REFERIDO" },
          { nombre: "Rechaza", apellido_paterno: "Seguimiento", email: "rechaza@seguimiento.mx", etapa: "Oferta", hace: 20 },
          { nombre: "Vence", apellido_paterno: "Seguimiento", email: "vence@seguimiento.mx", etapa: "Oferta", hace: 18 },
          { nombre: "Fuera", apellido_paterno: "Seguimiento", email: "fuera@seguimiento.mx", etapa: "Descartado", hace: 16 },
        ],
      }),
    )
    await exec(`UPDATE requisiciones SET f_solicitud = '2026-08-28', f_autorizacion = '2026-09-01' WHERE id_requisicion = ${p.id_requisicion}`)
    const offer = (email: string, estado: string, respuesta: string | null, n: number) =>
      exec(`INSERT INTO sel_ofertas (folio, id_asignacion, salario_diario, salario_mensual, fuera_tabulador, id_tipo_contrato, f_ingreso_propuesta,
        f_limite_respuesta, estado, f_envio, f_respuesta, f_alta)
        VALUES ('OF-SEG-${n}', ${p.people[email]?.id_asignacion}, 600, 18240, '0', 'IND', '2026-11-01', '2026-10-20', '${estado}', '2026-10-05',
          ${respuesta === null ? "NULL" : `'${respuesta}'`}, '2026-10-05T00:00:00Z')`)
    await offer("alta@seguimiento.mx", "Aceptada", "2026-10-12", 1)
    await offer("rechaza@seguimiento.mx", "Rechazada", "2026-10-08", 2)
    await offer("vence@seguimiento.mx", "Vencida", null, 3)
  })

  it("gives each requisition's milestones, time to fill (41 days), time to hire and acceptance rate", async () => {
    const r = await report("requisiciones")
    expect(r.requisiciones).toHaveLength(1)
    expect(r.requisiciones[0]).toMatchObject({
      folio: "RQ-SEGUIMIENTO",
      f_autorizacion: "2026-09-01",
      f_primer_candidato: "2026-09-20",
      f_oferta: "2026-10-05",
      f_aceptacion: "2026-10-12",
      f_ingreso: null,
      candidatos: 4,
      ofertas: 3,
      tasa_aceptacion: 33.33,
      time_to_fill: 41,
      time_to_hire: 22,
    })
    expect(r).toMatchObject({ tasa_aceptacion: 33.33, time_to_fill_promedio: 41 })
  })

  it("counts the funnel by stage with its conversion and the days spent in each, and hires by source", async () => {
    const stages = (await report("etapas")).etapas
    const byType = Object.fromEntries(stages.map((s) => [s.tipo, s]))
    expect(byType.Inicial).toMatchObject({ candidatos: 4, conversion: 100, dias_promedio: 3 })
    expect(byType.Oferta).toMatchObject({ candidatos: 2, conversion: 50 })
    expect(byType.Contratado).toMatchObject({ candidatos: 1, conversion: 25 })
    expect(byType.Descartado).toMatchObject({ candidatos: 1, conversion: 25 })
    const sources = Object.fromEntries((await report("fuentes")).fuentes.map((s) => [s.fuente, s]))
    expect(sources.Referido).toMatchObject({ candidatos: 1, contratados: 1, tasa: 100 })
    expect(sources["Bolsa de trabajo"]).toMatchObject({ candidatos: 3, contratados: 0, tasa: 0 })
  })

  it("counts a card the board moved in the stage it is in now (the board's history names the stages left)", async () => {
    const before = Object.fromEntries((await report("etapas")).etapas.map((s) => [s.tipo, Number(s.candidatos)]))
    const [free] = await sqlOf(t.server, (sql) =>
      sql.unsafe<{ id: number }>(`SELECT MIN(c.id_candidato) AS id FROM candidatos c WHERE c.estado IN ('Nuevo', 'En proceso') AND c.id_empresa = 1
        AND NOT EXISTS (SELECT 1 FROM sel_asignaciones a WHERE a.id_candidato = c.id_candidato AND a.id_vacante = ${p.id_vacante})`),
    )
    const assigned = await post("/asignar-candidato", { id_candidato: Number(free?.id), id_vacante: p.id_vacante })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    const card = (assigned.body as { result: { id_asignacion: number; version: number } }).result
    const interview = p.stages.Entrevista
    const moved = await post("/mover-etapa", {
      id_asignacion: card.id_asignacion,
      id_etapa: interview,
      resultado: "Aprobado",
      calificacion: null,
      comentario: null,
      id_motivo_rechazo: null,
      version: card.version,
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const after = Object.fromEntries((await report("etapas")).etapas.map((s) => [s.tipo, Number(s.candidatos)]))
    expect(after.Inicial).toBe((before.Inicial ?? 0) + 1)
    expect(after.Entrevista).toBe((before.Entrevista ?? 0) + 1)
  })

  it("exports the same table to Excel and PDF", async () => {
    for (const path of ["/exportar-reporte-seguimiento-seleccion", "/reporte-seguimiento-seleccion-pdf"]) {
      const answer = await fetch(`${t.url}/api${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
        body: JSON.stringify({ f_desde: "2026-08-01", f_hasta: "2026-08-31", vista: "requisiciones" }),
      })
      expect(answer.status, path).toBe(200)
      expect((await answer.arrayBuffer()).byteLength, path).toBeGreaterThan(1000)
    }
  })
})
