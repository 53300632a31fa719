import { useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { mailAccountIdMaxLength } from "../../../domain/configuraciones/cuentas-correo"
import { messages } from "../../../domain/messages"
import { logoTypes, numberFields } from "../../../domain/configuraciones/parametros-sistema"
import { emptyParameters, parameterCalls, validateParameters } from "../../../machines/configuraciones/parametros-sistema-calls"
import { api } from "../../app/api"
import { systemLogoActor } from "../../app/system-logo"
import { useCommand } from "../../records/use-command"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { FormAlert } from "../../ui/FormAlert"
import { ImageDrop } from "../../ui/ImageDrop"
import { PageTitle } from "../../ui/PageTitle"
import { RecordPicker } from "../../ui/RecordPicker"
import { SearchSelect } from "../../ui/SearchSelect"
import { Shimmer } from "../../ui/Shimmer"
import { Tabs } from "../../ui/Tabs"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { TextField, fieldClass, inputClass, labelClass } from "../../ui/TextField"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { useSettingsForm } from "../use-settings-form"
import { LoanLawWarnings } from "./LoanLawWarnings"
import { ModuleSwitches } from "./ModuleSwitches"
import { parameterTexts } from "./texts"
import { SaveRow } from "../../ui/SaveRow"

const input = { empty: emptyParameters, validate: validateParameters }
const calls = parameterCalls(api)
const requests = { load: calls.load, save: calls.save }
const noPickers = { responsibilities: [], accounts: [] }

type TabId = "generales" | "prestamos" | "logo" | "modulos"

/** The tab to show for problems: none when the open one has its own, else the first with one. */
const tabForProblems = (open: string, failing: ReadonlyArray<TabId>): TabId | null =>
  failing.length === 0 || failing.includes(open as TabId) ? null : (failing[0] ?? null)

/** The system parameters in four tabs; Save is hidden on the Logo and Módulos tabs, which save on their own. */
export const ParametersPage = () => {
  const form = useSettingsForm(input, requests)
  const [tab, setTab] = useState("generales")
  const formRef = useRef<HTMLFormElement>(null)
  const announcer = useProblemFocus(formRef, form.attempt, form.problemCount)
  const leaveGuard = useLeaveGuard(form.dirty, form.leaving)
  // A save the server refused for a field on another tab opens that tab (its label is in the reason).
  const refusal = form.refusal
  useEffect(() => {
    if (refusal === null) return
    const folded = refusal.toLowerCase()
    setTab((open) => tabForProblems(open, numberFields.filter((f) => folded.includes(f.label.toLowerCase())).map((f) => f.tab)) ?? open)
  }, [refusal])
  const pickers = useLoadedResource("pickers", calls.pickers).value ?? noPickers
  const logo = useSelector(systemLogoActor, (s) => s.context.src)
  const logoChange = useCommand(calls.logo, { onDone: () => systemLogoActor.send({ type: "REFRESH" }) })
  const logoBusy = logoChange.phase === "running"
  // Removing the logo deletes it on the server at once: it asks first, as every delete does.
  const [removingLogo, setRemovingLogo] = useState(false)

  const number = (tabId: "generales" | "prestamos") =>
    numberFields
      .filter((f) => f.tab === tabId)
      .map((f) => (
        <TextField
          key={f.field}
          label={f.label}
          name={f.field}
          value={form.values[f.field] ?? ""}
          onChange={(v) => form.change(f.field, v)}
          onBlur={() => form.blur(f.field)}
          errorMessage={form.problems[f.field] ?? null}
        />
      ))

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const problems = form.submit()
    // Problems on a tab the user cannot see: open it in the same render, so the focus finds the field.
    const next = tabForProblems(tab, numberFields.filter((f) => (problems[f.field] ?? null) !== null).map((f) => f.tab))
    if (next !== null) setTab(next)
  }

  if (form.state === "loading") {
    return (
      <>
        <PageTitle>{parameterTexts.titulo}</PageTitle>
        <Shimmer rows={5} />
      </>
    )
  }
  if (form.state === "loadFailed") {
    return (
      <>
        <PageTitle>{parameterTexts.titulo}</PageTitle>
        <p className="mb-4 text-ink-700">{messages.errorObtener}</p>
        <Button onPress={form.retry}>{parameterTexts.reintentar}</Button>
      </>
    )
  }
  const saving = form.state === "saving"
  const grid = "grid gap-4 md:grid-cols-2 xl:grid-cols-3"
  return (
    <>
      <PageTitle>{parameterTexts.titulo}</PageTitle>
      <p className="mb-4 text-sm text-ink-700">{form.mode === "add" ? parameterTexts.modoAlta : parameterTexts.modoEdicion}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
        {announcer}
        <FormAlert message={form.refusal} />
        <Tabs
          label={parameterTexts.titulo}
          selectedId={tab}
          onChange={setTab}
          items={[
            {
              id: "generales",
              label: parameterTexts.generales,
              content: (
                <div className={grid}>
                  <TextField
                    label={parameterTexts.seriePersona}
                    name="serie_persona"
                    value={form.values.serie_persona ?? ""}
                    onChange={(v) => form.change("serie_persona", v)}
                  />
                  <TextField label={parameterTexts.bdNomina} name="bd_nomina" value={form.values.bd_nomina ?? ""} onChange={(v) => form.change("bd_nomina", v)} />
                  {number("generales")}
                  <SearchSelect
                    label={parameterTexts.responsabilidad}
                    items={pickers.responsibilities}
                    selectedId={form.values.id_responsabilidad_pjfi || null}
                    onChange={(id) => form.change("id_responsabilidad_pjfi", id ?? "")}
                  />
                  <RecordPicker
                    label={parameterTexts.cuentaCorreo}
                    maxLength={mailAccountIdMaxLength}
                    items={pickers.accounts}
                    value={form.values.id_cuenta_correo ?? ""}
                    onChange={(id) => form.change("id_cuenta_correo", id)}
                  />
                  <div className={fieldClass}>
                    <label htmlFor="clave_responsable" className={labelClass}>
                      {parameterTexts.claveResponsable}
                    </label>
                    <input id="clave_responsable" readOnly value={form.values.clave_responsable ?? ""} className={`${inputClass} bg-ink-100`} />
                  </div>
                  <Checkbox name="bolsa_conecta" isSelected={form.values.bolsa_conecta === "1"} onChange={(on) => form.change("bolsa_conecta", on ? "1" : "0")}>
                    {parameterTexts.bolsaConecta}
                  </Checkbox>
                </div>
              ),
            },
            {
              id: "prestamos",
              label: parameterTexts.prestamos,
              content: (
                <div className="flex flex-col gap-4">
                  <LoanLawWarnings values={form.values} />
                  <div className={grid}>{number("prestamos")}</div>
                </div>
              ),
            },
            {
              id: "logo",
              label: parameterTexts.logo,
              content: (
                <>
                  <ImageDrop
                    label={parameterTexts.logo}
                    src={logo}
                    accept={logoTypes}
                    isBusy={logoBusy}
                    onFile={(file) => logoChange.run({ kind: "upload", file })}
                    onRemove={() => setRemovingLogo(true)}
                    texts={parameterTexts.imagen}
                  />
                  <ConfirmDialog
                    isOpen={removingLogo}
                    detail={parameterTexts.imagen.registro}
                    onCancel={() => setRemovingLogo(false)}
                    onConfirm={() => {
                      setRemovingLogo(false)
                      logoChange.run({ kind: "remove" })
                    }}
                  />
                </>
              ),
            },
            { id: "modulos", label: parameterTexts.modulos, content: <ModuleSwitches /> },
          ]}
        />
        {tab !== "logo" && tab !== "modulos" ? (
          <SaveRow saving={saving} />
        ) : null}
      </form>
      {leaveGuard}
    </>
  )
}
