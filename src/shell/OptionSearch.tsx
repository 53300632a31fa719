import { useNavigate } from "@tanstack/react-router"
import { useMemo, useState } from "react"
import { messages } from "../../domain/messages"
import { fold } from "../../domain/text-fold"
import { LazySearchComboBox } from "../ui/LazySearchComboBox"
import { searchOptions, settledOption } from "./visible-modules"

/** The top-bar search: suggestions as you type; an exact name (that no longer one goes on from) navigates and clears. */
export const OptionSearch = ({ held }: { readonly held: ReadonlyArray<string> }) => {
  const navigate = useNavigate()
  const [text, setText] = useState("")
  // Remounting the box is how its suggestion list closes after a choice (react-aria's combo
  // box keeps it open while focused, hiding the rest of the page from assistive technology).
  const [generation, setGeneration] = useState(0)
  const all = useMemo(() => searchOptions(held), [held])
  const shown = useMemo(() => {
    const wanted = fold(text.trim())
    return wanted === "" ? all : all.filter((o) => fold(o.label).includes(wanted))
  }, [all, text])

  const go = (path: string) => {
    setText("")
    setGeneration((g) => g + 1)
    void navigate({ to: path }).then(() => document.getElementById("contenido")?.focus())
  }

  return (
    <LazySearchComboBox
      key={generation}
      label={messages.buscarOpcion}
      emptyText={messages.sinCoincidencias}
      inputValue={text}
      options={shown}
      onInputChange={(value) => {
        const match = settledOption(all, value)
        if (match) go(match.path)
        else setText(value)
      }}
      onChoose={(id) => {
        const option = all.find((o) => o.id === id)
        if (option) go(option.path)
      }}
    />
  )
}
