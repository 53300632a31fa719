import { contractTemplateSample } from "../../../domain/contratos/parametros-plantillas"
import { fillContractTemplate } from "../../../domain/rules/contract-template"
import { contractParameterTexts as texts } from "./texts"

/** The template filled with a made-up contract, as text (React escapes it): a blank line starts a paragraph. */
export const TemplatePreview = ({ template }: { readonly template: string }) => {
  const paragraphs = fillContractTemplate(template, contractTemplateSample)
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== "")
  return (
    <section aria-labelledby="vista-previa-plantilla" className="flex flex-col gap-2">
      <h2 id="vista-previa-plantilla" className="text-base font-semibold text-ink-900">
        {texts.vistaPrevia}
      </h2>
      <div className="flex flex-col gap-3 rounded-md border border-ink-200 bg-white p-4 text-sm text-ink-900">
        {paragraphs.length === 0 ? <p className="text-ink-700">{texts.vistaPreviaVacia}</p> : null}
        {paragraphs.map((p, i) => (
          // The paragraphs have no identity but their place; the list is rebuilt whole on each change.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i} className="whitespace-pre-wrap break-words">
            {p}
          </p>
        ))}
      </div>
    </section>
  )
}
