import { sizeText } from "../../../domain/size-limits"
import { logoMaxBytes } from "../../../domain/configuraciones/parametros-sistema"
import { kitText } from "../../ui/kit-text"

// Labels of the parameters page (SPEC 3.3 words; the ones it leaves unnamed are ours).
export const parameterTexts = {
  titulo: "Parámetros del sistema",
  generales: "Generales",
  prestamos: "Préstamos",
  logo: "Logo",
  modulos: "Módulos",
  modulosAyuda:
    "Un módulo sin marcar queda en gris para todos los usuarios: el menú lo muestra deshabilitado y el servidor no abre sus páginas ni sus datos hasta habilitarlo de nuevo.",
  modulosGrupo: "Módulos habilitados",
  seriePersona: "Serie para persona",
  bdNomina: "Nombre BD Nómina",
  responsabilidad: "Responsabilidad próximo jefe",
  cuentaCorreo: "Cuenta de correo",
  claveResponsable: "Clave de responsable de departamento",
  bolsaConecta: "Exportar catálogos a la bolsa de trabajo",
  modoAlta: "Aún no hay parámetros guardados: al guardar se darán de alta.",
  modoEdicion: "Edición de los parámetros guardados.",
  reintentar: kitText.reintentar,
  imagen: {
    drop: `Arrastre aquí una imagen JPEG o PNG de hasta ${sizeText(logoMaxBytes)}`,
    choose: "Elegir imagen",
    remove: "Eliminar logo",
    busy: "Guardando logo",
    wrongType: "El logotipo debe ser una imagen JPEG o PNG",
    preview: "Logo actual del sistema",
    /** How the delete confirmation names what it deletes. */
    registro: "Logo del sistema",
  },
} as const
