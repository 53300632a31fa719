import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react"
import { kitText } from "./kit-text"

/**
 * After an invalid submit or a refused save (`attempt` grows), moves the focus to the first
 * field marked invalid inside `container` (else to its FormAlert) and announces how many fields have a problem
 * ("Hay 2 campos con problemas") in a polite live region (WCAG 3.3.1, 4.1.3). `count` reads
 * the number at that moment. Render what it returns inside the form: the live region is in the
 * page from the start so screen readers already watch it.
 */
export const useProblemFocus = (container: RefObject<HTMLElement | null>, attempt: number, count: () => number): ReactNode => {
  const [announcement, setAnnouncement] = useState("")
  // Only a new attempt moves the focus; `count` may be a fresh closure on every render.
  const counter = useRef(count)
  counter.current = count
  useEffect(() => {
    if (attempt === 0) return
    const problems = counter.current()
    // A repeated text is not announced again: every other attempt ends in a no-break space.
    setAnnouncement(problems === 0 ? "" : `${kitText.camposConProblemas(problems)}${attempt % 2 === 0 ? "\u00a0" : ""}`)
    // The first field with a problem; when none has one, the form's own alert (a refusal that
    // names no field), which speaks for itself.
    const target = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? container.current?.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]')
    target?.focus()
  }, [attempt, container])
  return (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  )
}
