import { Button } from "./Button"
import { kitText } from "./kit-text"

/** A tree view's "Expandir todo" and "Contraer todo", side by side in its toolbar. */
export const ExpandCollapseButtons = ({ onExpand, onCollapse, isDisabled }: { readonly onExpand: () => void; readonly onCollapse: () => void; readonly isDisabled: boolean }) => (
  <>
    <Button variant="secondary" onPress={onExpand} isDisabled={isDisabled}>
      {kitText.expandirTodo}
    </Button>
    <Button variant="secondary" onPress={onCollapse} isDisabled={isDisabled}>
      {kitText.contraerTodo}
    </Button>
  </>
)
