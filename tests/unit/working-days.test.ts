import { describe, expect, it } from "vitest"
import { addWorkingDays, isWorkingDay, restDays, shiftDay, shiftMonths } from "../../domain/rules/working-days"

// The IMSS notice deadline: five working days (Monday to Friday, without the LFT art. 74 rest days).

describe("working days", () => {
  it("knows the LFT art. 74 rest days of 2026", () => {
    expect([...restDays(2026)].sort()).toEqual(["2026-01-01", "2026-02-02", "2026-03-16", "2026-05-01", "2026-09-16", "2026-11-16", "2026-12-25"])
  })

  it.each([
    ["2026-06-10", true], // Wednesday
    ["2026-06-13", false], // Saturday
    ["2026-06-14", false], // Sunday
    ["2026-09-16", false], // Independence day, a Wednesday
    ["2026-11-16", false], // third Monday of November
  ])("%s is a working day: %s", (day, expected) => {
    expect(isWorkingDay(day)).toBe(expected)
  })

  it.each([
    ["2026-06-10", "2026-06-17"], // Wednesday + 5: the next Wednesday
    ["2026-06-20", "2026-06-26"], // Saturday: Monday to Friday of the next week
    ["2026-09-14", "2026-09-22"], // over 16 September
    ["2026-12-23", "2026-12-31"], // over Christmas and a weekend
  ])("five working days after %s is %s", (day, expected) => {
    expect(addWorkingDays(day, 5)).toBe(expected)
  })

  it("shifts calendar days across months and years", () => {
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28")
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01")
  })
})

describe("calendar months", () => {
  it.each([
    ["2026-11-30", -12, "2025-11-30"],
    ["2024-02-29", -12, "2023-02-28"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2026-07-01", 6, "2027-01-01"],
    ["2026-03-15", -3, "2025-12-15"],
    ["2026-05-31", 0, "2026-05-31"],
  ])("%s moved %i months is %s", (day, months, expected) => {
    expect(shiftMonths(day, months)).toBe(expected)
  })
})
