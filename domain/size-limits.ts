// How big a request may be, and how a refusal says so: every message that states a limit is
// written from the limit itself, so the text cannot drift from the number the server enforces.

/** A JSON request body (uploads have their own limits, declared on their endpoints). */
export const jsonBodyMaxBytes = 1024 * 1024

/** "5 MB" for 5 MiB; a fraction only when the limit has one ("1.5 MB"), kilobytes under 1 MB. */
export const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${sizeFormat.format(bytes / (1024 * 1024))} MB` : `${sizeFormat.format(bytes / 1024)} KB`

// One formatter for every call: toLocaleString with options builds a new one each time, and the
// messages that state a limit are written for every upload field when the contract is built.
const sizeFormat = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 1 })

/** The 413's text: "<what> excede el tamaño máximo permitido (5 MB)". */
export const tooLargeText = (what: string, maxBytes: number): string => `${what} excede el tamaño máximo permitido (${sizeText(maxBytes)})`
