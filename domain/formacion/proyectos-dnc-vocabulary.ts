import type { Choice } from "../records/field"

// The words FOR100 Proyectos DNC (MODULES-MX §3) shares between its migration, server and views:
// the project's states, a need's choices, the import's defaults and the messages. Where §3 gives
// a rule but no wording, the message is ours [D].

/** The states of a DNC project (MODULES-MX §0.1), in their order. */
export const dncStates = ["Borrador", "En captura", "En revisión", "Autorizado", "Cerrado"] as const
export type DncState = (typeof dncStates)[number]

/** Needs are captured, changed, deleted and imported only while the project is in these states. */
export const capturingStates: ReadonlyArray<DncState> = ["Borrador", "En captura"]

export const isCapturing = (estado: unknown): boolean => (capturingStates as ReadonlyArray<unknown>).includes(estado)

/** Whom a need is for: one person, everyone in a puesto, or a department. */
export const needLevels = ["Colaborador", "Puesto", "Departamento"] as const
export type NeedLevel = (typeof needLevels)[number]

/** The field each level names (and only that one). */
export const levelTarget = { Colaborador: "id_empleado", Puesto: "id_puesto", Departamento: "id_depto" } as const satisfies Record<NeedLevel, string>

export const needOrigins = [
  "Brecha de competencias",
  "Compromiso EVA380",
  "NOM-035",
  "Requisito legal/NOM",
  "Solicitud del jefe",
  "Plan de sucesión",
] as const
export type NeedOrigin = (typeof needOrigins)[number]

/** The origin of what the import brings from Competencias por colaborador (COM300). */
export const gapOrigin: NeedOrigin = "Brecha de competencias"
/** The origin of the training commitments of evaluations (EVA380), which the import will bring once they exist. */
export const commitmentOrigin: NeedOrigin = "Compromiso EVA380"

/** LFT art. 153-F: what the training is for, by its fraction. */
export const objectives: ReadonlyArray<Choice & { readonly id: "I" | "II" | "III" | "IV" | "V" }> = [
  { id: "I", label: "I. Actualizar y perfeccionar conocimientos y habilidades" },
  { id: "II", label: "II. Preparar para vacantes o puestos de nueva creación" },
  { id: "III", label: "III. Prevenir riesgos de trabajo" },
  { id: "IV", label: "IV. Incrementar la productividad" },
  { id: "V", label: "V. Mejorar el nivel educativo y las competencias" },
]
export type Objective = (typeof objectives)[number]["id"]

export const priorities = ["Alta", "Media", "Baja"] as const
export type Priority = (typeof priorities)[number]

export const quarterChoices: ReadonlyArray<Choice> = [1, 2, 3, 4].map((q) => ({ id: String(q), label: `Trimestre ${q}` }))

const asChoices = (codes: ReadonlyArray<string>): ReadonlyArray<Choice> => codes.map((c) => ({ id: c, label: c }))
export const levelChoices = asChoices(needLevels)
export const originChoices = asChoices(needOrigins)
export const priorityChoices = asChoices(priorities)

/**
 * What an imported gap becomes [D]: objective I (a gap is knowledge to update), one participant,
 * a one-day course of eight hours, no cost yet (the plan is priced per tema in the budget,
 * FOR150), and no quarter (the plan schedules it). The priority follows the gap's size
 * (./proyectos-dnc-rules.ts `gapPriority`).
 */
export const importDefaults = { objetivo_153f: "I", participantes_estimados: 1, horas_estimadas: 8, costo_estimado: 0 } as const

export const dncMessages = {
  proyecto: "El nombre del proyecto es requerido",
  anio: "El año es requerido",
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  cierreAntes: "La fecha de cierre no puede ser menor a la fecha de inicio",
  centroAjeno: "El centro de trabajo no es de la empresa del proyecto",
  empresaFija: "La empresa de un proyecto con necesidades no se cambia",
  // The workflow's answers and refusals.
  captura: "Captura de necesidades abierta",
  noCaptura: "Solo un proyecto en Borrador abre su captura",
  revision: "Proyecto enviado a revisión",
  noRevision: "Solo un proyecto En captura se envía a revisión",
  autorizado: "Proyecto autorizado",
  noAutorizable: "Solo un proyecto En revisión se autoriza",
  devuelto: "Proyecto devuelto a captura",
  noDevolvible: "Solo un proyecto En revisión se devuelve a captura",
  comentario: "El comentario es requerido",
  cerrado: "Proyecto cerrado",
  noCerrable: "Solo un proyecto Autorizado se cierra",
  inmutable: "Un proyecto en revisión, autorizado o cerrado ya no se modifica",
  noEliminable: "Solo se elimina un proyecto en Borrador o En captura",
  // A need's own.
  tema: "El tema es requerido",
  nivel: "El nivel es requerido",
  colaborador: "El colaborador es requerido",
  puesto: "El puesto es requerido",
  departamento: "El departamento es requerido",
  soloColaborador: "El colaborador solo se indica en una necesidad de nivel Colaborador",
  soloPuesto: "El puesto solo se indica en una necesidad de nivel Puesto",
  soloDepartamento: "El departamento solo se indica en una necesidad de nivel Departamento",
  origen: "El origen es requerido",
  objetivo: "El objetivo (LFT art. 153-F) es requerido",
  prioridad: "La prioridad es requerida",
  horas: "Las horas estimadas son requeridas",
  participantes: "Los participantes estimados son requeridos",
  costo: "El costo estimado es requerido",
  proyectoRequerido: "El proyecto es requerido",
  proyectoNoExiste: "El proyecto no existe",
  fueraDeCaptura: "Las necesidades se capturan solo mientras el proyecto está en Borrador o En captura",
  colaboradorAjeno: "El colaborador no es de la empresa del proyecto o no está activo",
  puestoAjeno: "El puesto no es de la empresa del proyecto",
  departamentoAjeno: "El departamento no es de la empresa del proyecto",
  competenciaNoExiste: "La competencia no existe",
  temaRepetido: "El colaborador ya tiene una necesidad con ese tema en el proyecto",
  importadas: (agregadas: number, existentes: number) => {
    const added =
      agregadas === 0
        ? "No hubo brechas de competencias nuevas que agregar"
        : agregadas === 1
          ? "Se agregó 1 necesidad de brechas de competencias"
          : `Se agregaron ${agregadas.toLocaleString("es-MX")} necesidades de brechas de competencias`
    const there = existentes === 0 ? "" : existentes === 1 ? "; 1 ya estaba en el proyecto" : `; ${existentes.toLocaleString("es-MX")} ya estaban en el proyecto`
    return `${added}${there}`
  },
} as const
