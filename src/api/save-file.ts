import type { DownloadedFile } from "./client"

/**
 * Hands a downloaded file to the browser: saved under the server's name (SPEC 7.2 exports). The
 * link is clicked without joining the document: a script's click that reaches the document reads
 * to react-aria as a screen reader's (its "virtual" modality), and after that a dialog opened
 * later waited for transitions before taking the focus, and so kept a keyboard user on the body.
 */
export const saveFile = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = filename
  link.rel = "noopener"
  link.click()
  // The browser has started the download by now; the object URL may go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
