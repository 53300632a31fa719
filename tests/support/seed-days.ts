// A copy of a database seeded earlier (tests/support/demo-template.ts) is the database a suite
// would have seeded, bar the instant, only on the days the template was seeded: so "today" in
// the data is the suite's today.

const mexicoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" })

/** The days a seed taken now is relative to: Mexico City's (the product's) and UTC's (SQLite's CURRENT_DATE). */
export const seedDays = (now = Date.now()): string => `${mexicoDay.format(new Date(now))} ${new Date(now).toISOString().slice(0, 10)}`
