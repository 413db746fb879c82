// /register/provider ("Become a Provider"): why haulers join, then two tabs: "Contact Us" to ask
// for an access code, and "I Have an Access Code", which opens registration once the code checks
// out. The e-mailed link (/register/provider?code=...) opens the second tab with the code checked.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AccessCodeCheck } from '../../../../shared/schemas/onboarding';
import { useDocumentTitle } from '../../components/use-document-title';
import { AccessCodeForm } from './access-code-form';
import { ContactRequestForm } from './contact-request-form';
import { ProviderRegistrationForm } from './provider-registration-form';
import './onboarding.css';

const TABS = [
  { id: 'contact', label: 'Contact Us' },
  { id: 'code', label: 'I Have an Access Code' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const PITCH = [
  { title: 'Customers find you by ZIP', text: 'People comparing dumpster prices in the ZIP codes you serve see your business and book online.' },
  { title: 'You set the prices', text: 'Your rate per yard, delivery fee and add-on prices, changed whenever you like.' },
  { title: 'Paid for every rental', text: 'Customers pay when they book and payouts go to your business.' },
  { title: 'Earn the verified badge', text: 'Once we check your insurance and license, your listings show as verified.' },
];

function AccessCodePanel({ initialCode }: { initialCode: string }) {
  const [verified, setVerified] = useState<{ code: string; check: AccessCodeCheck }>();
  // After 'Use a different code' the link's code is neither filled in nor checked again.
  const [changingCode, setChangingCode] = useState(false);
  if (verified) {
    return (
      <ProviderRegistrationForm
        key={verified.code}
        code={verified.code}
        check={verified.check}
        onUseDifferentCode={() => {
          setChangingCode(true);
          setVerified(undefined);
        }}
      />
    );
  }
  return (
    <AccessCodeForm
      initialCode={changingCode ? '' : initialCode}
      // After 'Use a different code' the button that had the focus is gone: the code input takes it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={changingCode}
      onVerified={(code, check) => setVerified({ code, check })}
    />
  );
}

export function RegisterProviderPage() {
  useDocumentTitle('Become a Provider');
  const [params] = useSearchParams();
  const linkCode = params.get('code')?.trim() ?? '';
  const [active, setActive] = useState<TabId>(linkCode ? 'code' : 'contact');
  const tabs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const tabId = (id: TabId) => `${baseId}-tab-${id}`;
  const panelId = (id: TabId) => `${baseId}-panel-${id}`;

  function select(id: TabId) {
    setActive(id);
    tabs.current[id]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(TABS[(target + TABS.length) % TABS.length]!.id);
  }

  return (
    <div className="container page onboarding-page">
      <header className="onboarding-header">
        <h1>Become a Provider</h1>
        <p className="page__lead">Grow your dumpster rental business with customers who are ready to book.</p>
      </header>
      <div className="onboarding-layout">
        <aside className="onboarding-pitch card" aria-labelledby={`${baseId}-pitch`}>
          <h2 id={`${baseId}-pitch`} className="onboarding-pitch__title">
            Why haulers join
          </h2>
          <ul className="onboarding-pitch__list">
            {PITCH.map((point) => (
              <li key={point.title}>
                <strong>{point.title}</strong>
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
          <p className="onboarding-pitch__signin">
            Already a provider? <Link to="/login">Sign in</Link>
          </p>
        </aside>
        <section className="onboarding-card card" aria-label="Join as a provider">
          <div className="onboarding-tabs" role="tablist" aria-label="How to join">
            {TABS.map((tab) => (
              <button
                key={tab.id}
                ref={(element) => {
                  tabs.current[tab.id] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                className="onboarding-tabs__tab"
                aria-selected={active === tab.id}
                aria-controls={panelId(tab.id)}
                tabIndex={active === tab.id ? 0 : -1}
                onClick={() => setActive(tab.id)}
                onKeyDown={onTabKeyDown}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {/* Both panels stay mounted, so switching tabs keeps what was typed. */}
          <div role="tabpanel" id={panelId('contact')} aria-labelledby={tabId('contact')} hidden={active !== 'contact'} className="onboarding-panel">
            <ContactRequestForm />
          </div>
          <div role="tabpanel" id={panelId('code')} aria-labelledby={tabId('code')} hidden={active !== 'code'} className="onboarding-panel">
            <AccessCodePanel initialCode={linkCode} />
          </div>
        </section>
      </div>
    </div>
  );
}
