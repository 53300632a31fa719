import { defaultMessages, defineRecord, type RecordRule } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { email, flag, rfc, select, text } from "../records/field"
import { rfcMessages } from "../rules/rfc"
import { formationCatalogNames } from "./tablas-referencia-lookups"
import { catalogueKey, formationReferenceKeys } from "./tablas-referencia-catalogue"
import { type AgentType, agentTypes, externalAgentTypes } from "./tablas-referencia-vocabulary"

// Agentes capacitadores (MODULES-MX §3): who gives the courses, as the DC-3 names them ("Nombre
// del agente capacitador o STPS" and its registro). An external agent is registered with the STPS,
// so its registro and its RFC are required; the RFC's length follows the kind of person (13 for a
// persona física, 12 for a moral). The database checks the registro and the RFC too (0236).

export const agentMessages = {
  nombre: "El nombre del agente capacitador es requerido",
  tipo: "El tipo de agente capacitador es requerido",
  registro: "El registro STPS del agente capacitador es requerido",
  rfc: "El RFC del agente capacitador es requerido",
} as const

const isExternal = (tipo: unknown): boolean => externalAgentTypes.includes(tipo as AgentType)
const blank = (v: unknown): boolean => v === null || v === undefined || v === ""

const rules: ReadonlyArray<RecordRule> = [
  { field: "registro_stps", reads: ["tipo", "registro_stps"], check: (v) => (isExternal(v.tipo) && blank(v.registro_stps) ? agentMessages.registro : undefined) },
  { field: "rfc", reads: ["tipo", "rfc"], check: (v) => (isExternal(v.tipo) && blank(v.rfc) ? agentMessages.rfc : undefined) },
  {
    field: "rfc",
    reads: ["tipo", "rfc"],
    check: (v) => {
      if (typeof v.rfc !== "string" || v.rfc === "") return undefined
      if (v.tipo === "EXTERNO_FISICA" && v.rfc.length !== 13) return rfcMessages.fisica
      if (v.tipo === "EXTERNO_MORAL" && v.rfc.length !== 12) return rfcMessages.moral
      return undefined
    },
  },
]

export const trainingAgents = defineRecord({
  resource: "catalogo-agentes-capacitadores",
  title: "Agentes capacitadores",
  singular: "agente capacitador",
  keys: formationReferenceKeys,
  messages: defaultMessages,
  fields: {
    id_agente: catalogueKey(),
    n_agente: text({ label: "Nombre o razón social", max: 150, required: agentMessages.nombre, column: true, searchable: true, sortable: true }),
    tipo: select({ label: "Tipo", choices: agentTypes, required: agentMessages.tipo, column: true, filter: true, sortable: true }),
    // The platform's RFC: format, a real date and the check digit; the rules above add the rest.
    rfc: rfc({ label: "RFC", column: true, searchable: true, description: "Requerido para un agente externo" }),
    registro_stps: text({
      label: "Registro STPS",
      max: 20,
      upperCase: true,
      column: true,
      searchable: true,
      description: "Número de registro del agente externo ante la STPS",
    }),
    contacto: text({ label: "Contacto", max: 150, exported: true }),
    email: email({ label: "Correo electrónico", exported: true }),
    activo: flag({ label: "Activo", initial: "1", column: true, filter: true }),
  },
  rules,
  defaultOrder: { field: "id_agente", direction: "asc" },
})

export const trainingAgentsEndpoints = resourceEndpoints("CatalogoAgentesCapacitadores", trainingAgents)

/** An instructor's agent, among the active ones. */
export const trainingAgentLookup = { catalogue: formationCatalogNames.agentesCapacitadores, idColumn: "id_agente", labelColumn: "n_agente" } as const
