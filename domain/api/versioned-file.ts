import { Schema } from "effect"
import { type FileEndpoint, fileEndpoint } from "./endpoint"

// A file kept beside a record (a logo, a photo, a signed scan, a proof): its upload answers a
// version, the record stores that version on its save, and a GET serves any version by its
// owner's id, so a form shows a file just uploaded before the record keeps it.

/** A version: the first 16 hexadecimal digits of the SHA-256 of the file's bytes. */
export const fileVersion = (message: string) => Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => message }))

/** The GET of one version of a kept file: a read, its ids and version in the path. */
export const versionedFileRead = <Req, ReqI>(e: Omit<FileEndpoint<Req, ReqI>, "response" | "method" | "writes" | "query">): FileEndpoint<Req, ReqI> =>
  fileEndpoint({ ...e, method: "GET", writes: false, query: true })
