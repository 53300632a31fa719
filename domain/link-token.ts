// The single-use token a mailed link carries after `#token=` (password reset, opinion survey,
// NOM-035 questionnaire): after the `#` it never reaches a server log. A module of its own so that
// the public pages read it without the password texts.

/** The token of a link's fragment (`#token=...`), or "" when there is none. */
export const tokenOfFragment = (hash: string): string => {
  const value = new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? ""
  return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : ""
}
