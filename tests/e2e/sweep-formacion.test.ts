import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// The built pages of Formación (FOR050, FOR090, FOR100, FOR160, FOR200 and the reports FOR400 to
// FOR600) with their forms and first row, at both widths (support/sweep.ts); a DNC project's record is checked with its
// Necesidades and Plan tabs. The module stays greyed until it ships: only the routes with a page
// of their own are swept, the others show the placeholder. Tablas de referencia opens on its
// select alone, so the catalogues whose forms are their own (a sede's centre, an agent's kind and
// RFC, an instructor's collaborator and agent) are swept too, each at the address that chooses it;
// so is the attendance sheet of the demo's course in progress (the fourth course the demo seeds,
// server/seed/demo-courses.ts), its marks and observations in a table.
const catalogues = ["sedes", "agentes-capacitadores", "instructores"].map((id) => `/formacion/tablas-referencia?catalogo=${id}`)
const attendanceSheet = "/formacion/lista-asistencia?curso=4&sesion=1"

sweepCatalogue("formacion", {
  routes: [...moduleRoutes("formacion", { greyed: "built" }), ...catalogues, attendanceSheet],
  floors: { forms: 5, rowScreens: 6 },
})
