import { moduleRoutes, sweepCatalogue } from "./support/sweep"

// Every built page of Selección with its forms and first row, at both widths (support/sweep.ts).
// The module is still greyed in the menus (its pages open at their address for whoever holds the
// key), so its built routes are asked for by name.
sweepCatalogue("seleccion", {
  routes: moduleRoutes("seleccion", { greyed: "built" }),
  floors: { forms: 7, rowScreens: 7 },
})
