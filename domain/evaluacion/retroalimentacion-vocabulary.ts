// Retroalimentación operativa (EVA370) and 360 (EVA375), MODULES-MX §5: the two kinds of a
// feedback session, the key each is held under, its states, the commitments' types and states,
// and the Spanish messages of their calls.

export const feedbackKinds = ["Operativa", "360"] as const
export type FeedbackKind = (typeof feedbackKinds)[number]

/** The page (and key) each kind of session is held from. */
export const feedbackKeyOf: Readonly<Record<FeedbackKind, string>> = { Operativa: "EVA370", "360": "EVA375" }

/** The cycle types that have each kind: an operative evaluation, or a 360. */
export const projectTypesOf: Readonly<Record<FeedbackKind, ReadonlyArray<string>>> = { Operativa: ["Operativa", "Integral"], "360": ["360", "Integral"] }

/**
 * A session's state [D], derived: Pendiente while none is recorded, En sesión once recorded and
 * until both have signed, Firmada with both signatures.
 */
export const feedbackStates = ["Pendiente", "En sesión", "Firmada"] as const
export type FeedbackState = (typeof feedbackStates)[number]

export const agreements = ["De acuerdo", "En desacuerdo"] as const
export type Agreement = (typeof agreements)[number]

export const commitmentTypes = ["Capacitación", "Mentoría", "Proyecto", "Conducta"] as const
export type CommitmentType = (typeof commitmentTypes)[number]

export const commitmentStates = ["Pendiente", "En proceso", "Cumplido", "Vencido"] as const
export type CommitmentState = (typeof commitmentStates)[number]

/** At most this many commitments in one session. */
export const maxCommitments = 20

export const feedbackMessages = {
  proyecto: "El proyecto no es válido",
  colaborador: "El colaborador no es válido",
  tipo: "El tipo de retroalimentación no es válido",
  retro: "La sesión de retroalimentación no es válida",
  filtro: "El filtro no es válido",
  fecha: "La fecha de la sesión es requerida",
  fortalezas: "Las fortalezas son requeridas",
  areasMejora: "Las áreas de mejora son requeridas",
  textoLargo: "El texto admite a lo más 2000 caracteres",
  conformidad: "La conformidad debe ser De acuerdo o En desacuerdo",
  accion: "La acción del compromiso es requerida",
  accionLarga: "La acción del compromiso admite a lo más 300 caracteres",
  tipoCompromiso: "El tipo de compromiso debe ser Capacitación, Mentoría, Proyecto o Conducta",
  responsable: "El responsable del compromiso no es válido",
  fechaCompromiso: "La fecha compromiso es requerida",
  avance: "El avance debe ser un entero entre 0 y 100",
  alMenosUno: "Registre al menos un compromiso",
  demasiados: `Registre a lo más ${maxCommitments} compromisos`,
  sinTipoProyecto: (tipo: FeedbackKind) => `El proyecto no tiene evaluación ${tipo === "360" ? "360" : "operativa"}`,
  noParticipante: "El colaborador no participa en el proyecto",
  sinEvaluacionOperativa: "El colaborador no tiene evaluación operativa en el proyecto",
  sinClave: (tipo: FeedbackKind) => `La retroalimentación ${tipo === "360" ? "360" : "operativa"} requiere la clave ${feedbackKeyOf[tipo]}`,
  noEsJefe: "Solo el jefe del colaborador (el ocupante de la posición de su jefe) o Recursos Humanos registran su retroalimentación",
  borrador: "El proyecto aún no está publicado: la retroalimentación se registra en un proyecto publicado",
  proyectoCerrado: "El proyecto está cerrado: sus retroalimentaciones ya no cambian",
  yaFirmadaColaborador: "El colaborador ya firmó la sesión: ya no cambia",
  fechaFutura: "La fecha de la sesión no puede ser posterior a hoy",
  responsableAjeno: "El responsable debe ser el colaborador o su jefe",
  compromisoAjeno: "Un compromiso no pertenece a la sesión",
  noExisteCompromiso: "El compromiso no existe",
  soloResponsable: "Solo el responsable del compromiso o Recursos Humanos registran su avance",
  ajena: "Solo el colaborador, su jefe o Recursos Humanos consultan esta retroalimentación",
  soloColaboradorFirma: "Solo el colaborador firma su retroalimentación",
  sinFirmaJefe: "La sesión aún no está firmada por el jefe: el colaborador firma después",
  yaFirmada: "La sesión ya está firmada por el colaborador",
  conformidadRequerida: "Indique si está de acuerdo o en desacuerdo",
  guardada: "Retroalimentación guardada",
  firmada: "Retroalimentación firmada",
  avanceGuardado: "Avance guardado",
} as const
