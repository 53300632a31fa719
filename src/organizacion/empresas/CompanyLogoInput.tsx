import { messages } from "../../../domain/messages"
import { companyMessages } from "../../../domain/organizacion/empresas"
import { readCompanyLogo, uploadCompanyLogo } from "../../../machines/organizacion/empresas-calls"
import { api } from "../../app/api"
import type { FieldRenderProps } from "../../records/RecordForm"
import { type RecordImageOptions, RecordImageInput, textOf } from "../../records/RecordImageInput"
import { sizeText } from "../../../domain/size-limits"
import { logoMaxBytes } from "../../../domain/configuraciones/parametros-sistema"

// The company's logo in the Empresas form: the image drop area of the system's logo (SPEC 2.8)
// with the logo's preview, kept with the form's Guardar (src/records/RecordImageInput.tsx).

const options: RecordImageOptions = {
  texts: {
    drop: `Arrastre aquí una imagen JPEG o PNG de hasta ${sizeText(logoMaxBytes)}`,
    choose: "Elegir logotipo",
    remove: "Quitar logotipo",
    busy: "Subiendo logotipo",
    wrongType: messages.logoNoValido,
    preview: "Logotipo de la empresa",
    guardar: "El logotipo elegido o quitado se guarda con el botón Guardar.",
    nuevo: companyMessages.logoEmpresaNueva,
  },
  idOf: (props) => textOf(props.values.id_empresa),
  upload: uploadCompanyLogo(api),
  download: readCompanyLogo(api),
  heading: "h2",
}

export const CompanyLogoInput = (props: FieldRenderProps) => <RecordImageInput {...props} options={options} />
