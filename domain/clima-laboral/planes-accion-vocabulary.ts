// CLI240 Planes de acción (MODULES-MX §4.2): the choices and the Spanish messages of an action of a
// climate project's plan.

export const actionScopes = ["Final", "Categoría", "Dominio"] as const
export type ActionScope = (typeof actionScopes)[number]

export const interventionLevels = ["Primer nivel", "Segundo nivel", "Tercer nivel"] as const

/** What an action is: "Evaluación específica" is what a Muy alto level asks for; "Capacitación" may go to a DNC project. */
export const actionTypes = ["Programa de intervención", "Evaluación específica", "Campaña de sensibilización", "Revisión de la política", "Capacitación", "Difusión"] as const

export const actionStates = ["Pendiente", "En proceso", "Cumplida", "Cancelada"] as const

export const actionMessages = {
  proyecto: "El proyecto es requerido",
  ambito: "El ámbito es requerido",
  nAmbito: "El nombre del ámbito es requerido",
  accion: "La acción es requerido",
  responsable: "El responsable es requerido",
  tipo: "El tipo de acción es requerido",
  compromisoAntes: "La fecha compromiso no puede ser anterior a la de inicio",
  proyectoNoCerrado: "Las acciones se definen sobre los resultados de un proyecto cerrado",
  ambitoDesconocido: (ambito: string, nombre: string) => `«${nombre}» no es un ámbito ${ambito === "Final" ? "final" : ambito === "Categoría" ? "una categoría" : "un dominio"} de la guía del proyecto`,
  falta: (ambito: string, nivel: string) => `Falta definir acciones para ${ambito} con nivel ${nivel}`,
  faltaEspecifica: (ambito: string) => `Falta una acción de tipo «Evaluación específica» para ${ambito} con nivel Muy alto`,
} as const
