// What an unbuilt page of a module that is partly built says about when it comes: its users
// already work in the module's first pages and should know these are planned, not missing.
// Evaluación ships its cycles, instruments and objectives first; its reports, feedback and
// commitments (Evaluación II) follow.
const comingNext: Readonly<Record<string, string>> = {
  evaluacion:
    "Esta página llega con la siguiente entrega de Evaluación, junto con los reportes de objetivos, de calificaciones 360 y operativas, la retroalimentación, los compromisos y el reporte concentrado de evaluaciones.",
}

/** The notice of an unbuilt page at this path, when its module says one. */
export const comingNextOf = (path: string): string | undefined => comingNext[path.split("/").filter((p) => p !== "")[0] ?? ""]
