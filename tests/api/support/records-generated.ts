import { existsSync } from "node:fs"
import ExcelJS from "exceljs"
import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../../domain/messages"
import { filterFields, idOf, keyFields, searchableFields, sortableFields, writableFields } from "../../../domain/records/descriptor"
import { mayDelete } from "../../../domain/records/workflow"
import type { AnyField } from "../../../domain/records/field"
import { isWritable } from "../../../domain/records/endpoints"
import { recordTables } from "../../../server/parts/all-parts"
import type { RecordTable } from "../../../server/records/table"
import { type Answer, call, demo, signIn } from "./http"
import { flowRecordSteps, flowSteps } from "./records-generated-flow"
import { checksums, expectRefusal } from "./security"
import { type Dialect, dialects, useServer, type TestServer } from "./test-server"

// The generated functional suite of the records platform. For every record descriptor the
// server serves (server/parts/all-parts.ts `recordTables`), on both dialects: a record is created from a
// record of the demo seed (so its parents, pickers and catalogue codes exist), read back,
// updated, listed by every sortable field both ways, found by every filter and by the search,
// exported, and deleted (or refused as its `deletable` rule says); a missing required field and
// a duplicate key are refused and change nothing. A new descriptor is covered by adding it to
// `recordTables`: no test code. One file per dialect (records-generated-sqlite.test.ts,
// records-generated-postgresql.test.ts), each on one server.
//
// Steps are a registry (`recordSteps`): each one says to which resources it applies and what
// it checks, run in order over one shared context per resource. The workflow transitions and
// the documents of a record add their own generated steps there (see `recordSteps`).

type Row = Readonly<Record<string, unknown>>

interface Page {
  readonly registros: ReadonlyArray<Row>
  readonly total: number
}

/** What the steps of one resource share, in order. */
export interface StepContext {
  readonly server: TestServer
  readonly table: RecordTable
  token: string
  /** A stored record of the demo seed the new one copies its references from. */
  template: Row | undefined
  /** Other records of the seed to copy from when a rule refuses the first (an employee with a pending movement). */
  others: ReadonlyArray<Row>
  /** The create's body. */
  body: Record<string, unknown>
  /** The record as read back after the create (or the template, for a read-only resource). */
  record: Row | undefined
  /** Text only this record holds (its searchable text fields carry it). */
  readonly marker: string
  /** Whether the steps may create records of the resource (writable, its create not opted out). */
  creates: boolean
  /** A create's body for another record like the first (fresh keys and text). */
  readonly freshBody: () => Promise<Record<string, unknown>>
}

export interface RecordStep {
  readonly name: string
  /** Whether the step means anything for the resource (a read-only one has no create). */
  readonly applies: (table: RecordTable) => boolean
  readonly run: (ctx: StepContext) => Promise<void>
}

/** The generated steps' names (an opt-out names the step it skips). */
export const steps = {
  missing: "refuses a create without a required field, naming it in Spanish, and stores nothing",
  create: "creates a record and reads back what it wrote",
  duplicate: "refuses a duplicate key in another case with 409 and stores nothing",
  update: "updates the record, keeping its key",
  sort: "lists by every sortable field in both directions, in that order",
  filter: "finds the record by each filter field",
  search: "finds the record by the search",
  export: "exports the record in a workbook that reads back",
  delete: "deletes the record, or refuses as its deletable rule says",
  read: "reads the record as its list row shows it, and answers 404 for an unknown key",
  readOnly: "refuses every write to a read-only resource (405) and changes nothing",
  ...flowSteps,
} as const

/**
 * Steps a resource skips, each with the reason. Keep it short: a step that cannot hold for a
 * resource usually means the resource or the generator needs fixing, not an entry here.
 */
export const optOuts: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Evaluations are the person's history: the hook refuses every change and delete (409);
  // tests/api/competencias-colaborador.test.ts checks that refusal.
  "evaluaciones-competencia": { [steps.update]: "history is never changed", [steps.delete]: "history is never deleted" },
  // Without a create the other steps work on a record of the seed (updated, never deleted).
  // A company's RFC is unique among active companies and the generator forges no RFC:
  // tests/api/organization-companies.test.ts creates companies.
  empresas: { [steps.create]: "RFC unique, none forged", [steps.duplicate]: "no record of its own", [steps.delete]: "would delete a seeded company" },
  // A person's CURP, RFC and NSS are required, unique and tied to the name and birth date:
  // tests/api/personal-employees.test.ts hires people.
  empleados: { [steps.create]: "CURP, RFC and NSS unique, none forged", [steps.delete]: "would delete a seeded person" },
  // Every seeded position holds a prorating in force and vigencias may not overlap:
  // tests/api/organization-prorating.test.ts writes them.
  "prorrateo-posiciones": { [steps.create]: "the seed's positions are all prorated", [steps.delete]: "would delete a seeded prorating" },
  // Every seeded clave's last period is open-ended and periods of a clave may not overlap, so a
  // copy of a seeded row is refused: tests/api/contratos-parametros.test.ts writes them.
  "parametros-legales": { [steps.create]: "a copy overlaps its seeded period", [steps.delete]: "would delete a seeded legal value" },
  // Each level's valor is unique and the scale is seeded full: tests/api/competencias.test.ts.
  "niveles-competencias": { [steps.create]: "the scale is full", [steps.duplicate]: "no record of its own", [steps.delete]: "would delete a seeded level" },
  // Each seeded movement leaves its person with a pending one, which bars another, and only a
  // captured movement changes: tests/api/personal-movements.test.ts files, edits, sends and
  // cancels movements, and records-workflow-steps.test.ts fires every transition from each state.
  "movimientos-personal": {
    [steps.create]: "the seed's people have a pending movement",
    [steps.update]: "only a captured movement changes, and the seed's are further along",
    [steps.delete]: "would delete a seeded movement",
    [steps.transitions]: "one pending movement per person: no free person to copy",
    [steps.transitionRefused]: "one pending movement per person: no free person to copy",
    [steps.transitionKey]: "one pending movement per person: no free person to copy",
  },
  // A signed responsiva needs its scan uploaded for itself, and the seed's are signed:
  // tests/api/personal-records.test.ts hands property over.
  responsivas: { [steps.create]: "the seed's responsivas are signed", [steps.delete]: "would delete a seeded responsiva" },
  // A person holds one loan in progress and two a year, and every seeded loan's person already
  // does, so a copy of one cannot be sent through its states (the create step finds a free one);
  // tests/api/personal-loans.test.ts and records-workflow-authorization.test.ts fire them all.
  prestamos: {
    [steps.transitions]: "one loan in progress per person: no free person to copy",
    [steps.transitionRefused]: "one loan in progress per person: no free person to copy",
    [steps.transitionKey]: "one loan in progress per person: no free person to copy",
    // A loan's folio is its number (no folio text) and its PDFs print the terms, not the motivo
    // this suite marks: tests/api/personal-loans.test.ts reads both PDFs back.
    [steps.documentPrint]: "no text of the record on its PDFs to tell it by",
  },
  // A new interview is scheduled in the future and is realized or marked absent only once past:
  // tests/api/seleccion-entrevistas.test.ts fires every transition and its refusals on both dialects.
  entrevistas: {
    [steps.transitions]: "realized only once past, and a copy is scheduled in the future",
    [steps.transitionRefused]: "realized only once past, and a copy is scheduled in the future",
  },
  // A letter is marked Firmada only once its signed scan is uploaded (a multipart call of its
  // own), which the workflow's steps do not make: tests/api/finiquitos-cartas-finiquito.test.ts
  // fires every transition and its refusals on both dialects.
  "cartas-finiquito": {
    [steps.transitions]: "Firmada needs the signed scan uploaded first",
    [steps.transitionRefused]: "Firmada needs the signed scan uploaded first",
    [steps.transitionKey]: "Firmada needs the signed scan uploaded first",
  },
  // Two Vigente contracts of one person may not share a day, and a copy keeps the template's
  // person and dates, so only one copy could ever be activated (the create step copies a draft);
  // tests/api/contratos-gestion.test.ts fires every transition and its refusals on both dialects.
  "gestion-contratos": {
    [steps.transitions]: "one Vigente contract per person and day: a copy overlaps the first",
    [steps.transitionRefused]: "one Vigente contract per person and day: a copy overlaps the first",
    [steps.transitionKey]: "one Vigente contract per person and day: a copy overlaps the first",
  },
  // A person's aid of a type is capped a year, and every seeded aid's person has reached it, so a
  // copy of one cannot be sent through its states; the demo's AYUDA flow also holds a sent aid
  // until an approver decides: tests/api/personal-loans.test.ts sends, approves, rejects, pays
  // and cancels aid, and refuses each transition from a wrong state and outside the role.
  "ayudas-economicas": {
    [steps.transitions]: "the yearly maximum per person and type: no free person to copy",
    [steps.transitionRefused]: "the yearly maximum per person and type: no free person to copy",
    [steps.transitionKey]: "the yearly maximum per person and type: no free person to copy",
  },
  // A kiosk request is filed by the kiosk, never created here, so there is no copy to take through
  // its states: tests/api/kiosk.test.ts attends and cancels requests (and is refused from each
  // wrong state and outside the role), and records-workflow-steps.test.ts checks the options they use.
  "solicitudes-portal": {
    [steps.transitions]: "filed by the kiosk: no record of its own to move",
    [steps.transitionRefused]: "filed by the kiosk: no record of its own to move",
    [steps.transitionKey]: "filed by the kiosk: no record of its own to move",
  },
  // One finiquito per baja that is not cancelled: the create copies the seed's cancelled one, but
  // a workflow's copies of it would share its baja. tests/api/finiquitos-solicitud-finiquito-records.test.ts
  // fires every transition, refuses each out of turn and outside FIN100 (both dialects).
  finiquitos: {
    [steps.transitions]: "one finiquito per baja: no free baja to copy",
    [steps.transitionRefused]: "one finiquito per baja: no free baja to copy",
    [steps.transitionKey]: "one finiquito per baja: no free baja to copy",
    // The sheet prints a calculated finiquito, and none of the copies is calculated.
    [steps.documentPrint]: "one finiquito per baja: no copy to calculate",
  },
  // A budget version is sent again from Rechazado, which only an approver's rejection in the
  // PRESUPUESTO_FORMACION flow reaches, and Autorizado only its approval: tests/api/formacion-revision-presupuesto.test.ts
  // sends, rejects, corrects, sends again, approves and is refused a send out of turn on both
  // dialects (the refusal without FOR150 stays generated).
  "presupuestos-formacion": {
    [steps.transitions]: "Rechazado is reached only through the flow's rejection",
    [steps.transitionRefused]: "Autorizado is reached only through the flow's approval",
  },
  // A requisition is sent again from Rechazada, which only an approver's rejection in the
  // REQUISICION flow reaches: tests/api/seleccion-requisiciones-colaboradores.test.ts sends,
  // rejects, corrects, sends again, approves and cancels on both dialects.
  requisiciones: {
    [steps.transitions]: "Rechazada is reached only through the flow's rejection",
    [steps.transitionRefused]: "Autorizada is reached only through the flow's approval",
  },
  // The demo seeds no pre-alta to copy, and one names a candidate in the state that sends it:
  // tests/api/personal-candidates.test.ts creates them through that flow.
  "pre-altas": Object.fromEntries(Object.values(steps).map((s) => [s, "no pre-alta in the demo seed to copy from"])),
  // The same store seen through accepted offers (SEL370): tests/api/seleccion-pre-alta-candidatos.test.ts.
  "pre-altas-seleccion": Object.fromEntries(Object.values(steps).map((s) => [s, "no pre-alta in the demo seed to copy from"])),
  // One live offer per candidate and vacancy: a copy of a demo offer names an assignment that
  // already has one (409). tests/api/seleccion-ofertas-candidatos.test.ts creates, updates, sends,
  // answers, expires and prints offers on both dialects.
  "ofertas-candidatos": Object.fromEntries(
    Object.values(steps)
      .filter((s) => s !== steps.missing && s !== steps.sort)
      .map((s) => [s, "one live offer per assignment: no demo offer can be copied"]),
  ),
  // The demo seeds no evaluation cycle yet (Evaluación's demo data comes with the module), so
  // there is no template to copy: tests/api/evaluacion-proyectos.test.ts creates cycles, reads
  // them back, publishes, advances and closes them, refuses each transition out of turn and the
  // writes without EVA150 (both dialects). The required-field and sort steps stay generated.
  "proyectos-evaluacion": Object.fromEntries(
    Object.values(steps)
      .filter((s) => s !== steps.missing && s !== steps.sort)
      .map((s) => [s, "no evaluation cycle in the demo seed to copy from"]),
  ),
  // One vigente vacancy per authorized requisition, and the demo's requisitions each have theirs:
  // a copy has no requisition to open. tests/api/seleccion-asignacion-candidatos.test.ts opens,
  // edits, publishes, pauses, resumes, closes and deletes vacancies and refuses each rule (both
  // dialects). The required-field and sort steps stay generated.
  vacantes: Object.fromEntries(
    Object.values(steps)
      .filter((s) => s !== steps.missing && s !== steps.sort)
      .map((s) => [s, "one vacancy per requisition: no free requisition in the demo seed to copy"]),
  ),
}

// --- Values ------------------------------------------------------------------------------------

const requiredOf = (f: AnyField): string | undefined => (f as { readonly required?: string }).required
const isRequired = (f: AnyField): boolean => f.kind !== "rows" && !Schema.is(f.value)(null)
const keyIsGenerated = (t: RecordTable): boolean => keyFields(t.descriptor).some((k) => t.descriptor.fields[k]?.derived === true)
const writable = (t: RecordTable): boolean => isWritable(t.endpoints)

let sequence = 0
/** A text no other record holds, `length` characters at most. */
const uniqueText = (prefix: string, length: number): string => {
  sequence += 1
  const stamp = `${Date.now().toString(36).slice(-4)}${sequence.toString(36)}`.toUpperCase()
  return `${prefix}${stamp}`.slice(0, Math.max(1, length))
}

/** Identifiers checked against official formats are left empty where optional (they may be unique). */
const officialIds = new Set(["rfc", "curp", "nss", "clabe", "registroPatronal", "image", "file"])

/** A fresh value for a key field the client chooses, shaped like the seed's (a bank's three digits). */
const freshKey = async (ctx: StepContext, name: string, f: AnyField): Promise<unknown> => {
  if (f.kind === "email") return `${uniqueText("gen", 12).toLowerCase()}@prueba.mx`
  if (f.kind === "integer") {
    // The largest stored key plus one, within the field's bounds.
    const page = await list(ctx, `orden=${name}&direccion=desc&por_pagina=5`)
    const top = Number(page.registros[0]?.[name] ?? 0)
    if (f.max === undefined || top < f.max) return top + 1
    // A bounded key taken up to its bound (the 32 entidades): a free one below it.
    for (let n = f.max; n >= (f.min ?? 1); n--) if ((await api(ctx, `/${ctx.table.descriptor.resource}/${n}`)).status === 404) return n
    return top
  }
  const seeded = ctx.template?.[name]
  if (typeof seeded === "string" && /^\d+$/.test(seeded)) {
    // A free code of as many digits, counting down from the largest.
    for (let n = 10 ** seeded.length - 1; n >= 0; n--) {
      const code = String(n).padStart(seeded.length, "0")
      if ((await api(ctx, `/${ctx.table.descriptor.resource}/${code}`)).status === 404) return code
    }
  }
  return uniqueText("G", Math.min(f.maxLength ?? 10, 10))
}

/** Whether a text field takes free text (no pattern, no catalogue code): it gets this record's own. */
const freeText = (t: RecordTable, name: string, f: AnyField, sample: string): boolean =>
  (f.kind === "text" || f.kind === "textarea") && t.references?.[name] === undefined && Schema.is(f.value)(sample)

/** The create's body: the template's values, with fresh keys, text and secrets. */
const bodyOf = async (ctx: StepContext): Promise<Record<string, unknown>> => {
  const body: Record<string, unknown> = {}
  const template = ctx.template ?? {}
  for (const [name, f] of writableFields(ctx.table.descriptor)) {
    if (f.addOnly === true) continue
    if (f.key === true) body[name] = await freshKey(ctx, name, f)
    else if (f.kind === "password") body[name] = "Clave.Segura-2026"
    else if (f.kind === "email") body[name] = `${uniqueText("gen", 12).toLowerCase()}@prueba.mx`
    else if (officialIds.has(f.kind) && !isRequired(f)) body[name] = null
    else if (freeText(ctx.table, name, f, fresh(ctx, f)) && (f.searchable === true || template[name] !== null)) body[name] = fresh(ctx, f)
    else if (freeText(ctx.table, name, f, lettersOf(fresh(ctx, f))) && template[name] !== null) body[name] = lettersOf(fresh(ctx, f))
    // A coded text the record may leave out (an entidad's CURP and SAT codes, unique): left out.
    else if ((f.kind === "text" || f.kind === "textarea") && !isRequired(f)) body[name] = null
    else body[name] = template[name] ?? null
  }
  return body
}

/** This record's own text for a field: its marker and a fresh suffix, within the field's length. */
const fresh = (ctx: StepContext, f: AnyField): string => `${ctx.marker} ${uniqueText("", 6)}`.slice(0, f.maxLength ?? 40)

/** The same text in letters only, for a field that takes letters (a person's name). */
const lettersOf = (text: string): string => text.replace(/[0-9]/g, (d) => "ABCDEFGHIJ".charAt(Number(d)))

// --- Calls -------------------------------------------------------------------------------------

const api = (ctx: StepContext, path: string, body?: unknown): Promise<Answer> =>
  call(ctx.server.url, `/api${path}`, { token: ctx.token, ...(body === undefined ? {} : { body }) })

const expectOk = (label: string, answer: Answer) => expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 600)}`).toBe(200)

const list = async (ctx: StepContext, query: string): Promise<Page> => {
  const answer = await api(ctx, `/${ctx.table.descriptor.resource}?${query}`)
  expectOk(`list ?${query}`, answer)
  return (answer.body as { result: Page }).result
}

const recordPath = (ctx: StepContext, row: Row) => `/${ctx.table.descriptor.resource}/${encodeURIComponent(idOf(ctx.table.descriptor, row))}`

const read = async (ctx: StepContext, row: Row): Promise<Row> => {
  const answer = await api(ctx, recordPath(ctx, row))
  expectOk(`read ${recordPath(ctx, row)}`, answer)
  return (answer.body as { result: Row }).result
}

const sameKey = (ctx: StepContext, a: Row, b: Row) => idOf(ctx.table.descriptor, a).toLowerCase() === idOf(ctx.table.descriptor, b).toLowerCase()

/** The record's row in the list with `query` (walking its pages, 100 rows each). */
const listRow = async (ctx: StepContext, query: string, row: Row): Promise<Row | undefined> => {
  for (let pagina = 1; pagina <= 50; pagina++) {
    const page = await list(ctx, `${query}&por_pagina=100&pagina=${pagina}`)
    const found = page.registros.find((r) => sameKey(ctx, r, row))
    if (found !== undefined || pagina * 100 >= page.total) return found
  }
  return undefined
}

const listHolds = async (ctx: StepContext, query: string, row: Row): Promise<boolean> => (await listRow(ctx, query, row)) !== undefined

/** A refusal: its status, Spanish envelope, and no table written. */
const expectRefusedUnchanged = async (ctx: StepContext, label: string, send: () => Promise<Answer>, status: number): Promise<Answer> => {
  const before = await checksums(ctx.server.server)
  const answer = await send()
  expectRefusal(label, answer, [status])
  expect(await checksums(ctx.server.server), `${label} changed data`).toEqual(before)
  return answer
}

/** A stored value as the create sent it (text is compared without case: keys and codes are upper-cased). */
const comparable = (v: unknown): unknown => (typeof v === "string" ? v.trim().toLowerCase() : typeof v === "number" ? Number(v) : v)

/** Child rows read back as sent: as many, in order, each with the values it was sent. */
const sameRows = (sent: unknown, stored: unknown): boolean => {
  if (!Array.isArray(sent) || !Array.isArray(stored) || sent.length !== stored.length) return false
  return sent.every((row: Row, i) =>
    Object.entries(row).every(([k, v]) => v === null || comparable((stored[i] as Row | undefined)?.[k]) === comparable(v)),
  )
}

const expectStoredAsSent = (ctx: StepContext, label: string, sent: Row, stored: Row) => {
  const d = ctx.table.descriptor
  const differing = Object.entries(sent).filter(([name, value]) => {
    const f = d.fields[name]
    if (f === undefined || f.writeOnly === true || value === null) return false
    if (f.kind === "rows") return !sameRows(value, stored[name])
    return comparable(stored[name]) !== comparable(value)
  })
  expect(
    differing.map(([name, value]) => `${name}: sent ${JSON.stringify(value)}, read ${JSON.stringify(stored[name])}`),
    `${label}: fields read back other than written`,
  ).toEqual([])
}

// --- Steps -------------------------------------------------------------------------------------

const created = (ctx: StepContext): Row => {
  if (ctx.record === undefined) throw new Error(`${ctx.table.descriptor.resource}: no record (the create failed)`)
  return ctx.record
}

/** Values in list order: each not before the previous (nulls, placed differently by each dialect, aside). */
const expectOrdered = (label: string, values: ReadonlyArray<unknown>, direction: "asc" | "desc") => {
  const present = values.filter((v) => v !== null && v !== undefined)
  const misplaced = present.flatMap((v, i) => {
    if (i === 0) return []
    const [a, b] = direction === "asc" ? [present[i - 1], v] : [v, present[i - 1]]
    const inOrder = typeof a === "number" && typeof b === "number" ? a <= b : String(a) <= String(b)
    return inOrder ? [] : [`${JSON.stringify(present[i - 1])} before ${JSON.stringify(v)}`]
  })
  expect(misplaced, `${label}: out of order`).toEqual([])
}

/** Whether text sorts the same in both dialects' order and in JavaScript's (plain ASCII, one case). */
const portableText = (values: ReadonlyArray<unknown>) => values.every((v) => typeof v !== "string" || /^[0-9A-Z _.-]*$/.test(v) || /^[0-9a-z _.-]*$/.test(v))

/** The first required field the create sends, to leave out (a key the server makes is not sent). */
const requiredField = (t: RecordTable): readonly [string, AnyField] | undefined =>
  writableFields(t.descriptor).find(([, f]) => f.addOnly !== true && isRequired(f) && f.key !== true) ??
  writableFields(t.descriptor).find(([, f]) => f.addOnly !== true && isRequired(f))

export const recordSteps: Array<RecordStep> = [
  {
    name: steps.missing,
    applies: (t) => writable(t) && requiredField(t) !== undefined,
    run: async (ctx) => {
      const [name, f] = requiredField(ctx.table) ?? ["", undefined]
      const { [name]: _left, ...rest } = ctx.body
      const missing = await expectRefusedUnchanged(ctx, `create without ${name}`, () => api(ctx, `/${ctx.table.descriptor.resource}`, rest), 400)
      const campos = ((missing.body as { problemas?: ReadonlyArray<{ campo: string }> }).problemas ?? []).map((p) => p.campo)
      expect(campos, `the refusal names ${name}`).toContain(name)
      const message = f === undefined ? undefined : requiredOf(f)
      if (message !== undefined && typeof ctx.body[name] === "string") {
        const blank = await expectRefusedUnchanged(ctx, `create with ${name} blank`, () => api(ctx, `/${ctx.table.descriptor.resource}`, { ...ctx.body, [name]: "  " }), 400)
        expect((blank.body as { detalles?: ReadonlyArray<string> }).detalles).toContain(message)
      }
    },
  },
  {
    name: steps.create,
    applies: writable,
    run: async (ctx) => {
      let answer = await api(ctx, `/${ctx.table.descriptor.resource}`, ctx.body)
      // A rule about the copied references (an employee with a pending movement, a responsiva
      // marked signed) is tried again from the seed's other records.
      for (const other of ctx.others) {
        if (answer.status === 200) break
        ctx.template = await read(ctx, other)
        ctx.body = await bodyOf(ctx)
        answer = await api(ctx, `/${ctx.table.descriptor.resource}`, ctx.body)
      }
      expectOk("create", answer)
      expect((answer.body as { message: string }).message).toBe(ctx.table.descriptor.messages.created)
      const stored = await read(ctx, (answer.body as { result: Row }).result)
      expectStoredAsSent(ctx, "create", ctx.body, stored)
      ctx.record = stored
    },
  },
  {
    name: steps.duplicate,
    applies: (t) => writable(t) && !keyIsGenerated(t),
    run: async (ctx) => {
      const record = created(ctx)
      const again = Object.fromEntries(
        Object.entries(ctx.body).map(([name, value]) => {
          const key = ctx.table.descriptor.fields[name]?.key === true
          return [name, key && typeof record[name] === "string" ? String(record[name]).toLowerCase() : key ? record[name] : value]
        }),
      )
      const answer = await expectRefusedUnchanged(ctx, "duplicate create", () => api(ctx, `/${ctx.table.descriptor.resource}`, again), 409)
      expect((answer.body as { message: string }).message).toBe(messages.claveDuplicada)
    },
  },
  {
    name: steps.update,
    applies: writable,
    run: async (ctx) => {
      const record = created(ctx)
      const d = ctx.table.descriptor
      const text = writableFields(d).find(([, f]) => f.key !== true && f.readOnlyInEdit !== true && f.addOnly !== true && (f.kind === "text" || f.kind === "textarea") && f.searchable === true)
      const changes: Record<string, unknown> = text === undefined ? {} : { [text[0]]: `${ctx.marker} ${uniqueText("E", 6)}`.slice(0, text[1].maxLength ?? 40) }
      const update = Object.fromEntries(
        writableFields(d)
          .filter(([name, f]) => f.addOnly !== true && name in ctx.body)
          .map(([name, f]) => [name, name in changes ? changes[name] : f.writeOnly === true ? "" : (record[name] ?? ctx.body[name])]),
      )
      const answer = await api(ctx, recordPath(ctx, record), { ...update, _method: "PUT" })
      expectOk("update", answer)
      const stored = await read(ctx, record)
      expect(idOf(d, stored)).toBe(idOf(d, record))
      expectStoredAsSent(ctx, "update", { ...changes }, stored)
      ctx.record = stored
    },
  },
  {
    name: steps.read,
    applies: () => true,
    run: async (ctx) => {
      const record = created(ctx)
      const d = ctx.table.descriptor
      const key = keyFields(d)[0] ?? ""
      const term = searchTerm(ctx)
      const row = await listRow(ctx, term === "" ? "" : `buscar=${encodeURIComponent(term)}`, record)
      expect(row, "the list shows the record").toBeDefined()
      expect(await read(ctx, record)).toMatchObject(row ?? {})
      const unknown = { ...record, [key]: d.fields[key]?.kind === "integer" ? 2_000_000_000 : "NOEXISTE-GEN" }
      const absent = await api(ctx, recordPath(ctx, unknown))
      expect(absent.status).toBe(404)
      expectRefusal("unknown key", absent, [404])
      expect((absent.body as { message: string }).message).toBe(messages.registroNoExiste)
    },
  },
  {
    name: steps.readOnly,
    applies: (t) => !writable(t),
    run: async (ctx) => {
      const record = created(ctx)
      const resource = ctx.table.descriptor.resource
      const attempts: ReadonlyArray<readonly [string, unknown]> = [
        [`/${resource}`, { ...record }],
        [recordPath(ctx, record), { ...record, _method: "PUT" }],
        [recordPath(ctx, record), { _method: "DELETE" }],
      ]
      for (const [path, body] of attempts) {
        const answer = await expectRefusedUnchanged(ctx, `write to ${path}`, () => api(ctx, path, body), 405)
        expect((answer.body as { message: string }).message).toBe(messages.metodoNoPermitido)
      }
      await read(ctx, record)
    },
  },
  {
    name: steps.sort,
    applies: (t) => sortableFields(t.descriptor).length > 0,
    run: async (ctx) => {
      // Every field's two orders at once: the lists are independent reads.
      const pages = await Promise.all(
        sortableFields(ctx.table.descriptor).map(async (field) => {
          const [asc, desc] = await Promise.all(["asc", "desc"].map((direction) => list(ctx, `orden=${field}&direccion=${direction}&por_pagina=100`)))
          return { field, asc: asc?.registros.map((r) => r[field]) ?? [], desc: desc?.registros.map((r) => r[field]) ?? [], total: asc?.total ?? 0 }
        }),
      )
      for (const { field, asc, desc, total } of pages) {
        // Text in accents or mixed case sorts by each database's collation: its order is the
        // databases' to judge; the first of one direction is still the last of the other.
        if (portableText([...asc, ...desc])) {
          expectOrdered(`orden=${field} asc`, asc, "asc")
          expectOrdered(`orden=${field} desc`, desc, "desc")
        }
        if (total <= 100 && asc.every((v) => v !== null)) expect([...desc].reverse(), `orden=${field}: desc is asc reversed`).toEqual(asc)
      }
    },
  },
  {
    name: steps.filter,
    applies: (t) => filterFields(t.descriptor).length > 0,
    run: async (ctx) => {
      const record = created(ctx)
      // Narrowed by the record's search term, each list is a page or so, not the whole table:
      // the record is still found only if the filter lets it through, and the other value or a
      // later range still leaves it out.
      const term = searchTerm(ctx)
      const narrow = term === "" ? "" : `&buscar=${encodeURIComponent(term)}`
      const checks = filterFields(ctx.table.descriptor).flatMap(([name, f]): ReadonlyArray<readonly [string, boolean]> => {
        const value = record[name]
        if (value === null || value === undefined) return []
        const query = f.kind === "date" ? `${name}_desde=${value}&${name}_hasta=${value}` : `${name}=${encodeURIComponent(String(value))}`
        // A flag's other value, or a date range after it, leaves the record out.
        const after = f.kind === "date" ? new Date(Date.parse(`${String(value)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : ""
        return [
          [query, true],
          ...(f.kind === "flag" ? [[`${name}=${value === "1" ? "0" : "1"}`, false] as const] : []),
          ...(f.kind === "date" ? [[`${name}_desde=${after}`, false] as const] : []),
        ]
      })
      const found = await Promise.all(checks.map(([query]) => listHolds(ctx, `${query}${narrow}`, record)))
      expect(
        checks.flatMap(([query, wanted], i) => (found[i] === wanted ? [] : [`?${query}${narrow} ${wanted ? "misses" : "finds"} the record`])),
        "filters",
      ).toEqual([])
    },
  },
  {
    name: steps.search,
    applies: (t) => searchableFields(t.descriptor).length > 0,
    run: async (ctx) => {
      const term = searchTerm(ctx)
      expect(await listHolds(ctx, `buscar=${encodeURIComponent(term)}`, created(ctx)), `buscar=${term}`).toBe(true)
    },
  },
  {
    name: steps.export,
    applies: () => true,
    run: async (ctx) => {
      const record = created(ctx)
      const term = searchTerm(ctx)
      const response = await fetch(`${ctx.server.url}/api/exportar-${ctx.table.descriptor.resource}`, {
        method: "POST",
        headers: { authorization: `Bearer ${ctx.token}`, "content-type": "application/json" },
        body: JSON.stringify(term === "" ? {} : { buscar: term }),
      })
      expect(response.status).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const cells: Array<string> = []
      workbook.worksheets[0]?.eachRow((row) => {
        for (const v of (row.values as Array<unknown>).slice(1)) cells.push(String(v ?? "").toLowerCase())
      })
      const wanted = term === "" ? idOf(ctx.table.descriptor, record) : term
      expect(cells.some((c) => c.includes(wanted.toLowerCase())), `the export holds ${wanted}`).toBe(true)
    },
  },
  // Workflow transitions and documents (records-generated-flow.ts), before the delete: each
  // applies to the resources that declare them, on records of their own and on `ctx.record`.
  ...flowRecordSteps,
  {
    name: steps.delete,
    applies: writable,
    run: async (ctx) => {
      const record = created(ctx)
      const d = ctx.table.descriptor
      if (!mayDelete(d, record)) {
        await expectRefusedUnchanged(ctx, "delete", () => api(ctx, recordPath(ctx, record), { _method: "DELETE" }), 409)
        await read(ctx, record)
        return
      }
      const answer = await api(ctx, recordPath(ctx, record), { _method: "DELETE" })
      expectOk("delete", answer)
      expect((answer.body as { message: string }).message).toBe(d.messages.deleted)
      // A soft delete keeps the record (deactivated), as does a workflow's delete (cancelled); any other is gone.
      if (ctx.table.hooks?.softDelete === undefined && d.workflow?.deletes === undefined) expect((await api(ctx, recordPath(ctx, record))).status).toBe(404)
    },
  },
]

/** The search term the record is found by: its marker, else the text of its first searchable field. */
const searchTerm = (ctx: StepContext): string => {
  const record = ctx.record ?? {}
  const d = ctx.table.descriptor
  const own = searchableFields(d).find((name) => typeof record[name] === "string" && String(record[name]).includes(ctx.marker))
  if (own !== undefined) return ctx.marker
  const any = searchableFields(d).map((name) => record[name]).find((v) => v !== null && v !== undefined && String(v).trim() !== "")
  return any === undefined ? "" : String(any)
}

// --- The suite ---------------------------------------------------------------------------------

/** The file of each dialect: every descriptor on one server per dialect, the two files run side by side. */
export const generatedFiles: Readonly<Record<Dialect, string>> = {
  SQLite: "records-generated-sqlite.test.ts",
  PostgreSQL: "records-generated-postgresql.test.ts",
}

export const generatedSuite = (dialect: Dialect): void => {
  // A file lost or renamed would silently leave a dialect untested.
  it(`every dialect has its file, so every descriptor is covered on both`, () => {
    expect(Object.values(generatedFiles).filter((f) => !existsSync(new URL(`../${f}`, import.meta.url)))).toEqual([])
    expect(recordTables.length).toBeGreaterThan(0)
  })

  // One server for every descriptor: a server's start (migrations and the demo seed) cost as
  // much as the steps of a dozen descriptors, and the steps of one never rely on another's.
  describe.skipIf(!dialects.includes(dialect))(`generated record suite on ${dialect}`, () => {
    const server = useServer(dialect)
    let token = ""
    beforeAll(async () => {
      token = (await signIn(server.url, demo.admin.email, demo.admin.password)).token
    })

    describe.each(recordTables.map((t) => [t.descriptor.resource, t] as const))("%s", (resource, table) => {
      const skipped = optOuts[resource] ?? {}
      const ctx: StepContext = {
        server,
        table,
        token: "",
        template: undefined,
        others: [],
        body: {},
        record: undefined,
        marker: uniqueText("Gx", 8),
        creates: writable(table) && skipped[steps.create] === undefined,
        freshBody: () => bodyOf(ctx),
      }
      beforeAll(async () => {
        ctx.token = token
        const [first, ...others] = (await list(ctx, "por_pagina=20")).registros
        ctx.others = others
        ctx.template = first === undefined ? undefined : await read(ctx, first)
        if (!writable(table) || skipped[steps.create] !== undefined) ctx.record = ctx.template
        if (!writable(table)) return
        ctx.body = await bodyOf(ctx)
      })
      // An opted-out step is not registered at all; the opt-out itself is checked instead, so a
      // renamed step cannot leave a stale entry that silently skips nothing.
      if (Object.keys(skipped).length > 0)
        it("opts out only of named steps, each with its reason", () => {
          const known: ReadonlyArray<string> = Object.values(steps)
          expect(Object.keys(skipped).filter((name) => !known.includes(name))).toEqual([])
          expect(Object.entries(skipped).filter(([, reason]) => reason.trim() === "")).toEqual([])
        })
      for (const step of recordSteps.filter((s) => s.applies(table) && skipped[s.name] === undefined)) it(step.name, () => step.run(ctx))
    })
  })
}
