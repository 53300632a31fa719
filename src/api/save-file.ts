import type { DownloadedFile } from "./client"

/** Hands a downloaded file to the browser: saved under the server's name (SPEC 7.2 exports). */
export const saveFile = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  link.rel = "noopener"
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download by now; the object URL may go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
