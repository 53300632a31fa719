import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { writableFields } from "../../domain/records/descriptor"
import { candidates } from "../../domain/personal/candidatos"
import { employees } from "../../domain/personal/gestion-personal"
import { jobProfiles } from "../../domain/organizacion/gestionar-puestos"
import { companies } from "../../domain/organizacion/empresas"
import type { RecordDescriptor } from "../../domain/records/descriptor"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// What a write accepts, every read returns, on both dialects. A blank second surname is stored
// as null (never "", which built names with a trailing space that failed every later read of
// the people lists); a lone UTF-16 surrogate is refused, naming its field, and changes nothing;
// a company's default zone and plaza must be codes of their catalogues; a single key is never
// split at "~"; and a write whose answer cannot be encoded is refused and rolled back, not
// committed with a 500.

type Row = Record<string, unknown>

/** The update body of a stored record: its writable fields as read. */
const updateOf = (d: RecordDescriptor, id: string, row: Row, changes: Row): Row => ({
  _method: "PUT",
  id,
  ...Object.fromEntries(
    writableFields(d)
      .filter(([, f]) => f.addOnly !== true && f.writeOnly !== true)
      .map(([name]) => [name, row[name] ?? null]),
  ),
  ...changes,
})

describe.each(dialects)("what a write accepts, every read returns, on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })

  /** A stored record of the resource: its path id and its row as read. */
  const firstOf = async (resource: string, key: string): Promise<readonly [string, Row]> => {
    const list = await get(`/${resource}?por_pagina=5`)
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    const [row] = (list.body as { result: { registros: ReadonlyArray<Row> } }).result.registros
    const id = String(row?.[key])
    const read = await get(`/${resource}/${encodeURIComponent(id)}`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    return [id, (read.body as { result: Row }).result]
  }

  const expectReads = async (resource: string, id: string): Promise<Row> => {
    const list = await get(`/${resource}?por_pagina=100`)
    expect(list.status, JSON.stringify(list.body).slice(0, 300)).toBe(200)
    const read = await get(`/${resource}/${encodeURIComponent(id)}`)
    expect(read.status, JSON.stringify(read.body).slice(0, 300)).toBe(200)
    return (read.body as { result: Row }).result
  }

  it.each([
    ["empleados", "id_empleado", employees, "n_empleado"],
    ["candidatos", "id_candidato", candidates, "n_candidato"],
  ] as const)("%s: a blank second surname is stored as none and every read still answers", async (resource, key, descriptor, name) => {
    const [id, row] = await firstOf(resource, key)
    for (const blank of ["", "   "]) {
      const answer = await post(`/${resource}/${id}`, updateOf(descriptor, id, row, { apellido_materno: blank }))
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
      const stored = await expectReads(resource, id)
      expect(stored.apellido_materno).toBeNull()
      expect(stored[name]).toBe(`${String(row.nombre)} ${String(row.apellido_paterno)}`)
    }
    // The people's names other pages build read back too.
    for (const other of ["/usuarios", "/departamentos", "/centros-trabajo", "/pre-altas"]) {
      const list = await get(`${other}?por_pagina=100`)
      expect(list.status, `${other}: ${JSON.stringify(list.body).slice(0, 300)}`).toBe(200)
    }
  })

  it("puestos: a lone surrogate in a text field is refused, naming the field, and changes nothing", async () => {
    const [id, row] = await firstOf("puestos", "id_puesto")
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const body = JSON.stringify(updateOf(jobProfiles, id, row, { objetivo: "Dirigir \ud800 el área" }))
    expect(body).toContain("\\ud800")
    const answer = await call(t.url, `/api/puestos/${id}`, { token: admin, rawBody: body })
    expect(answer.status).toBe(400)
    expect(asError(answer).detalles ?? [asError(answer).message]).toContain(messages.textoMalFormado("objetivo"))
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)
    await expectReads("puestos", id)
    // A character outside the BMP (its surrogates paired) is text like any other.
    const paired = await post(`/puestos/${id}`, updateOf(jobProfiles, id, row, { objetivo: "Dirigir 𝄞 el área" }))
    expect(paired.status, JSON.stringify(paired.body).slice(0, 300)).toBe(200)
    expect((await expectReads("puestos", id)).objetivo).toBe("Dirigir 𝄞 el área")
  })

  it("empresas: a default zone or plaza outside its catalogue is refused, naming the field", async () => {
    const [id, row] = await firstOf("empresas", "id_empresa")
    const [zone] = await sqlOf(t.server, (sql) => sql<{ id_zona: string }>`SELECT id_zona FROM zonas WHERE activo = '1' ORDER BY id_zona`)
    const [plaza] = await sqlOf(t.server, (sql) => sql<{ id_plaza: string }>`SELECT id_plaza FROM plazas WHERE activo = '1' ORDER BY id_plaza`)
    const cases = [
      ["id_zona", "Zona predeterminada"],
      ["id_plaza", "Plaza predeterminada"],
    ] as const
    for (const [field, label] of cases) {
      const before = await checksums(t.server, ["auditoria", "sesiones"])
      const answer = await post(`/empresas/${id}`, updateOf(companies, id, row, { [field]: "NOEXISTE" }))
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(asError(answer).message).toBe(messages.claveFueraDeCatalogo(label))
      expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)
    }
    const valid = await post(`/empresas/${id}`, updateOf(companies, id, row, { id_zona: zone?.id_zona.toLowerCase(), id_plaza: plaza?.id_plaza ?? null }))
    expect(valid.status, JSON.stringify(valid.body).slice(0, 300)).toBe(200)
    const stored = await expectReads("empresas", id)
    expect(stored.id_zona).toBe(zone?.id_zona)
  })

  it("a key holding the composite keys' separator reads back by its id and in its list", async () => {
    const created = await post("/perfiles", { id_grupo: "RB~1", n_grupo: "Perfil con tilde" })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((await expectReads("perfiles", "RB~1")).n_grupo).toBe("Perfil con tilde")
  })

  it("a write whose answer cannot be encoded is refused and rolled back", async () => {
    const [id, row] = await firstOf("empleados", "id_empleado")
    // A company name with a trailing space, as no write stores it: the employee's answer names it.
    const company = Number(row.id_empresa)
    const [original] = await sqlOf(t.server, (sql) => sql<{ n_empresa: string }>`SELECT n_empresa FROM empresas WHERE id_empresa = ${company}`)
    await sqlOf(t.server, (sql) => sql`UPDATE empresas SET n_empresa = ${`${original?.n_empresa} `} WHERE id_empresa = ${company}`)
    try {
      const before = await checksums(t.server, ["sesiones"])
      const answer = await post(`/empleados/${id}`, updateOf(employees, id, row, { telefono: "5512345678" }))
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400)
      expect(asError(answer).message).toBe(messages.respuestaNoLegible)
      expect(await checksums(t.server, ["sesiones"]), "the refused write changed data").toEqual(before)
    } finally {
      await sqlOf(t.server, (sql) => sql`UPDATE empresas SET n_empresa = ${original?.n_empresa ?? ""} WHERE id_empresa = ${company}`)
    }
  })
})
