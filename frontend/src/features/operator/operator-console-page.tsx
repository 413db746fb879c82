// /operator: the marketplace staff's console. Five sections as tabs; the open tab and its status
// filter live in the URL (?tab=...&status=...) so a reload or a shared link lands on the same list.
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { TabPanel, Tabs, type Tab } from '../../components/tabs';
import { ProviderRequestsPanel, parseRequestStatus } from './provider-requests-panel';
import { ProvidersPanel } from './providers-panel';
import { ReviewsPanel } from './reviews-panel';
import { SupportTicketsPanel, parseTicketStatus } from './support-tickets-panel';
import { ZipDemandPanel } from './zip-demand-panel';
import './operator.css';

const TABS = [
  { id: 'requests', label: 'Provider requests' },
  { id: 'providers', label: 'Providers' },
  { id: 'tickets', label: 'Support tickets' },
  { id: 'zips', label: 'Requested ZIPs' },
  { id: 'reviews', label: 'Reviews' },
] as const satisfies readonly Tab<string>[];

type TabId = (typeof TABS)[number]['id'];

function parseTab(value: string | null): TabId {
  return TABS.find((tab) => tab.id === value)?.id ?? 'requests';
}

export function OperatorConsolePage() {
  useDocumentTitle('Operator Console');
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const status = params.get('status');

  // Replace, not push: flipping through tabs should not fill the Back button's history.
  const selectTab = (next: TabId) => setParams({ tab: next }, { replace: true });
  const selectStatus = (next: string) => setParams({ tab, status: next }, { replace: true });

  return (
    <div className="container page operator-console">
      <h1>Operator Console</h1>
      <p className="page__lead">Review provider requests, verify providers, work through support tickets, see where visitors want service and moderate reviews.</p>
      <Tabs name="console" label="Console sections" tabs={TABS} selected={tab} onSelect={selectTab} />
      <TabPanel name="console" id={tab}>
        {tab === 'requests' && <ProviderRequestsPanel status={parseRequestStatus(status)} onStatusChange={selectStatus} />}
        {tab === 'providers' && <ProvidersPanel />}
        {tab === 'tickets' && <SupportTicketsPanel status={parseTicketStatus(status)} onStatusChange={selectStatus} />}
        {tab === 'zips' && <ZipDemandPanel />}
        {tab === 'reviews' && <ReviewsPanel />}
      </TabPanel>
    </div>
  );
}
