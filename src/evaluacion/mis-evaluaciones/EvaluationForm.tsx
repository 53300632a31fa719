import { useEffect, useRef } from "react"
import type { EvaluationToAnswer } from "../../../domain/evaluacion/mis-evaluaciones-api"
import { myEvaluationTexts as t } from "../../../domain/evaluacion/mis-evaluaciones-vocabulary"
import type { DraftAnswer, MyEvaluationsEvent } from "../../../machines/evaluacion/mis-evaluaciones"
import { shownDate } from "../../records/cells"
import { BusyButton } from "../../ui/BusyButton"
import { Button } from "../../ui/Button"
import { FormAlert } from "../../ui/FormAlert"
import { RadioGroup } from "../../ui/RadioGroup"
import { TextArea } from "../../ui/TextArea"
import { useProblemFocus } from "../../ui/use-problem-focus"

// One evaluation answered: the instrument's sections (each a titled group) with a radio group per
// scale or Sí/No question and a text area per open one, required ones marked in their label; or,
// for an operative evaluation, one radio group of COM050 levels per competency. A refused or
// incomplete send marks each answer with its message, moves the focus to the first and says how
// many there are. A closed evaluation shows its answers read-only. HR capturing on someone's
// behalf (from EVA150) is told so under the title, with the evaluator's name.

interface Props {
  readonly form: EvaluationToAnswer
  readonly answers: Readonly<Record<number, DraftAnswer>>
  readonly levels: Readonly<Record<number, number | null>>
  readonly errors: Readonly<Record<string, string>>
  readonly attempt: number
  readonly saving: boolean
  readonly send: (event: MyEvaluationsEvent) => void
  /** The back button's words; Mis evaluaciones' own by default. */
  readonly backLabel?: string
}

const requiredLabel = (texto: string, required: boolean) => (required ? `${texto} (${t.requerida})` : texto)

export const EvaluationForm = ({ form, answers, levels, errors, attempt, saving, send, backLabel = t.volver }: Props) => {
  const container = useRef<HTMLFormElement>(null)
  const announcer = useProblemFocus(container, attempt, () => Object.keys(errors).length)
  // The kit focuses the first invalid element; a radio group marks its group, which takes no
  // focus, so the focus goes on to the group's chosen option, else its first (as Tab would).
  useEffect(() => {
    if (attempt === 0) return
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (first?.getAttribute("role") !== "radiogroup") return
    const radio = first.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? first.querySelector<HTMLInputElement>('input[type="radio"]')
    radio?.focus()
  }, [attempt])
  const e = form.evaluacion
  const readOnly = !e.abierta
  const scale = (form.encuesta?.escala ?? []).map((p) => ({ id: String(p.valor), label: `${p.valor} · ${p.etiqueta}` }))
  const levelOptions = form.niveles.map((l) => ({ id: String(l.id_nivel), label: `${l.valor} · ${l.n_nivel}` }))
  return (
    <form
      ref={container}
      noValidate
      aria-labelledby="evaluacion-titulo"
      className="flex flex-col gap-5"
      onSubmit={(ev) => {
        ev.preventDefault()
        send({ type: "SUBMIT" })
      }}
    >
      {announcer}
      <div className="flex flex-col gap-1">
        <h2 id="evaluacion-titulo" className="text-lg font-semibold text-ink-900">
          {t.evaluacionDe(e.n_evaluado, e.n_proyecto)}
        </h2>
        <p className="text-sm text-ink-700">
          {e.n_puesto} · {t.relacion}: {e.tipo === "Operativa" ? "Evaluación operativa" : e.relacion}
          {e.f_limite === null ? "" : ` · ${t.limite} ${shownDate(e.f_limite)}`}
        </p>
        {form.en_nombre ? (
          <p className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 font-semibold text-ink-900">{t.enNombreDe(form.n_evaluador)}</p>
        ) : null}
        {form.encuesta?.instrucciones ? <p className="text-ink-800">{form.encuesta.instrucciones}</p> : null}
        {e.tipo === "360" ? <p className="text-sm text-ink-700">{t.confidencial}</p> : null}
        <p className="text-sm text-ink-700">{readOnly ? t.cerrada : t.obligatoriasNota}</p>
      </div>
      <FormAlert message={errors[""] ?? null} />
      {(form.encuesta?.secciones ?? []).map((s) => (
        <section key={s.orden} aria-labelledby={`seccion-${s.orden}`} className="flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-4">
          <h3 id={`seccion-${s.orden}`} className="font-semibold text-ink-900">
            {s.titulo}
          </h3>
          {s.preguntas.map((q) => {
            const a = answers[q.orden]
            const label = requiredLabel(`${q.orden}. ${q.texto}`, q.obligatoria)
            const error = errors[`pregunta_${q.orden}`] ?? null
            if (q.tipo === "Abierta")
              return (
                <TextArea
                  key={q.orden}
                  label={label}
                  value={a?.texto ?? ""}
                  maxLength={2000}
                  rows={3}
                  isRequired={q.obligatoria}
                  isReadOnly={readOnly}
                  errorMessage={error}
                  onChange={(texto) => send({ type: "SET_TEXT", orden: q.orden, texto })}
                />
              )
            return (
              <RadioGroup
                key={q.orden}
                label={label}
                orientation="horizontal"
                options={q.tipo === "Sí-No" ? [{ id: "Sí", label: "Sí" }, { id: "No", label: "No" }] : scale}
                value={q.tipo === "Sí-No" ? (a?.si_no ?? "") : a?.valor === null || a?.valor === undefined ? "" : String(a.valor)}
                isRequired={q.obligatoria}
                isReadOnly={readOnly}
                errorMessage={error}
                onChange={(v) =>
                  q.tipo === "Sí-No" ? send({ type: "SET_YES_NO", orden: q.orden, si_no: v }) : send({ type: "SET_VALUE", orden: q.orden, valor: Number(v) })
                }
              />
            )
          })}
        </section>
      ))}
      {form.competencias.length > 0 ? (
        <section aria-labelledby="competencias-operativas" className="flex flex-col gap-4 rounded-lg border border-ink-200 bg-white p-4">
          <h3 id="competencias-operativas" className="font-semibold text-ink-900">
            Competencias operativas
          </h3>
          {form.competencias.map((c) => (
            <RadioGroup
              key={c.id_competencia}
              label={requiredLabel(c.n_competencia, true)}
              description={`${t.esperado}: ${c.n_nivel_esperado} · ${t.peso}: ${c.peso} %${c.descripcion ? ` · ${c.descripcion}` : ""}`}
              orientation="horizontal"
              options={levelOptions}
              value={levels[c.id_competencia] === null || levels[c.id_competencia] === undefined ? "" : String(levels[c.id_competencia])}
              isRequired
              isReadOnly={readOnly}
              errorMessage={errors[`competencia_${c.id_competencia}`] ?? null}
              onChange={(v) => send({ type: "SET_LEVEL", id_competencia: c.id_competencia, id_nivel: Number(v) })}
            />
          ))}
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {readOnly ? null : (
          <BusyButton type="submit" busy={saving}>
            {saving ? t.guardando : t.guardar}
          </BusyButton>
        )}
        <Button variant="secondary" onPress={() => send({ type: "BACK" })} isDisabled={saving}>
          {backLabel}
        </Button>
      </div>
    </form>
  )
}
