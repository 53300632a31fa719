import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { AnyEndpoint, RequestOf } from "../../../domain/api/endpoint"
import { passwordTexts } from "../../../domain/password-texts"
import { type FormValues, type PasswordFormInput, type SubmitOutcome, passwordFormMachine, shownProblems } from "../../../machines/passwordForm"
import { api } from "../../app/api"

/** A password endpoint's answer as the form machine takes it; no answer at all is a failure. */
export const submitTo = <E extends AnyEndpoint>(endpoint: E, payload: (values: FormValues) => RequestOf<E>) =>
  fromPromise<SubmitOutcome, FormValues>(async ({ input }) => {
    const result = await api.call(endpoint, payload(input))
    if (result.ok) return { kind: "done", message: (result.value as { readonly message: string }).message }
    if (result.status === null) throw new Error(result.message)
    return { kind: "refused", message: result.message, detalles: result.detalles }
  })

/**
 * One of the password forms (machines/passwordForm.ts) with what every one of them does on
 * screen: after an invalid submit or a refusal the focus goes to the first field with a
 * problem (or the problem above the form) and the count is announced.
 */
export const usePasswordForm = (input: PasswordFormInput, submit: ReturnType<typeof submitTo>) => {
  const actor = useActorRef(passwordFormMachine.provide({ actors: { submit } }), { input })
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
