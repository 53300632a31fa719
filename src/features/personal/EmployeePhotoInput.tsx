import { fillPath } from "../../../domain/api/endpoint"
import { fotoEmpleado, guardarFotoEmpleado } from "../../../domain/api/personal-employee-photo"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { type RecordImageOptions, RecordImageInput, textOf, useStoredImage } from "../../records/RecordImageInput"

// The employee's photo in the record's Datos generales, kept with the form's Guardar like the
// company's logo (src/records/RecordImageInput.tsx). The id is the server-drawn key of the
// stored record.

const download = (id_empleado: string, version: string) => api.download(fotoEmpleado, { id_empleado: Number(id_empleado), version })

const options: RecordImageOptions = {
  texts: {
    drop: "Arrastre aquí una imagen JPEG o PNG de hasta 2 MB",
    choose: "Elegir foto",
    remove: "Quitar foto",
    busy: "Subiendo foto",
    wrongType: "La foto debe ser una imagen JPEG o PNG",
    preview: "Foto del colaborador",
    guardar: "La foto elegida o quitada se guarda con el botón Guardar.",
    nuevo: "Guarde al colaborador antes de subir su foto.",
  },
  idOf: (props) => textOf(props.record?.id_empleado),
  uploadPath: (id_empleado) => fillPath(guardarFotoEmpleado.path, { id_empleado }),
  download,
  heading: "h3",
}

export const EmployeePhotoInput = (props: FieldRenderProps) => <RecordImageInput {...props} options={options} />

/** The image of one version of a person's photo, as an object URL while shown (null without one). */
export const usePhoto = (id_empleado: string, version: string): string | null => useStoredImage(download, id_empleado, version)
