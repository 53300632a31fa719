import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// The pages of Clima laboral (CLI200 Proyectos, CLI210 Empleados por departamento, CLI220 Revisión
// de proyectos, CLI230 Reporte de calificaciones, CLI240 Planes de acción, CLI260 Porcentajes de
// cumplimiento) with their forms and first row, at both widths (support/sweep.ts); the participants
// of the demo's project in application are swept at the address that opens them.
const openProject = "/clima-laboral/empleados-depto?proyecto=2"

sweepCatalogue("clima-laboral", {
  routes: [...moduleRoutes("clima-laboral"), openProject],
  floors: { forms: 1, rowScreens: 1 },
})
