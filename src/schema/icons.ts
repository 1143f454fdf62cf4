import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AppsIcon from '@mui/icons-material/Apps';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DescriptionIcon from '@mui/icons-material/Description';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DnsIcon from '@mui/icons-material/Dns';
import EventIcon from '@mui/icons-material/Event';
import ExtensionIcon from '@mui/icons-material/Extension';
import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PostAddIcon from '@mui/icons-material/PostAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import TrafficIcon from '@mui/icons-material/Traffic';
import WorkIcon from '@mui/icons-material/Work';

/**
 * The @mui/icons-material names a schema may give in `x-menu.icon`. Each icon is imported on its own (the
 * package's index would pull thousands into the chunk), so a name has to be listed here to show; any other
 * name falls back to a label icon instead of failing.
 */
const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance: AccountBalanceIcon,
  AccountTree: AccountTreeIcon,
  Apps: AppsIcon,
  Assessment: AssessmentIcon,
  Badge: BadgeIcon,
  Business: BusinessIcon,
  Campaign: CampaignIcon,
  Category: CategoryIcon,
  CreditCard: CreditCardIcon,
  Description: DescriptionIcon,
  DirectionsCar: DirectionsCarIcon,
  Dns: DnsIcon,
  Event: EventIcon,
  Extension: ExtensionIcon,
  Flag: FlagIcon,
  Groups: GroupsIcon,
  Handshake: HandshakeIcon,
  Inventory2: Inventory2Icon,
  Label: LabelIcon,
  LocalOffer: LocalOfferIcon,
  LocalShipping: LocalShippingIcon,
  Payments: PaymentsIcon,
  People: PeopleIcon,
  Phone: PhoneIcon,
  Place: PlaceIcon,
  PointOfSale: PointOfSaleIcon,
  PostAdd: PostAddIcon,
  ReceiptLong: ReceiptLongIcon,
  Settings: SettingsIcon,
  ShoppingCart: ShoppingCartIcon,
  Store: StoreIcon,
  Traffic: TrafficIcon,
  Work: WorkIcon,
};

export const FALLBACK_REGISTER_ICON: SvgIconComponent = LabelIcon;

/** The icon named by a schema's `x-menu.icon`, or the fallback. */
export function registerIcon(name: string | undefined): SvgIconComponent {
  return name !== undefined && hasRegisterIcon(name) ? ICONS[name]! : FALLBACK_REGISTER_ICON;
}

/** Whether a name is mapped (the tests check every schema's icon is). */
// Own keys only: 'toString' is in every object and is no icon.
export const hasRegisterIcon = (name: string) => Object.hasOwn(ICONS, name);
