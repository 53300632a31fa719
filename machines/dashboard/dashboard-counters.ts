import { assign, setup } from "xstate"

// The dashboard figures count up from zero in about 100 steps, one every 10 ms;
// with reduced motion preferred they show their final value at once.

export type Figures = Readonly<Record<string, number>>

export interface CountersInput {
  readonly steps?: number
  readonly tickMs?: number
}

export interface CountersContext {
  readonly targets: Figures
  readonly values: Figures
  readonly step: number
  readonly steps: number
  readonly tickMs: number
}

export type CountersEvent =
  | { readonly type: "START"; readonly targets: Figures; readonly reducedMotion: boolean }
  /** Jump to the final figures (e.g. the user asked for reduced motion meanwhile). */
  | { readonly type: "SKIP" }

const scaled = (targets: Figures, step: number, steps: number): Figures =>
  Object.fromEntries(Object.entries(targets).map(([k, v]) => [k, Math.round((v * step) / steps)]))

export const dashboardCountersMachine = setup({
  types: {
    context: {} as CountersContext,
    events: {} as CountersEvent,
    input: {} as CountersInput,
  },
  delays: {
    tick: ({ context }) => context.tickMs,
  },
  guards: {
    reducedMotion: ({ event }) => event.type === "START" && event.reducedMotion,
    lastStep: ({ context }) => context.step + 1 >= context.steps,
  },
  actions: {
    begin: assign(({ event }) => {
      const targets = event.type === "START" ? event.targets : {}
      return { targets, step: 0, values: scaled(targets, 0, 1) }
    }),
    finish: assign(({ context, event }) => {
      const targets = event.type === "START" ? event.targets : context.targets
      return { targets, step: context.steps, values: targets }
    }),
    advance: assign(({ context }) => ({
      step: context.step + 1,
      values: scaled(context.targets, context.step + 1, context.steps),
    })),
  },
}).createMachine({
  id: "dashboardCounters",
  context: ({ input }) => ({
    targets: {},
    values: {},
    step: 0,
    steps: Math.max(1, input.steps ?? 100),
    tickMs: input.tickMs ?? 10,
  }),
  initial: "idle",
  on: {
    START: [
      { guard: "reducedMotion", target: ".done", actions: "finish" },
      { target: ".counting", actions: "begin" },
    ],
  },
  states: {
    idle: {},
    counting: {
      after: {
        tick: [
          { guard: "lastStep", target: "done", actions: "finish" },
          { target: "counting", reenter: true, actions: "advance" },
        ],
      },
      on: { SKIP: { target: "done", actions: "finish" } },
    },
    done: {},
  },
})
