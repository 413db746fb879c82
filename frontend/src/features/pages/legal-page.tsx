// Privacy Policy and Terms of Service: one page, two tabs chosen by the path (/privacy selects the
// policy, any other path the terms). Choosing the other tab navigates to its path, so each document
// has its own address, title and history entry. Tabs follow the ARIA tabs pattern: one tab stop,
// arrow keys / Home / End move between tabs and select them.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SITE_CONTACT } from '../../../../shared/constants';
import { useDocumentTitle } from '../../components/use-document-title';
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED, type LegalDocument } from './legal-content';
import { SectionToc } from './section-toc';
import './pages.css';

const TAB_ORDER = [LEGAL_DOCUMENTS.privacy, LEGAL_DOCUMENTS.terms] as const;

/** Navigation state set by a tab switch, so the new page puts focus back on the tab. */
interface LegalTabState {
  fromLegalTab?: boolean;
}

export function LegalPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const active: LegalDocument = location.pathname === '/privacy' ? LEGAL_DOCUMENTS.privacy : LEGAL_DOCUMENTS.terms;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  useDocumentTitle(active.title);

  // The layout moves focus to <main> on every path change; after a tab switch the keyboard user
  // should stay on the tab, so take focus back once that has happened.
  const fromTab = (location.state as LegalTabState | null)?.fromLegalTab === true;
  useEffect(() => {
    if (!fromTab) return;
    const timer = window.setTimeout(() => tabRefs.current[active.key]?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [fromTab, active.key]);

  const select = (document: LegalDocument) => {
    if (document.key === active.key) return;
    navigate(document.path, { preventScrollReset: true, state: { fromLegalTab: true } satisfies LegalTabState });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TAB_ORDER.findIndex((document) => document.key === active.key);
    const last = TAB_ORDER.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(TAB_ORDER[next]);
  };

  const panelId = `legal-panel-${active.key}`;
  const { address } = SITE_CONTACT;
  return (
    <div className="container page static-page legal-page">
      <header className="static-page__header">
        <h1>Privacy &amp; Terms</h1>
        <p className="page__lead">How {SITE_CONTACT.name} handles your information, and the rules for using the marketplace.</p>
      </header>

      <div role="tablist" aria-label="Legal documents" className="legal-tabs">
        {TAB_ORDER.map((document) => {
          const selected = document.key === active.key;
          return (
            <button
              key={document.key}
              ref={(element) => {
                tabRefs.current[document.key] = element;
              }}
              type="button"
              role="tab"
              id={`legal-tab-${document.key}`}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={`legal-tabs__tab${selected ? ' legal-tabs__tab--selected' : ''}`}
              onClick={() => select(document)}
              onKeyDown={onKeyDown}
            >
              {document.title}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={panelId} aria-labelledby={`legal-tab-${active.key}`} className="legal-panel">
        <div className="legal-panel__layout">
          <div className="legal-panel__toc">
            <SectionToc label="Contents" ordered entries={active.sections.map(({ id, title }) => ({ id, title }))} />
          </div>
          <article className="legal-doc" aria-labelledby={`${active.key}-title`}>
            <h2 id={`${active.key}-title`} className="legal-doc__title">
              {active.title}
            </h2>
            <p className="legal-doc__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
            {active.intro}
            {active.sections.map((section, index) => (
              <section key={section.id} id={section.id} className="legal-doc__section" aria-labelledby={`${section.id}-heading`}>
                <h3 id={`${section.id}-heading`}>
                  {index + 1}. {section.title}
                </h3>
                {section.body}
              </section>
            ))}
          </article>
        </div>
      </div>

      <section className="static-page__aside card legal-contact" aria-labelledby="legal-contact-heading">
        <h2 id="legal-contact-heading">Contact</h2>
        <dl className="contact-list">
          <div>
            <dt>Mail</dt>
            <dd>
              <address>
                {SITE_CONTACT.name}, {address.street}, {address.city}, {address.state} {address.zipCode}
              </address>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Support</dt>
            <dd>
              <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>
            </dd>
          </div>
          <div>
            <dt>Privacy</dt>
            <dd>
              <a href={`mailto:${SITE_CONTACT.privacyEmail}`}>{SITE_CONTACT.privacyEmail}</a>
            </dd>
          </div>
          <div>
            <dt>Legal</dt>
            <dd>
              <a href={`mailto:${SITE_CONTACT.legalEmail}`}>{SITE_CONTACT.legalEmail}</a>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
