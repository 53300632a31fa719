import { useSelector } from "@xstate/react"
import { Suspense, useState } from "react"
import { lazyComponent } from "../ui/lazy-component"
import type { InactivityActor } from "./use-inactivity"

// The warning dialog (react-aria's modal) loads when the warning first comes: most sessions
// never see it. Once loaded it stays mounted and opens and closes as the machine says.
const IdleWarningDialog = lazyComponent(
  () => import("./IdleWarningDialog"),
  (m) => m.IdleWarningDialog,
)

/** The warned idle sign-out's dialog (src/shell/IdleWarningDialog.tsx), loaded on its first warning. */
export const IdleWarning = ({ actor }: { readonly actor: InactivityActor }) => {
  const warning = useSelector(actor, (s) => s.matches({ countdown: "warning" }))
  const [wanted, setWanted] = useState(false)
  if (warning && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <IdleWarningDialog actor={actor} />
    </Suspense>
  ) : null
}
