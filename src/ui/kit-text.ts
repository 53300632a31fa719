// Spanish texts of the UI kit's own controls (not of any business screen), kept beside the kit
// so the components stay self-contained; every one can be overridden through props.
export const kitText = {
  elegirArchivo: "Elegir archivo",
  /** A failed read's button, wherever it stands in for what it would show. */
  reintentar: "Reintentar",
  /** A tree's two buttons above it. */
  expandirTodo: "Expandir todo",
  contraerTodo: "Contraer todo",
  ningunArchivo: "Ningún archivo elegido",
  quitarArchivo: (name: string) => `Quitar el archivo ${name}`,
  obligatorio: "(obligatorio)",
  quedanCaracteres: (left: number) => (left === 1 ? "Queda 1 carácter" : `Quedan ${left} caracteres`),
  menu: "Menú",
  cerrarMenu: "Cerrar menú",
  cambiosSinGuardarTitulo: "Cambios sin guardar",
  cambiosSinGuardar: "Hay cambios sin guardar. ¿Desea salir sin guardar?",
  salirSinGuardar: "Salir sin guardar",
  /** A number field refused what was typed or pasted: said aloud and under the field, never dropped in silence. */
  soloNumeros: (typed: string, whole: boolean) => `No se capturó «${typed}»: este campo solo acepta ${whole ? "números enteros" : "números"}.`,
  camposConProblemas: (n: number) => (n === 1 ? "Hay 1 campo con problemas" : `Hay ${n} campos con problemas`),
} as const
