import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { imprimirReconocimiento } from "../../domain/personal/documents-api"
import type { DocumentoColaborador, personalEmployeeDocumentsEndpoints } from "../../domain/personal/gestion-personal-documents-api"
import { holdsAny } from "../../domain/catalog"
import { actaDocuments, letterDocuments, printsOf, responsivaDocuments } from "../../domain/records/person-documents"
import { sancionChoices } from "../../domain/personal/actas-administrativas-rules"
import { choiceLabel } from "../../domain/records/field"
import { fraccionLabel } from "../../domain/rules/lft-47"
import { type HandlersOf, principalOf } from "../http/handler"
import { dateText } from "../records/date-text"

// The "Documentos" tab of the employee record: one person's documents, kind by kind. A kind is
// one entry below: its title, the page key that may read it, and the fixed query of that
// person's rows with the PDF calls each has. The router has checked GP100 and that the person is
// inside the caller's centres; a kind whose key the caller lacks is left out, not emptied, so the
// tab says nothing of records the caller could not open on their own page.

type Rows = Effect.Effect<ReadonlyArray<DocumentoColaborador>, SqlError, SqlClient.SqlClient>

interface DocumentKind {
  readonly tipo: string
  readonly titulo: string
  readonly keys: readonly [string, ...Array<string>]
  readonly rows: (id_empleado: number) => Rows
}

interface Stored {
  readonly id: number | string
  readonly folio: string
  readonly fecha: string | null
  readonly descripcion: string
  readonly estado: string | null
}

const rowsOf = <R extends Stored>(stored: ReadonlyArray<R>, pdfs: (row: R) => ReadonlyArray<string>) =>
  stored.map((r): DocumentoColaborador => ({ id: Number(r.id), folio: r.folio, fecha: r.fecha, descripcion: r.descripcion, estado: r.estado, pdfs: pdfs(r) }))

const responsivas: DocumentKind = {
  tipo: "responsivas",
  titulo: "Propiedades en responsiva",
  keys: ["GP180"],
  rows: (id_empleado) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const stored = yield* sql<Stored>`
        SELECT r.id_responsiva AS id, r.folio, ${sql.literal(dateText(sql, "r.f_entrega"))} AS fecha,
          tp.n_tipo_propiedad || ': ' || p.descripcion || COALESCE(' · ' || p.num_inventario, '') AS descripcion,
          CASE WHEN r.f_devolucion IS NULL THEN 'Abierta' ELSE 'Devuelta' END AS estado
        FROM responsivas r
        JOIN propiedades p ON p.id_propiedad = r.id_propiedad
        JOIN tipos_propiedad tp ON tp.id_tipo_propiedad = p.id_tipo_propiedad
        WHERE r.id_empleado = ${id_empleado}
        ORDER BY r.f_entrega DESC, r.id_responsiva DESC`
      return rowsOf(stored, (r) => printsOf(responsivaDocuments, { ...r }))
    }),
}

const actas: DocumentKind = {
  tipo: "actas",
  titulo: "Actas administrativas",
  keys: ["GP200"],
  rows: (id_empleado) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const stored = yield* sql<Stored & { sancion: string; fraccion_lft47: string }>`
        SELECT a.id_acta AS id, a.folio, ${sql.literal(dateText(sql, "a.f_hechos"))} AS fecha, '' AS descripcion, a.estado, a.sancion, a.fraccion_lft47
        FROM actas_administrativas a
        WHERE a.id_empleado = ${id_empleado}
        ORDER BY a.f_hechos DESC, a.id_acta DESC`
      const described = stored.map((r) => ({ ...r, descripcion: `${choiceLabel(sancionChoices, r.sancion)} · ${fraccionLabel(r.fraccion_lft47)}` }))
      return rowsOf(described, (r) => printsOf(actaDocuments, { ...r }))
    }),
}

// Letters (issue 14's h14-docs): an issued one by its folio and issue date, a request by its date.
const cartas: DocumentKind = {
  tipo: "cartas",
  titulo: "Cartas laborales",
  keys: ["GP210"],
  rows: (id_empleado) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const stored = yield* sql<Stored>`
        SELECT c.id_carta AS id, COALESCE(c.folio, 'Sin folio') AS folio,
          ${sql.literal(dateText(sql, "COALESCE(c.f_emision, c.f_solicitud)"))} AS fecha,
          tc.n_tipo_carta || ' · ' || c.dirigido_a AS descripcion, c.estado
        FROM cartas_laborales c
        JOIN tipos_carta tc ON tc.id_tipo_carta = c.id_tipo_carta
        WHERE c.id_empleado = ${id_empleado}
        ORDER BY c.id_carta DESC`
      return rowsOf(stored, (r) => printsOf(letterDocuments, { ...r }))
    }),
}

// Recognitions (h14-docs), guarded by GP100 like their page (DOMAIN-MX 0 [D]).
const reconocimientos: DocumentKind = {
  tipo: "reconocimientos",
  titulo: "Reconocimientos",
  keys: ["GP100"],
  rows: (id_empleado) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const stored = yield* sql<Stored>`
        SELECT r.id_reconocimiento AS id, r.folio, ${sql.literal(dateText(sql, "r.f_reconocimiento"))} AS fecha,
          tr.n_tipo_reconocimiento || ': ' || r.motivo AS descripcion,
          CASE WHEN r.publicar = '1' THEN 'Publicado' ELSE 'Sin publicar' END AS estado
        FROM reconocimientos r
        JOIN tipos_reconocimiento tr ON tr.id_tipo_reconocimiento = r.id_tipo_reconocimiento
        WHERE r.id_empleado = ${id_empleado}
        ORDER BY r.f_reconocimiento DESC, r.id_reconocimiento DESC`
      return rowsOf(stored, () => [imprimirReconocimiento.name])
    }),
}

/** Every kind of the tab, in its order. */
export const documentKinds: ReadonlyArray<DocumentKind> = [responsivas, actas, cartas, reconocimientos]

export const personalEmployeeDocumentsHandlers: HandlersOf<typeof personalEmployeeDocumentsEndpoints> = {
  documentosColaborador: ({ id_empleado }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sections = []
      for (const kind of documentKinds.filter((k) => holdsAny(principal.keys, k.keys))) {
        sections.push({ tipo: kind.tipo, titulo: kind.titulo, registros: yield* kind.rows(id_empleado) })
      }
      return { error: false as const, message: "", result: sections }
    }),
}
