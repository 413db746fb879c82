// /support (public): ways to reach us (24/7 phone, e-mail, the live chat), the scripted support
// assistant with its ticket form, and five common questions. Contact details come from
// SITE_CONTACT only.
import type { MouseEvent } from 'react';
import { SITE_CONTACT } from '../../../../shared/constants';
import { useDocumentTitle } from '../../components/use-document-title';
import { SUPPORT_REPLY_HOURS } from './chat-script';
import { CHAT_ID, CHAT_INPUT_ID, SupportChat } from './support-chat';
import { SupportFaq } from './support-faq';
import './support.css';

function focusChat(event: MouseEvent<HTMLAnchorElement>) {
  const input = document.getElementById(CHAT_INPUT_ID);
  if (!input) return;
  event.preventDefault();
  document.getElementById(CHAT_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  input.focus({ preventScroll: true });
}

function ContactIcon({ path }: { path: string }) {
  return (
    <span className="contact-card__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d={path} />
      </svg>
    </span>
  );
}

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  chat: 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM7 9h10v2H7zm6 5H7v-2h6zm4-6H7V6h10z',
};

export function SupportPage() {
  useDocumentTitle('24/7 Support');
  return (
    <div className="container page support-page">
      <div className="support-hero">
        <h1>24/7 Customer Support</h1>
        <p className="page__lead">
          Questions about a rental, a delivery or your account? Call, e-mail or chat with us any time.{' '}
          <strong>We reply within {SUPPORT_REPLY_HOURS} hours.</strong>
        </p>
      </div>

      <ul className="contact-cards" aria-label="Ways to contact support">
        <li className="card contact-card">
          <ContactIcon path={ICONS.phone} />
          <h2 className="contact-card__title">Call us</h2>
          <p className="contact-card__text">Our support line is open 24/7.</p>
          <a className="contact-card__link" href={SITE_CONTACT.phoneHref} aria-label={`Call ${SITE_CONTACT.phone}`}>
            {SITE_CONTACT.phone}
          </a>
        </li>
        <li className="card contact-card">
          <ContactIcon path={ICONS.mail} />
          <h2 className="contact-card__title">E-mail us</h2>
          <p className="contact-card__text">We reply within {SUPPORT_REPLY_HOURS} hours.</p>
          <a
            className="contact-card__link"
            href={`mailto:${SITE_CONTACT.email}`}
            aria-label={`E-mail ${SITE_CONTACT.email}`}
          >
            {SITE_CONTACT.email}
          </a>
        </li>
        <li className="card contact-card">
          <ContactIcon path={ICONS.chat} />
          <h2 className="contact-card__title">Live chat</h2>
          <p className="contact-card__text">Instant answers, or open a ticket with our team.</p>
          <a className="contact-card__link" href={`#${CHAT_ID}`} onClick={focusChat}>
            Start a live chat
          </a>
        </li>
      </ul>

      <div className="support-layout">
        <SupportChat />
        <SupportFaq />
      </div>
    </div>
  );
}
