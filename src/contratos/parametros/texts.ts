import { kitText } from "../../ui/kit-text"

// Words of the CON090 page (MODULES-MX §2; the labels it leaves unnamed are ours).
export const contractParameterTexts = {
  titulo: "Parámetros",
  pestanas: "Parámetros de contratos",
  alertas: "Alertas",
  legales: "Legales",
  plantillas: "Plantillas",
  plantillasAyuda: "La plantilla de cada tipo de contrato activo del Catálogo de contratos: el texto con que se imprime un contrato nuevo de ese tipo.",
  tipoContrato: "Tipo de contrato",
  plantilla: "Plantilla",
  plantillaAyuda: "Texto del contrato; una línea en blanco separa párrafos. Los datos entre llaves se sustituyen al imprimir.",
  sinTipos: "No hay tipos de contrato activos: dé de alta uno en Catálogo de contratos.",
  datos: "Datos disponibles",
  datosAyuda: "Cada botón inserta el dato donde está el cursor de la plantilla.",
  insertar: (code: string, label: string) => `Insertar ${code} (${label})`,
  vistaPrevia: "Vista previa con datos de ejemplo",
  vistaPreviaVacia: "La plantilla está vacía.",
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

export type ContractParametersTab = "alertas" | "legales" | "plantillas"

const tabs: ReadonlyArray<ContractParametersTab> = ["alertas", "legales", "plantillas"]

/** The tab a tab id names, Alertas for any other. */
export const contractParametersTabOf = (id: unknown): ContractParametersTab => tabs.find((t) => t === id) ?? "alertas"

/** The `pestana` search parameter: the open tab, Alertas unless it names another. */
export const contractParametersSearch = (search: Record<string, unknown>): { pestana?: ContractParametersTab } =>
  tabs.some((t) => t === search.pestana) ? { pestana: contractParametersTabOf(search.pestana) } : {}
