import type { ComponentType } from 'react';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import BugOutlined from '@ant-design/icons/BugOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import CompassOutlined from '@ant-design/icons/CompassOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GithubOutlined from '@ant-design/icons/GithubOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import MoneyCollectOutlined from '@ant-design/icons/MoneyCollectOutlined';
import MonitorOutlined from '@ant-design/icons/MonitorOutlined';
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import PartitionOutlined from '@ant-design/icons/PartitionOutlined';
import PayCircleOutlined from '@ant-design/icons/PayCircleOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';

type IconComponent = ComponentType<{ className?: string }>;

/** Upstream yudao svg icon names → antd icons. */
const ICONS: Record<string, IconComponent> = {
  system: SettingOutlined,
  user: UserOutlined,
  people: TeamOutlined,
  peoples: TeamOutlined,
  'tree-table': PartitionOutlined,
  tree: ClusterOutlined,
  post: IdcardOutlined,
  dict: BookOutlined,
  message: MessageOutlined,
  log: FileTextOutlined,
  form: FormOutlined,
  logininfor: LoginOutlined,
  monitor: MonitorOutlined,
  download: DownloadOutlined,
  upload: UploadOutlined,
  edit: EditOutlined,
  job: FieldTimeOutlined,
  money: MoneyCollectOutlined,
  merchant: ShopOutlined,
  table: TableOutlined,
  pay: PayCircleOutlined,
  order: ShoppingCartOutlined,
  tool: ToolOutlined,
  eye: EyeOutlined,
  'eye-open': EyeOutlined,
  audit: AuditOutlined,
  'user-check': UserSwitchOutlined,
  online: GlobalOutlined,
  validCode: SafetyCertificateOutlined,
  phone: MobileOutlined,
  code: CodeOutlined,
  education: ReadOutlined,
  chart: BarChartOutlined,
  config: SettingOutlined,
  guide: CompassOutlined,
  cascader: NodeIndexOutlined,
  nested: UnorderedListOutlined,
  dashboard: DashboardOutlined,
  documentation: ProfileOutlined,
  github: GithubOutlined,
  link: LinkOutlined,
  lock: LockOutlined,
  email: MailOutlined,
  bug: BugOutlined,
  list: UnorderedListOutlined,
  component: AppstoreOutlined,
  druid: DatabaseOutlined,
  redis: DatabaseOutlined,
  server: DatabaseOutlined,
  skill: SolutionOutlined,
  key: KeyOutlined,
  tags: TagsOutlined,
  wallet: WalletOutlined,
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

/** Like the upstream svg loader: an unknown name throws "Cannot find module". */
export function resolveIcon(name: string): IconComponent {
  const icon = ICONS[name];
  if (!icon) throw new Error(`Cannot find module './${name}.svg'`);
  return icon;
}

/** A menu icon by upstream name; unknown names render a placeholder marked with data-missing-icon. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  if (!name || name === '#') return null;
  try {
    const Icon = resolveIcon(name);
    return <Icon className="menu-icon" />;
  } catch {
    // Reported where tests and tools can read it, never thrown into the render tree.
    missingIconNames.add(name);
    if (typeof window !== 'undefined') window.__missingMenuIcons = [...missingIconNames];
    return (
      <span className="menu-icon menu-icon-missing" data-missing-icon={name}>
        <QuestionCircleOutlined />
      </span>
    );
  }
}
