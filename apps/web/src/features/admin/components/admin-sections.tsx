// The parts of the admin dashboard, in menu order; the overview comes first and opens when no section is named. A
// later area is one more entry here: an id for the address (?section=…), an icon, its label under `sections.<id>`
// in the admin strings, and its panel.
import {
  Banknote,
  Calculator,
  CalendarHeart,
  Flag,
  Hospital,
  Inbox,
  Landmark,
  LayoutDashboard,
  ListChecks,
  MessageSquareText,
  Newspaper,
  Package,
  ReceiptText,
  Scale,
  ScrollText,
  ShieldAlert,
  Store,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { AuditLogSection } from './audit-log-section.tsx';
import { DisputesSection } from './disputes-section.tsx';
import { EventsSection } from './events-section.tsx';
import { HeldMessagesSection } from './held-messages-section.tsx';
import { ListingsSection } from './listings-section.tsx';
import { MedicalPlacesSection } from './medical-places-section.tsx';
import { MessageReportsSection } from './message-reports-section.tsx';
import { MoneySettingsSection } from './money-settings-section.tsx';
import { NewsSection } from './news-section.tsx';
import { OrdersSection } from './orders-section.tsx';
import { OverviewSection } from './overview-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import { PlannerPricesSection } from './planner-prices-section.tsx';
import { ReconciliationSection } from './reconciliation-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { UsersSection } from './users-section.tsx';
import { VendorRequestsSection } from './vendor-requests-section.tsx';
import { VendorsSection } from './vendors-section.tsx';

export type AdminSection = {
  id: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  Panel: ComponentType;
  /** The menu label's key when it is not `sections.<id>` of the admin strings (a section with a namespace of its own). */
  labelKey?: string;
};

export const adminSections: readonly AdminSection[] = [
  { id: 'overview', icon: LayoutDashboard, Panel: OverviewSection },
  { id: 'users', icon: Users, Panel: UsersSection },
  { id: 'vendor-requests', icon: Inbox, Panel: VendorRequestsSection },
  { id: 'vendors', icon: Store, Panel: VendorsSection },
  { id: 'listings', icon: Package, Panel: ListingsSection },
  { id: 'orders', icon: ReceiptText, Panel: OrdersSection },
  { id: 'events', icon: CalendarHeart, Panel: EventsSection },
  { id: 'news', icon: Newspaper, Panel: NewsSection, labelKey: 'adminNews:section' },
  { id: 'reviews', icon: MessageSquareText, Panel: ReviewsSection },
  { id: 'message-reports', icon: Flag, Panel: MessageReportsSection },
  { id: 'payments', icon: Banknote, Panel: PaymentsSection },
  { id: 'payouts', icon: Wallet, Panel: PayoutsSection },
  { id: 'disputes', icon: Scale, Panel: DisputesSection },
  { id: 'reconciliation', icon: ListChecks, Panel: ReconciliationSection },
  { id: 'money-settings', icon: Landmark, Panel: MoneySettingsSection },
  { id: 'held-messages', icon: ShieldAlert, Panel: HeldMessagesSection },
  { id: 'planner-prices', icon: Calculator, Panel: PlannerPricesSection },
  { id: 'medi-finder', icon: Hospital, Panel: MedicalPlacesSection },
  { id: 'audit-log', icon: ScrollText, Panel: AuditLogSection },
];

/** The section named in the address, or the first one for a missing or unknown name. */
export function sectionFor(id: string | null): AdminSection {
  return adminSections.find((section) => section.id === id) ?? (adminSections[0] as AdminSection);
}
