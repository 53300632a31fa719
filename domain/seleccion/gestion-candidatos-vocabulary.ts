// SEL200's words (MODULES-MX §6): the candidate record of Selección, its consent and anonymisation.

/** Months without activity after which a candidate is anonymised [D]. */
export const inactivityMonths = 12

export const candidateRecordMessages = {
  fuente: "La fuente es requerida",
  fuenteNoExiste: "La fuente no existe o no está activa",
  consentimiento: "El consentimiento del aviso de privacidad es requerido",
  empresaExp: "La empresa es requerida",
  puestoExp: "El puesto es requerido",
  inicioExp: "La fecha de inicio es requerida",
  finAntes: "La fecha de fin no puede ser anterior a la de inicio",
  institucion: "La institución es requerida",
  anonimizado: "El candidato está anonimizado: su registro ya no se modifica",
  anonimizadoYa: "El candidato ya está anonimizado",
  enProceso: "El candidato está en un proceso de selección abierto: no se anonimiza",
  contratadoAnonimizar: "El candidato fue contratado: su expediente pasa a Gestión de personal y no se anonimiza",
  anonimizadoHecho: "Candidato anonimizado",
  candidato: "El candidato no es válido",
  catalogo: "El catálogo no es válido",
} as const

/** What an anonymised candidate is called in every list. */
export const anonymousName = { nombre: "Candidato", apellido_paterno: "Anonimizado" } as const
