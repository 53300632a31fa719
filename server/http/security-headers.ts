const nosniff = "nosniff"
const noReferrer = "no-referrer"

// Sent on every response, API and SPA alike, but for scripts and style sheets (below).
const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "x-content-type-options": nosniff,
  "referrer-policy": noReferrer,
  "x-frame-options": "DENY",
}

// A script or a style sheet is never a document, and the app starts no worker: the policy and
// the frame options would be dead weight there, about 0.3 KiB on each of a page's hundred-odd
// chunks. Nosniff still keeps a file from running as another type; a module script's own
// referrer policy is the one its imports go out with.
const subresourceHeaders: Readonly<Record<string, string>> = {
  "x-content-type-options": nosniff,
  "referrer-policy": noReferrer,
}

const subresourceType = /^text\/(?:javascript|css)(?:;|$)/i

/** The security headers for a response of this content type. */
export const securityHeadersFor = (contentType: string | undefined): Readonly<Record<string, string>> =>
  contentType !== undefined && subresourceType.test(contentType) ? subresourceHeaders : securityHeaders
