import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every page of Evaluación at both widths (support/sweep.ts): Encuestas (EVA100) and Proyectos
// (EVA150) with their forms and first row (the demo's cycle in evaluation, its row dialogs among
// them), the feedback pages (EVA370/EVA375) and Reporte de compromisos (EVA380) with the demo's
// sessions, and the pages still to come, each with its notice in place of the page.
sweepCatalogue("evaluacion", {
  routes: moduleRoutes("evaluacion"),
  floors: { forms: 2, rowScreens: 2 },
})
