import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { CompetenciaEsperada, PuestoCompetencias } from "../../domain/competencias/competencias-puesto-api"
import { messages } from "../../domain/messages"
import { type PuestoCompetenciesEvent, puestoCompetenciesMachine } from "../../machines/competencias/competencias-puesto"
import type { PuestoKey } from "../../machines/competencias/competencias-puesto-calls"
import type { CommandOutcome } from "../../machines/records/command"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

const never = () => new Promise<never>(() => {})
const machine = puestoCompetenciesMachine.provide({ actors: { copySource: fromPromise<CommandOutcome<PuestoCompetencias>, PuestoKey>(never) } })
type Snap = SnapshotFrom<typeof machine>

const row = (tipo: CompetenciaEsperada["tipo"], id_competencia: number): CompetenciaEsperada => ({
  tipo,
  orden: 1,
  id_competencia,
  n_competencia: `Competencia ${id_competencia}`,
  id_nivel_esperado: 3,
  n_nivel: "Intermedio",
  valor_esperado: 3,
  peso: 50,
})
const shown: PuestoCompetencias = { id_empresa: 1, id_puesto: "ADM01", n_puesto: "Analista", tipo_puesto: "A", competencias: [row("ORG", 1)] }
const operative: PuestoCompetencias = { ...shown, id_puesto: "OPE01", n_puesto: "Operador", tipo_puesto: "O" }
const source: PuestoCompetencias = { id_empresa: 1, id_puesto: "OPE02", n_puesto: "Soldador", tipo_puesto: "O", competencias: [row("ORG", 2), row("OPE", 3)] }

const done = (output: CommandOutcome<PuestoCompetencias>) => ({ type: "xstate.done.actor.copySource", output }) as const
const refused = "El puesto no existe"

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<PuestoCompetenciesEvent | AnyEvent> = [
  { type: "CHOOSE_COMPANY", company: "1" },
  { type: "CHOOSE_PUESTO", puesto: "ADM01" },
  { type: "OPEN_COPY" },
  { type: "CHOOSE_SOURCE", source: "OPE02" },
  { type: "COPY", onto: shown, version: 0 },
  { type: "COPY", onto: operative, version: 1 },
  { type: "CANCEL" },
  done({ kind: "done", value: source }),
  done({ kind: "failed", message: refused, tone: "warning" }),
  done({ kind: "failed", message: messages.errorObtener }),
  { type: "xstate.error.actor.copySource", error: new Error("offline") },
]

const lastToast = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "toast").at(-1)

describe("puesto-competencies machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"browsing"': (s, env) => {
          const event = env.lastEvent as AnyEvent | undefined
          const c = s.context
          expect(c.onto).toBeNull()
          if (event?.type === "CHOOSE_COMPANY") expect(c).toMatchObject({ company: "1", puesto: null, copied: null })
          if (event?.type === "CHOOSE_PUESTO") expect(c).toMatchObject({ puesto: "ADM01", copied: null })
          if (event?.type === "xstate.done.actor.copySource") {
            // Another puesto's rows over the one shown: operative ones only onto an operative puesto.
            const onOperative = c.copied?.data.tipo_puesto === "O"
            expect(c.copied).toEqual({
              data: { ...(onOperative ? operative : shown), competencias: onOperative ? source.competencias : [row("ORG", 2)] },
              version: onOperative ? 2 : 1,
              from: "Soldador",
            })
          }
        },
        '{"copyDialog":"choosing"}': (s, env) => {
          const event = env.lastEvent as AnyEvent
          if (event.type === "OPEN_COPY") expect(s.context.source).toBeNull()
          if (event.type === "CHOOSE_SOURCE") expect(s.context.source).toBe("OPE02")
          if (event.type === "xstate.done.actor.copySource") {
            const output = event.output as CommandOutcome<PuestoCompetencias>
            expect(lastToast(env)).toEqual(output.kind === "failed" && output.tone === "warning" ? { type: "toast", tone: "warning", title: refused } : { type: "toast", tone: "error", title: messages.errorObtener })
          }
          if (event.type === "xstate.error.actor.copySource") expect(lastToast(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
          expect(s.children.copySource).toBeUndefined()
        },
        '{"copyDialog":"copying"}': (s, env) => {
          const event = env.lastEvent as AnyEvent
          expect(event.type).toBe("COPY")
          expect(s.context.company).toBe("1")
          expect(s.context.source).toBe("OPE02")
          expect(s.context.onto).toEqual({ data: event.onto, version: event.version })
          expect(s.children.copySource).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })
})

describe("puesto-competencies machine with a live read", () => {
  it("copies the source's rows over the puesto shown and forgets them on another puesto", async () => {
    const asked: Array<PuestoKey> = []
    const live = puestoCompetenciesMachine.provide({
      actors: {
        copySource: fromPromise<CommandOutcome<PuestoCompetencias>, PuestoKey>(async ({ input }) => {
          asked.push(input)
          return { kind: "done", value: source }
        }),
      },
    })
    const actor = createActor(live).start()
    actor.send({ type: "CHOOSE_COMPANY", company: "1" })
    actor.send({ type: "CHOOSE_PUESTO", puesto: "ADM01" })
    actor.send({ type: "OPEN_COPY" })
    // Nothing to copy from yet.
    actor.send({ type: "COPY", onto: shown, version: 0 })
    expect(actor.getSnapshot().matches({ copyDialog: "choosing" })).toBe(true)
    actor.send({ type: "CHOOSE_SOURCE", source: "OPE02" })
    actor.send({ type: "COPY", onto: shown, version: 0 })
    await waitFor(actor, (s) => s.matches("browsing"))
    expect(asked).toEqual([{ company: "1", puesto: "OPE02" }])
    expect(actor.getSnapshot().context.copied?.data.competencias).toEqual([row("ORG", 2)])
    actor.send({ type: "CHOOSE_PUESTO", puesto: "OPE01" })
    expect(actor.getSnapshot().context.copied).toBeNull()
    actor.stop()
  })
})
