import { NoBody, fileEndpoint, needsSession } from "../api/endpoint"

// The logo's read apart from the parameters' endpoints: the shell's header reads it on every
// screen, and the parameters' schemas are the settings page's alone.
export const logoSistema = fileEndpoint({
  name: "logoSistema",
  method: "GET",
  path: "/logo-sistema",
  summary: "La imagen del logotipo para la barra superior (cualquier sesión); 204 sin cuerpo si no hay logo.",
  access: needsSession,
  writes: false,
  request: NoBody,
  file: { contentType: "image/png", extension: "png" },
})
