// The words Formación's reference tables (FOR050) share with their migrations, server and views:
// the kinds of training agent and the rows every database starts with.

/** Who gives a course (DC-3 "Nombre del agente capacitador o STPS"), by its stored code. */
export const agentTypes = [
  { id: "INTERNO", label: "Interno" },
  { id: "EXTERNO_FISICA", label: "Externo persona física" },
  { id: "EXTERNO_MORAL", label: "Externo persona moral" },
  { id: "STPS", label: "STPS" },
] as const

export type AgentType = (typeof agentTypes)[number]["id"]

/** The external agents: the STPS registers them, so their registro and RFC are required. */
export const externalAgentTypes: ReadonlyArray<AgentType> = ["EXTERNO_FISICA", "EXTERNO_MORAL"]

/** How a course is given (MODULES-MX §3), seeded for every database. */
export const seededModalities: ReadonlyArray<readonly [id: string, name: string]> = [
  ["PRESENCIAL", "Presencial"],
  ["EN_LINEA", "En línea"],
  ["MIXTA", "Mixta"],
]

/** What a course's budget and its real costs are spent on (MODULES-MX §3), seeded for every database. */
export const seededExpenseConcepts: ReadonlyArray<readonly [id: string, name: string]> = [
  ["INSTRUCTOR", "Instructor"],
  ["MATERIALES", "Materiales"],
  ["VIATICOS", "Viáticos"],
  ["SEDE", "Sede"],
  ["CERTIFICA", "Certificación"],
  ["OTROS", "Otros"],
]
