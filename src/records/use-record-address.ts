import { useNavigate, useRouter, useSearch } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import { fromPromise } from "xstate"
import { type ReadOutcome, addressIdOf, addressValueOf, recordAddressMachine } from "../../machines/records/record-address"

/**
 * The search parameters that name what a list page has open: `registro` the record in its form
 * (RecordPage), `detalle` a row's detail dialog (a movement, a loan). The shell's route accepts
 * both on every page (src/routes/_shell.tsx).
 */
export type AddressParam = "registro" | "detalle"

/**
 * The address machine of one parameter wired to the router: what the URL names goes in as
 * ADDRESS, and the machine's navigations come out as router navigations (a push on open; back or
 * a replace on close, past the unsaved-changes guard, since the form or dialog has closed by
 * then). `enabled: false` leaves the URL alone.
 */
export const useRecordAddress = (param: AddressParam, read: (id: string) => Promise<ReadOutcome>, enabled = true) => {
  const latestRead = useRef(read)
  latestRead.current = read
  const address = useActorRef(
    recordAddressMachine.provide({ actors: { read: fromPromise<ReadOutcome, string>(({ input }) => latestRead.current(input)) } }),
  )
  const id = addressIdOf(useSearch({ strict: false, select: (s) => s[param] }))
  const navigate = useNavigate()
  const router = useRouter()
  useEffect(() => {
    if (enabled) address.send({ type: "ADDRESS", id })
  }, [address, id, enabled])
  useEffect(() => {
    const sub = address.on("navigate", (e) => {
      if (e.how === "back") router.history.back({ ignoreBlocker: true })
      else
        void navigate({
          to: ".",
          search: (prev: Readonly<Record<string, unknown>>) => {
            const { [param]: _left, ...rest } = prev
            return e.id === null ? rest : { ...rest, [param]: addressValueOf(e.id) }
          },
          replace: e.how === "replace",
          ignoreBlocker: e.how !== "push",
          // The list stays where it was behind the form; Back restores its scroll.
          resetScroll: false,
        })
    })
    return () => sub.unsubscribe()
  }, [address, navigate, router, param])
  return address
}

const shown = (): Promise<ReadOutcome> => Promise.resolve({ kind: "found", record: {} })

/**
 * A row's detail dialog with an address of its own (`?detalle=<id>`): `open` pushes it, `close`
 * leaves it (back to the list's entry), Back closes the dialog, a reload or a shared link opens
 * it again. The dialog reads its own data, and says so itself when the id names nothing.
 */
export const useAddressedDetail = () => {
  const address = useRecordAddress("detalle", shown)
  const id = useSelector(address, (s) => (s.matches("open") ? s.context.id : null))
  return {
    id,
    open: (detail: string | number) => address.send({ type: "OPEN", id: String(detail) }),
    close: () => address.send({ type: "CLOSED" }),
  }
}
