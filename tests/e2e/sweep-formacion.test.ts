import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Formación with its forms and first row, at both widths (support/sweep.ts); a DNC
// project's record is checked with its Necesidades and Plan tabs. Tablas de referencia opens on its
// select alone, so the catalogues whose forms are their own (a sede's centre, an agent's kind and
// RFC, an instructor's collaborator and agent) are swept too, each at the address that chooses it;
// so is the attendance sheet of the demo's course in progress (the fourth course the demo seeds,
// server/seed/demo-courses.ts), its marks and observations in a table.
const catalogues = ["sedes", "agentes-capacitadores", "instructores"].map((id) => `/formacion/tablas-referencia?catalogo=${id}`)
const attendanceSheet = "/formacion/lista-asistencia?curso=4&sesion=1"
// The DC-3s of the demo's closed course (all issued, one overdue) and of its concluded one (some still to issue).
const dc3Lists = ["/formacion/formatos-dc3?curso=5", "/formacion/formatos-dc3?curso=6"]

sweepCatalogue("formacion", {
  routes: [...moduleRoutes("formacion"), ...catalogues, attendanceSheet, ...dc3Lists],
  floors: { forms: 5, rowScreens: 6 },
})
