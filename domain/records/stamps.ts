import { stamp } from "./field"

// The audit stamps most records keep, as fields the platform fills (see FieldFlags.stamp):
// spread into a descriptor's fields where its table has the columns.

/** Who created the record and when (`id_usuario_alta`, `f_alta`). */
export const createdStamps = {
  id_usuario_alta: stamp({ label: "Capturado por", stamp: "created-by" }),
  f_alta: stamp({ label: "Capturado el", stamp: "created-at" }),
}

/** When the record last changed (`f_modificacion`). */
export const changedStamp = {
  f_modificacion: stamp({ label: "Modificado el", stamp: "changed-at" }),
}
