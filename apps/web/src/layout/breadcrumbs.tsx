import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Crumb, RouteMeta } from '../shared/routing/route-table';
import { useRouteTable } from '../shared/routing/use-route-table';

function trailOf(meta: RouteMeta | null, table: readonly RouteMeta[]): Crumb[] {
  if (!meta) return [];
  const self: Crumb = { title: meta.title, titleKey: meta.titleKey };
  if (meta.activeMenu) {
    // A hidden page (dictionary data) sits under the menu it highlights.
    const owner = table.find((candidate) => candidate.path === meta.activeMenu);
    if (owner) return [...owner.parents, { title: owner.title, path: owner.path }, self];
  }
  return [...meta.parents, self];
}

/** Home first; ancestors; the last item is not a link. */
export function Breadcrumbs({ meta }: { meta: RouteMeta | null }) {
  const { t } = useTranslation();
  const table = useRouteTable();
  const trail = trailOf(meta, table);
  const label = (crumb: Crumb) => (crumb.titleKey ? t(crumb.titleKey) : crumb.title);
  const items = [{ title: t('layout.home'), path: '/' as string | undefined }, ...trail.map((crumb) => ({ title: label(crumb), path: crumb.path }))];
  return (
    <Breadcrumb
      className="app-breadcrumb"
      items={items.map((item, index) => ({
        key: `${index}-${item.title}`,
        title: item.path && index < items.length - 1 ? <Link to={item.path}>{item.title}</Link> : <span className="no-redirect">{item.title}</span>,
      }))}
    />
  );
}
