import { HttpServerResponse } from "@effect/platform"
import { pdfFile } from "../../domain/api/endpoint"
import { attachmentDisposition } from "../http/attachment"

// A PDF answered as a download, as the .xlsx exports are (server/exports/xlsx.ts): the file's
// type, an attachment with a safe name (no extension in `filename`), and never cached, since it
// holds the company's data as of now.

export const pdfResponse = (bytes: Uint8Array, filename: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.uint8Array(bytes, {
    contentType: pdfFile.contentType,
    headers: { "content-disposition": attachmentDisposition(filename, pdfFile.extension), "cache-control": "no-store" },
  })
