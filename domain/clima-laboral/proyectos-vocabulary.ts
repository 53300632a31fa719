// CLI200 Proyectos de clima laboral (MODULES-MX §4.2): the states and the Spanish messages a
// project's form, workflow and server checks say.

export const climateProjectStates = ["Borrador", "En aplicación", "Cerrado", "Resultados publicados", "Cancelado"] as const

export const climateProjectMessages = {
  nombre: "El nombre del proyecto es requerido",
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  inicio: "La fecha de inicio es requerida",
  fin: "La fecha de fin es requerida",
  finAntes: "La fecha de fin no puede ser anterior a la de inicio",
  centroFijo: "La empresa y el centro de trabajo de un proyecto no cambian",
  centroDeEmpresa: "El centro de trabajo no pertenece a la empresa",
  guiasMenores: (guias: string, trabajadores: number) =>
    `Las guías no pueden ser menores a las que corresponden al centro de trabajo: ${guias} (${trabajadores} trabajadores al inicio)`,
  muestraSinUsar: "Indique «Aplicar la Guía III a una muestra» para dar el tamaño de la muestra",
  muestraSoloGrandes: "La muestra solo aplica a centros de trabajo de más de 50 trabajadores con la Guía III",
  muestraMenor: (n: number) => `La muestra no puede ser menor a ${n}`,
  muestraMayor: (n: number) => `La muestra no puede ser mayor al número de trabajadores (${n})`,
  sinTrabajadores: "El centro de trabajo no tiene trabajadores activos al inicio del proyecto",
  soloBorrador: "Solo un proyecto en borrador se modifica o se elimina",
  noIniciable: "Solo un proyecto en borrador inicia su aplicación",
  noCerrable: "Solo un proyecto en aplicación se cierra",
  noPublicable: "Solo un proyecto cerrado publica sus resultados",
  noCancelable: "Solo un proyecto en borrador o en aplicación se cancela",
  motivo: "El motivo de la cancelación es requerido",
  sinElegibles: "El centro de trabajo no tiene trabajadores con al menos un mes de antigüedad al inicio del proyecto",
  iniciado: "Aplicación iniciada",
  cerrado: "Proyecto cerrado",
  publicado: "Resultados publicados",
  cancelado: "Proyecto cancelado",
  pendientes: "Existen cuestionarios pendientes, ¿desea cerrar el proyecto?",
} as const
