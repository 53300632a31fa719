import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { parseSync } from "vite"
import { describe, expect, it } from "vitest"

// Issue 18, "one voice in Spanish": every message of ours (toasts, refusals, labels, hints,
// empty states, dialogs) is Spanish and speaks to the user as usted. The texts are collected from
// the sources themselves, parsed (vite's oxc parser), so a new message is checked the day it is
// written: the values of the message objects (`messages`, `recordText`, `mailTexts`...), the
// arguments of toast and refusal calls, the label-like properties of descriptors and JSX, and
// JSX text. Then each is checked against words only tú uses, tú imperatives that open a
// sentence, and common English words.

const root = join(import.meta.dirname, "..", "..")

/** Where our texts live; generated, seed-data and migration folders hold none of them. */
const sourceDirs = ["src", "domain", "server", "machines"]
const skipped = [/routeTree\.gen\.ts$/, /^server\/seed\//, /^server\/db\/migrations\//, /\.d\.m?ts$/]

/**
 * SPEC's own texts, quoted there word for word (section 5's validation messages and the module
 * assignment's wait notice): they stay as SPEC writes them, tú and "La clave es requerido" included.
 */
const specQuoted = new Set([
  "La clave es requerido",
  "La contraseña es requerido",
  "La cuenta es requerido",
  // MODULES-MX §2 (CON090) quotes it so.
  "La cuenta de correo es requerido",
  // MODULES-MX §1.6 (FIN100) quotes it so.
  "La causa de baja es requerido",
  "Selecciona un tipo de solicitud",
  "Ingresa un contraseña para el nuevo usuario",
  "Ingresa al menos un párametro para aplicar el filtro",
  "Por favor espera, esto podría tardar un poco",
  "Selecciona el tipo de responsabilidad para el empleado",
  // MODULES-MX §2 (CON210), with the module's invariable «requerido».
  "La fecha de término es requerido",
  // MODULES-MX §2 (CON220), the same way.
  "La opinión de la Comisión Mixta es requerido",
  // MODULES-MX §4.2 (CLI240), the same way.
  "La acción es requerido",
  // MODULES-MX §5 (EVA010), the same way.
  "La descripción del objetivo es requerido",
  // MODULES-MX §6 (SEL100), the same way.
  "La posición es requerido",
  "La justificación es requerido",
])

/** Words only tú uses (pronouns, possessives, verb forms): wrong anywhere in a text. */
const tuWords = [
  "tú", "tu", "tus", "te", "ti", "contigo", "tuyo", "tuya", "tuyos", "tuyas",
  "tienes", "puedes", "quieres", "debes", "necesitas", "estás", "eres", "sabes", "hiciste", "olvidaste", "ingresaste",
  "déjala", "déjalo", "déjalas", "déjalos", "inténtalo", "hazlo", "asegúrate", "comunícate", "ingrésala", "ingrésalo",
  "selecciónala", "selecciónalo", "cámbiala", "escríbela", "revísala", "revísalo", "elígela", "elígelo",
]

/** Tú imperatives that never name a thing: wrong at the start of a sentence. */
const tuImperatives = [
  "ingresa", "selecciona", "elige", "escoge", "escribe", "haz", "pulsa", "presiona", "intenta", "verifica", "agrega",
  "añade", "envía", "usa", "recuerda", "abre", "descarga", "completa", "llena", "contacta", "inicia", "arrastra",
  "introduce", "indica", "acepta", "sube", "guarda", "gestiona", "regresa", "vuelve",
]

/**
 * Tú imperatives that are also nouns of our labels ("Consulta de vacaciones", "Marca"): wrong at
 * the start of a sentence when a determiner follows, as an order's object does.
 */
const tuImperativesLikeNouns = [
  "busca", "consulta", "marca", "carga", "cambia", "revisa", "solicita", "cierra", "elimina", "borra", "confirma",
  "sigue", "filtra", "divide", "asigna", "aplica", "define", "configura", "da", "quita", "anota", "registra", "firma",
  "captura", "espera",
]
const determiners = new Set([
  "un", "una", "unos", "unas", "el", "la", "los", "las", "al", "lo", "su", "sus", "otro", "otra", "este", "esta", "estos",
  "estas", "ese", "esa", "todos", "todas", "cualquier", "primero", "nuevamente", "aquí", "más", "menos",
])

/** Common English words no Spanish text of ours has. */
const englishWords = [
  "the", "and", "of", "to", "is", "are", "was", "were", "be", "been", "not", "with", "without", "for", "from", "your",
  "you", "this", "that", "these", "please", "failed", "fail", "invalid", "required", "must", "cannot", "can", "could",
  "should", "would", "found", "missing", "loading", "saved", "save", "deleted", "delete", "success", "successful",
  "successfully", "connect", "connection", "refused", "timeout", "unknown", "unauthorized", "forbidden", "denied",
  "access", "allowed", "internal", "server", "request", "response", "field", "value", "file", "user", "password",
  "name", "select", "enter", "click", "here", "yes", "empty", "page", "none", "back", "close", "cancel", "submit",
  "search", "next", "previous", "records", "record",
]

/** Properties and JSX attributes whose values the user reads. */
const textProps = new Set([
  "label", "title", "required", "invalidMessage", "description", "message", "placeholder", "created", "updated",
  "deleted", "detail", "errorMessage", "addLabel", "readOnlyNote", "aria-label", "emptyText", "empty", "hint",
])
/** Calls whose string arguments are shown as they are. */
const textCalls = new Set(["toast", "refuse", "showToast"])
/** Objects of texts: `messages`, `recordText`, `mailTexts`, `kioskTexts`... */
const textObject = /(^messages$|Messages$|Texts?$|^texts?$)/

type Node = { readonly type: string; readonly [key: string]: unknown }
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && typeof (v as { type?: unknown }).type === "string"

/** The texts an expression can evaluate to; an interpolation reads as "…". */
const textsOf = (node: unknown): ReadonlyArray<string> => {
  if (!isNode(node)) return []
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [node.value] : []
    case "TemplateLiteral":
      return [(node.quasis as ReadonlyArray<{ value: { cooked: string | null } }>).map((q) => q.value.cooked ?? "").join("…")]
    case "ConditionalExpression":
      return [...textsOf(node.consequent), ...textsOf(node.alternate)]
    case "LogicalExpression":
      return [...textsOf(node.left), ...textsOf(node.right)]
    case "BinaryExpression":
      return node.operator === "+" ? [[...textsOf(node.left), ...textsOf(node.right)].join("")] : []
    case "ArrowFunctionExpression":
    case "FunctionExpression":
      return isNode(node.body) && node.body.type === "BlockStatement" ? returnsOf(node.body) : textsOf(node.body)
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
    case "ParenthesizedExpression":
      return textsOf(node.expression)
    case "ObjectExpression":
      return (node.properties as ReadonlyArray<Node>).flatMap((p) => (p.type === "Property" ? textsOf(p.value) : []))
    case "ArrayExpression":
      return (node.elements as ReadonlyArray<unknown>).flatMap(textsOf)
    case "JSXExpressionContainer":
      return textsOf(node.expression)
    default:
      return []
  }
}

/** The texts a function body returns. */
const returnsOf = (body: Node): ReadonlyArray<string> => {
  const found: Array<string> = []
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) {
      for (const item of n) visit(item)
      return
    }
    if (!isNode(n)) return
    if (n.type === "ReturnStatement") found.push(...textsOf(n.argument))
    if (n.type.includes("Function")) return
    for (const [k, v] of Object.entries(n)) if (k !== "type") visit(v)
  }
  visit(body.body)
  return found
}

const nameOf = (n: unknown): string => {
  if (!isNode(n)) return ""
  if (n.type === "Identifier" || n.type === "JSXIdentifier") return String(n.name)
  if (n.type === "Literal") return String(n.value)
  if (n.type === "MemberExpression") return nameOf(n.property)
  if (n.type === "JSXNamespacedName") return `${nameOf(n.namespace)}:${nameOf(n.name)}`
  return ""
}

/** Every text of ours in one source file. */
const textsOfFile = (file: string, source: string): ReadonlyArray<string> => {
  const lang = file.endsWith(".tsx") ? "tsx" : "ts"
  const { program, errors } = parseSync(file, source, { lang, sourceType: "module" })
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`)
  const found: Array<string> = []
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) {
      for (const item of n) visit(item)
      return
    }
    if (!isNode(n)) return
    switch (n.type) {
      case "VariableDeclarator":
        if (textObject.test(nameOf(n.id))) found.push(...textsOf(n.init))
        break
      case "Property":
        if (textProps.has(nameOf(n.key))) found.push(...textsOf(n.value))
        break
      case "JSXAttribute":
        if (textProps.has(nameOf(n.name))) found.push(...textsOf(n.value))
        break
      case "CallExpression":
        if (textCalls.has(nameOf(n.callee))) found.push(...(n.arguments as ReadonlyArray<unknown>).flatMap(textsOf))
        break
      case "JSXText":
        found.push(String(n.value))
        break
    }
    for (const [k, v] of Object.entries(n)) if (k !== "type") visit(v)
  }
  visit(program)
  // A lone lower-case identifier ("success", "password_confirm") is a code, not a text.
  return found.map((t) => t.replace(/\s+/g, " ").trim()).filter((t) => /\p{L}{2}/u.test(t) && !/^[a-z_]+$/.test(t))
}

const sourceFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)).replaceAll("\\", "/"))
    .filter((f) => !skipped.some((s) => s.test(f)))
    .sort()

/** The prose of a text: names in «», code in ``, {placeholders}, addresses, paths and e-mails left out. */
const proseOf = (text: string): string =>
  text
    .replace(/«[^»]*»/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\b[\w.+-]+@[\w.-]+\b/g, " ")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/\S*\/\S*/g, " ")

const wordsOf = (text: string): ReadonlyArray<string> => text.toLowerCase().match(/\p{L}+/gu) ?? []

/** What is wrong with one text, or an empty list. */
const voiceProblems = (text: string): ReadonlyArray<string> => {
  if (specQuoted.has(text)) return []
  const prose = proseOf(text)
  const problems: Array<string> = []
  const words = wordsOf(prose)
  for (const w of words) if (tuWords.includes(w)) problems.push(`tú: «${w}»`)
  // Sentence starts: the text's own, and after . ; : ! ? ¿ ¡ ( or a dash.
  for (const sentence of prose.split(/[.;:!?¿¡(—–]\s*|^\s*/u)) {
    const [first, next] = wordsOf(sentence)
    if (first === undefined) continue
    if (tuImperatives.includes(first)) problems.push(`tú imperative: «${first}»`)
    if (tuImperativesLikeNouns.includes(first) && next !== undefined && determiners.has(next)) problems.push(`tú imperative: «${first} ${next}»`)
  }
  for (const w of words) if (englishWords.includes(w)) problems.push(`English: «${w}»`)
  // A required-field message agrees with its subject ("La fecha es requerida", "Los días son requeridos").
  if (/^La .+ es requerido$/.test(text) || /^(Los|Las) .+ es requerid[oa]s?$/.test(text)) problems.push("agreement: «es requerido»")
  return problems
}

describe("one voice in Spanish", () => {
  it("knows usted from tú and Spanish from English", () => {
    expect(voiceProblems("Ingrese al menos un parámetro")).toEqual([])
    expect(voiceProblems("Ingresa al menos un parámetro para buscar")).toEqual(["tú imperative: «ingresa»"])
    expect(voiceProblems("Elige un módulo en el menú lateral")).toEqual(["tú imperative: «elige»"])
    expect(voiceProblems("Gestiona el capital humano de tu empresa.")).toEqual(["tú: «tu»", "tú imperative: «gestiona»"])
    expect(voiceProblems("Consulta de vacaciones")).toEqual([])
    expect(voiceProblems("Datos guardados. Busca un registro")).toEqual(["tú imperative: «busca un»"])
    expect(voiceProblems("Puedes cerrar esta ventana")).toEqual(["tú: «puedes»"])
    expect(voiceProblems("Record not found")).toEqual(["English: «record»", "English: «not»", "English: «found»"])
    expect(voiceProblems("connect ECONNREFUSED 127.0.0.1:2525")).toEqual(["English: «connect»"])
    // Field names in «» and addresses are not prose.
    expect(voiceProblems("Envíe un archivo en el campo «file» (multipart/form-data)")).toEqual([])
    expect(voiceProblems("Ingresa un contraseña para el nuevo usuario")).toEqual([])
    expect(voiceProblems("La fecha de ingreso es requerido")).toEqual(["agreement: «es requerido»"])
    expect(voiceProblems("La fecha de ingreso es requerida")).toEqual([])
    expect(voiceProblems("La clave es requerido")).toEqual([])
  })

  it("finds no tú and no English in any message of ours", () => {
    const files = sourceDirs.flatMap(sourceFiles)
    const texts = files.flatMap((file) => textsOfFile(file, readFileSync(join(root, file), "utf8")).map((text) => ({ file, text })))
    // The scan reads the real sources: hundreds of texts, the central catalogue among them.
    expect(texts.length).toBeGreaterThan(1000)
    expect(texts.some((t) => t.file === "domain/messages.ts" && t.text === "Datos guardados")).toBe(true)
    const wrong = texts.flatMap(({ file, text }) => voiceProblems(text).map((problem) => `${file}: ${problem} in "${text}"`))
    expect(wrong).toEqual([])
    // Reads and parses every source file: seconds alone, more on a machine shared with other work.
  }, 60_000)
})
