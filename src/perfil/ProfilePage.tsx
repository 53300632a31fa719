import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { shellRoutes } from "../../domain/catalog"
import { myEvaluationTexts } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { toDisplayDate } from "../../domain/dates"
import { messages } from "../../domain/messages"
import type { SessionUser } from "../../domain/session"
import { sessionActor } from "../app/session"
import { PageTitle } from "../ui/PageTitle"
import { ChangePasswordForm } from "../account/ChangePasswordForm"
import { DefaultAvatar } from "./DefaultAvatar"

// Only an image URL, a data URL of an image or a same-site path is shown as the photo.
const isImageSource = (foto: string | null): foto is string =>
  foto !== null && /^(https?:\/\/|\/|data:image\/(png|jpe?g|gif|webp);base64,)/i.test(foto)

const Field = ({ label, value }: { readonly label: string; readonly value: string | null }) => (
  <div className="flex flex-col gap-0.5">
    <dt className="text-sm font-medium text-ink-600">{label}</dt>
    <dd className="text-ink-900">{value ?? messages.sinDato}</dd>
  </div>
)

const Profile = ({ user }: { readonly user: SessionUser }) => (
  <div className="flex flex-col gap-6 rounded-lg border border-ink-200 bg-white p-6 shadow-sm md:flex-row">
    {isImageSource(user.foto) ? (
      <img src={user.foto} alt={`${messages.fotografia}: ${user.n_empleado ?? ""}`} className="h-24 w-24 rounded-full object-cover" />
    ) : (
      <DefaultAvatar />
    )}
    <dl className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label={messages.numeroEmpleado} value={user.id_empleado === null ? null : String(user.id_empleado)} />
      <Field label={messages.nombre} value={user.n_empleado} />
      <Field label={messages.empresa} value={user.n_empresa} />
      <Field label={messages.centroTrabajo} value={user.n_centro_trabajo} />
      <Field label={messages.departamento} value={user.n_depto} />
      <Field label={messages.puesto} value={user.n_puesto} />
      <Field label={messages.fechaIngreso} value={toDisplayDate(user.f_ingreso)} />
    </dl>
  </div>
)

/** The signed-in employee's data, from what the browser stored at sign-in, and their password. */
export const ProfilePage = () => {
  const user = useSelector(sessionActor, (s) => s.context.session?.user ?? null)
  return (
    <>
      <PageTitle>{messages.perfil}</PageTitle>
      {user ? (
        <Profile user={user} />
      ) : (
        <p role="alert" className="text-danger-700">
          {messages.errorPerfil}
        </p>
      )}
      <nav aria-label={messages.perfil} className="my-4">
        <Link to={shellRoutes.misEvaluaciones} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {myEvaluationTexts.titulo}
        </Link>
      </nav>
      <ChangePasswordForm />
    </>
  )
}
