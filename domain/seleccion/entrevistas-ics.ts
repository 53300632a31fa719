// The .ics of an interview (RFC 5545), pure: the invitation (METHOD:REQUEST), its updates (the
// same UID with a higher SEQUENCE, so calendars move the event instead of adding a second one)
// and its cancellation (METHOD:CANCEL). Times are Mexico City's wall clock (TZID with its
// VTIMEZONE: no daylight saving since 2022), so the event shows at the hour the page shows.
// Text values are escaped (backslash, comma, semicolon, line breaks) and lines folded at 75
// octets, so a name or a place can never break the calendar's structure.

export interface IcsInterview {
  readonly uid: string
  readonly sequence: number
  readonly method: "REQUEST" | "CANCEL"
  /** "YYYY-MM-DDTHH:MM", Mexico City. */
  readonly start: string
  readonly durationMin: number
  readonly summary: string
  readonly description: string
  readonly location: string | null
  readonly organizer: { readonly name: string; readonly email: string }
  readonly attendees: ReadonlyArray<{ readonly name: string; readonly email: string }>
  /** The UTC instant it was written, as YYYYMMDDTHHMMSSZ. */
  readonly stamp: string
}

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export const icsText = (value: string): string =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n")

/** A parameter value (a CN): quoted, without the characters a quoted value cannot hold. */
const icsParam = (value: string): string => `"${[...value].filter((ch) => ch !== '"' && ch.charCodeAt(0) >= 32).join("")}"`

/** Folds a content line at 75 octets, never inside a UTF-8 sequence (RFC 5545 3.1). */
export const foldLine = (line: string): string => {
  const out: Array<string> = []
  let current = ""
  let octets = 0
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length
    const limit = out.length === 0 ? 75 : 74
    if (octets + size > limit) {
      out.push(current)
      current = ""
      octets = 0
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join("\r\n ")
}

/** "2026-12-03T10:30" plus minutes, as a local ICS date-time "20261203T110000". */
const localStamp = (start: string, plusMinutes: number): string => {
  const [day, time] = start.split("T")
  const [y, mo, d] = (day ?? "").split("-").map(Number)
  const [h, mi] = (time ?? "").split(":").map(Number)
  const at = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, (mi ?? 0) + plusMinutes))
  const p = (n: number) => String(n).padStart(2, "0")
  return `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}T${p(at.getUTCHours())}${p(at.getUTCMinutes())}00`
}

const timezone = ["BEGIN:VTIMEZONE", "TZID:America/Mexico_City", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:-0600", "TZOFFSETTO:-0600", "TZNAME:CST", "END:STANDARD", "END:VTIMEZONE"]

/** The calendar object, CRLF line ends. */
export const interviewIcs = (i: IcsInterview): string => {
  const mailto = (email: string) => `mailto:${email.replace(/[\s<>"]/g, "")}`
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Capital Humano//Seleccion//ES",
    "CALSCALE:GREGORIAN",
    `METHOD:${i.method}`,
    ...timezone,
    "BEGIN:VEVENT",
    `UID:${i.uid}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${i.stamp}`,
    `DTSTART;TZID=America/Mexico_City:${localStamp(i.start, 0)}`,
    `DTEND;TZID=America/Mexico_City:${localStamp(i.start, i.durationMin)}`,
    `SUMMARY:${icsText(i.summary)}`,
    `DESCRIPTION:${icsText(i.description)}`,
    ...(i.location === null || i.location.trim() === "" ? [] : [`LOCATION:${icsText(i.location)}`]),
    `ORGANIZER;CN=${icsParam(i.organizer.name)}:${mailto(i.organizer.email)}`,
    ...i.attendees.map((a) => `ATTENDEE;CN=${icsParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`),
    `STATUS:${i.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return `${lines.map(foldLine).join("\r\n")}\r\n`
}
