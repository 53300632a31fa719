// Accent- and case-insensitive matching ("perez" finds "Pérez", "nunez" finds "Núñez") that
// SQLite and PostgreSQL compute the same way: lower() for ASCII, then one replace() per accented
// letter of Spanish in either case. The server folds the search term with `foldText` and the
// column with `foldSql` (or reads a stored column made by `foldSql`), so both sides agree exactly.

export const foldedLetters: ReadonlyArray<readonly [string, string]> = [
  ["á", "a"],
  ["é", "e"],
  ["í", "i"],
  ["ó", "o"],
  ["ú", "u"],
  ["ü", "u"],
  ["ñ", "n"],
  ["Á", "a"],
  ["É", "e"],
  ["Í", "i"],
  ["Ó", "o"],
  ["Ú", "u"],
  ["Ü", "u"],
  ["Ñ", "n"],
]

/** The folded text of a search term, as `foldSql` folds a column. */
export const foldText = (text: string): string => {
  let out = text.replace(/[A-Z]/g, (c) => c.toLowerCase())
  for (const [from, to] of foldedLetters) out = out.split(from).join(to)
  return out
}

/** The SQL expression folding a (server-defined, never client-named) column expression. */
export const foldSql = (expression: string): string =>
  foldedLetters.reduce((inner, [from, to]) => `REPLACE(${inner}, '${from}', '${to}')`, `LOWER(COALESCE(${expression}, ''))`)

/** A LIKE pattern that finds the folded term anywhere, with % and _ taken literally. */
export const containsPattern = (term: string): string => `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
