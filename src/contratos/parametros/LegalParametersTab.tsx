import { legalConstants, legalParameters, legalParametersEndpoints } from "../../../domain/contratos/parametros-legales"
import { RecordPage } from "../../records/RecordPage"
import { FactList } from "../../ui/FactList"
import { contractParameterTexts as texts } from "./texts"

/** CON090 Legales: the dated values as a record list (filtered by clave) and the law's constants. */
export const LegalParametersTab = () => (
  <div className="flex flex-col gap-6">
    <p className="text-sm text-ink-700">{texts.legalesAyuda}</p>
    <RecordPage descriptor={legalParameters} endpoints={legalParametersEndpoints} pageKey="/contratos/parametros" showTitle={false} />
    <section aria-labelledby="constantes-legales" className="flex flex-col gap-2">
      <h2 id="constantes-legales" className="text-base font-semibold text-ink-900">
        {texts.constantes}
      </h2>
      <FactList columns={2} strong="label" items={legalConstants.map((c) => [c.label, c.value] as const)} />
    </section>
  </div>
)
