import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Api from '@mui/icons-material/Api';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Block from '@mui/icons-material/Block';
import Bolt from '@mui/icons-material/Bolt';
import Campaign from '@mui/icons-material/Campaign';
import AltRoute from '@mui/icons-material/AltRoute';
import AutoMode from '@mui/icons-material/AutoMode';
import Category from '@mui/icons-material/Category';
import Circle from '@mui/icons-material/Circle';
import Contacts from '@mui/icons-material/Contacts';
import Dashboard from '@mui/icons-material/Dashboard';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import HeadsetMic from '@mui/icons-material/HeadsetMic';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Hub from '@mui/icons-material/Hub';
import Key from '@mui/icons-material/Key';
import Link from '@mui/icons-material/Link';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import People from '@mui/icons-material/People';
import PersonOff from '@mui/icons-material/PersonOff';
import Policy from '@mui/icons-material/Policy';
import Psychology from '@mui/icons-material/Psychology';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import Settings from '@mui/icons-material/Settings';
import SmartToy from '@mui/icons-material/SmartToy';
import SupportAgent from '@mui/icons-material/SupportAgent';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Timer from '@mui/icons-material/Timer';
import Visibility from '@mui/icons-material/Visibility';
import Webhook from '@mui/icons-material/Webhook';
import type { SvgIconComponent } from '@mui/icons-material';

/** The icon names the server's menu may use; anything else gets a dot. */
const ICONS: Record<string, SvgIconComponent> = {
  AltRoute, Api, AutoMode, Assessment, Assignment, AdminPanelSettings, Block, Bolt, Campaign, Category, Contacts, Dashboard, Forum, Groups, HeadsetMic, HelpOutline, Hub,
  Key, Link, ManageAccounts, MenuBook, People, PersonOff, Policy, Psychology, QuestionAnswer, QuickreplyOutlined, Settings, SmartToy,
  SupportAgent, ThumbUp, Timer, Visibility, Webhook,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon fontSize={ICONS[name] ? 'small' : 'inherit'} sx={ICONS[name] ? undefined : { fontSize: 8, mx: '8px' }} />;
}
