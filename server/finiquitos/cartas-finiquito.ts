import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { settlementLetters, settlementLettersEndpoints } from "../../domain/finiquitos/cartas-finiquito"
import { letterMessages } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { Now } from "../clock"
import { folioSeries, nextFolio } from "../documents/folio"
import { enforceScope } from "../http/record-scope"
import { todayInMexico } from "../organizacion/in-force"
import { fieldColumns } from "../records/field-columns"
import { fullNameSql, numberedNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { type LetterFiniquito, checkLetterFiniquito, checkLetterType, checkRepresentative, draftOf, issuedColumns, letterFiniquito } from "./cartas-finiquito-facts"
import { refuseField } from "../http/failure"
import { settlementLetterBuilders } from "./cartas-finiquito-document"

// FIN200's RecordTable (descriptor: domain/finiquitos/cartas-finiquito.ts). The person is the
// finiquito's (`f`, `e`): the list's Colaborador and the workplace scope read it there. The hooks:
// - a write names a finiquito of a person the caller sees (403), Autorizado or Pagado (409), of a
//   cause its type fits; the signature is not before the baja; the representative is an active
//   employee of the finiquito's company; a create draws the folio CF-{empresa}-{año}-{n};
// - emitir judges the finiquito again and stores the filled text, the calculation and the neto;
// - ratificar needs the finiquito Pagado and moves it to Ratificado in the same transaction;
// - reemitir writes the letter again under a new folio, issued with today's figures, before the
//   platform moves this one to Cancelada (a refusal of either undoes both).

type Letters = typeof settlementLetters
type Letter = EntityOf<Letters>

const checkLetter = (request: RequestOf<Letters>, mode: "add" | "edit", stored: Letter | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const f = yield* letterFiniquito(stored?.id_finiquito ?? request.id_finiquito)
    if (mode === "add") yield* enforceScope({ id_empleado: "empleado" }, { id_empleado: f.id_empleado }, ctx.principal)
    yield* checkLetterFiniquito(f)
    yield* checkLetterType(f, request.tipo)
    if (request.f_firma < f.f_baja) return yield* refuseField("f_firma", letterMessages.firmaAntesBaja)
    yield* checkRepresentative(request.id_representante, f.id_empresa)
  })

const issue = (stored: Letter) =>
  Effect.gen(function* () {
    const f = yield* letterFiniquito(stored.id_finiquito)
    yield* checkLetterFiniquito(f)
    yield* checkLetterType(f, stored.tipo)
    return yield* issuedColumns(f, draftOf(stored))
  })

/** The finiquito is ratified with its letter: only once paid (LFT 33's ratification of what was received). */
const ratifyFiniquito = (f: LetterFiniquito) =>
  Effect.gen(function* () {
    if (f.estado !== "Pagado") return yield* refuseField("id_finiquito", letterMessages.finiquitoNoPagado, 409)
    const sql = yield* SqlClient.SqlClient
    const at = new Date((yield* Now)()).toISOString()
    const moved = yield* sql`UPDATE finiquitos SET estado = 'Ratificado', f_modificacion = ${at} WHERE id_finiquito = ${f.id_finiquito} AND estado = 'Pagado' RETURNING id_finiquito`
    if (moved.length !== 1) return yield* refuseField("id_finiquito", letterMessages.finiquitoNoPagado, 409)
  })

/** A new letter with the same terms and witnesses, issued now under a new folio. */
const reissue = (stored: Letter) =>
  Effect.gen(function* () {
    const issued = yield* issue(stored)
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const at = new Date((yield* Now)()).toISOString()
    const { id_carta } = yield* nextSerialKey("cartas_finiquito")
    const folio = yield* nextFolio(folioSeries.cartaFiniquito, stored.id_empresa ?? 0, Number(today.slice(0, 4)))
    yield* sql`INSERT INTO cartas_finiquito ${sql.insert({
      id_carta,
      folio,
      id_finiquito: stored.id_finiquito,
      id_empresa: stored.id_empresa ?? 0,
      tipo: stored.tipo,
      lugar: stored.lugar,
      f_firma: stored.f_firma,
      id_representante: stored.id_representante,
      texto: stored.texto,
      ...issued,
      f_emision: today,
      id_carta_anterior: stored.id_carta,
      estado: "Emitida",
      id_usuario_alta: stored.id_usuario_alta,
      f_alta: at,
      f_modificacion: at,
    })}`
    for (const [orden, w] of stored.testigos.entries()) {
      yield* sql`INSERT INTO cartas_finiquito_testigos ${sql.insert({ id_carta, orden: orden + 1, nombre: String(w.nombre), domicilio: String(w.domicilio) })}`
    }
  })

export const settlementLettersTable: RecordTable<Letters> = {
  descriptor: settlementLetters,
  endpoints: settlementLettersEndpoints,
  entity: "carta finiquito",
  table: "cartas_finiquito",
  from: [
    "cartas_finiquito t",
    "JOIN finiquitos f ON f.id_finiquito = t.id_finiquito",
    "JOIN empleados e ON e.id_empleado = f.id_empleado",
    "JOIN empleados r ON r.id_empleado = t.id_representante",
  ].join("\n    "),
  expressions: {
    id_empleado: "f.id_empleado",
    colaborador: numberedNameSql("e"),
    folio_finiquito: "f.folio",
    representante: fullNameSql("r"),
    neto: "COALESCE(t.neto, f.neto)",
  },
  children: { testigos: { table: "cartas_finiquito_testigos", parent: { id_carta: "id_carta" }, order: "orden" } },
  generatedKey: () => nextSerialKey("cartas_finiquito"),
  documents: settlementLetterBuilders,
  hookColumns: ["id_empresa", "folio"],
  hooks: {
    beforeWrite: (request, mode, stored, ctx) => checkLetter(request, mode, stored, ctx),
    // The finiquito is fixed once stored; a create takes its company and draws the folio.
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const { id_finiquito: _fixed, ...fields } = fieldColumns(settlementLetters, request, mode)
        if (mode === "edit") return fields
        const f = yield* letterFiniquito(request.id_finiquito)
        const folio = yield* nextFolio(folioSeries.cartaFiniquito, f.id_empresa, Number(request.f_firma.slice(0, 4)))
        return { ...fields, id_finiquito: f.id_finiquito, id_empresa: f.id_empresa, folio, estado: "Borrador" }
      }),
    beforeTransition: (transition, stored) => {
      switch (transition) {
        case "emitir":
          return issue(stored)
        case "ratificar":
          return Effect.as(Effect.flatMap(letterFiniquito(stored.id_finiquito), ratifyFiniquito), {})
        case "reemitir":
          return Effect.as(reissue(stored), {})
        default:
          return Effect.succeed({})
      }
    },
  },
}
