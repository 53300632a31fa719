import { type ComponentType, type JSX, type LazyExoticComponent, type ReactElement, Suspense, createContext, createElement, lazy, useContext, useState } from "react"
import { fieldClass, labelClass } from "./field-class"

/**
 * A part of the kit that pulls in a large piece of react-aria (a date picker, a combo box, a
 * modal), loaded when it is first drawn rather than with the page: most screens draw these only
 * in a form someone opens. `preload` loads it sooner (ui/Modal does on opening); `fallback`
 * stands in while it loads. Drawn with LazyPartView.
 */
export interface LazyPart<P> {
  readonly preload: () => Promise<unknown>
  readonly loaded: () => ComponentType<P> | null
  readonly lazy: LazyExoticComponent<ComponentType<P>>
  readonly fallback: (props: P) => JSX.Element | null
}

export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => JSX.Element | null): LazyPart<P> => {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const preload = () => {
    pending ??= load().then(
      (part) => {
        loaded = part
        return part
      },
      (failure: unknown) => {
        pending = null
        throw failure
      },
    )
    return pending
  }
  return { preload, loaded: () => loaded, lazy: lazy(() => preload().then((part) => ({ default: part }))), fallback }
}

/**
 * Inside a frame that waits for its lazy parts as one (a modal, a record form's section): a part
 * still loading holds back the whole frame, which then shows complete, instead of standing in.
 */
export const LazyFrame = createContext(false)

/** A lazy part drawn: at once when loaded, else its fallback (or its frame's) until it is. */
export const LazyPartView = <P extends object>({ part, props }: { readonly part: LazyPart<P>; readonly props: P }): ReactElement => {
  const framed = useContext(LazyFrame)
  // Decided once per use: switching from the lazy to the loaded one would remount it.
  const [ready] = useState(() => part.loaded())
  if (ready !== null) return createElement(ready, props)
  if (framed) return createElement(part.lazy, props)
  return <Suspense fallback={part.fallback(props)}>{createElement(part.lazy, props)}</Suspense>
}

/** A field's stand-in while it loads: its label, a box its size, marked busy. */
export const FieldLoading = ({ label }: { readonly label: string }) => (
  <div className={fieldClass} aria-busy="true">
    <span className={labelClass}>{label}</span>
    <div aria-hidden="true" className="h-10 animate-pulse rounded-md bg-ink-200" />
  </div>
)

/** lazyPart for a labelled field: its stand-in is FieldLoading. */
export const lazyField = <P extends { readonly label: string }>(load: () => Promise<ComponentType<P>>): LazyPart<P> =>
  lazyPart(load, (props) => <FieldLoading label={props.label} />)
