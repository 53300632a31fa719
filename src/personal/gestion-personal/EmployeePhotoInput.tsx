import { employeePhoto, uploadEmployeePhoto } from "../../../machines/personal/gestion-personal-photo-calls"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { type RecordImageOptions, RecordImageInput, textOf, useStoredImage } from "../../records/RecordImageInput"
import { sizeText } from "../../../domain/size-limits"
import { logoMaxBytes } from "../../../domain/configuraciones/parametros-sistema"

// The employee's photo in the record's Datos generales, kept with the form's Guardar like the
// company's logo (src/records/RecordImageInput.tsx). The id is the server-drawn key of the
// stored record.

const download = employeePhoto(api)

const options: RecordImageOptions = {
  texts: {
    drop: `Arrastre aquí una imagen JPEG o PNG de hasta ${sizeText(logoMaxBytes)}`,
    choose: "Elegir foto",
    remove: "Quitar foto",
    busy: "Subiendo foto",
    wrongType: "La foto debe ser una imagen JPEG o PNG",
    preview: "Foto del colaborador",
    guardar: "La foto elegida o quitada se guarda con el botón Guardar.",
    nuevo: "Guarde al colaborador antes de subir su foto.",
  },
  idOf: (props) => textOf(props.record?.id_empleado),
  upload: uploadEmployeePhoto(api),
  download,
  heading: "h3",
}

export const EmployeePhotoInput = (props: FieldRenderProps) => <RecordImageInput {...props} options={options} />

/** The image of one version of a person's photo, as an object URL while shown (null without one). */
export const usePhoto = (id_empleado: string, version: string): string | null => useStoredImage(download, id_empleado, version)
