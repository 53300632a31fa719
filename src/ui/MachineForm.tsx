import { type ReactNode, useRef } from "react"
import { useProblemFocus } from "./use-problem-focus"

/**
 * A form whose Enter or Guardar goes to its machine (never the browser's own validation or
 * submit), and whose refused attempts focus the first problem and announce their count
 * (useProblemFocus): `attempt` is the machine's count of them, `problems` reads how many there are.
 */
export const MachineForm = ({
  attempt,
  problems,
  onSubmit,
  children,
}: {
  readonly attempt: number
  readonly problems: () => number
  readonly onSubmit: () => void
  readonly children: ReactNode
}) => {
  const form = useRef<HTMLFormElement>(null)
  const announcer = useProblemFocus(form, attempt, problems)
  return (
    <form
      ref={form}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {announcer}
      {children}
    </form>
  )
}
