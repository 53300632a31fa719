import { toDisplayDate } from "../../domain/dates"
import { kioskoCuestionariosClima } from "../../domain/kiosko/kiosko-api"
import { type KioskClimateInvitation, kioskClimateTexts as t } from "../../domain/kiosko/kiosko-clima"
import { openKioskQuestionnaire } from "../../machines/kiosko/kiosko-calls"
import { useCommand } from "../records/use-command"
import { Button } from "../ui/Button"
import { kioskApi } from "./kiosk-api"
import { useKioskData } from "./use-kiosk-data"

// The kiosk home's notice of the NOM-035 questionnaires the person was invited to answer here:
// each opens the public questionnaire with a fresh single-use link, so the answers are stored as
// anonymously as from a mailed link. Shown only while one is pending; a list that fails to load
// says nothing (the tabs below stay the kiosk's purpose), and a refused opening reloads it.

const openQuestionnaire = openKioskQuestionnaire(kioskApi)

const Invitation = ({ invitation, onRefused }: { readonly invitation: KioskClimateInvitation; readonly onRefused: () => void }) => {
  const opening = useCommand(openQuestionnaire, {
    // A full load: the questionnaire is its own light page, and the kiosk session outlives it in the tab.
    onDone: (link) => window.location.assign(link),
    onFailed: onRefused,
  })
  const busy = opening.phase === "running" || opening.phase === "done"
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-white p-3">
      <div>
        <p className="font-semibold text-ink-900">{invitation.n_proyecto}</p>
        <p className="text-ink-700">
          {invitation.n_centro_trabajo} · {t.antesDel} {toDisplayDate(invitation.f_fin) ?? invitation.f_fin}
        </p>
      </div>
      <Button aria-label={t.responderProyecto(invitation.n_proyecto)} aria-busy={busy} onPress={() => !busy && opening.run({ id_proyecto: invitation.id_proyecto })}>
        {busy ? t.abriendo : t.responder}
      </Button>
    </li>
  )
}

export const ClimateInvitations = ({ who }: { readonly who: string }) => {
  const { data, reload } = useKioskData(kioskoCuestionariosClima, who)
  if (data.kind !== "ready" || data.value.length === 0) return null
  return (
    <section aria-labelledby="kiosko-clima" className="rounded-lg border border-brand-700 bg-brand-50 p-4 sm:p-5">
      <h3 id="kiosko-clima" className="text-lg font-semibold text-ink-900">
        {t.titulo}
      </h3>
      <p className="mt-1 text-ink-900">{t.aviso(data.value.length)}</p>
      <p className="text-ink-700">{t.anonimato}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {data.value.map((i) => (
          <Invitation key={i.id_proyecto} invitation={i} onRefused={reload} />
        ))}
      </ul>
    </section>
  )
}
