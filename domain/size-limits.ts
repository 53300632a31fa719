// How big a request may be, and how a refusal says so: every message that states a limit is
// written from the limit itself, so the text cannot drift from the number the server enforces.

/** A JSON request body (uploads have their own limits, declared on their endpoints). */
export const jsonBodyMaxBytes = 1024 * 1024

/** "5 MB" for 5 MiB; a fraction only when the limit has one ("1.5 MB"), kilobytes under 1 MB. */
export const sizeText = (bytes: number): string => {
  const format = (n: number) => n.toLocaleString("es-MX", { maximumFractionDigits: 1 })
  return bytes >= 1024 * 1024 ? `${format(bytes / (1024 * 1024))} MB` : `${format(bytes / 1024)} KB`
}

/** The 413's text: "<what> excede el tamaño máximo permitido (5 MB)". */
export const tooLargeText = (what: string, maxBytes: number): string => `${what} excede el tamaño máximo permitido (${sizeText(maxBytes)})`
