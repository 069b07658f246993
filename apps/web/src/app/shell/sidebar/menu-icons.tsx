import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import BeachAccess from '@mui/icons-material/BeachAccessOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import CardTravel from '@mui/icons-material/CardTravelOutlined';
import Celebration from '@mui/icons-material/CelebrationOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import DirectionsBus from '@mui/icons-material/DirectionsBusOutlined';
import Dvr from '@mui/icons-material/DvrOutlined';
import DynamicFeed from '@mui/icons-material/DynamicFeedOutlined';
import Event from '@mui/icons-material/EventRepeatOutlined';
import Grading from '@mui/icons-material/GradingOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import ManageAccounts from '@mui/icons-material/ManageAccountsOutlined';
import ManageSearch from '@mui/icons-material/ManageSearchOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Train from '@mui/icons-material/TrainOutlined';
import Tune from '@mui/icons-material/TuneOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** The contract names menu icons by key; the web picks the picture. */
const MENU_ICONS: Record<string, typeof SvgIcon> = {
  dashboard: Dashboard,
  projects: AccountTree,
  manage: ManageAccounts,
  employees: Groups,
  client: Business,
  'work-map': CalendarMonth,
  'travel-pass': Train,
  'salary-receipts': ReceiptLong,
  vacations: BeachAccess,
  evaluations: Grading,
  travels: CardTravel,
  allowances: Payments,
  transports: DirectionsBus,
  holiday: Celebration,
  routines: Event,
  feed: DynamicFeed,
  settings: Settings,
  parameters: Tune,
  delivery: Dvr,
  audit: ManageSearch,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? Dashboard;
  return <Icon fontSize="small" />;
}
