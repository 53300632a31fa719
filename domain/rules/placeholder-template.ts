// The one template filler of printed documents (labour letters, contracts): a template is plain
// text in which `{name}` stands for one allowlisted fact.
//
// The text is never code and never markup: there is no expression, no condition, no loop and no
// escaping, only a lookup of a known name. The values are inserted as the literal text they are,
// in one pass, so a value that itself looks like a placeholder ("{n_empresa}" typed as a name)
// is not filled again. Names are looked up in a Map built from the allowlist, never as a property
// of an object, so `{constructor}` or `{__proto__}` can reach nothing. A name the template does
// not know is kept as written and reported, so a caller may warn about it or refuse the template.

// `{` + a lower-case snake_case name + `}`, as every wire field is spelled; anything else in
// braces (`{ }`, `{{`, `{N_EMPLEADO}`) is text and stays text.
const placeholderPattern = /\{([a-z][a-z0-9_]{0,40})\}/g

export interface FilledTemplate {
  /** The text with every known placeholder replaced by its value's literal text. */
  readonly text: string
  /** The `{names}` the template holds that are no placeholder, as written, in order, each once. */
  readonly unknown: ReadonlyArray<string>
}

export interface PlaceholderTemplates<Name extends string> {
  /** Every placeholder, in the allowlist's order. */
  readonly names: ReadonlyArray<Name>
  /** The template filled; a missing or null value prints as an empty text. */
  readonly fill: (template: string, values: Partial<Readonly<Record<Name, string | null>>>) => FilledTemplate
  /** The unknown `{names}` of a template (empty when every one is a placeholder). */
  readonly unknown: (template: string) => ReadonlyArray<string>
  /** The placeholders a template uses, in the allowlist's order. */
  readonly used: (template: string) => ReadonlyArray<Name>
}

/** The filler of one family of templates: `labels` is its allowlist (name: what it stands for). */
export const placeholderTemplates = <Name extends string>(labels: Readonly<Record<Name, string>>): PlaceholderTemplates<Name> => {
  const names = Object.keys(labels) as Array<Name>
  const known: ReadonlySet<string> = new Set(names)
  const fill = (template: string, values: Partial<Readonly<Record<Name, string | null>>>): FilledTemplate => {
    const given = new Map<string, string>()
    for (const name of names) given.set(name, (Object.hasOwn(values, name) ? values[name] : undefined) ?? "")
    const unknown: Array<string> = []
    const text = template.replace(placeholderPattern, (whole, name: string) => {
      if (known.has(name)) return given.get(name) ?? ""
      if (!unknown.includes(whole)) unknown.push(whole)
      return whole
    })
    return { text, unknown }
  }
  const used = (template: string): ReadonlyArray<Name> => {
    const seen = new Set<string>()
    for (const match of template.matchAll(placeholderPattern)) if (match[1] !== undefined) seen.add(match[1])
    return names.filter((n) => seen.has(n))
  }
  return { names, fill, unknown: (template) => fill(template, {}).unknown, used }
}
