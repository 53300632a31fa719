import { readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { mexicoIsoDay } from "../../domain/dates"
import { isoDate, isoDaysFrom, mexicoToday, monthOf } from "../../server/dates"

// The seeds and the dashboard count days on Mexico City's calendar, as every handler's
// todayInMexico does: between midnight UTC and midnight in Mexico City (UTC-6) the UTC date is a
// day ahead, and a seed dated by the machine's zone wrote "today" as tomorrow there.

describe("Mexico City's calendar", () => {
  it.each([
    [Date.UTC(2026, 11, 1, 2, 0), "2026-11-30"],
    [Date.UTC(2026, 11, 1, 5, 59), "2026-11-30"],
    [Date.UTC(2026, 11, 1, 6, 0), "2026-12-01"],
    [Date.UTC(2027, 0, 1, 3, 0), "2026-12-31"],
    [Date.UTC(2026, 6, 15, 23, 30), "2026-07-15"],
  ])("the instant %d is %s there", (nowMs, day) => {
    expect(mexicoIsoDay(nowMs)).toBe(day)
    expect(isoDate(mexicoToday(nowMs))).toBe(day)
  })

  it("takes the month of that day, even on the first night of a UTC month", () => {
    expect(monthOf(Date.UTC(2026, 11, 1, 2, 0))).toEqual({ first: "2026-11-01", last: "2026-11-30", month: "11" })
    expect(monthOf(Date.UTC(2027, 0, 1, 3, 0))).toEqual({ first: "2026-12-01", last: "2026-12-31", month: "12" })
    expect(monthOf(Date.UTC(2028, 1, 10, 12, 0))).toEqual({ first: "2028-02-01", last: "2028-02-29", month: "02" })
  })

  it("counts days from that day across a month and a year", () => {
    const day = isoDaysFrom(mexicoToday(Date.UTC(2027, 0, 1, 3, 0)))
    expect([day(-31), day(0), day(1), day(60)]).toEqual(["2026-11-30", "2026-12-31", "2027-01-01", "2027-03-01"])
  })
})

// The machine's zone reappears wherever an instant is read as a day: a day of the server's own is
// mexicoToday / mexicoIsoDay (or todayInMexico in a handler), never the instant's local or UTC date.
describe("the server's days", () => {
  const root = resolve(import.meta.dirname, "../..")
  const instantAsDay = /\b(isoDate|isoDaysFrom|addDays)\(new Date\((nowMs|now|Date\.now\(\)|\(yield\* Now\)\(\))?\)|new Date\((nowMs|Date\.now\(\))?\)\.(getUTC)?FullYear\(\)/

  it("never take an instant's machine-zone date for today", () => {
    const files = readdirSync(join(root, "server"), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith(".ts"))
      .map((e) => join(e.parentPath, e.name))
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (instantAsDay.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })
})
