import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// The built pages of Clima laboral (CLI200 Proyectos, CLI210 Empleados por departamento, CLI230
// Reporte de calificaciones, CLI240 Planes de acción, CLI260 Porcentajes de cumplimiento) with their
// forms and first row, at both widths (support/sweep.ts); the participants of the demo's project in
// application are swept at the address that opens them. The module stays greyed until it ships:
// only the routes with a page of their own are swept, the others show the placeholder.
const openProject = "/clima-laboral/empleados-depto?proyecto=2"

sweepCatalogue("clima-laboral", {
  routes: [...moduleRoutes("clima-laboral", { greyed: "built" }), openProject],
  floors: { forms: 1, rowScreens: 1 },
})
