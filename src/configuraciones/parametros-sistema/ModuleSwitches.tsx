import { switchableModules } from "../../../domain/configuraciones/modulos-habilitados"
import { messages } from "../../../domain/messages"
import { emptyModuleSwitches, moduleSwitchCalls } from "../../../machines/configuraciones/modulos-habilitados-calls"
import { api } from "../../app/api"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { FormAlert } from "../../ui/FormAlert"
import { Shimmer } from "../../ui/Shimmer"
import { Spinner } from "../../ui/Spinner"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { useSettingsForm } from "../use-settings-form"
import { parameterTexts } from "./texts"

const calls = moduleSwitchCalls(api)
const input = { empty: emptyModuleSwitches, validate: () => ({}) }
const requests = { load: calls.load, save: calls.save }

/** The Módulos tab: a switch per built module, saved with its own button. */
export const ModuleSwitches = () => {
  const form = useSettingsForm(input, requests)
  const leaveGuard = useLeaveGuard(form.dirty, form.leaving)
  if (form.state === "loading") return <Shimmer rows={3} />
  if (form.state === "loadFailed") {
    return (
      <div>
        <p className="mb-4 text-ink-700">{messages.errorObtener}</p>
        <Button onPress={form.retry}>{parameterTexts.reintentar}</Button>
      </div>
    )
  }
  const saving = form.state === "saving"
  // Not a <form>: the tab sits inside the page's parameters form, and forms do not nest.
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={form.refusal} />
      <p className="text-sm text-ink-700">{parameterTexts.modulosAyuda}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-ink-900">{parameterTexts.modulosGrupo}</legend>
        {switchableModules.map((m) => (
          <Checkbox key={m.id} name={m.id} isSelected={form.values[m.id] !== "0"} onChange={(on) => form.change(m.id, on ? "1" : "0")}>
            {m.label}
          </Checkbox>
        ))}
      </fieldset>
      <div>
        <Button isDisabled={saving} onPress={() => form.submit()}>
          {saving ? <Spinner className="h-4 w-4 text-white" /> : null}
          {messages.guardar}
        </Button>
      </div>
      {leaveGuard}
    </div>
  )
}
