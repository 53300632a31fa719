// A self-contained HTML rendering of the OpenAPI document: no scripts, no CDN, no external
// URL at all, so it works offline and under the strict Content-Security-Policy.

type JsonObject = { readonly [key: string]: unknown }

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value)

const json = (value: unknown): string => escapeHtml(JSON.stringify(value, null, 2))

const parameterRow = (p: JsonObject): string => {
  const schema = isObject(p.schema) ? p.schema : {}
  const kind = Array.isArray(schema.enum) ? schema.enum.map(String).join(" | ") : String(schema.type ?? "")
  return `<tr><td><code>${escapeHtml(String(p.name ?? ""))}</code></td><td>${escapeHtml(String(p.in ?? ""))}</td><td>${p.required === true ? "sí" : "no"}</td><td><code>${escapeHtml(kind)}</code></td><td>${escapeHtml(String(p.description ?? ""))}</td></tr>`
}

const renderParameters = (op: JsonObject): string => {
  const parameters = Array.isArray(op.parameters) ? op.parameters.filter(isObject) : []
  if (parameters.length === 0) return ""
  return `<h3>Parámetros</h3><table><thead><tr><th>Nombre</th><th>En</th><th>Requerido</th><th>Tipo</th><th>Descripción</th></tr></thead><tbody>${parameters.map(parameterRow).join("")}</tbody></table>`
}

const renderOperation = (path: string, method: string, op: JsonObject): string => {
  const permission = isObject(op["x-permission"]) ? op["x-permission"] : {}
  const keys = Array.isArray(permission.keys) ? permission.keys.map(String) : []
  const request = isObject(op.requestBody) ? op.requestBody : undefined
  const responses = isObject(op.responses) ? op.responses : {}
  const responseRows = Object.entries(responses)
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(String(isObject(r) ? r.description ?? "" : ""))}</li>`)
    .join("")
  const success = isObject(responses["200"]) ? responses["200"].content : undefined
  return `<section class="op" id="${escapeHtml(String(op.operationId ?? path))}">
<h2><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op.summary ?? ""))}</p>
<p class="access"><strong>Acceso:</strong> ${escapeHtml(String(op.description ?? ""))}${keys.length > 0 ? ` <strong>Claves:</strong> ${keys.map((k) => `<code>${escapeHtml(k)}</code>`).join(", ")}` : ""}</p>
${renderParameters(op)}
${request === undefined ? "" : `<details><summary>Cuerpo de la solicitud</summary><pre>${json(request.content)}</pre></details>`}
<details><summary>Respuesta correcta</summary><pre>${json(success)}</pre></details>
<h3>Respuestas</h3><ul>${responseRows}</ul>
</section>`
}

export const docsPage = (document: JsonObject): string => {
  const info = isObject(document.info) ? document.info : {}
  const paths = isObject(document.paths) ? document.paths : {}
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    isObject(item) ? Object.entries(item).flatMap(([method, op]) => (isObject(op) ? [renderOperation(path, method, op)] : [])) : [],
  )
  const components = isObject(document.components) ? document.components : {}
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info.title ?? "API"))} - documentación</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem 2rem; color: #1f2937; }
code, pre { font-family: ui-monospace, monospace; }
pre { background: #f3f4f6; padding: .75rem; overflow-x: auto; border-radius: .375rem; }
.op { border-top: 1px solid #d1d5db; padding-top: .5rem; }
.method { display: inline-block; min-width: 4rem; text-align: center; color: #fff; border-radius: .25rem; padding: 0 .5rem; }
.get { background: #1d4ed8; } .post { background: #047857; }
.access { color: #374151; }
table { border-collapse: collapse; } th, td { border: 1px solid #d1d5db; padding: .25rem .5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<header>
<h1>${escapeHtml(String(info.title ?? "API"))} <small>v${escapeHtml(String(info.version ?? ""))}</small></h1>
<p>${escapeHtml(String(info.description ?? ""))}</p>
<p>Documento OpenAPI: <a href="openapi.json">openapi.json</a></p>
</header>
<main>
${operations.join("\n")}
<section class="op"><h2>Esquemas</h2><details><summary>Definiciones</summary><pre>${json(components.schemas ?? {})}</pre></details></section>
</main>
</body>
</html>
`
}
