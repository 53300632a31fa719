// The words and codes of an acta administrativa (DOMAIN-MX 4.4) that need no database: its
// messages, sanctions, states and delivery means. The law it applies is domain/rules' (the LFT art.
// 47 fractions and the notice's five working days, the prescription of art. 517-I); the witnesses'
// rule is domain/personal/person-rows.ts'. The form and the server read the same functions.

export const actaMessages = {
  colaborador: "El colaborador es requerido",
  fHechos: "La fecha de los hechos es requerida",
  horaHechos: "La hora de los hechos es requerida",
  horaFormato: "La hora de los hechos debe tener el formato HH:MM",
  fConocimiento: "La fecha de conocimiento es requerida",
  fActa: "La fecha del acta es requerida",
  lugar: "El lugar es requerido",
  fraccion: "El fundamento es requerido",
  descripcion: "La descripción de los hechos es requerida",
  descripcionCorta: "La descripción de los hechos debe tener al menos 20 caracteres",
  sancion: "La sanción es requerida",
  hechosFuturos: "La fecha de los hechos no puede ser posterior a hoy",
  conocimientoAnterior: "La fecha de conocimiento no puede ser anterior a la de los hechos",
  actaAnterior: "La fecha del acta no puede ser anterior a la de conocimiento",
  declaracion: "Capture la declaración del colaborador o indique que se negó a declarar",
  participantes: "Capture al menos un participante",
  participanteSinNombre: "Cada participante necesita un colaborador o un nombre",
  testigos: "Se requieren dos testigos distintos al colaborador",
  diasSuspension: "Los días de suspensión son requeridos",
  suspensionMaxima: "La suspensión no puede exceder de 8 días",
  suspensionMinima: "La suspensión debe ser de al menos 1 día",
  inicioSuspension: "La fecha de inicio de la suspensión es requerida",
  inicioSuspensionAnterior: "La suspensión no puede iniciar antes de la fecha del acta",
  sinSuspension: "Solo una suspensión lleva días y fecha de inicio",
  tipoFalta: "El tipo de falta no corresponde al fundamento elegido",
  tipoFaltaInexistente: "El tipo de falta no existe",
  prescripcion:
    "El acta se levanta más de un mes después de que la empresa conoció los hechos: la facultad de sancionar pudo haber prescrito (LFT art. 517, fracción I)",
  soloBorrador: "Solo se modifica un acta en Borrador",
  noEliminable: "Un acta firmada no se elimina; cancélela indicando el motivo",
  noFirmable: "Solo se firma un acta en Borrador",
  noNotificable: "Solo se notifica un acta firmada",
  yaCancelada: "El acta ya está cancelada",
  motivoCancelacion: "El motivo de la cancelación es requerido",
  sinRescision: "El aviso de rescisión solo se emite para un acta con sanción de rescisión",
  avisoSinFirma: "El aviso de rescisión se emite con el acta firmada",
  fEntregaAviso: "La fecha de entrega del aviso de rescisión es requerida",
  medioEntregaAviso: "El medio de entrega del aviso de rescisión es requerido",
  entregaAnterior: "El aviso no puede entregarse antes de la fecha del acta",
  entregaFutura: "La fecha de entrega del aviso no puede ser posterior a hoy",
  entregaTardia: "El aviso se entregó fuera del plazo de cinco días hábiles (LFT art. 47)",
  colaboradorInactivo: "El colaborador no está activo",
  firmada: "Acta firmada",
  notificada: "Acta notificada",
  cancelada: "Acta cancelada",
} as const

/** Sanctions of the wire ('AV' verbal, 'AE' written, 'SU' suspension, 'RE' rescission). */
export const sancionChoices = [
  { id: "AV", label: "Amonestación verbal" },
  { id: "AE", label: "Amonestación por escrito" },
  { id: "SU", label: "Suspensión" },
  { id: "RE", label: "Rescisión" },
] as const

export const actaStates = ["Borrador", "Firmada", "Notificada", "Cancelada"] as const

/** How the Aviso de rescisión reached the worker: in person, or through the labour tribunal after a refusal. */
export const medioEntregaChoices = [
  { id: "Personal", label: "Entregado en persona" },
  { id: "Tribunal", label: "Por conducto del Tribunal laboral" },
] as const

/** The rol of a participant other than a witness. */
export const participantRoles = [
  { id: "Jefe inmediato", label: "Jefe inmediato" },
  { id: "Recursos Humanos", label: "Recursos Humanos" },
  { id: "Representante sindical", label: "Representante sindical" },
  { id: "Otro", label: "Otro" },
] as const

/** Whether an acta's Aviso de rescisión is printed: a rescission, signed (notified or not). */
export const rescissionNoticeIssued = (acta: { readonly sancion?: unknown; readonly estado?: unknown }): boolean =>
  acta.sancion === "RE" && (acta.estado === "Firmada" || acta.estado === "Notificada")
