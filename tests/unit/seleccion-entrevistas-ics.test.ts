import { describe, expect, it } from "vitest"
import { foldLine, icsText, interviewIcs } from "../../domain/seleccion/entrevistas-ics"

// The interview's .ics: times on Mexico City's clock with the end after the duration (across
// midnight too), text escaped so a name or place cannot break the structure, lines folded at 75
// octets without splitting a character, and the cancellation.

const base = {
  uid: "entrevista-7@capital-humano",
  sequence: 0,
  method: "REQUEST" as const,
  start: "2026-12-03T23:30",
  durationMin: 45,
  summary: "Entrevista: Ana Pérez, Analista (REQ-1)",
  description: "Candidato: Ana Pérez\nVacante: Analista",
  location: "Sala 2; piso 1, edificio A",
  organizer: { name: "Reclutamiento", email: "reclutamiento@demo.mx" },
  attendees: [{ name: 'Luis "Lucho" Gómez', email: "luis@demo.mx" }],
  stamp: "20261201T120000Z",
}

describe("the interview's calendar", () => {
  it("starts and ends on Mexico City's clock", () => {
    const ics = interviewIcs(base)
    expect(ics).toContain("DTSTART;TZID=America/Mexico_City:20261203T233000\r\n")
    expect(ics).toContain("DTEND;TZID=America/Mexico_City:20261204T001500\r\n")
    expect(ics).toContain("METHOD:REQUEST\r\n")
    expect(ics).toContain("STATUS:CONFIRMED\r\n")
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true)
  })

  it("escapes text and strips quotes from names", () => {
    const ics = interviewIcs(base)
    expect(ics).toContain("LOCATION:Sala 2\\; piso 1\\, edificio A\r\n")
    expect(ics).toContain("DESCRIPTION:Candidato: Ana Pérez\\nVacante: Analista\r\n")
    expect(ics).toContain('ATTENDEE;CN="Luis Lucho Gómez"')
    expect(icsText("a\\b")).toBe("a\\\\b")
  })

  it("cancels with the next sequence", () => {
    const ics = interviewIcs({ ...base, method: "CANCEL", sequence: 2, location: null })
    expect(ics).toContain("METHOD:CANCEL\r\n")
    expect(ics).toContain("SEQUENCE:2\r\n")
    expect(ics).toContain("STATUS:CANCELLED\r\n")
    expect(ics).not.toContain("LOCATION")
  })

  it.each([
    ["short", "SUMMARY:Hola", 1],
    ["ascii at 100", `SUMMARY:${"x".repeat(92)}`, 2],
    ["accents never split", `SUMMARY:${"é".repeat(60)}`, 2],
  ])("folds %s", (_name, line, parts) => {
    const folded = foldLine(line).split("\r\n ")
    expect(folded.length).toBe(parts)
    expect(folded.join("")).toBe(line)
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
  })
})
