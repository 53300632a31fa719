import { useLocation } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, type ReactNode, useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import { type Guide, type LikertGuide, type Step, itemsOfStep } from "../../domain/clima-laboral/cuestionario-rules"
import { generalData, generalDataNames, questionnaireMessages } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { formatDate } from "../../domain/dates"
import { tokenOfFragment } from "../../domain/link-token"
import { guiaI, yesNo } from "../../domain/rules/nom035-guia-i"
import { type Instrument, likertOptions } from "../../domain/rules/nom035-instrument"
import { currentGuide, currentSteps, instrumentIn, questionnaireMachine } from "../../machines/clima-laboral/cuestionario"
import { questionnaireCalls } from "../../machines/clima-laboral/cuestionario-calls"
import { PublicPage } from "../account/PublicPage"
import { buttonClass } from "../ui/button-class"
import { ChoiceGroup as RadioGroup } from "./ChoiceGroup"
import { postJson } from "./post-json"
import { dropSaved, keepSaved, loadSaved } from "./questionnaire-storage"

// The page of the mailed link of a NOM-035 questionnaire: no session, no shell. The token comes
// in the fragment (#token=...), so it reaches no server log. One step at a time (the general
// data, then each section; a gated section asks its gate first, and shows its items only after a
// "Sí"), with its progress; every question is a native radio group (Tab enters it, the arrows choose).
// Everything shown is the machine's state; the answers are kept in the tab as they are given.

export const questionnaireTexts = {
  titulo: "Cuestionario NOM-035",
  cargando: "Cargando el cuestionario…",
  proyecto: "Proyecto",
  centro: "Centro de trabajo",
  hasta: (fecha: string) => `Puede responder hasta el ${fecha}.`,
  anonimo: "Las respuestas de las Guías II y III son anónimas: se guardan sin su nombre y solo se informan por grupos de cinco o más personas.",
  guiaI: "Guía I. Cuestionario para identificar a los trabajadores que fueron sujetos a acontecimientos traumáticos severos",
  nominal: "La Guía I se guarda con su nombre para que, si hace falta, se le canalice a una valoración clínica de forma confidencial.",
  datos: "Datos generales",
  datosAyuda: "Se piden por rangos: ninguno le identifica.",
  paso: (n: number, de: number) => `Paso ${n} de ${de}`,
  progreso: "Avance del cuestionario",
  anterior: "Anterior",
  siguiente: "Siguiente",
  enviar: (guia: Guide) => `Guardar la Guía ${guia}`,
  enviando: "Guardando…",
  elija: "Elija una respuesta",
  reintentar: "Reintentar",
  sinRespuesta: "No se pudo cargar el cuestionario. Revise su conexión y vuelva a intentarlo.",
} as const

const calls = questionnaireCalls(postJson)
// Guías II and III are fetched as code when their guide comes, so the link opens on Guía I alone.
const instruments: Record<LikertGuide, () => Promise<Instrument>> = {
  II: () => import("../../domain/rules/nom035-guia-ii").then((m) => m.guiaII),
  III: () => import("../../domain/rules/nom035-guia-iii").then((m) => m.guiaIII),
}
const machine = questionnaireMachine.provide({
  actors: {
    load: fromPromise(({ input }) => calls.load(input)),
    submit: fromPromise(({ input }) => calls.submit(input)),
    instrument: fromPromise(({ input }) => instruments[input]()),
  },
})

const likert = likertOptions.map((o) => ({ id: o, label: o }))
const yesNoOptions = yesNo.map((o) => ({ id: o, label: o }))
const gateOptions = [
  { id: "1", label: "Sí" },
  { id: "0", label: "No" },
]
const alertClass = "rounded-md border-l-4 border-danger-700 bg-danger-50 px-3 py-2 text-sm text-ink-900"
const fieldsetClass = "rounded-lg border border-ink-200 p-3 sm:p-4"
const legendClass = "px-1 text-base font-semibold text-ink-900"

const Frame = ({ children }: { readonly children: ReactNode }) => (
  <PublicPage title={questionnaireTexts.titulo} wide>
    {children}
  </PublicPage>
)

const guideTitle = (guia: Guide, instrument: Instrument | undefined) => (guia === "I" ? questionnaireTexts.guiaI : `Guía ${guia}. ${instrument?.titulo ?? ""}`)

export const ClimateQuestionnairePage = () => {
  const hash = useLocation({ select: (l) => l.hash })
  const token = tokenOfFragment(hash.startsWith("#") ? hash : `#${hash}`)
  const actor = useActorRef(machine, { input: { token, saved: loadSaved(token) } })
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  const problemRef = useRef<HTMLParagraphElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const guia = currentGuide(context)
  // Each refused step moves the focus to what keeps it; each new step to its heading.
  useEffect(() => {
    if (context.attempt > 0) problemRef.current?.focus()
  }, [context.attempt])
  useEffect(() => {
    if (state === "answering" && (context.paso > 0 || context.message !== null)) headingRef.current?.focus()
  }, [state, context.paso, context.message])
  useEffect(() => {
    if (state === "done" || state === "unavailable") doneRef.current?.focus()
    if (state === "done") dropSaved(token)
  }, [state, token])
  useEffect(() => {
    if (state === "answering") keepSaved(token, { respuestas: context.respuestas, datos: context.datos })
  }, [state, token, context.respuestas, context.datos])

  if (state === "starting" || state === "loading" || state === "preparing") return <Frame><p role="status">{questionnaireTexts.cargando}</p></Frame>
  if (state === "failed")
    return (
      <Frame>
        <p role="alert" className={alertClass}>{questionnaireTexts.sinRespuesta}</p>
        <button type="button" className={buttonClass("primary", "mt-4")} onClick={() => actor.send({ type: "RETRY" })}>
          {questionnaireTexts.reintentar}
        </button>
      </Frame>
    )
  if (state === "unavailable")
    return (
      <Frame>
        <p ref={doneRef} tabIndex={-1} role="alert" className={alertClass}>{context.message ?? questionnaireMessages.enlaceInvalido}</p>
      </Frame>
    )
  if (state === "done")
    return (
      <Frame>
        <p ref={doneRef} tabIndex={-1} role="status" className="rounded-md border-l-4 border-success-700 bg-success-50 px-3 py-2 text-ink-900">
          {context.message ?? questionnaireMessages.gracias}
        </p>
      </Frame>
    )
  const form = context.form
  const steps = currentSteps(context)
  const step = steps[context.paso]
  if (form === null || guia === null || step === undefined) return null
  const answers = context.respuestas[guia] ?? {}
  const instrument = instrumentIn(context, guia)
  const sending = state === "sending"
  const last = context.paso === steps.length - 1
  const tried = context.problem !== null
  const answer = (clave: string) => (valor: string) => actor.send({ type: "ANSWER", clave, valor })
  const missing = (clave: string) => (tried && answers[clave] === undefined ? questionnaireTexts.elija : null)
  const next = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: "NEXT" })
  }
  const item = (numero: number, texto: string, options: ReadonlyArray<{ readonly id: string; readonly label: string }>) => (
    <RadioGroup
      key={numero}
      label={`${numero}. ${texto}`}
      options={options}
      value={answers[String(numero)] ?? ""}
      onChange={answer(String(numero))}
      errorMessage={missing(String(numero))}
    />
  )
  return (
    <Frame>
      <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{questionnaireTexts.proyecto}</dt>
        <dd>{form.n_proyecto}</dd>
        <dt className="font-semibold">{questionnaireTexts.centro}</dt>
        <dd>{form.n_centro_trabajo}</dd>
      </dl>
      <p className="mb-2 text-sm text-ink-700">{questionnaireTexts.hasta(formatDate(form.f_fin))}</p>
      <p className="mb-4 text-sm text-ink-700">{guia === "I" ? questionnaireTexts.nominal : questionnaireTexts.anonimo}</p>
      {context.message === null ? null : (
        <p role="status" className="mb-4 rounded-md border-l-4 border-success-700 bg-success-50 px-3 py-2 text-sm text-ink-900">
          {context.message}
        </p>
      )}
      <h2 ref={headingRef} tabIndex={-1} className="mb-2 text-lg font-semibold text-ink-900">
        {guideTitle(guia, instrument)}
      </h2>
      <p className="mb-1 text-sm text-ink-700" id="cuestionario-paso">
        {questionnaireTexts.paso(context.paso + 1, steps.length)}
      </p>
      <progress className="mb-4 h-2 w-full accent-brand-700" max={steps.length} value={context.paso + 1} aria-label={questionnaireTexts.progreso} aria-describedby="cuestionario-paso" />
      <form noValidate onSubmit={next}>
        <StepFields guia={guia} instrument={instrument} step={step} answers={answers} datos={context.datos} tried={tried} item={item} onAnswer={answer} onDatum={(nombre, valor) => actor.send({ type: "DATUM", nombre, valor })} />
        <p ref={problemRef} tabIndex={-1} role="alert" className={context.problem === null ? "sr-only" : `${alertClass} my-4`}>
          {context.problem ?? ""}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {context.paso > 0 ? (
            <button type="button" className={buttonClass("secondary")} disabled={sending} onClick={() => actor.send({ type: "BACK" })}>
              {questionnaireTexts.anterior}
            </button>
          ) : null}
          <button type="submit" disabled={sending} className={buttonClass("primary", "grow sm:grow-0")}>
            {sending ? questionnaireTexts.enviando : last ? questionnaireTexts.enviar(guia) : questionnaireTexts.siguiente}
          </button>
        </div>
      </form>
    </Frame>
  )
}

interface StepProps {
  readonly guia: Guide
  readonly instrument: Instrument | undefined
  readonly step: Step
  readonly answers: Readonly<Record<string, string>>
  readonly datos: Readonly<Partial<Record<string, string>>>
  readonly tried: boolean
  readonly item: (numero: number, texto: string, options: ReadonlyArray<{ readonly id: string; readonly label: string }>) => ReactNode
  readonly onAnswer: (clave: string) => (valor: string) => void
  readonly onDatum: (nombre: (typeof generalDataNames)[number], valor: string) => void
}

/** The questions of one step. */
const StepFields = ({ guia, instrument, step, answers, datos, tried, item, onAnswer, onDatum }: StepProps) => {
  if (step.kind === "datos")
    return (
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{questionnaireTexts.datos}</legend>
        <p className="mb-3 text-sm text-ink-700">{questionnaireTexts.datosAyuda}</p>
        <div className="flex flex-col gap-5">
          {generalDataNames.map((nombre) => (
            <RadioGroup
              key={nombre}
              label={generalData[nombre].label}
              options={generalData[nombre].options.map((o) => ({ id: o, label: o }))}
                      value={datos[nombre] ?? ""}
              onChange={(v) => onDatum(nombre, v)}
              errorMessage={tried && (datos[nombre] ?? "") === "" ? questionnaireTexts.elija : null}
            />
          ))}
        </div>
      </fieldset>
    )
  if (step.kind === "seccion") {
    const section = guiaI[step.indice]
    if (section === undefined) return null
    return (
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{`Sección ${section.numero}. ${section.titulo}`}</legend>
        <div className="flex flex-col gap-5">{section.items.map((i) => item(i.numero, i.texto, yesNoOptions))}</div>
      </fieldset>
    )
  }
  if (guia === "I" || instrument === undefined) return null
  const block = instrument.bloques[step.indice]
  if (block === undefined) return null
  const gate = step.compuerta === undefined ? undefined : instrument.compuertas[step.compuerta]
  const shown = new Set(itemsOfStep(guia, instrument, step, answers))
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{gate === undefined ? block.instruccion : gate.pregunta}</legend>
      <div className="flex flex-col gap-5">
        {gate === undefined || step.compuerta === undefined ? null : (
          <RadioGroup
            label={gate.pregunta}
            description={gate.instruccion}
            options={gateOptions}
                  value={answers[step.compuerta] ?? ""}
            onChange={onAnswer(step.compuerta)}
            errorMessage={tried && answers[step.compuerta] === undefined ? questionnaireTexts.elija : null}
          />
        )}
        {gate !== undefined && shown.size > 0 ? <p className="text-sm font-semibold text-ink-900">{block.instruccion}</p> : null}
        {block.items.filter((i) => shown.has(i.numero)).map((i) => item(i.numero, i.texto, likert))}
      </div>
    </fieldset>
  )
}
