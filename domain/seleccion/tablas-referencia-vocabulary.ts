import type { Choice } from "../records/field"

// SEL050's words (MODULES-MX §6): the kinds its reasons and sources file under, and its
// messages. Where §6 gives a rule but no wording, the message is ours [D].

export const reasonKindChoices: ReadonlyArray<Choice> = [
  { id: "BAJA", label: "Baja" },
  { id: "PUESTO_NUEVO", label: "Puesto nuevo" },
  { id: "INCREMENTO", label: "Incremento de plantilla" },
  { id: "SUSTITUCION", label: "Sustitución temporal" },
]

/** The GP220 source code a SEL050 source files its candidates under (candidatos.fuente). */
export const candidateSourceChoices: ReadonlyArray<Choice> = [
  { id: "BOLSA", label: "Bolsa de trabajo" },
  { id: "REFERIDO", label: "Referido" },
  { id: "PORTAL", label: "Portal" },
  { id: "OTRO", label: "Otro" },
]

export const referenceMessages = {
  descripcion: "La descripción es requerida",
  tipoMotivo: "El tipo de motivo es requerido",
  tipoFuente: "El tipo de fuente es requerido",
  frase: "La frase es requerida",
  fraseSinPalabras: "La frase debe contener al menos una palabra",
  fraseDuplicada: "La frase ya se encuentra registrada",
  nombrePlantilla: "El nombre de la plantilla es requerido",
  textoPlantilla: "El texto de la plantilla es requerido",
} as const
