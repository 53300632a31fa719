// Spanish texts of the generic record pages (src/records), beside them so that a new module
// page needs none of its own; the labels of a page's fields come from its descriptor.
import { messages } from "../../domain/messages"

export const recordText = {
  filtros: "Filtros",
  aplicar: "Aplicar",
  limpiar: "Limpiar",
  desde: (label: string) => `${label} desde`,
  hasta: (label: string) => `${label} hasta`,
  todos: "Todos",
  si: "Sí",
  no: "No",
  agregar: (singular: string) => `Agregar ${singular}`,
  editar: (singular: string) => `Editar ${singular}`,
  editarFila: (singular: string, n: number) => `Editar ${singular} ${n}`,
  eliminarFila: (singular: string, n: number) => `Eliminar ${singular} ${n}`,
  eliminarRegistro: (singular: string, id: string) => `Eliminar ${singular} ${id}`,
  guardarFila: (singular: string) => `Guardar ${singular}`,
  descartarFila: (singular: string) => `Descartar ${singular}`,
  // No article before a singular: "competencia" and "documento" need different ones; "renglón" is one.
  eliminarFilaPregunta: (singular: string, n: number) => `¿Desea quitar de la lista el renglón ${n} (${singular})?`,
  quitar: "Quitar",
  sinFilas: (label: string) => `Sin ${label.toLowerCase()}`,
  filaAbierta: (singular: string) => `Guarde o descarte el renglón de ${singular} en captura`,
  renglon: (label: string, n: number, message: string) => `${label}, renglón ${n}: ${message}`,
  seccionesFormulario: "Secciones del formulario",
  /** The tabs of a long record beside its form (RecordPage's `panels`). */
  seccionesRegistro: "Secciones del registro",
  conErrores: "(con errores)",
  tablaDe: (label: string) => `Tabla de ${label.toLowerCase()}`,
  sinCarga: "Se captura desde su propia pantalla",
  soloConsulta: "Catálogo de solo consulta: sus registros no se agregan, modifican ni eliminan aquí.",
  /** Under a stored record's password: the records keep the stored secret when it stays empty. */
  conservarContrasena: messages.conservarContrasena,
  // An empty list says what to do next (issue 18), after SPEC's "No hay información para mostrar".
  sinCoincidencias: (empty: string) => `${empty}. Cambie la búsqueda o limpie los filtros.`,
  sinRegistros: (empty: string, add: string) => `${empty}. Use «${add}» para capturar el primer registro.`,
  maximoFilas: (max: number) => `Máximo ${max} renglones`,
  /** Under a select that stays disabled until another field is chosen (its label; its tab when elsewhere). */
  habilitaAlElegir: (label: string, tab?: string) => `Se habilita al elegir «${label}»${tab === undefined ? "" : ` en la pestaña ${tab}`}.`,
  // A record's address (?registro=) that cannot be opened: said on the list, never a blank page.
  registroNoExiste: (singular: string, id: string) =>
    `No existe un registro de ${singular} con la clave «${id}». Puede que se haya eliminado o que la dirección esté incompleta.`,
  registroSinAcceso: (singular: string, id: string) => `No tiene acceso al registro de ${singular} «${id}».`,
  volverLista: "Volver a la lista",
  sinCambios: "No hubo cambios: no se guardó nada.",
} as const
