import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useId, useRef } from "react"
import { fromPromise } from "xstate"
import { mailAccountIdMaxLength, mailTexts } from "../../../domain/configuraciones/cuentas-correo"
import { messages } from "../../../domain/messages"
import { type TestOutcome, mailTestMachine, mailTestProblem } from "../../../machines/configuraciones/cuentas-correo-test"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { FormAlert } from "../../ui/FormAlert"
import { Modal } from "../../ui/Modal"
import { PageTitle } from "../../ui/PageTitle"
import { PasswordField } from "../../ui/PasswordField"
import { Shimmer } from "../../ui/Shimmer"
import { TextField, errorClass, fieldClass, inputClass, labelClass } from "../../ui/TextField"
import { useLeaveGuard } from "../../ui/use-leave-guard"
import { useProblemFocus } from "../../ui/use-problem-focus"
import { useSettingsForm } from "../use-settings-form"
import { emptyMail, mailAccountCalls, validateMail } from "../../../machines/configuraciones/cuentas-correo-calls"
import { api } from "../../app/api"
import { BusyButton } from "../../ui/BusyButton"
import { useToasts } from "../../records/use-toasts"

const input = { empty: emptyMail, validate: validateMail }
const { loadMail, saveMail, testMail } = mailAccountCalls(api)
const requests = { load: loadMail, save: saveMail }

/** The mail account form, add/edit, with 'Realizar Test'. */
export const MailAccountPage = () => {
  const form = useSettingsForm(input, requests)
  const formRef = useRef<HTMLFormElement>(null)
  const announcer = useProblemFocus(formRef, form.attempt, form.problemCount)
  const leaveGuard = useLeaveGuard(form.dirty, form.leaving)
  const idField = useId()
  const values = form.values
  // The test sends the form as it is when 'Enviar' is pressed, not as it was at first render.
  const latest = useRef(values)
  latest.current = values
  const tester = useActorRef(
    mailTestMachine.provide({
      actors: { send: fromPromise<TestOutcome, { email: string }>(({ input }) => testMail(latest.current, input.email)) },
    }),
  )
  const testState = useSelector(tester, (s) => s.value)
  const testContext = useSelector(tester, (s) => s.context)
  useToasts(tester)

  if (form.state === "loading" || form.state === "loadFailed") {
    return (
      <>
        <PageTitle>{mailTexts.titulo}</PageTitle>
        {form.state === "loading" ? <Shimmer rows={5} /> : <Button onPress={form.retry}>{messages.errorObtener}</Button>}
      </>
    )
  }

  const field = (name: "n_cuenta" | "host" | "puerto" | "tiempo", label: string) => (
    <TextField
      label={label}
      name={name}
      isRequired
      value={values[name] ?? ""}
      onChange={(v) => form.change(name, v)}
      onBlur={() => form.blur(name)}
      errorMessage={form.problems[name] ?? null}
    />
  )
  const idProblem = form.problems.id_cuenta ?? null
  const saving = form.state === "saving"
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    form.submit()
  }
  const sendTest = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    tester.send({ type: "SEND" })
  }

  return (
    <>
      <PageTitle>{mailTexts.titulo}</PageTitle>
      <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-3xl gap-4 md:grid-cols-2">
        {announcer}
        {form.refusal !== null ? (
          <div className="md:col-span-2">
            <FormAlert message={form.refusal} />
          </div>
        ) : null}
        <div className={fieldClass}>
          <label htmlFor={idField} className={labelClass}>
            {mailTexts.idCuenta}
          </label>
          {/* The key: typed when adding (at most 4 characters), read-only once stored (SPEC 2.13, 9). */}
          <input
            id={idField}
            name="id_cuenta"
            aria-required="true"
            readOnly={form.mode === "edit"}
            maxLength={mailAccountIdMaxLength}
            value={values.id_cuenta ?? ""}
            onChange={(e) => form.change("id_cuenta", e.currentTarget.value)}
            onBlur={() => form.blur("id_cuenta")}
            aria-invalid={idProblem !== null}
            {...(idProblem !== null ? { "aria-describedby": `${idField}-error` } : {})}
            className={`${inputClass} ${form.mode === "edit" ? "bg-ink-100" : ""}`}
          />
          {idProblem !== null ? (
            <p id={`${idField}-error`} className={errorClass}>
              {idProblem}
            </p>
          ) : null}
        </div>
        {field("n_cuenta", mailTexts.cuenta)}
        <div className="flex flex-col gap-1">
          <PasswordField
            label={mailTexts.contrasena}
            name="password"
            autoComplete="new-password"
            isRequired={form.mode === "add"}
            value={values.password ?? ""}
            onChange={(v) => form.change("password", v)}
            onBlur={() => form.blur("password")}
            errorMessage={form.problems.password ?? null}
          />
          {form.mode === "edit" ? <p className="text-sm text-ink-600">{mailTexts.contrasenaGuardada}</p> : null}
        </div>
        {field("host", mailTexts.host)}
        {field("puerto", mailTexts.puerto)}
        {field("tiempo", mailTexts.tiempo)}
        <Checkbox name="ssl" isSelected={values.ssl === "1"} onChange={(on) => form.change("ssl", on ? "1" : "0")}>
          {mailTexts.ssl}
        </Checkbox>
        <div className="flex gap-3 md:col-span-2">
          <Button variant="secondary" onPress={() => tester.send({ type: "OPEN" })}>
            {mailTexts.realizarTest}
          </Button>
          <BusyButton busy={saving} type="submit" isDisabled={saving}>
            {mailTexts.guardar}
          </BusyButton>
        </div>
      </form>
      <Modal
        title={mailTexts.testTitulo}
        isOpen={testState !== "closed"}
        onClose={() => tester.send({ type: "CLOSE" })}
        isDismissable={testState !== "sending"}
        size="sm"
      >
        <form noValidate onSubmit={sendTest} className="flex flex-col gap-4">
          <TextField
            label={mailTexts.testCorreo}
            type="email"
            name="email"
            isRequired
            value={testContext.email}
            onChange={(value) => tester.send({ type: "EMAIL_CHANGED", value })}
            onBlur={() => tester.send({ type: "EMAIL_BLURRED" })}
            errorMessage={mailTestProblem(testContext)}
          />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onPress={() => tester.send({ type: "CLOSE" })} isDisabled={testState === "sending"}>
              {mailTexts.cancelar}
            </Button>
            <BusyButton busy={testState === "sending"} type="submit" isDisabled={testState === "sending"}>
              {testState === "sending" ? mailTexts.enviando : mailTexts.enviar}
            </BusyButton>
          </div>
        </form>
      </Modal>
      {leaveGuard}
    </>
  )
}
