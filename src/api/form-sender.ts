import type { UploadProgress } from "../../domain/api/upload-request"

// How a multipart form travels: XMLHttpRequest, the one browser API that reports an upload's
// progress (a fetch with a streamed body needs HTTP/2 and still says nothing of bytes sent). No
// timeout: a large import may take minutes, and the user sees it move.

export interface FormAnswer {
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null
  /** The answer's JSON, or null when it had none. */
  readonly body: unknown
  readonly header: (name: string) => string | null
}

export interface FormRequest {
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body: FormData
  readonly onProgress?: UploadProgress
}

export type FormSender = (request: FormRequest) => Promise<FormAnswer>

const noAnswer: FormAnswer = { status: null, body: null, header: () => null }

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export const sendFormByXhr: FormSender = ({ url, headers, body, onProgress }) =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open("POST", url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    if (onProgress !== undefined) {
      request.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null)
      request.upload.onload = () => onProgress(null)
    }
    request.onerror = () => resolve(noAnswer)
    request.onabort = () => resolve(noAnswer)
    request.onload = () => resolve({ status: request.status, body: jsonOf(request.responseText), header: (name) => request.getResponseHeader(name) })
    request.send(body)
  })
