import { createFileRoute } from "@tanstack/react-router"
import { DashboardPage } from "../../features/dashboard/DashboardPage"
import { Shimmer } from "../../ui/Shimmer"

const Dashboard = () => <DashboardPage result={Route.useLoaderData()} />

export const Route = createFileRoute("/_shell/dashboard")({
  // Loaded on demand so the schema library stays out of the first screen's bundle.
  loader: async () => (await import("../../app/requests")).indicatorsRequest(),
  // Figures are live data: fetch again on every visit.
  staleTime: 0,
  pendingComponent: () => <Shimmer rows={5} />,
  component: Dashboard,
})
