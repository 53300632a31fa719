// Days between dates inside a list's SQL, the same on PostgreSQL and SQLite: the platform's day
// expressions are written once for both dialects, and the two have no common date difference.
// A DATE read as its ISO text gives a day number (days since 0000-03-01, H. Hinnant's
// days_from_civil in integer arithmetic), and today's number is computed here from the same
// formula, so `dayNumberSql(column) − dayNumberOf(today)` is f_fin − hoy in days.

const parts = (iso: string) => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) })

/** The day number of an ISO date (years 0 to 9999). */
export const dayNumberOf = (iso: string): number => {
  const { y, m, d } = parts(iso)
  const yy = y - (m <= 2 ? 1 : 0)
  const era = Math.trunc(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.trunc((153 * ((m + 9) % 12) + 2) / 5) + d - 1
  return era * 146097 + yoe * 365 + Math.trunc(yoe / 4) - Math.trunc(yoe / 100) + doy
}

/** The day number of a DATE column (a server constant, never a client's text). */
export const dayNumberSql = (column: string): string => {
  const text = `CAST(${column} AS VARCHAR(10))`
  const y = `CAST(SUBSTR(${text}, 1, 4) AS INTEGER)`
  const m = `CAST(SUBSTR(${text}, 6, 2) AS INTEGER)`
  const d = `CAST(SUBSTR(${text}, 9, 2) AS INTEGER)`
  const yy = `(${y} - CASE WHEN ${m} <= 2 THEN 1 ELSE 0 END)`
  const era = `(${yy} / 400)`
  const yoe = `(${yy} - ${era} * 400)`
  const doy = `((153 * ((${m} + 9) % 12) + 2) / 5 + ${d} - 1)`
  return `(${era} * 146097 + ${yoe} * 365 + ${yoe} / 4 - ${yoe} / 100 + ${doy})`
}

/** The ISO day inside the quoted literal the platform hands a day expression. */
export const dayOfLiteral = (quoted: string): string => quoted.replace(/'/g, "")
