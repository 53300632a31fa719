import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { passwordTexts } from "../../domain/password-texts"
import { submitPassword } from "../../machines/account/password-calls"
import { type FormValues, type PasswordFormInput, type SubmitOutcome, passwordFormMachine, shownProblems } from "../../machines/password-form"
import { api } from "../app/api"

/** A password endpoint's submit (machines/account/password-calls.ts) with the app's client. */
export const submitTo = submitPassword(api)

/**
 * One of the password forms (machines/password-form.ts) with what every one of them does on
 * screen: after an invalid submit or a refusal the focus goes to the first field with a
 * problem (or the problem above the form) and the count is announced.
 */
export const usePasswordForm = (input: PasswordFormInput, submit: (values: FormValues) => Promise<SubmitOutcome>) => {
  const actor = useActorRef(passwordFormMachine.provide({ actors: { submit: fromPromise(({ input: values }: { input: FormValues }) => submit(values)) } }), { input })
  const context = useSelector(actor, (s) => s.context)
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const formRef = useRef<HTMLFormElement>(null)
  const generalRef = useRef<HTMLParagraphElement>(null)
  const doneRef = useRef<HTMLDivElement>(null)
  const [announced, setAnnounced] = useState({ seq: 0, text: "" })
  const [doneSeq, setDoneSeq] = useState(0)

  useEffect(() => {
    const invalid = actor.on("invalid", ({ count }) => setAnnounced((a) => ({ seq: a.seq + 1, text: passwordTexts.problemas(count) })))
    const done = actor.on("done", () => setDoneSeq((n) => n + 1))
    return () => {
      invalid.unsubscribe()
      done.unsubscribe()
    }
  }, [actor])

  // After the problems are on screen: the first field showing one, else the general one.
  useEffect(() => {
    if (announced.seq === 0) return
    const field = formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')
    ;(field ?? generalRef.current)?.focus()
  }, [announced.seq])

  useEffect(() => {
    if (doneSeq > 0) doneRef.current?.focus()
  }, [doneSeq])

  const field = (name: string) => ({
    value: context.values[name] ?? "",
    onChange: (value: string) => actor.send({ type: "CHANGE", field: name, value }),
    onBlur: () => actor.send({ type: "BLUR", field: name }),
    errorMessage: shownProblems(context)[name] ?? null,
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
  }

  return { context, submitting, field, onSubmit, formRef, generalRef, doneRef, announcement: announced.text }
}

export type PasswordForm = ReturnType<typeof usePasswordForm>
