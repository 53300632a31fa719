import { Schema } from "effect"
import { UploadedFile } from "../configuraciones/parametros-sistema"
import { type Access, Envelope, type FileEndpoint, type FileKind, type RecordScope, endpoint, fileEndpoint } from "./endpoint"

// A file kept beside a record (a logo, a photo, a signed scan, a proof): its upload answers a
// version, the record stores that version on its save, and a GET serves any version by its
// owner's id, so a form shows a file just uploaded before the record keeps it.

/** A version: the first 16 hexadecimal digits of the SHA-256 of the file's bytes. */
export const fileVersion = (message: string) => Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => message }))

/** The GET of one version of a kept file: a read, its ids and version in the path. */
export const versionedFileRead = <Req, ReqI>(e: Omit<FileEndpoint<Req, ReqI>, "response" | "method" | "writes" | "query">): FileEndpoint<Req, ReqI> =>
  fileEndpoint({ ...e, method: "GET", writes: false, query: true })

type IdField<Id extends string, A, I> = { readonly [K in Id]: Schema.Schema<A, I> }
type Keyed<Id extends string, A, Rest> = { readonly [K in Id]: A } & Rest

/**
 * A kept file's two calls (a logo, a photo, a signed scan): the upload of a record's file, by its
 * id in the path, answering the version the record keeps; and the GET of one version. Both with
 * the same key, id and workplace scope.
 */
export const keptFileCalls = <const Upload extends string, const Read extends string, const Id extends string, IdA, IdI>(o: {
  readonly access: Access
  readonly id: Id
  readonly idSchema: Schema.Schema<IdA, IdI>
  readonly version: Schema.Schema<string, string>
  readonly scope?: RecordScope
  /** `tooLarge`: the 413's own message past `maxBytes` (the router's general one otherwise). */
  readonly upload: { readonly name: Upload; readonly path: string; readonly summary: string; readonly maxBytes: number; readonly tooLarge?: string }
  readonly read: { readonly name: Read; readonly path: string; readonly summary: string; readonly file: FileKind }
}) => {
  const idField = { [o.id]: o.idSchema } as IdField<Id, IdA, IdI>
  const scope = o.scope === undefined ? {} : { scope: o.scope }
  // A struct over a field named by a type parameter: its context cannot be inferred as never, so
  // each request is stated as the struct it is.
  const uploadRequest = Schema.Struct({ ...idField, file: UploadedFile }) as unknown as Schema.Schema<
    Keyed<Id, IdA, { readonly file: typeof UploadedFile.Type }>,
    Keyed<Id, IdI, { readonly file: typeof UploadedFile.Encoded }>
  >
  const readRequest = Schema.Struct({ ...idField, version: o.version }) as unknown as Schema.Schema<Keyed<Id, IdA, { readonly version: string }>, Keyed<Id, IdI, { readonly version: string }>>
  const upload = endpoint({
    name: o.upload.name,
    method: "POST",
    path: o.upload.path,
    summary: o.upload.summary,
    access: o.access,
    writes: true,
    ...scope,
    upload: { field: "file", maxBytes: o.upload.maxBytes, ...(o.upload.tooLarge === undefined ? {} : { tooLarge: o.upload.tooLarge }) },
    request: uploadRequest,
    response: Envelope(o.version),
  })
  const read = versionedFileRead({ name: o.read.name, path: o.read.path, summary: o.read.summary, access: o.access, ...scope, request: readRequest, file: o.read.file })
  return { [o.upload.name]: upload, [o.read.name]: read } as { readonly [K in Upload]: typeof upload } & { readonly [K in Read]: typeof read }
}
