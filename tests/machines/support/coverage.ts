import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type Snapshot,
  SimulatedClock,
  __unsafe_getAllOwnEventDescriptors,
  createActor,
} from "xstate"
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot, toDirectedGraph } from "xstate/graph"
import type { DirectedGraphNode, StatePath, TraversalOptions } from "xstate/graph"

// Model-based testing without createTestModel (it refuses `invoke` and `after`): walk the real
// machine with xstate/graph, replay every path on a live actor, record the transitions it takes
// through the inspection API, and compare them with every edge of the machine's graph.

/** Every transition the machine declares, eventless ones included (toDirectedGraph omits them). */
export const declaredTransitions = (machine: AnyStateMachine): Map<AnyTransitionDefinition, string> => {
  const found = new Map<AnyTransitionDefinition, string>()
  const walk = (node: DirectedGraphNode): void => {
    for (const edge of node.edges) {
      found.set(edge.transition, `${edge.source.id} --${edge.label.text}--> ${edge.target.id}`)
    }
    node.children.forEach(walk)
  }
  walk(toDirectedGraph(machine))
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    for (const t of node.always ?? []) {
      found.set(t, `${node.id} --(always)--> ${(t.target ?? [node]).map((x: AnyStateNode) => x.id).join(",")}`)
    }
  }
  return found
}

export const declaredStates = (machine: AnyStateMachine): ReadonlyArray<string> =>
  (getStateNodes(machine.root) as AnyStateNode[]).map((n) => n.id)

/** Collects what the replayed actors did across many paths and traversals. */
export class Coverage {
  readonly transitions = new Set<AnyTransitionDefinition>()
  readonly states = new Set<string>()
  constructor(readonly machine: AnyStateMachine) {}

  recordSnapshot(snapshot: Snapshot<unknown>): void {
    const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes
    for (const n of nodes) this.states.add(n.id)
  }

  /** A transient state (left by `always` at once) shows in no snapshot, only as a source. */
  recordTransition(t: AnyTransitionDefinition): void {
    this.transitions.add(t)
    this.states.add(t.source.id)
  }

  missingStates(): ReadonlyArray<string> {
    return declaredStates(this.machine).filter((id) => !this.states.has(id))
  }

  missingTransitions(): ReadonlyArray<string> {
    return [...declaredTransitions(this.machine)].filter(([t]) => !this.transitions.has(t)).map(([, label]) => label)
  }
}

/** One path per edge of the reachable graph: the shortest way to a state, then one more event. */
export const transitionPaths = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TraversalOptions<ReturnType<TMachine["transition"]>, EventFromLogic<TMachine>, InputFrom<TMachine>>,
): Array<StatePath<Snapshot<unknown>, EventObject>> => {
  // Offer each state only the events it handles: an unhandled done/error event of an actor
  // would put the machine in its error status, which no real run does.
  const given = options.events
  const events = (state: ReturnType<TMachine["transition"]>): ReadonlyArray<EventFromLogic<TMachine>> => {
    const all = typeof given === "function" ? given(state) : (given ?? [])
    const own = new Set(__unsafe_getAllOwnEventDescriptors(state))
    return all.filter((e) => own.has(e.type))
  }
  options = { ...options, events }
  const shortest = getShortestPaths(machine, options) as unknown as Array<StatePath<Snapshot<unknown>, EventObject>>
  // The adjacency map is keyed by the traversal's own serializer when the test gives one (a
  // machine that writes an injected storage in place needs one that leaves the storage out).
  const serialize = (options.serializeState as ((s: Snapshot<unknown>) => string) | undefined) ?? serializeSnapshot
  const byState = new Map(shortest.map((p) => [serialize(p.state), p]))
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, options as never) as unknown as Record<
    string,
    { state: Snapshot<unknown>; transitions: Record<string, { event: EventObject; state: Snapshot<unknown> }> }
  >
  const paths: Array<StatePath<Snapshot<unknown>, EventObject>> = [...shortest]
  for (const [key, value] of Object.entries(adjacency)) {
    const head = byState.get(key)
    // A final state takes no more events; the graph still lists them as no-ops.
    if (!head || value.state.status === "done") continue
    for (const next of Object.values(value.transitions)) {
      paths.push({
        state: next.state,
        steps: [...head.steps, { event: next.event, state: next.state }],
        weight: head.weight + 1,
      })
    }
  }
  return paths
}

export interface ReplayOptions<TSnapshot> {
  readonly input?: unknown
  /** Fresh input per path, for inputs that hold state (an in-memory storage). */
  readonly makeInput?: () => unknown
  /** Per state value (JSON): what the state must hold. A reached state without one fails. */
  readonly expect: Readonly<Record<string, (snapshot: TSnapshot, env: ReplayEnv) => void>>
}

export interface ReplayEnv {
  readonly input: unknown
  readonly emitted: ReadonlyArray<EventObject>
  readonly lastEvent: EventObject | undefined
}

const stateKey = (snapshot: Snapshot<unknown>): string =>
  JSON.stringify((snapshot as unknown as { value: unknown }).value)

/**
 * Replays each path on a live actor (simulated clock, never-settling fake actors), checks that
 * the live state equals the graph's and runs the state's expectation after every step.
 * Events the runtime would raise itself (done/error of invoked actors, delays) are sent as-is.
 */
export const replay = <TSnapshot>(
  machine: AnyStateMachine,
  paths: ReadonlyArray<StatePath<Snapshot<unknown>, EventObject>>,
  coverage: Coverage,
  options: ReplayOptions<TSnapshot>,
): void => {
  for (const path of paths) {
    const input = options.makeInput ? options.makeInput() : options.input
    const emitted: EventObject[] = []
    const actor = createActor(machine, {
      input,
      clock: new SimulatedClock(),
      inspect: (ev) => {
        // The root actor only (invoked children report too); it reports from its constructor on.
        if (ev.type === "@xstate.microstep" && ev.actorRef.sessionId === ev.rootId) {
          for (const t of ev._transitions) coverage.recordTransition(t)
        }
      },
    })
    actor.on("*", (ev) => {
      emitted.push(ev)
    })
    actor.start()
    let lastEvent: EventObject | undefined
    const check = (expected: Snapshot<unknown>): void => {
      const snapshot = actor.getSnapshot()
      if (snapshot.status === "error") throw new Error(`path ${describePath(path)}: actor failed`)
      const live = stateKey(snapshot)
      if (live !== stateKey(expected)) {
        throw new Error(`path ${describePath(path)}: live state ${live}, graph state ${stateKey(expected)}`)
      }
      coverage.recordSnapshot(snapshot)
      const assertState = options.expect[live]
      if (!assertState) throw new Error(`no expectation for state ${live}`)
      assertState(snapshot as TSnapshot, { input, emitted, lastEvent })
    }
    for (const step of path.steps) {
      if (step.event.type !== "xstate.init") {
        lastEvent = step.event
        actor.send(step.event)
      }
      check(step.state)
    }
    actor.stop()
  }
}

export const describePath = (path: StatePath<Snapshot<unknown>, EventObject>): string =>
  path.steps.map((s) => s.event.type).join(" > ")

/** Fails naming every state and transition no replayed path went through. */
export const assertComplete = (coverage: Coverage): void => {
  const states = coverage.missingStates()
  const transitions = coverage.missingTransitions()
  if (states.length > 0 || transitions.length > 0) {
    throw new Error(`unvisited states: [${states.join(", ")}]; unvisited transitions: [${transitions.join("; ")}]`)
  }
}
