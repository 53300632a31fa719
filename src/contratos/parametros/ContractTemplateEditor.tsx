import { type FormEvent, type Ref, type RefObject, useImperativeHandle, useRef } from "react"
import { emptyContractTemplate, validateContractTemplate } from "../../../machines/contratos/parametros-plantillas-calls"
import { contractTemplateMax } from "../../../domain/contratos/parametros-plantillas"
import { messages } from "../../../domain/messages"
import { type SettingsFormRequests, useSettingsForm } from "../../configuraciones/use-settings-form"
import { LoadFailure } from "../../records/LoadFailure"
import { FormAlert } from "../../ui/FormAlert"
import { LeaveConfirmDialog } from "../../ui/LeaveConfirmDialog"
import { Shimmer } from "../../ui/Shimmer"
import { TextArea } from "../../ui/TextArea"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { TemplatePlaceholders } from "./TemplatePlaceholders"
import { TemplatePreview } from "./TemplatePreview"
import { contractParameterTexts as texts } from "./texts"
import { SaveRow } from "../../ui/SaveRow"

const input = { empty: emptyContractTemplate, validate: validateContractTemplate }

/** What the tab's chooser asks of the open editor before it opens another type. */
export interface TemplateGuard {
  readonly dirty: boolean
  /** "Hay cambios sin guardar": the machine asks; the answer opens `pending` or keeps this type. */
  readonly ask: () => void
}

interface EditorProps {
  readonly calls: SettingsFormRequests
  readonly guard: Ref<TemplateGuard>
  /** The type the user picked while this one had changes, until the question is answered. */
  readonly pending: RefObject<string | null>
  readonly onTypeChange: (id: string) => void
}

/**
 * One type's template on the settings-form machine: the text, Guardar, the placeholders that
 * insert themselves at the caret, and the preview. Another type picked with unsaved changes asks
 * "Hay cambios sin guardar" first, as leaving the page does.
 */
export const ContractTemplateEditor = ({ calls, guard, pending, onTypeChange }: EditorProps) => {
  const form = useSettingsForm(input, calls)
  const formRef = useRef<HTMLFormElement>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  const announcer = useProblemFocus(formRef, form.attempt, form.problemCount)
  const leaveGuard = useLeaveGuard(form.dirty, form.leaving)
  const text = form.values.plantilla ?? ""
  const { dirty, leaving } = form
  useImperativeHandle(guard, () => ({ dirty, ask: leaving.ask }), [dirty, leaving.ask])

  const answer = (leave: boolean) => {
    const next = pending.current
    pending.current = null
    if (!leave) return form.leaving.stay()
    form.leaving.leave()
    if (next !== null) onTypeChange(next)
  }
  // The caret is the textarea's own: read at the press, then given back after the inserted text.
  const insert = (code: string) => {
    const area = areaRef.current?.querySelector("textarea")
    const start = area?.selectionStart ?? text.length
    const end = area?.selectionEnd ?? text.length
    form.change("plantilla", `${text.slice(0, start)}${code}${text.slice(end)}`)
    requestAnimationFrame(() => {
      area?.focus()
      area?.setSelectionRange(start + code.length, start + code.length)
    })
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    form.submit()
  }

  if (form.state === "loading") return <Shimmer rows={6} />
  if (form.state === "loadFailed") return <LoadFailure message={messages.errorObtener} onRetry={form.retry} />
  const saving = form.state === "saving"
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form ref={formRef} noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        {announcer}
        <FormAlert message={form.refusal} />
        <div ref={areaRef}>
          <TextArea
            label={texts.plantilla}
            name="plantilla"
            rows={16}
            maxLength={contractTemplateMax}
            value={text}
            onChange={(v) => form.change("plantilla", v)}
            onBlur={() => form.blur("plantilla")}
            errorMessage={form.problems.plantilla ?? null}
            description={texts.plantillaAyuda}
            isRequired
          />
        </div>
        <SaveRow saving={saving} />
      </form>
      <TemplatePlaceholders onInsert={insert} />
      <div className="lg:col-span-2">
        <TemplatePreview template={text} />
      </div>
      <LeaveConfirmDialog isOpen={form.leaving.asking && pending.current !== null} onStay={() => answer(false)} onLeave={() => answer(true)} />
      {leaveGuard}
    </div>
  )
}
