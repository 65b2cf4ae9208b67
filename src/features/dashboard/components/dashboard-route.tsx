import { useOutletContext } from 'react-router-dom';
import type { DashboardOutletContext } from '../shortcuts.ts';
import { DashboardPage } from './dashboard-page.tsx';

/** `/` in the portal: the shortcuts come from the layout, which derives them from the route table. */
export function DashboardRoute() {
  const context = useOutletContext<DashboardOutletContext | undefined>();
  return <DashboardPage shortcuts={context?.shortcuts ?? []} />;
}
