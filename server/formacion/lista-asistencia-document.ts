import type { Content, TableCell } from "pdfmake/interfaces"
import type { AttendanceSheet } from "../../domain/formacion/lista-asistencia-api"
import type { DocumentCompany } from "../documents/company"
import { type CompanyDocumentSpec, facts } from "../documents/frame"
import { spanishDate } from "../pdf/spanish-date"

// FOR200's sign-in sheet (MODULES-MX §3): on the company's letterhead, the course, the session
// and the instructor, then one row per enrolled participant (No., Nombre, Puesto) with room for
// the signature, and the instructor's own line under the list. Its "folio" names the course and
// the session (LA-<curso>-<sesión>), so two printed sheets are never mistaken.

const signatureRow = (n: number, nombre: string, puesto: string | null): Array<TableCell> => [
  { text: String(n), alignment: "right" },
  { text: nombre },
  { text: puesto ?? "—" },
  { text: "" },
]

const list = (sheet: AttendanceSheet): Content => ({
  layout: "lightHorizontalLines",
  margin: [0, 8, 0, 6],
  table: {
    headerRows: 1,
    widths: [22, "*", 150, 140],
    // Room to sign by hand (an array: a function cannot travel to the worker that lays it out).
    heights: [16, ...sheet.participantes.map(() => 30)],
    body: [
      ["No.", "Nombre", "Puesto", "Firma"].map((h): TableCell => ({ text: h, bold: true, fillColor: "#eef2ff" })),
      ...sheet.participantes.map((p, i) => signatureRow(i + 1, p.n_empleado, p.n_puesto)),
    ],
  },
})

export const attendanceSheetSpec = (company: DocumentCompany, sheet: AttendanceSheet): CompanyDocumentSpec => {
  const s = sheet.sesion
  return {
    company,
    title: "Lista de asistencia",
    folio: `LA-${sheet.id_proyecto}-${s.id_sesion}`,
    fecha: s.fecha,
    body: [
      facts([
        ["Curso", sheet.n_curso],
        ["Sesión", `${s.id_sesion}: ${spanishDate(s.fecha)}, de ${s.hora_inicio} a ${s.hora_fin}`],
        ["Sede", s.n_sede],
        ["Instructor", sheet.n_instructor],
      ]),
      list(sheet),
    ],
    firmantes: [{ nombre: sheet.n_instructor, cargo: "Instructor" }],
  }
}
