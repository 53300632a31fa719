import { contractParameterCalls, emptyContractParameters, validateContractParameters } from "../../../machines/contratos/parametros-calls"
import { api } from "../../app/api"
import { useSettingsForm } from "../../configuraciones/use-settings-form"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { PageTitle } from "../../ui/PageTitle"
import { Tabs } from "../../ui/Tabs"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { AlertSettingsForm } from "./AlertSettingsForm"
import { LegalParametersTab } from "./LegalParametersTab"
import { type ContractParametersTab, contractParameterTexts as texts } from "./texts"

const input = { empty: emptyContractParameters, validate: validateContractParameters }
const calls = contractParameterCalls(api)
const requests = { load: calls.load, save: calls.save }
const noAccounts: ReadonlyArray<{ readonly id: string; readonly label: string }> = []

// The settings form's machine lives here, above the tabs, so a visit to Legales keeps what was
// typed in Alertas; the open tab is the route's `pestana` parameter.
export const ContractParametersPage = ({ tab, onTabChange }: { readonly tab: ContractParametersTab; readonly onTabChange: (tab: ContractParametersTab) => void }) => {
  const form = useSettingsForm(input, requests)
  const accounts = useLoadedResource("cuentas", calls.accounts).value ?? noAccounts
  const leaveGuard = useLeaveGuard(form.dirty, form.leaving)
  return (
    <>
      <PageTitle>{texts.titulo}</PageTitle>
      <Tabs
        label={texts.pestanas}
        selectedId={tab}
        onChange={(id) => onTabChange(id === "legales" ? "legales" : "alertas")}
        items={[
          { id: "alertas", label: texts.alertas, content: <AlertSettingsForm form={form} accounts={accounts} /> },
          { id: "legales", label: texts.legales, content: <LegalParametersTab /> },
        ]}
      />
      {leaveGuard}
    </>
  )
}
