// EVA150 Proyectos de evaluación (MODULES-MX §5): the states, types, phases and relations of a
// cycle, and the Spanish messages its form, workflow and server checks say.

export const evaluationProjectStates = ["Borrador", "Publicado", "En evaluación", "En calibración", "Cerrado"] as const
export type EvaluationProjectState = (typeof evaluationProjectStates)[number]

export const evaluationProjectTypes = ["Objetivos", "360", "Operativa", "Integral"] as const

/** The phases a cycle may have, in the only order they may follow. */
export const evaluationPhases = [
  "Captura de objetivos",
  "Aprobación",
  "Seguimiento intermedio",
  "Autoevaluación",
  "Evaluación",
  "Calibración",
  "Retroalimentación",
  "Cierre",
] as const
export type EvaluationPhase = (typeof evaluationPhases)[number]

/** The project's state while it is in a phase: answering phases are "En evaluación", the rest after them "En calibración". */
export const stateOfPhase = (phase: string): EvaluationProjectState => {
  const at = evaluationPhases.indexOf(phase as EvaluationPhase)
  if (at >= evaluationPhases.indexOf("Calibración")) return "En calibración"
  if (at >= evaluationPhases.indexOf("Autoevaluación")) return "En evaluación"
  return "Publicado"
}

/** The 360 relations of an evaluator to the person evaluated. */
export const evaluatorRelations = ["Auto", "Jefe", "Par", "Subordinado", "Cliente"] as const
export type EvaluatorRelation = (typeof evaluatorRelations)[number]

/** People hired less than this many days before the project starts are not evaluated in it [D]. */
export const minimumSeniorityDays = 90

/** Peers proposed per person from the position tree (the first by clave); HR adds others by hand. */
export const proposedPeersPerPerson = 5

export const evaluationProjectMessages = {
  nombre: "El nombre del proyecto es requerido",
  tipo: "El tipo de proyecto es requerido",
  empresa: "La empresa es requerida",
  inicio: "La fecha de inicio es requerida",
  fin: "La fecha de fin es requerida",
  finAntes: "La fecha de fin no puede ser anterior a la de inicio",
  fase: "La fase es requerida",
  faseInicio: "La fecha de inicio de la fase es requerida",
  faseFin: "La fecha de fin de la fase es requerida",
  faseFinAntes: "La fecha de fin de una fase no puede ser anterior a la de inicio",
  fasesTraslape: "Las fases no pueden traslaparse",
  fasesOrden: `Las fases deben seguir el orden: ${evaluationPhases.join(", ")}`,
  fasesPeriodo: "Las fases deben quedar dentro del periodo del proyecto",
  pesosComponentes: "La suma de los pesos de los componentes debe ser 100",
  pesos360: "La suma de los pesos 360 debe ser 100",
  centro: "El centro de trabajo es requerido",
  depto: "El departamento es requerido",
  puesto: "El puesto es requerido",
  centroDeEmpresa: "El centro de trabajo no pertenece a la empresa del proyecto",
  centroFueraDeRol: "El centro de trabajo no está entre los de su rol",
  deptoDeEmpresa: "El departamento no pertenece a la empresa ni a los centros del proyecto",
  puestoDeEmpresa: "El puesto no pertenece a la empresa del proyecto",
  centrosRequeridos: "Elija los centros de trabajo del proyecto: su rol no tiene todos los de la empresa",
  soloBorrador: "Solo un proyecto en borrador se modifica o se elimina: sus pesos quedan fijos al publicarlo",
  noPublicable: "Solo un proyecto en borrador se publica",
  periodoTerminado: "El periodo del proyecto ya terminó",
  sinParticipantes: "La población del proyecto no tiene colaboradores con al menos 90 días de antigüedad al inicio",
  noAvanzable: "Solo un proyecto publicado, en evaluación o en calibración avanza de fase",
  ultimaFase: "El proyecto está en su última fase: ciérrelo",
  faseAvanzada: (fase: string) => `El proyecto pasó a la fase ${fase}`,
  encuestaNoValida: (tipo: string) => `La encuesta no existe, está inactiva o no es de tipo ${tipo}`,
  noCerrable: "Solo un proyecto publicado, en evaluación o en calibración se cierra",
  publicado: "Proyecto publicado",
  cerrado: "Proyecto cerrado",
  proyectoNoExiste: "El proyecto no existe",
  empresaFija: "La empresa de un proyecto no cambia",
  tipoProyecto: "El tipo de proyecto no es válido",
  sin360: "El proyecto no tiene evaluación 360",
  evaluadoresBorrador: "Los evaluadores se asignan a un proyecto publicado, en evaluación o en calibración",
  noParticipante: "El colaborador no participa en el proyecto",
  evaluadorNoExiste: "El evaluador no existe o no está activo",
  autoSoloPropio: "La autoevaluación solo la hace el propio colaborador",
  autoUnico: "La autoevaluación es del propio colaborador y solo una",
  evaluadorRepetido: "Un evaluador aparece más de una vez",
  relacionRequerida: "La relación es requerida",
  evaluadorRequerido: "El evaluador es requerido",
  evaluadoresGuardados: "Evaluadores guardados",
  evaluadoresPropuestos: (n: number) => `Se propusieron los evaluadores de ${n} colaboradores`,
} as const
