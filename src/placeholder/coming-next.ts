// What an unbuilt page of a module that is partly built says about when it comes: its users
// already work in the module's first pages and should know these are planned, not missing.
const comingNext: Readonly<Record<string, string>> = {
  "clima-laboral":
    "Esta página llega con la siguiente entrega de Clima laboral, junto con el cuestionario de las guías de la NOM-035, la revisión de los proyectos, el reporte de calificaciones, los planes de acción y el cumplimiento de la norma.",
}

/** The notice of an unbuilt page at this path, when its module says one. */
export const comingNextOf = (path: string): string | undefined => comingNext[path.split("/").filter((p) => p !== "")[0] ?? ""]
