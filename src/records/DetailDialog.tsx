import type { ComponentProps, ReactNode } from "react"
import { messages } from "../../domain/messages"
import type { Loaded } from "../../machines/records/loaded-resource"
import { Modal } from "../ui/Modal"
import { useLoadedResource } from "./use-loaded-resource"

/**
 * One record of a workflow read by its key and seen whole: the failure or "Cargando…" while it
 * comes, then its state and what `children` draws of it (the flow's steps, its changes).
 */
export const DetailDialog = <A extends { readonly estado: string }>({
  title,
  id,
  read,
  onClose,
  size,
  className,
  children,
}: {
  readonly title: string
  readonly id: number | null
  readonly read: (id: number) => Promise<Loaded<A>>
  readonly onClose: () => void
  readonly size: ComponentProps<typeof Modal>["size"]
  readonly className: string
  readonly children: (detail: A) => ReactNode
}) => {
  const resource = useLoadedResource(id, read)
  const detail = resource.value
  const failed = resource.phase === "failed"
  return (
    <Modal title={title} isOpen={id !== null} onClose={onClose} size={size}>
      <div className={className}>
        {failed ? <p role="alert">{messages.errorObtener}</p> : null}
        {detail === null && !failed ? <p role="status">Cargando…</p> : null}
        {detail === null ? null : (
          <>
            <p>
              Estado: <strong>{detail.estado}</strong>
            </p>
            {children(detail)}
          </>
        )}
      </div>
    </Modal>
  )
}
