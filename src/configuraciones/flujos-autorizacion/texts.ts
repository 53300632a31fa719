import type { Actor } from "../../../domain/configuraciones/flujos-autorizacion"
import { kitText } from "../../ui/kit-text"

// Labels of the authorization-flow page (SPEC 2.14 names the parts; the words are ours).
export const flowTexts = {
  titulo: "Flujos de autorización",
  tipoSolicitud: "Tipo de solicitud",
  // The placeholder is ours (SPEC words only the warning, which stays in messages).
  elegirTipo: "Seleccione un tipo de solicitud",
  validacion: "Validar solicitud",
  niveles: "Niveles de autorización",
  notificarEmpleado: "Notificar al empleado",
  siempreNotifica: "Con niveles de autorización siempre se notifica al empleado.",
  posicion: "Posición",
  notificar: "Notificar",
  tipoResponsabilidad: "Tipo de responsabilidad",
  sinTipo: "Sin tipo de responsabilidad",
  matriz: "Notificaciones por acción",
  regresar: "Regresar",
  guardar: "Guardar",
  reintentar: kitText.reintentar,
  bloques: "Tipos de responsabilidad por bloque",
} as const

export const actorLabels: { readonly [A in Actor]: string } = {
  emp: "Acciones del empleado",
  resp1: "Acciones del primer responsable",
  resp2: "Acciones del segundo responsable",
  resp3: "Acciones del tercer responsable",
  resp4: "Acciones del cuarto responsable",
}

export const targetLabels: { readonly [A in Actor]: string } = {
  emp: "Notificar al empleado",
  resp1: "Notificar al responsable 1",
  resp2: "Notificar al responsable 2",
  resp3: "Notificar al responsable 3",
  resp4: "Notificar al responsable 4",
}
