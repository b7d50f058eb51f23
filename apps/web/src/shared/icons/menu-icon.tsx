import { useEffect, useState, type ComponentType } from 'react';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';

type IconComponent = ComponentType<{ className?: string }>;
type IconLoader = () => Promise<{ default: IconComponent }>;

/**
 * Each antd icon a menu can name, as its own small chunk: a user's sidebar shows a handful of the registry's icons,
 * so the others are never downloaded (the whole registry eagerly was about 10 kB of the first admin page).
 */
const load = {
  AppstoreOutlined: () => import('@ant-design/icons/AppstoreOutlined'),
  AuditOutlined: () => import('@ant-design/icons/AuditOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/BarChartOutlined'),
  BookOutlined: () => import('@ant-design/icons/BookOutlined'),
  BugOutlined: () => import('@ant-design/icons/BugOutlined'),
  ClusterOutlined: () => import('@ant-design/icons/ClusterOutlined'),
  CodeOutlined: () => import('@ant-design/icons/CodeOutlined'),
  CompassOutlined: () => import('@ant-design/icons/CompassOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/DashboardOutlined'),
  DatabaseOutlined: () => import('@ant-design/icons/DatabaseOutlined'),
  DownloadOutlined: () => import('@ant-design/icons/DownloadOutlined'),
  EditOutlined: () => import('@ant-design/icons/EditOutlined'),
  EyeOutlined: () => import('@ant-design/icons/EyeOutlined'),
  FieldTimeOutlined: () => import('@ant-design/icons/FieldTimeOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/FileTextOutlined'),
  FormOutlined: () => import('@ant-design/icons/FormOutlined'),
  GithubOutlined: () => import('@ant-design/icons/GithubOutlined'),
  GlobalOutlined: () => import('@ant-design/icons/GlobalOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/IdcardOutlined'),
  KeyOutlined: () => import('@ant-design/icons/KeyOutlined'),
  LinkOutlined: () => import('@ant-design/icons/LinkOutlined'),
  LockOutlined: () => import('@ant-design/icons/LockOutlined'),
  LoginOutlined: () => import('@ant-design/icons/LoginOutlined'),
  MailOutlined: () => import('@ant-design/icons/MailOutlined'),
  MessageOutlined: () => import('@ant-design/icons/MessageOutlined'),
  MobileOutlined: () => import('@ant-design/icons/MobileOutlined'),
  MoneyCollectOutlined: () => import('@ant-design/icons/MoneyCollectOutlined'),
  MonitorOutlined: () => import('@ant-design/icons/MonitorOutlined'),
  NodeIndexOutlined: () => import('@ant-design/icons/NodeIndexOutlined'),
  PartitionOutlined: () => import('@ant-design/icons/PartitionOutlined'),
  PayCircleOutlined: () => import('@ant-design/icons/PayCircleOutlined'),
  ProfileOutlined: () => import('@ant-design/icons/ProfileOutlined'),
  ReadOutlined: () => import('@ant-design/icons/ReadOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons/SafetyCertificateOutlined'),
  SettingOutlined: () => import('@ant-design/icons/SettingOutlined'),
  ShopOutlined: () => import('@ant-design/icons/ShopOutlined'),
  ShoppingCartOutlined: () => import('@ant-design/icons/ShoppingCartOutlined'),
  SolutionOutlined: () => import('@ant-design/icons/SolutionOutlined'),
  StarOutlined: () => import('@ant-design/icons/StarOutlined'),
  TableOutlined: () => import('@ant-design/icons/TableOutlined'),
  TagsOutlined: () => import('@ant-design/icons/TagsOutlined'),
  TeamOutlined: () => import('@ant-design/icons/TeamOutlined'),
  ToolOutlined: () => import('@ant-design/icons/ToolOutlined'),
  ShoppingOutlined: () => import('@ant-design/icons/ShoppingOutlined'),
  UnorderedListOutlined: () => import('@ant-design/icons/UnorderedListOutlined'),
  UploadOutlined: () => import('@ant-design/icons/UploadOutlined'),
  UserOutlined: () => import('@ant-design/icons/UserOutlined'),
  UserSwitchOutlined: () => import('@ant-design/icons/UserSwitchOutlined'),
  WalletOutlined: () => import('@ant-design/icons/WalletOutlined'),
  BuildOutlined: () => import('@ant-design/icons/BuildOutlined'),
  ApiOutlined: () => import('@ant-design/icons/ApiOutlined'),
  EnvironmentOutlined: () => import('@ant-design/icons/EnvironmentOutlined'),
} satisfies Record<string, IconLoader>;

/** Upstream yudao svg icon names → antd icons. */
const ICONS: Record<string, IconLoader> = {
  system: load.SettingOutlined,
  user: load.UserOutlined,
  people: load.TeamOutlined,
  peoples: load.TeamOutlined,
  'tree-table': load.PartitionOutlined,
  tree: load.ClusterOutlined,
  post: load.IdcardOutlined,
  dict: load.BookOutlined,
  message: load.MessageOutlined,
  log: load.FileTextOutlined,
  form: load.FormOutlined,
  logininfor: load.LoginOutlined,
  monitor: load.MonitorOutlined,
  download: load.DownloadOutlined,
  upload: load.UploadOutlined,
  edit: load.EditOutlined,
  job: load.FieldTimeOutlined,
  money: load.MoneyCollectOutlined,
  merchant: load.ShopOutlined,
  table: load.TableOutlined,
  pay: load.PayCircleOutlined,
  order: load.ShoppingCartOutlined,
  shopping: load.ShoppingOutlined,
  tool: load.ToolOutlined,
  eye: load.EyeOutlined,
  'eye-open': load.EyeOutlined,
  audit: load.AuditOutlined,
  'user-check': load.UserSwitchOutlined,
  online: load.GlobalOutlined,
  validCode: load.SafetyCertificateOutlined,
  phone: load.MobileOutlined,
  code: load.CodeOutlined,
  education: load.ReadOutlined,
  chart: load.BarChartOutlined,
  config: load.SettingOutlined,
  guide: load.CompassOutlined,
  cascader: load.NodeIndexOutlined,
  nested: load.UnorderedListOutlined,
  dashboard: load.DashboardOutlined,
  documentation: load.ProfileOutlined,
  github: load.GithubOutlined,
  link: load.LinkOutlined,
  lock: load.LockOutlined,
  email: load.MailOutlined,
  bug: load.BugOutlined,
  list: load.UnorderedListOutlined,
  component: load.AppstoreOutlined,
  druid: load.DatabaseOutlined,
  redis: load.DatabaseOutlined,
  server: load.DatabaseOutlined,
  skill: load.SolutionOutlined,
  key: load.KeyOutlined,
  tags: load.TagsOutlined,
  wallet: load.WalletOutlined,
  rate: load.StarOutlined,
  build: load.BuildOutlined,
  swagger: load.ApiOutlined,
  row: load.EnvironmentOutlined,
  'fa:map-marker': load.EnvironmentOutlined,
};

/** Every icon name the registry knows, for the menu form's icon picker. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** Names asked for that the registry does not have; e2e reads this instead of the console. */
export const missingIconNames = new Set<string>();

declare global {
  interface Window {
    __missingMenuIcons?: string[];
  }
}

const loadedIcons = new Map<IconLoader, IconComponent>();
const loadingIcons = new Map<IconLoader, Promise<IconComponent>>();

/** Resolves once the icon's chunk is in; the same promise for every caller of the same icon. */
function loadIcon(loader: IconLoader): Promise<IconComponent> {
  let loading = loadingIcons.get(loader);
  if (!loading) {
    loading = loader().then((module) => {
      loadedIcons.set(loader, module.default);
      return module.default;
    });
    // A failed chunk (a deploy replaced it) may be tried again on the next render.
    loading.catch(() => loadingIcons.delete(loader));
    loadingIcons.set(loader, loading);
  }
  return loading;
}

/** Loads an icon by upstream name; like the upstream svg loader, an unknown name throws "Cannot find module". */
export function loadMenuIcon(name: string): Promise<IconComponent> {
  const loader = ICONS[name];
  if (!loader) throw new Error(`Cannot find module './${name}.svg'`);
  return loadIcon(loader);
}

function reportMissing(name: string) {
  // Reported where tests and tools can read it, never thrown into the render tree.
  missingIconNames.add(name);
  if (typeof window !== 'undefined') window.__missingMenuIcons = [...missingIconNames];
}

/** A known icon: an empty 1em box until its chunk arrives, so the menu does not shift when it does. */
function LazyIcon({ loader }: { loader: IconLoader }) {
  const [Icon, setIcon] = useState(() => loadedIcons.get(loader));
  useEffect(() => {
    // A component is a function: handed to setIcon wrapped, or React would call it as an updater.
    if (!Icon) loadIcon(loader).then((loaded) => setIcon(() => loaded), () => undefined);
  }, [Icon, loader]);
  if (!Icon) return <span className="anticon menu-icon menu-icon-loading" aria-hidden="true" />;
  return <Icon className="menu-icon" />;
}

/** A menu icon by upstream name; unknown names render a placeholder marked with data-missing-icon. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  if (!name || name === '#') return null;
  const loader = ICONS[name];
  if (!loader) {
    reportMissing(name);
    return (
      <span className="menu-icon menu-icon-missing" data-missing-icon={name}>
        <QuestionCircleOutlined />
      </span>
    );
  }
  return <LazyIcon loader={loader} />;
}
