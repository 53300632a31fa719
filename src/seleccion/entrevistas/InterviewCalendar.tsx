import { Link } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useId, useRef } from "react"
import { fromPromise } from "xstate"
import { todayInMexico } from "../../../domain/dates"
import { formatFixed } from "../../../domain/number-format"
import { dayHeading, itemsByDay, weekHeading } from "../../../domain/rules/calendar-week"
import { interviewWorkflow } from "../../../domain/seleccion/entrevistas"
import { type CalendarInterview, calendarTexts as t } from "../../../domain/seleccion/entrevistas-calendario"
import { interviewCalendarMachine } from "../../../machines/seleccion/entrevistas-calendario"
import { interviewCalendarCalls } from "../../../machines/seleccion/entrevistas-calendario-calls"
import { api } from "../../app/api"
import { LoadFailure } from "../../records/LoadFailure"
import { StateBadge } from "../../records/WorkflowActions"
import { Button } from "../../ui/Button"
import { Spinner } from "../../ui/Spinner"

// Entrevistas' calendar: the week the machine holds (machines/seleccion/entrevistas-calendario.ts),
// Monday to Sunday, a column a day from 1280 px and a list of days below (a phone scrolls down,
// never sideways). Each day is an item of the week's list, its interviews a list named by the
// day's heading; each interview a link to its record at the same address the list's row opens
// (`?registro=`), with the week kept in the address so closing the record comes back here. The
// week change is said in a polite live region.

const calls = interviewCalendarCalls(api)
const machine = interviewCalendarMachine.provide({
  actors: { week: fromPromise(({ input }) => calls.week(input)) },
})

export interface InterviewCalendarProps {
  /** The week the address names (its Monday); null for today's. */
  readonly week: string | null
  /** A record opened from the calendar is showing: the calendar waits, then reads its week again. */
  readonly hidden: boolean
  /** The week shown changed: the address follows. */
  readonly onWeek: (week: string) => void
}

export const InterviewCalendar = ({ week, hidden, onWeek }: InterviewCalendarProps) => {
  const actor = useActorRef(machine, { input: { today: todayInMexico(), week } })
  const context = useSelector(actor, (s) => s.context)
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const empty = useSelector(actor, (s) => s.matches("empty"))
  const headingId = useId()
  const days = useRef<HTMLOListElement>(null)

  useEffect(() => {
    if (context.week !== week) onWeek(context.week)
  }, [context.week, week, onWeek])
  // Shown again after a record opened from here closed: that record may have changed.
  const wasHidden = useRef(hidden)
  useEffect(() => {
    if (wasHidden.current && !hidden) actor.send({ type: "RELOAD" })
    wasHidden.current = hidden
  }, [actor, hidden])
  // Back to the interview opened, once the week holding it is drawn again.
  useEffect(() => {
    if (context.focusItem === null || hidden || loading) return
    days.current?.querySelector<HTMLElement>(`[data-interview="${context.focusItem}"]`)?.focus()
    actor.send({ type: "FOCUSED" })
  }, [actor, context.focusItem, hidden, loading])

  const byDay = itemsByDay(context.week, context.interviews)
  return (
    <section aria-labelledby={headingId} hidden={hidden} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink-900">
          {weekHeading(context.week)}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => actor.send({ type: "PREVIOUS_WEEK" })}>
            {t.anterior}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: "THIS_WEEK" })}>
            {t.hoy}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: "NEXT_WEEK" })}>
            {t.siguiente}
          </Button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {context.announcement}
      </p>
      {failed ? <LoadFailure message={context.failure} onRetry={() => actor.send({ type: "RETRY" })} /> : null}
      {loading && context.interviews.length === 0 ? (
        <p className="flex items-center gap-2 text-ink-700">
          <Spinner className="h-5 w-5" />
          {t.cargando}
        </p>
      ) : null}
      {empty ? <p className="text-ink-700">{t.sinEntrevistasSemana}</p> : null}
      {context.total > context.interviews.length && !loading ? <p className="text-sm text-ink-700">{t.parcial(context.interviews.length, context.total)}</p> : null}
      {context.interviews.length > 0 ? (
        <ol ref={days} aria-labelledby={headingId} aria-busy={loading} className="grid grid-cols-1 gap-3 xl:grid-cols-7">
          {byDay.map(({ day, items }) => (
            <Day key={day} day={day} today={day === context.today} items={items} week={context.week} onOpen={(id) => actor.send({ type: "OPEN", id })} />
          ))}
        </ol>
      ) : null}
    </section>
  )
}

interface DayProps {
  readonly day: string
  readonly today: boolean
  readonly items: ReadonlyArray<CalendarInterview>
  readonly week: string
  readonly onOpen: (id: number) => void
}

const Day = ({ day, today, items, week, onOpen }: DayProps) => {
  const id = useId()
  return (
    <li
      {...(today ? { "aria-current": "date" as const } : {})}
      className={`flex min-w-0 flex-col gap-2 rounded-lg border bg-white p-2 ${today ? "border-brand-700 border-2" : "border-ink-200"}`}
    >
      <h3 id={id} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
        {dayHeading(day)}
        {today ? (
          <>
            <span className="sr-only">, </span>
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t.esHoy}</span>
          </>
        ) : null}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-ink-700">{t.sinEntrevistasDia}</p>
      ) : (
        <ul aria-labelledby={id} className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id_entrevista}>
              <Item item={item} week={week} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

const peopleIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
    <path d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6.5 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1 16c0-2.8 2.7-5 6-5s6 2.2 6 5v1H1v-1Zm13 1v-1c0-1.6-.6-3-1.7-4.1.4-.1.8-.1 1.2-.1 2.5 0 4.5 1.8 4.5 4v1.2H14Z" />
  </svg>
)

const Item = ({ item, week, onOpen }: { readonly item: CalendarInterview; readonly week: string; readonly onOpen: (id: number) => void }) => (
  <Link
    to="/seleccion/entrevistas"
    search={{ vista: "calendario", semana: week, registro: item.id_entrevista }}
    onClick={() => onOpen(item.id_entrevista)}
    data-interview={item.id_entrevista}
    className="flex flex-col gap-1 rounded-md border border-ink-200 bg-ink-50 p-2 text-sm text-ink-900 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
  >
    <span className="flex flex-wrap items-center justify-between gap-1">
      <span className="font-semibold">{item.hora}</span>
      <StateBadge workflow={interviewWorkflow} value={item.estado} />
    </span>
    <span className="break-words font-medium text-brand-800 underline underline-offset-2">{item.n_candidato}</span>
    <span className="break-words">{item.n_vacante}</span>
    {item.n_etapa === "" ? null : <span className="break-words text-ink-700">{item.n_etapa}</span>}
    {item.n_entrevistadores === "" ? null : (
      // A column is narrow: the word "Entrevistadores" is for screen readers, an icon shows it.
      <span className="flex gap-1 text-ink-700">
        {peopleIcon}
        <span className="min-w-0 break-words">
          <span className="sr-only">{t.entrevistadores}: </span>
          {item.n_entrevistadores}
        </span>
      </span>
    )}
    {item.calificacion === null ? null : (
      <span className="text-ink-700">
        {t.calificacion}: {formatFixed(item.calificacion, 2)}
        {item.recomendacion === "" ? "" : ` · ${item.recomendacion}`}
      </span>
    )}
  </Link>
)
