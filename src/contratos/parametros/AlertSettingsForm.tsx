import { type FormEvent, useRef } from "react"
import type { useSettingsForm } from "../../configuraciones/use-settings-form"
import type { AccountItem } from "../../../machines/contratos/parametros-calls"
import { messages } from "../../../domain/messages"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { FormAlert } from "../../ui/FormAlert"
import { SearchSelect } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { TextField } from "../../ui/TextField"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { contractParameterTexts as texts } from "./texts"
import { SaveRow } from "../../ui/SaveRow"

type SettingsForm = ReturnType<typeof useSettingsForm>

const recipients = [
  ["notificar_jefe", texts.jefe],
  ["notificar_rh", texts.rh],
  ["notificar_colaborador", texts.colaborador],
] as const

/** CON090 Alertas: the settings record as its machine holds it; Guardar saves in mode add or edit. */
export const AlertSettingsForm = ({ form, accounts }: { readonly form: SettingsForm; readonly accounts: ReadonlyArray<AccountItem> }) => {
  const formRef = useRef<HTMLFormElement>(null)
  const announcer = useProblemFocus(formRef, form.attempt, form.problemCount)

  if (form.state === "loading") return <Shimmer rows={5} />
  if (form.state === "loadFailed") {
    return (
      <>
        <p className="mb-4 text-ink-700">{messages.errorObtener}</p>
        <Button onPress={form.retry}>{texts.reintentar}</Button>
      </>
    )
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    form.submit()
  }
  const number = (field: string, label: string, description?: string) => (
    <TextField
      label={label}
      name={field}
      inputMode="numeric"
      value={form.values[field] ?? ""}
      onChange={(v) => form.change(field, v)}
      onBlur={() => form.blur(field)}
      errorMessage={form.problems[field] ?? null}
      {...(description === undefined ? {} : { description })}
    />
  )
  const recipientProblem = form.problems.notificar_jefe ?? null
  const saving = form.state === "saving"
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
      {announcer}
      <p className="text-sm text-ink-700">{form.mode === "add" ? texts.modoAlta : texts.modoEdicion}</p>
      <FormAlert message={form.refusal} />
      <div className="grid gap-4 md:grid-cols-3">
        {number("dias_alerta_1", texts.dias1)}
        {number("dias_alerta_2", texts.dias2)}
        {number("dias_alerta_3", texts.dias3)}
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={recipientProblem === null ? undefined : "destinatarios-problema"}>
        <legend className="mb-2 text-sm font-medium text-ink-800">{texts.destinatarios}</legend>
        {recipients.map(([field, label]) => (
          <Checkbox
            key={field}
            name={field}
            isSelected={form.values[field] === "1"}
            onChange={(on) => {
              form.change(field, on ? "1" : "0")
              form.blur("notificar_jefe")
            }}
          >
            {label}
          </Checkbox>
        ))}
        {recipientProblem === null ? null : (
          <p id="destinatarios-problema" className="text-sm text-danger-700">
            {recipientProblem}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <SearchSelect
          label={texts.cuenta}
          name="id_cuenta_correo"
          items={accounts}
          selectedId={form.values.id_cuenta_correo || null}
          onChange={(id) => form.change("id_cuenta_correo", id ?? "")}
          onBlur={() => form.blur("id_cuenta_correo")}
          errorMessage={form.problems.id_cuenta_correo ?? null}
          isRequired
          {...(accounts.length === 0 ? { description: texts.sinCuentas } : {})}
        />
        {number("renovaciones_max_determinado", texts.renovaciones, texts.renovacionesAyuda)}
      </div>
      <SaveRow saving={saving} />
    </form>
  )
}
