import { CalendarDate } from "@internationalized/date"
import { NumberFormatter, NumberParser } from "@internationalized/number"
import { describe, expect, it } from "vitest"
import {
  calendarDateToIso,
  counterWarnsAt,
  fieldStringToNumber,
  isoToCalendarDate,
  numberFormatOptions,
  numberToFieldString,
} from "../../src/ui/field-values"

describe("date field values", () => {
  it("reads a real ISO day and writes it back unchanged", () => {
    expect(isoToCalendarDate("2026-01-03")?.toString()).toBe("2026-01-03")
    expect(calendarDateToIso(isoToCalendarDate("2024-02-29"))).toBe("2024-02-29")
    expect(calendarDateToIso(new CalendarDate(987, 7, 4))).toBe("0987-07-04")
  })

  it("gives no date for empty, malformed or impossible days", () => {
    for (const bad of ["", "  ", "03/01/2026", "2026-1-3", "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "0000-01-01", "2026-01-03T00:00"]) {
      expect(isoToCalendarDate(bad), bad).toBeNull()
    }
    expect(calendarDateToIso(null)).toBe("")
    expect(calendarDateToIso(undefined)).toBe("")
  })
})

describe("number field values", () => {
  it("keeps the plain String(n) shape and '' for empty", () => {
    expect(numberToFieldString(1234.5)).toBe("1234.5")
    expect(numberToFieldString(0)).toBe("0")
    expect(numberToFieldString(-3)).toBe("-3")
    expect(numberToFieldString(Number.NaN)).toBe("")
    expect(numberToFieldString(null)).toBe("")
    expect(fieldStringToNumber("1234.5")).toBe(1234.5)
    expect(fieldStringToNumber(" 7 ")).toBe(7)
    expect(fieldStringToNumber("")).toBeNaN()
    expect(fieldStringToNumber("1,234")).toBeNaN()
    expect(fieldStringToNumber("Infinity")).toBeNaN()
  })

  it("formats each kind in es-MX and parses the text back", () => {
    const show = (kind: Parameters<typeof numberFormatOptions>[0], n: number) => new NumberFormatter("es-MX", numberFormatOptions(kind)).format(n)
    expect(show("money", 1234.5)).toBe("$1,234.50")
    expect(show("integer", 1234567)).toBe("1,234,567")
    expect(show("decimal", 1234.567)).toBe("1,234.57")
    expect(show("percent", 12.5)).toBe("12.5%")
    expect(new NumberParser("es-MX", numberFormatOptions("money")).parse("$1,234.50")).toBe(1234.5)
    expect(new NumberParser("es-MX", numberFormatOptions("percent")).parse("12.5%")).toBe(12.5)
  })
})

describe("text area counter", () => {
  it("starts warning within the last tenth, at least the last 10 characters", () => {
    expect(counterWarnsAt(500)).toBe(450)
    expect(counterWarnsAt(50)).toBe(40)
    expect(counterWarnsAt(5)).toBe(0)
  })
})
