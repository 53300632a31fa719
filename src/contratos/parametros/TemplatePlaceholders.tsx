import { contractPlaceholderNames, contractPlaceholders } from "../../../domain/rules/contract-template"
import { Button } from "../../ui/Button"
import { contractParameterTexts as texts } from "./texts"

/** The template engine's placeholders with what each stands for; each button inserts its code. */
export const TemplatePlaceholders = ({ onInsert }: { readonly onInsert: (code: string) => void }) => (
  <section aria-labelledby="datos-plantilla" className="flex min-w-0 flex-col gap-2">
    <h2 id="datos-plantilla" className="text-base font-semibold text-ink-900">
      {texts.datos}
    </h2>
    <p className="text-sm text-ink-700">{texts.datosAyuda}</p>
    <ul className="flex max-h-[32rem] flex-col gap-1 overflow-y-auto pr-1">
      {contractPlaceholders.map((name) => {
        const code = `{${name}}`
        const label = contractPlaceholderNames[name]
        return (
          <li key={name} className="flex flex-wrap items-center gap-x-2">
            <Button variant="secondary" className="font-mono text-sm" aria-label={texts.insertar(code, label)} onPress={() => onInsert(code)}>
              {code}
            </Button>
            <span className="text-sm text-ink-700">{label}</span>
          </li>
        )
      })}
    </ul>
  </section>
)
