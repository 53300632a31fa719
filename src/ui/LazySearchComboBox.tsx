import { type ComponentType, useEffect, useId, useRef, useState } from "react"
import type { SearchComboBoxProps } from "./SearchComboBox"

// The shell's search box is on every screen, but react-aria's combo box with its list and
// popover is about 40 KiB gzipped: until a visitor reaches for it (pointer over it, or focus), a
// plain input stands in, with the same name, role and looks. Reaching for it loads the combo box,
// which then takes the stand-in's place, its text and, if it had it, the focus.

type Box = ComponentType<SearchComboBoxProps>

// Kept once loaded: the shell remounts the box after each choice (src/shell/OptionSearch.tsx).
let loaded: Box | null = null

const load = () =>
  import("./SearchComboBox").then((m) => {
    loaded = m.SearchComboBox
    return loaded
  })

const inputClass = "w-full rounded-md border border-ink-500 bg-white px-3 py-1.5 text-sm text-ink-900 placeholder:text-ink-600"

/** ui/SearchComboBox, loaded when first reached for; the caller's props are the same. */
export const LazySearchComboBox = (props: SearchComboBoxProps) => {
  const [Box, setBox] = useState<Box | null>(() => loaded)
  const standIn = useRef<HTMLInputElement>(null)
  // Whether the stand-in had the focus when the combo box replaced it, and its text then.
  const [handOver, setHandOver] = useState<{ readonly focused: boolean; readonly text: string } | null>(null)
  const [typedIn, setTypedIn] = useState(false)
  const asked = useRef(false)
  const id = useId()

  const reach = () => {
    if (asked.current) return
    asked.current = true
    void load().then(
      (box) => {
        setHandOver({ focused: document.activeElement === standIn.current, text: standIn.current?.value ?? "" })
        setBox(() => box)
      },
      () => {
        // A failed download leaves the stand-in; the next reach tries again.
        asked.current = false
      },
    )
  }

  // Text typed before the combo box came is given to it as a change once it has the focus, so
  // its suggestion list opens as if typed there.
  useEffect(() => {
    if (Box !== null && handOver?.focused === true && handOver.text !== "" && !typedIn) setTypedIn(true)
  }, [Box, handOver, typedIn])

  if (Box !== null) {
    const pending = handOver?.focused === true && handOver.text !== "" && !typedIn
    return <Box {...props} inputValue={pending ? "" : props.inputValue} autoFocus={handOver?.focused === true} />
  }
  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <input
        ref={standIn}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={props.label}
        value={props.inputValue}
        onChange={(e) => props.onInputChange(e.currentTarget.value)}
        onFocus={reach}
        onPointerEnter={reach}
        className={inputClass}
      />
    </div>
  )
}
