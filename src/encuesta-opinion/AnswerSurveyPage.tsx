import { useLocation } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, type ReactNode, useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import { formatDate } from "../../domain/dates"
import type { SurveyQuestion } from "../../domain/formacion/proyecto-encuesta-opinion-api"
import { scaleLabels, surveyMessages, surveySections } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { tokenOfFragment } from "../../domain/link-token"
import { surveyAnswerMachine } from "../../machines/formacion/proyecto-encuesta-opinion-answer"
import { surveyAnswerCalls } from "../../machines/formacion/proyecto-encuesta-opinion-calls"
import { PublicPage } from "../account/PublicPage"
import { api } from "../app/api"
import { Button } from "../ui/Button"
import { RadioGroup } from "../ui/RadioGroup"
import { TextArea } from "../ui/TextArea"

// The page of the mailed link of a course's opinion survey (FOR310): no session, no shell. The
// token comes in the fragment (#token=...), so it reaches no server log. Each scale question is a
// radio group of 1–5 (Tab enters it, the arrows choose), each section's comment a text area;
// Enviar sends once. Everything shown is the answer machine's state.

export const answerPageTexts = {
  titulo: "Encuesta de opinión del curso",
  cargando: "Cargando la encuesta…",
  curso: "Curso",
  instructor: "Instructor",
  cierre: (fecha: string) => `Puede responder hasta el ${fecha}. Sus respuestas son anónimas: no se guarda quién respondió qué.`,
  instrucciones: "Califique cada enunciado del 1 (muy malo) al 5 (excelente). Los comentarios son opcionales.",
  enviar: "Enviar respuestas",
  enviando: "Enviando…",
  reintentar: "Reintentar",
  sinRespuesta: "No se pudo cargar la encuesta. Revise su conexión y vuelva a intentarlo.",
} as const

const calls = surveyAnswerCalls(api)
const machine = surveyAnswerMachine.provide({
  actors: {
    load: fromPromise(({ input }) => calls.load(input)),
    submit: fromPromise(({ input }) => calls.submit(input)),
  },
})

const scaleOptions = scaleLabels.map(([v, label]) => ({ id: String(v), label: `${v} ${label}` }))

const alertClass = "rounded-md border-l-4 border-danger-700 bg-danger-50 px-3 py-2 text-sm text-ink-900"

const Frame = ({ children }: { readonly children: ReactNode }) => (
  <PublicPage title={answerPageTexts.titulo} wide>
    {children}
  </PublicPage>
)

export const AnswerSurveyPage = () => {
  const hash = useLocation({ select: (l) => l.hash })
  const token = tokenOfFragment(hash.startsWith("#") ? hash : `#${hash}`)
  const actor = useActorRef(machine, { input: { token } })
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  // Each refused send moves the focus to what keeps it from going.
  useEffect(() => {
    if (context.attempt > 0) problemRef.current?.focus()
  }, [context.attempt])
  useEffect(() => {
    if (state === "done" || state === "unavailable") doneRef.current?.focus()
  }, [state])

  if (state === "starting" || state === "loading") return <Frame><p role="status">{answerPageTexts.cargando}</p></Frame>
  if (state === "failed")
    return (
      <Frame>
        <p role="alert" className={alertClass}>{answerPageTexts.sinRespuesta}</p>
        <Button className="mt-4" onPress={() => actor.send({ type: "RETRY" })}>{answerPageTexts.reintentar}</Button>
      </Frame>
    )
  if (state === "unavailable")
    return (
      <Frame>
        <p ref={doneRef} tabIndex={-1} role="alert" className={alertClass}>{context.message ?? surveyMessages.enlaceInvalido}</p>
      </Frame>
    )
  if (state === "done")
    return (
      <Frame>
        <p ref={doneRef} tabIndex={-1} role="status" className="rounded-md border-l-4 border-success-700 bg-success-50 px-3 py-2 text-ink-900">
          {context.message ?? surveyMessages.gracias}
        </p>
      </Frame>
    )
  const form = context.form
  if (form === null) return null
  const sending = state === "sending"
  const submit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: "SUBMIT" })
  }
  const section = (name: string, questions: ReadonlyArray<SurveyQuestion>) => (
    <fieldset key={name} className="mb-6 rounded-lg border border-ink-200 p-3 sm:p-4">
      <legend className="px-1 text-lg font-semibold text-ink-900">{name}</legend>
      <div className="flex flex-col gap-5">
        {questions.map((q) =>
          q.tipo === "escala" ? (
            <RadioGroup
              key={q.id_pregunta}
              label={q.texto}
              options={scaleOptions}
              orientation="horizontal"
              value={String(context.valores[q.id_pregunta] ?? "")}
              onChange={(v) => actor.send({ type: "RATE", id_pregunta: q.id_pregunta, valor: Number(v) })}
              errorMessage={context.problem !== null && context.valores[q.id_pregunta] === undefined ? context.problem : null}
            />
          ) : (
            <TextArea
              key={q.id_pregunta}
              label={q.texto}
              maxLength={1000}
              rows={3}
              value={context.comentarios[q.id_pregunta] ?? ""}
              onChange={(v) => actor.send({ type: "COMMENT", id_pregunta: q.id_pregunta, comentario: v })}
            />
          ),
        )}
      </div>
    </fieldset>
  )
  return (
    <Frame>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{answerPageTexts.curso}</dt>
        <dd>{form.n_curso}</dd>
        <dt className="font-semibold">{answerPageTexts.instructor}</dt>
        <dd>{form.n_instructor}</dd>
      </dl>
      <p className="mb-2 text-sm text-ink-700">{answerPageTexts.cierre(formatDate(form.f_cierre))}</p>
      <p className="mb-4 text-sm text-ink-700">{answerPageTexts.instrucciones}</p>
      <form noValidate onSubmit={submit}>
        {surveySections.map((s) => {
          const questions = form.preguntas.filter((q) => q.seccion === s)
          return questions.length === 0 ? null : section(s, questions)
        })}
        <p ref={problemRef} tabIndex={-1} role="alert" className={context.problem === null ? "sr-only" : `${alertClass} mb-4`}>
          {context.problem ?? ""}
        </p>
        <Button type="submit" isDisabled={sending} className="w-full sm:w-auto">
          {sending ? answerPageTexts.enviando : answerPageTexts.enviar}
        </Button>
      </form>
    </Frame>
  )
}
