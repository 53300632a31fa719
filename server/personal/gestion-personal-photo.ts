import { imageStore } from "../records/image-store"

// An employee's photo: the bytes in empleados_fotos (migration 0071) under their version, and
// `empleados.foto` naming the one the record uses (server/records/image-store.ts).

export const employeePhotos = imageStore({ images: "empleados_fotos", records: "empleados", key: "id_empleado", column: "foto" })
