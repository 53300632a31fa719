import type { KeyboardEvent, MouseEvent, SyntheticEvent } from "react"

// A button's press is its own: the row of a record table or a tree around it runs its own action
// on a press, so the pointer, Enter and Space stop at the button (the arrow keys still reach the
// table). `blocked`: a button whose work is under way ignores the press.
const stop = (event: SyntheticEvent) => event.stopPropagation()
const stopKeys = (event: KeyboardEvent) => {
  if (event.key === "Enter" || event.key === " ") event.stopPropagation()
}

export const ownPress = (onPress: (() => void) | undefined, blocked = false) => ({
  onClick: (event: MouseEvent) => {
    event.stopPropagation()
    if (blocked) event.preventDefault()
    else onPress?.()
  },
  onPointerDown: stop,
  onMouseDown: stop,
  onKeyDown: stopKeys,
})
