import { describe, expect, it } from "vitest"
import { dayHeading, isIsoDay, isWeekStart, itemsByDay, shiftWeeks, weekDays, weekHeading, weekRange, weekStart } from "../../domain/rules/calendar-week"
import { calendarInterviewOf, calendarTexts } from "../../domain/seleccion/entrevistas-calendario"

// The weeks of Entrevistas' calendar as tables: Monday to Sunday, across months, years, a leap
// day and the old DST change; the week and its days in Spanish words; a week's items by day.

describe("the Monday of a day's week", () => {
  it.each([
    ["a Monday is its own week's", "2026-06-08", "2026-06-08"],
    ["a Wednesday", "2026-06-10", "2026-06-08"],
    ["a Saturday", "2026-06-13", "2026-06-08"],
    ["a Sunday closes the week begun six days before", "2026-06-14", "2026-06-08"],
    ["across a month: Thursday 2 July", "2026-07-02", "2026-06-29"],
    ["across a year: Friday 1 January 2027", "2027-01-01", "2026-12-28"],
    ["a leap day: Thursday 29 February 2024", "2024-02-29", "2024-02-26"],
    ["across the old April DST change", "2022-04-03", "2022-03-28"],
  ])("%s", (_name, day, monday) => {
    expect(weekStart(day)).toBe(monday)
  })
})

describe("moving by weeks", () => {
  it.each([
    ["the next week", "2026-06-08", 1, "2026-06-15"],
    ["the week before", "2026-06-08", -1, "2026-06-01"],
    ["into the next month", "2026-06-29", 1, "2026-07-06"],
    ["into the previous year", "2026-01-05", -1, "2025-12-29"],
    ["over February of a leap year", "2024-02-26", 1, "2024-03-04"],
    ["a day that is no Monday moves its week", "2026-06-11", 1, "2026-06-15"],
    ["fifty-two weeks on", "2026-06-08", 52, "2027-06-07"],
  ])("%s", (_name, monday, weeks, expected) => {
    expect(shiftWeeks(monday, weeks)).toBe(expected)
  })
})

describe("a week's days and range", () => {
  it("lists Monday to Sunday, across a month", () => {
    expect(weekDays("2026-06-29")).toEqual(["2026-06-29", "2026-06-30", "2026-07-01", "2026-07-02", "2026-07-03", "2026-07-04", "2026-07-05"])
  })
  it.each([
    ["2026-06-08", { desde: "2026-06-08", hasta: "2026-06-14" }],
    ["2026-12-28", { desde: "2026-12-28", hasta: "2027-01-03" }],
    ["2024-02-26", { desde: "2024-02-26", hasta: "2024-03-03" }],
  ])("the range of the week of %s", (monday, range) => {
    expect(weekRange(monday)).toEqual(range)
  })
})

describe("what names a week in an address", () => {
  it.each([
    ["2026-06-08", true],
    ["2026-06-09", false],
    ["2026-02-30", false],
    ["2026-6-8", false],
    ["08/06/2026", false],
    ["", false],
  ])("%s: %s", (text, expected) => {
    expect(isWeekStart(text)).toBe(expected)
  })
  it.each([
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-12-31", true],
  ])("%s is a real day: %s", (text, expected) => {
    expect(isIsoDay(text)).toBe(expected)
  })
})

describe("the week and its days in words", () => {
  it.each([
    ["within a month", "2026-06-08", "Semana del 8 al 14 de junio de 2026"],
    ["across months", "2026-06-29", "Semana del 29 de junio al 5 de julio de 2026"],
    ["across years", "2026-12-28", "Semana del 28 de diciembre de 2026 al 3 de enero de 2027"],
    ["a day that is no Monday names its week", "2026-09-16", "Semana del 14 al 20 de septiembre de 2026"],
  ])("%s", (_name, monday, words) => {
    expect(weekHeading(monday)).toBe(words)
  })
  it.each([
    ["2026-06-08", "Lunes 8 de junio"],
    ["2026-06-10", "Miércoles 10 de junio"],
    ["2026-06-13", "Sábado 13 de junio"],
    ["2026-06-14", "Domingo 14 de junio"],
    ["2027-01-01", "Viernes 1 de enero"],
  ])("%s is %s", (day, words) => {
    expect(dayHeading(day)).toBe(words)
  })
  it("says a week change with its count", () => {
    expect(calendarTexts.semana("2026-06-08", 1)).toBe("Semana del 8 al 14 de junio de 2026: 1 entrevista")
    expect(calendarTexts.semana("2026-06-08", 0)).toBe("Semana del 8 al 14 de junio de 2026: 0 entrevistas")
    expect(calendarTexts.semana("2026-06-08", 1200)).toBe("Semana del 8 al 14 de junio de 2026: 1,200 entrevistas")
  })
})

describe("a week's items by day", () => {
  const item = (id: number, fecha: string, hora: string) => ({ id, fecha, hora })
  it("puts each in its day in time order and leaves other weeks out", () => {
    const grouped = itemsByDay("2026-06-08", [
      item(1, "2026-06-10", "17:00"),
      item(2, "2026-06-10", "09:30"),
      item(3, "2026-06-14", "08:00"),
      item(4, "2026-06-15", "10:00"),
      item(5, "2026-06-07", "10:00"),
      item(6, "2026-06-10", "09:30"),
    ])
    expect(grouped.map((d) => [d.day, d.items.map((i) => i.id)])).toEqual([
      ["2026-06-08", []],
      ["2026-06-09", []],
      ["2026-06-10", [2, 6, 1]],
      ["2026-06-11", []],
      ["2026-06-12", []],
      ["2026-06-13", []],
      ["2026-06-14", [3]],
    ])
  })
})

describe("a list row as the calendar's item", () => {
  it("keeps what the calendar shows, and drops a row without its key", () => {
    const row = {
      id_entrevista: 12,
      fecha: "2026-06-10",
      hora: "10:00",
      n_candidato: "Ana Ruiz",
      n_vacante: "Analista de nómina",
      n_etapa: "Entrevista con el área",
      n_entrevistadores: "Luis Soto y 1 más",
      calificacion: "4.00",
      recomendacion: "Contratar",
      estado: "Realizada",
      observaciones: "no se muestra",
    }
    const { observaciones: _left, ...shown } = row
    expect(calendarInterviewOf(row)).toEqual({ ...shown, calificacion: 4 })
    expect(calendarInterviewOf({ ...row, calificacion: null, recomendacion: null, n_etapa: null })).toMatchObject({ calificacion: null, recomendacion: "", n_etapa: "" })
    expect(calendarInterviewOf({ ...row, id_entrevista: null })).toBeNull()
  })
})
