import { logoMaxBytes } from "../configuraciones/parametros-sistema"
import { needsAnyKey } from "../api/endpoint"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { idParam } from "../api/id-param"
import { fileVersion, keptFileCalls } from "../api/versioned-file"

// A company's logo (DOMAIN-MX 3.2: JPEG or PNG, as the system's logo of SPEC 2.8). The bytes
// cannot travel in the record's JSON, so they have their own upload, checked by what they are,
// and the record keeps the answered version in its `logo` field: the form's Guardar stores the
// choice (or its removal) with the rest of the company, and Cancelar leaves the saved logo as it
// was. Both calls need the key of the Empresas page and a company inside the caller's workplaces,
// the same as editing the company.

const IdEmpresa = idParam("La clave de la empresa no es válida")

export const LogoVersion = fileVersion("La versión del logotipo no es válida")

export const { guardarLogoEmpresa, logoEmpresa } = keptFileCalls({
  access: needsAnyKey("ORG200"),
  id: "id_empresa",
  idSchema: IdEmpresa,
  version: LogoVersion,
  scope: { id_empresa: "empresa" },
  upload: {
    name: "guardarLogoEmpresa",
    path: "/guardar-logo-empresa/:id_empresa",
    summary: `Sube el logotipo de una empresa ya guardada (multipart/form-data, parte 'file'): solo JPEG o PNG reconocidos por su contenido, de hasta ${sizeText(logoMaxBytes)}. Responde la versión que el registro guarda en \`logo\` al guardarse; 404 si la empresa no existe, 403 si no está a su alcance. ${imageUploadNote}`,
    maxBytes: logoMaxBytes,
  },
  read: {
    name: "logoEmpresa",
    path: "/logo-empresa/:id_empresa/:version",
    summary: "La imagen de una versión del logotipo de una empresa (la guardada o una recién subida); 404 si no existe, 403 si la empresa no está a su alcance.",
    file: { contentType: "image/png", extension: "png" },
  },
})

export const organizationCompanyLogoEndpoints = { guardarLogoEmpresa, logoEmpresa } as const
