import { kitText } from "../../ui/kit-text"

// Words of the CON090 page (MODULES-MX §2; the labels it leaves unnamed are ours).
export const contractParameterTexts = {
  titulo: "Parámetros",
  pestanas: "Parámetros de contratos",
  alertas: "Alertas",
  legales: "Legales",
  dias1: "Primer aviso (días antes del término)",
  dias2: "Segundo aviso (días antes del término)",
  dias3: "Último aviso (días antes del término)",
  destinatarios: "Destinatarios del aviso",
  jefe: "Jefe inmediato",
  rh: "Recursos Humanos",
  colaborador: "Colaborador",
  cuenta: "Cuenta de correo",
  sinCuentas: "Aún no hay cuentas de correo: dé de alta una en Configuraciones, Cuentas de correo.",
  renovaciones: "Renovaciones máximas por tiempo determinado",
  renovacionesAyuda: "Por encima de este número, una renovación avisa (LFT 39) y pasa por el flujo RENOVACION_CONTRATO.",
  modoAlta: "Aún no hay parámetros guardados: al guardar se darán de alta.",
  modoEdicion: "Edición de los parámetros guardados.",
  constantes: "Constantes de la ley (solo lectura)",
  legalesAyuda: "Valores con vigencia: los cálculos toman el vigente en la fecha de cada caso. Los periodos de una misma clave no pueden traslaparse.",
  reintentar: kitText.reintentar,
} as const

export type ContractParametersTab = "alertas" | "legales"

/** The `pestana` search parameter: the open tab, Alertas unless it names Legales. */
export const contractParametersSearch = (search: Record<string, unknown>): { pestana?: ContractParametersTab } =>
  search.pestana === "legales" || search.pestana === "alertas" ? { pestana: search.pestana } : {}
