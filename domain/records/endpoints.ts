import { Schema } from "effect"
import { type AnyEndpoint, Envelope, type RecordScope, endpoint, fileEndpoint, needsAnyKey, xlsxFile } from "../api/endpoint"
import {
  type RecordDescriptor,
  createSchema,
  entitySchema,
  listRowSchema,
  filterFields,
  scopeField,
  searchableFields,
  sortableFields,
  updateSchema,
} from "./descriptor"
import { documentEndpointList, documentEndpoints } from "./document"
import { ListPage, ListQueryFields } from "./list-query"
import { transitionEndpoints } from "./workflow"

// The resource endpoints of a record type, in the legacy style of `GET /<resource>`
// pages the list, `GET /<resource>/:id` reads one, `POST /<resource>` creates,
// `POST /<resource>/:id` with `_method: "PUT"` updates or `_method: "DELETE"` deletes, and
// `POST /exportar-<resource>` streams the Excel workbook of what the list shows. `:id` is the
// key, its parts joined by `~` when the key has several fields. Each one declares its keys,
// its workplace scope and whether it writes, so the access, fuzz and audit suites cover it.
// A read-only descriptor (seeded catalogues such as the SAT's) gets the list, the read and the
// export only: with no write endpoint in the contract, the router has nothing to route a write to.

type Row = Readonly<Record<string, unknown>>
type Query = Readonly<Record<string, string | number | undefined>>

export interface WriteRequest {
  readonly _method: "PUT" | "DELETE"
  readonly id: string
  readonly [field: string]: unknown
}

const Id = Schema.String.pipe(
  Schema.minLength(1, { message: () => "Falta la clave del registro" }),
  Schema.maxLength(300, { message: () => "La clave del registro es demasiado larga" }),
)

/** The `:id` of a record's path, described for the OpenAPI document. */
const IdField = Schema.propertySignature(Id).annotations({
  description: "La clave del registro; si la forman varios campos, sus valores unidos por ~.",
})

/** `orden` must name a sortable field: anything else is a 400 before any SQL. */
const orderOf = (d: RecordDescriptor) => {
  const sortable = sortableFields(d)
  return Schema.optional(
    Schema.String.pipe(
      Schema.filter((s) => sortable.includes(s) || `No se puede ordenar por «${s.slice(0, 40)}»; use uno de: ${sortable.join(", ")}`, {
        // The OpenAPI document lists the sortable fields, so a generated client types them.
        jsonSchema: { enum: [...sortable] },
      }),
    ),
  ).annotations({ description: "Campo por el que se ordena la lista." })
}

/** Filter parameters: text as typed; dates also as `<field>_desde` / `<field>_hasta`. */
const filterParams = (d: RecordDescriptor) =>
  Object.fromEntries(
    filterFields(d).flatMap(([name, f]) => {
      const param = (description: string) => Schema.optional(Schema.String.pipe(Schema.maxLength(100))).annotations({ description })
      return f.kind === "date"
        ? [
            [`${name}_desde`, param(`Filtro por ${f.label}: desde esta fecha (AAAA-MM-DD).`)],
            [`${name}_hasta`, param(`Filtro por ${f.label}: hasta esta fecha (AAAA-MM-DD).`)],
          ]
        : [[name, param(`Filtro por ${f.label}.`)]]
    }),
  )

const querySchema = (d: RecordDescriptor, paged: boolean) => {
  const { pagina, por_pagina, orden: _orden, ...rest } = ListQueryFields
  const base = paged ? { ...rest, pagina, por_pagina } : rest
  return Schema.Struct({ ...base, orden: orderOf(d), ...filterParams(d) }) as unknown as Schema.Schema<Query, Query>
}

// A derived scope field (a follow-up's person, read through its contract) is never in a request:
// the router has nothing to check, and the stored record's scope judges the write.
const scopeOf = (d: RecordDescriptor): RecordScope | undefined => {
  const s = scopeField(d)
  return s === undefined || d.fields[s[0]]?.derived === true ? undefined : { [s[0]]: s[1] }
}

const summaryOf = (d: RecordDescriptor) => {
  const search = searchableFields(d)
  return search.length === 0 ? "" : ` Búsqueda sin acentos ni mayúsculas en: ${search.join(", ")}.`
}

const endpointsOf = (stem: string, d: RecordDescriptor) => {
  const access = needsAnyKey(...d.keys)
  const entity = entitySchema(d)
  const scope = scopeOf(d)
  const scoped = scope === undefined ? {} : { scope }
  const list = endpoint({
    name: `listar${stem}`,
    method: "GET",
    path: `/${d.resource}`,
    summary: `${d.title}: una página de la lista (buscar, pagina, por_pagina, orden, direccion y filtros).${summaryOf(d)}`,
    access,
    writes: false,
    query: true,
    request: querySchema(d, true),
    response: Envelope(ListPage(listRowSchema(d))),
  })
  const read = endpoint({
    name: `leer${stem}`,
    method: "GET",
    path: `/${d.resource}/:id`,
    summary: `${d.title}: un registro por su clave (404 si no existe o no está a su alcance).`,
    access,
    writes: false,
    query: true,
    request: Schema.Struct({ id: IdField }),
    response: Envelope(entity),
  })
  const create = endpoint({
    name: `crear${stem}`,
    method: "POST",
    path: `/${d.resource}`,
    summary: `${d.title}: crea un registro; una clave ya registrada (sin distinguir mayúsculas) responde 409.`,
    access,
    writes: true,
    ...scoped,
    request: createSchema(d),
    response: Envelope(entity),
  })
  const put = Schema.extend(Schema.Struct({ _method: Schema.Literal("PUT"), id: IdField }), updateSchema(d) as Schema.Schema<Row>)
  const write = endpoint({
    name: `modificar${stem}`,
    method: "POST",
    path: `/${d.resource}/:id`,
    summary: `${d.title}: actualiza o elimina un registro; con _method "PUT" actualiza (la clave no cambia), con _method "DELETE" elimina, salvo que otros registros lo usen (409).`,
    access,
    writes: true,
    ...scoped,
    request: Schema.Union(put, Schema.Struct({ _method: Schema.Literal("DELETE"), id: IdField })) as unknown as Schema.Schema<WriteRequest, unknown>,
    response: Envelope(Schema.NullOr(entity)),
  })
  const exported = fileEndpoint({
    name: `exportar${stem}`,
    method: "POST",
    path: `/exportar-${d.resource}`,
    summary: `Libro de Excel '${d.exportTitle ?? d.title}' con lo que muestra la lista (búsqueda, orden y filtros; todas las páginas).`,
    access,
    writes: false,
    request: querySchema(d, false),
    file: xlsxFile,
  })
  return { list, read, create, write, export: exported, transitions: transitionEndpoints(stem, d, entity), documents: documentEndpoints(stem, d) }
}

/** The five endpoints of a resource users maintain. */
export type ResourceEndpoints = ReturnType<typeof endpointsOf>
/**
 * The endpoints of a read-only resource: list, read and export, and its workflow's commands when
 * it has one (a kiosk request is filed by the kiosk, never edited, yet HR moves its state).
 */
export type ReadOnlyResourceEndpoints = Pick<ResourceEndpoints, "list" | "read" | "export"> & Partial<Pick<ResourceEndpoints, "documents" | "transitions">>
/** Either: what the platform's generic pieces (RecordTable, RecordPage, the contract) take. */
export type AnyResourceEndpoints = ReadOnlyResourceEndpoints & Partial<Pick<ResourceEndpoints, "create" | "write">>

/**
 * The endpoints of a record type. A descriptor declared with `readOnly: true` in its type gets
 * the read-only set; any other, the five.
 */
export const resourceEndpoints = <D extends RecordDescriptor>(
  stem: string,
  d: D,
): D extends { readonly readOnly: true } ? ReadOnlyResourceEndpoints : ResourceEndpoints => {
  const { list, read, create, write, export: exported, transitions, documents } = endpointsOf(stem, d)
  const endpoints: AnyResourceEndpoints =
    d.readOnly === true ? { list, read, export: exported, transitions, documents } : { list, read, create, write, export: exported, transitions, documents }
  return endpoints as D extends { readonly readOnly: true } ? ReadOnlyResourceEndpoints : ResourceEndpoints
}

/** Whether users may add, change and delete records of the resource. */
export const isWritable = (r: AnyResourceEndpoints): r is ResourceEndpoints => r.create !== undefined && r.write !== undefined

/** Every endpoint of a resource, in the contract's order: list, read, create, write, export, its workflow's commands, then its documents'. */
export const endpointList = (r: AnyResourceEndpoints): ReadonlyArray<AnyEndpoint> => [
  ...(isWritable(r) ? [r.list, r.read, r.create, r.write, r.export] : [r.list, r.read, r.export]),
  ...Object.values(r.transitions ?? {}),
  ...documentEndpointList(r.documents),
]

/** The endpoints by name, for the contract's endpoint object. */
export const byName = (r: AnyResourceEndpoints): Readonly<Record<string, AnyEndpoint>> => Object.fromEntries(endpointList(r).map((e) => [e.name, e]))
