import { assign, setup } from "xstate"
import { messages } from "../../domain/messages"
import { isWeekStart, shiftWeeks, weekRange, weekStart } from "../../domain/rules/calendar-week"
import { type CalendarInterview, type WeekInterviews, calendarTexts } from "../../domain/seleccion/entrevistas-calendario"
import { actorSlot } from "../actor-slot"
import type { Loaded } from "../records/loaded-resource"
import type { WeekRequest } from "./entrevistas-calendario-calls"

// Entrevistas' calendar (SEL250): one week, Monday to Sunday, read through the injected `week`
// actor. "Semana anterior", "Semana siguiente" and "Hoy" move the week and read it; once read,
// the new week and its count are said in `announcement` (a polite live region), so the change is
// heard as well as seen. An interview opened from the calendar is remembered: when the calendar
// shows again (RELOAD, after the record closed) the focus goes back to it. A week with nothing,
// a failed read ("Reintentar") and the read under way are states of their own.

export interface InterviewCalendarInput {
  /** Today in Mexico City (YYYY-MM-DD): "Hoy" goes to its week. */
  readonly today: string
  /** The week to show first (its Monday, from the address); today's when absent or no Monday. */
  readonly week?: string | null
}

export interface InterviewCalendarContext {
  readonly today: string
  /** The Monday of the week shown. */
  readonly week: string
  readonly interviews: ReadonlyArray<CalendarInterview>
  /** How many interviews the server counted in the week (more than `interviews` when it is that full). */
  readonly total: number
  readonly failure: string | null
  /** The last week change in words, for the live region; empty until the user moves. */
  readonly announcement: string
  /** The read under way follows a change of week: its answer is announced. */
  readonly moved: boolean
  /** The interview last opened from the calendar. */
  readonly opened: number | null
  /** The interview the view moves the focus to once the week is drawn; null when none. */
  readonly focusItem: number | null
}

export type InterviewCalendarEvent =
  | { readonly type: "PREVIOUS_WEEK" }
  | { readonly type: "NEXT_WEEK" }
  | { readonly type: "THIS_WEEK" }
  /** The "Reintentar" of a failed read. */
  | { readonly type: "RETRY" }
  /** The calendar shows again (a record opened from it closed): the week is read anew. */
  | { readonly type: "RELOAD" }
  /** An interview was opened from the calendar. */
  | { readonly type: "OPEN"; readonly id: number }
  /** The view moved the focus to `focusItem`. */
  | { readonly type: "FOCUSED" }

/** Another week: what the last one showed goes, and its answer will be announced. */
const movedTo = (week: string): Partial<InterviewCalendarContext> => ({
  week,
  interviews: [],
  total: 0,
  failure: null,
  announcement: "",
  moved: true,
  opened: null,
  focusItem: null,
})

export const interviewCalendarMachine = setup({
  types: {
    context: {} as InterviewCalendarContext,
    events: {} as InterviewCalendarEvent,
    input: {} as InterviewCalendarInput,
  },
  actors: {
    week: actorSlot<Loaded<WeekInterviews>, WeekRequest>("week"),
  },
  guards: {
    loaded: (_, outcome: Loaded<WeekInterviews>) => outcome.kind === "loaded",
    empty: (_, outcome: Loaded<WeekInterviews>) => outcome.kind === "loaded" && outcome.value.registros.length === 0,
  },
  actions: {
    previous: assign(({ context }) => movedTo(shiftWeeks(context.week, -1))),
    next: assign(({ context }) => movedTo(shiftWeeks(context.week, 1))),
    thisWeek: assign(({ context }) => movedTo(weekStart(context.today))),
    take: assign(({ context }, outcome: Loaded<WeekInterviews>) => {
      const value = outcome.kind === "loaded" ? outcome.value : { registros: [], total: 0 }
      const back = context.opened !== null && value.registros.some((i) => i.id_entrevista === context.opened) ? context.opened : null
      return {
        interviews: value.registros,
        total: value.total,
        failure: null,
        announcement: context.moved ? calendarTexts.semana(context.week, value.total) : context.announcement,
        moved: false,
        focusItem: back,
        opened: null,
      }
    }),
    fail: assign((_, message: string) => ({ interviews: [], total: 0, failure: message, moved: false, focusItem: null })),
  },
}).createMachine({
  id: "interviewCalendar",
  context: ({ input }) => ({
    today: input.today,
    week: input.week !== undefined && input.week !== null && isWeekStart(input.week) ? input.week : weekStart(input.today),
    interviews: [],
    total: 0,
    failure: null,
    announcement: "",
    moved: false,
    opened: null,
    focusItem: null,
  }),
  initial: "loading",
  on: {
    // Leaving the read under way drops its answer: a slow answer about another week never shows.
    PREVIOUS_WEEK: { target: ".loading", reenter: true, actions: "previous" },
    NEXT_WEEK: { target: ".loading", reenter: true, actions: "next" },
    THIS_WEEK: { target: ".loading", reenter: true, actions: "thisWeek" },
    FOCUSED: { actions: assign({ focusItem: null }) },
  },
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: "week",
        src: "week",
        input: ({ context }) => weekRange(context.week),
        onDone: [
          { guard: { type: "empty", params: ({ event }) => event.output }, target: "empty", actions: { type: "take", params: ({ event }) => event.output } },
          { guard: { type: "loaded", params: ({ event }) => event.output }, target: "shown", actions: { type: "take", params: ({ event }) => event.output } },
          { target: "failed", actions: { type: "fail", params: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) } },
        ],
        // No answer at all (the promise rejected): the transport failed.
        onError: { target: "failed", actions: { type: "fail", params: messages.errorGeneral } },
      },
    },
    shown: {
      on: {
        RELOAD: { target: "loading" },
        OPEN: { actions: assign({ opened: ({ event }) => event.id }) },
      },
    },
    empty: {
      on: { RELOAD: { target: "loading" } },
    },
    failed: {
      on: { RETRY: { target: "loading" }, RELOAD: { target: "loading" } },
    },
  },
})
