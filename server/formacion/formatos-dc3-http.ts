import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { type Dc3Row, type PrintDc3, dc3ApiMessages, type dc3Endpoints } from "../../domain/formacion/formatos-dc3-api"
import { type Dc3Facts, dc3Problems, deliveryLimit } from "../../domain/formacion/formatos-dc3-rules"
import { occupations, thematicAreas } from "../../domain/formacion/tablas-referencia-stps"
import { pdfFile } from "../../domain/api/endpoint"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { refuse, refuseField } from "../http/failure"
import { type HandlerContext, type HandlersOf, ok, principalOf, writeOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import {
  type Dc3Participant,
  dc3Course,
  afterIssue,
  dc3RowOf,
  prepareDc3s,
  printedFacts,
  readDc3Company,
  readDc3CourseFacts,
  readDc3Courses,
  readDc3Participants,
  recordDelivery,
  storeDc3s,
  storedHolidays,
} from "./formatos-dc3"
import { dc4Response } from "./formatos-dc3-dc4"
import { type Dc3Print, dc3Document, dc3FileName } from "./formatos-dc3-document"
import { dc3ZipResponse } from "./formatos-dc3-zip"
import { mapInSlices } from "../in-slices"

// FOR250's calls (domain/formacion/formatos-dc3-api.ts). The course is read as its record
// resource reads it (404 absent, 403 outside the caller's centres) and must be concluded or
// closed (409); only its Aprobados get a DC-3. Printing checks every chosen person first and
// refuses the whole call, listing each problem by person, before anything is issued. It reads and
// checks outside any transaction (writesLate): a batch of 500 held SQLite's one connection for
// 140 ms inside the router's, and every other user's request waited.

type Facts = Omit<Dc3Facts, "trabajador">

const factsOf = (id_proyecto: number, id_empresa: number) =>
  Effect.all({ empresa: readDc3Company(id_empresa), curso: readDc3CourseFacts(id_proyecto) })

/** The chosen Aprobados, or the refusal naming who is not one. */
const chosenPeople = (request: PrintDc3) =>
  Effect.gen(function* () {
    const people = yield* readDc3Participants(request.id_proyecto, request.colaboradores)
    if (people.length !== request.colaboradores.length) return yield* refuseField("colaboradores", dc3ApiMessages.noAprobado)
    return people
  })

/** Every problem of every chosen person, prefixed by their name: empty when all print. An issued DC-3 is judged by what it printed. */
const problemsOf = (people: ReadonlyArray<Dc3Participant>, facts: Facts) =>
  Effect.map(
    mapInSlices(people, (p) => dc3Problems(printedFacts(p, facts)).map((problem) => `${p.n_empleado}: ${problem}`)),
    (each) => each.flat(),
  )

const sheetRows = (id_proyecto: number, f_fin: string, facts: Facts, today: string) =>
  Effect.gen(function* () {
    const limit = deliveryLimit(f_fin, yield* storedHolidays)
    const people = yield* readDc3Participants(id_proyecto)
    return people.map((p): Dc3Row => dc3RowOf(p, facts, limit, today))
  })

const realDate = (iso: string): boolean => new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso

/** An inline answer: the browser shows the preview instead of saving it. */
const inlinePdf = (bytes: Uint8Array, filename: string) =>
  HttpServerResponse.uint8Array(bytes, {
    contentType: pdfFile.contentType,
    headers: { "content-disposition": `inline; filename="${filename.replace(/[^\w .-]/g, "_")}.pdf"`, "cache-control": "no-store" },
  })

const print = (request: PrintDc3, principal: Principal, context: HandlerContext) =>
  Effect.gen(function* () {
    const course = yield* dc3Course(request.id_proyecto, principal)
    const preview = request.vista === "1"
    if (preview && request.colaboradores.length > 1) return yield* refuseField("colaboradores", dc3ApiMessages.vistaUna)
    const people = yield* chosenPeople(request)
    const facts = yield* factsOf(request.id_proyecto, course.id_empresa)
    const problems = yield* problemsOf(people, facts)
    if (problems.length > 0) return yield* refuse(422, dc3ApiMessages.rechazo(problems.length), problems)
    const today = yield* todayInMexico
    const withReverse = request.reverse === "1"
    if (preview) {
      const [person] = people
      if (person === undefined) return yield* refuseField("colaboradores", dc3ApiMessages.noAprobado)
      // An issued one shows what it printed with its folio; one not issued yet, the data as it stands.
      const shown: Dc3Print = { facts: printedFacts(person, facts), folio: person.folio_dc3, f_emision: person.f_emision ?? today }
      return inlinePdf(yield* renderPdf(dc3Document(shown, withReverse)), dc3FileName(shown))
    }
    // Read and checked above, laid out below on the workers: only the folios and the rows are the write.
    const prepared = yield* prepareDc3s(course, people, facts, today, principal.id_usuario)
    const write = yield* writeOf(context)
    const stored =
      prepared.length === 0
        ? []
        : yield* write(
            Effect.gen(function* () {
              const fresh = yield* storeDc3s(course, prepared, today)
              if (fresh.length > 0) {
                yield* auditNote(context, {
                  entidad: "constancia DC-3",
                  clave: String(request.id_proyecto),
                  despues: { emitidas: fresh.map((p) => ({ id_empleado: p.id_empleado, folio_dc3: p.folio_dc3 })) },
                })
              }
              return fresh
            }),
          )
    const issued = yield* afterIssue(course.id_proyecto, people, prepared, stored, today)
    // Issued, each carries the facts it printed: nothing left to work out here.
    const prints = issued.map((p): Dc3Print => ({ facts: printedFacts(p, facts), folio: p.folio_dc3, f_emision: p.f_emision ?? today }))
    const [single] = prints
    if (prints.length === 1 && single !== undefined) return pdfResponse(yield* renderPdf(dc3Document(single, withReverse)), dc3FileName(single))
    return yield* dc3ZipResponse(prints, withReverse, `Constancias DC-3 ${course.n_curso}`)
  })

export const dc3Handlers: HandlersOf<typeof dc3Endpoints> = {
  getCursosDc3: (_, context) => Effect.map(Effect.flatMap(principalOf(context), readDc3Courses), (list) => ok(list)),

  getConstanciasDc3: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const course = yield* dc3Course(request.id_proyecto, principal)
      const facts = yield* factsOf(request.id_proyecto, course.id_empresa)
      const today = yield* todayInMexico
      const filas = yield* sheetRows(request.id_proyecto, course.f_fin, facts, today)
      const emitidas = filas.filter((f) => f.folio_dc3 !== null).length
      return ok({
        curso: {
          id_proyecto: request.id_proyecto,
          n_curso: course.n_curso,
          estado: course.estado,
          id_empresa: course.id_empresa,
          f_inicio: course.f_inicio,
          f_fin: course.f_fin,
          aprobados: filas.length,
          emitidas,
        },
        hoy: today,
        filas,
      })
    }),

  getCatalogoDc3: (request) =>
    Effect.succeed(
      ok(
        request.catalogo === "AREAS_TEMATICAS"
          ? thematicAreas.map(([clave, nombre]) => ({ clave, nombre, area: null }))
          : occupations.map(([clave, nombre, area]) => ({ clave, nombre, area })),
      ),
    ),

  printDc3: (request, context) => Effect.flatMap(principalOf(context), (principal) => print(request, principal, context)),

  entregarDc3: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const course = yield* dc3Course(request.id_proyecto, principal)
      const [person] = yield* readDc3Participants(request.id_proyecto, [request.id_empleado])
      if (person === undefined) return yield* refuseField("id_empleado", dc3ApiMessages.noAprobado)
      if (person.folio_dc3 === null || person.f_emision === null) return yield* refuse(409, dc3ApiMessages.sinEmitir)
      if (person.f_entrega !== null) return yield* refuse(409, dc3ApiMessages.yaEntregada)
      if (!realDate(request.f_entrega)) return yield* refuseField("f_entrega", dc3ApiMessages.fecha)
      const today = yield* todayInMexico
      if (request.f_entrega < person.f_emision) return yield* refuseField("f_entrega", dc3ApiMessages.entregaAntes)
      if (request.f_entrega > today) return yield* refuseField("f_entrega", dc3ApiMessages.entregaFutura)
      yield* recordDelivery(request.id_proyecto, request.id_empleado, request.f_entrega, request.acuse, principal.id_usuario)
      yield* auditNote(context, {
        entidad: "constancia DC-3",
        clave: `${request.id_proyecto}~${request.id_empleado}`,
        antes: { folio_dc3: person.folio_dc3, f_entrega: null, acuse: null },
        despues: { folio_dc3: person.folio_dc3, f_entrega: request.f_entrega, acuse: request.acuse },
      })
      const facts = yield* factsOf(request.id_proyecto, course.id_empresa)
      const limit = deliveryLimit(course.f_fin, yield* storedHolidays)
      const [after] = yield* readDc3Participants(request.id_proyecto, [request.id_empleado])
      return ok(dc3RowOf(after ?? person, facts, limit, today), dc3ApiMessages.entregada)
    }),

  exportDc4: (request, context) => Effect.flatMap(principalOf(context), (principal) => dc4Response(request, principal)),
}
