import type { organizationCompanyLogoEndpoints } from "../../domain/organizacion/empresas-logo-api"
import { messages } from "../../domain/messages"
import { companyMessages } from "../../domain/organizacion/empresas"
import type { HandlersOf } from "../http/handler"
import { serveImage, uploadImage } from "../records/image-http"
import { companyLogos } from "./empresas-logo"

// The company logo's upload and image (server/records/image-http.ts).

const upload = { entidad: "empresa", key: "id_empresa", noteField: "logo_subido", nuevo: companyMessages.logoEmpresaNueva, noValida: messages.logoNoValido }

export const organizationCompanyLogoHandlers: HandlersOf<typeof organizationCompanyLogoEndpoints> = {
  guardarLogoEmpresa: ({ id_empresa, file }, context) => uploadImage(companyLogos, upload, id_empresa, file, context),
  logoEmpresa: ({ id_empresa, version }) => serveImage(companyLogos, id_empresa, version),
}
