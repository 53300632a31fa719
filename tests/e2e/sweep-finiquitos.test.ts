import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Finiquitos is greyed until all its pages exist: its built pages (FIN100 and FIN200) with their
// forms and first row, at both widths (support/sweep.ts).
sweepCatalogue("finiquitos", {
  routes: moduleRoutes("finiquitos", { greyed: "built" }),
  floors: { forms: 2, rowScreens: 3 },
})
