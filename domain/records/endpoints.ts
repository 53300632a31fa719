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
import { ListPage, ListQueryFields } from "./list-query"

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

/** `orden` must name a sortable field: anything else is a 400 before any SQL. */
const orderOf = (d: RecordDescriptor) => {
  const sortable = sortableFields(d)
  return Schema.String.pipe(
    Schema.filter((s) => sortable.includes(s) || `No se puede ordenar por «${s.slice(0, 40)}»; use uno de: ${sortable.join(", ")}`),
  )
}

/** Filter parameters: text as typed; dates also as `<field>_desde` / `<field>_hasta`. */
const filterParams = (d: RecordDescriptor) =>
  Object.fromEntries(
    filterFields(d).flatMap(([name, f]) => {
      const param = Schema.optional(Schema.String.pipe(Schema.maxLength(100)))
      return f.kind === "date"
        ? [
            [`${name}_desde`, param],
            [`${name}_hasta`, param],
          ]
        : [[name, param]]
    }),
  )

const querySchema = (d: RecordDescriptor, paged: boolean) => {
  const { pagina, por_pagina, orden: _orden, ...rest } = ListQueryFields
  const base = paged ? { ...rest, pagina, por_pagina } : rest
  return Schema.Struct({ ...base, orden: Schema.optional(orderOf(d)), ...filterParams(d) }) as unknown as Schema.Schema<Query, Query>
}

const scopeOf = (d: RecordDescriptor): RecordScope | undefined => {
  const s = scopeField(d)
  return s === undefined ? undefined : { [s[0]]: s[1] }
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
    request: Schema.Struct({ id: Id }),
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
  const put = Schema.extend(Schema.Struct({ _method: Schema.Literal("PUT"), id: Id }), updateSchema(d) as Schema.Schema<Row>)
  const write = endpoint({
    name: `modificar${stem}`,
    method: "POST",
    path: `/${d.resource}/:id`,
    summary: `${d.title}: actualiza o elimina un registro; con _method "PUT" actualiza (la clave no cambia), con _method "DELETE" elimina, salvo que otros registros lo usen (409).`,
    access,
    writes: true,
    ...scoped,
    request: Schema.Union(put, Schema.Struct({ _method: Schema.Literal("DELETE"), id: Id })) as unknown as Schema.Schema<WriteRequest, unknown>,
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
  return { list, read, create, write, export: exported }
}

/** The five endpoints of a resource users maintain. */
export type ResourceEndpoints = ReturnType<typeof endpointsOf>
/** The endpoints of a read-only resource: list, read and export. */
export type ReadOnlyResourceEndpoints = Pick<ResourceEndpoints, "list" | "read" | "export">
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
  const { list, read, create, write, export: exported } = endpointsOf(stem, d)
  const endpoints: AnyResourceEndpoints = d.readOnly === true ? { list, read, export: exported } : { list, read, create, write, export: exported }
  return endpoints as D extends { readonly readOnly: true } ? ReadOnlyResourceEndpoints : ResourceEndpoints
}

/** Whether users may add, change and delete records of the resource. */
export const isWritable = (r: AnyResourceEndpoints): r is ResourceEndpoints => r.create !== undefined && r.write !== undefined

/** Every endpoint of a resource, in the contract's order: list, read, create, write, export. */
export const endpointList = (r: AnyResourceEndpoints): ReadonlyArray<AnyEndpoint> =>
  isWritable(r) ? [r.list, r.read, r.create, r.write, r.export] : [r.list, r.read, r.export]

/** The endpoints by name, for the contract's endpoint object. */
export const byName = (r: AnyResourceEndpoints): Readonly<Record<string, AnyEndpoint>> => Object.fromEntries(endpointList(r).map((e) => [e.name, e]))
