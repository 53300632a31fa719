// The Content-Disposition of a downloaded file: a plain ASCII `filename` for old clients and the
// exact UTF-8 name in `filename*` (RFC 6266), so "Descripción de puestos" arrives with its accent
// and no quote, semicolon or line break of a user's text can break the header.

export const attachmentDisposition = (filename: string, extension: string): string => {
  const ascii = filename.replace(/[^\w .-]/g, "_")
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${filename}.${extension}`)}`
}
