import type { RecordPageSession } from "./record-page"

// The step every Tablas de referencia test starts from: open the module's page, Tab to the
// required Catálogo select and type the first letters of a catalogue (a native select's
// type-ahead picks the first option that starts with them; a space would open it), then wait
// for that catalogue's list to load.

export const chooseCatalogue = async (session: RecordPageSession, path: string, typed: string, heading: string): Promise<void> => {
  const { page, server } = session
  await page.goto(`${server.url}${path}`)
  await page.getByRole("heading", { level: 1, name: "Tablas de referencia" }).waitFor()
  await session.tabUntil(page.getByRole("combobox", { name: "Catálogo" }))
  await page.keyboard.type(typed)
  await page.getByRole("heading", { level: 1, name: heading }).waitFor()
  await session.settled()
}
