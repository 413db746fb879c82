// FAQ: the questions grouped by topic, each group a section with an id for deep links
// (/faq#sizes, /faq#permits, /faq#pricing from the footer) and each question a native disclosure
// (<details>/<summary>: keyboard and screen-reader support built in, and find-in-page still works).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  CUSTOMER_SIZES,
  DUMPSTER_TYPE_LABELS,
  SITE_CONTACT,
} from '../../../../shared/constants';
import { useDocumentTitle } from '../../components/use-document-title';
import { SIZE_USES } from '../../lib/size-uses';
import { SectionToc } from './section-toc';
import './pages.css';

interface FaqItem {
  question: string;
  answer: ReactNode;
}

interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'sizes',
    title: 'Dumpster sizes',
    items: [
      {
        question: 'What dumpster sizes can I rent?',
        answer: (
          <p>
            You can search for {CUSTOMER_SIZES.slice(0, -1).join(', ')} and {CUSTOMER_SIZES[CUSTOMER_SIZES.length - 1]}{' '}
            cubic yard dumpsters. Some providers also stock a small 5 yard dumpster; you see every size a provider
            offers on its listing.
          </p>
        ),
      },
      {
        question: 'Which size do I need?',
        answer: (
          <>
            <p>A rough guide to what each size suits:</p>
            <ul className="faq-list">
              {CUSTOMER_SIZES.map((size) => (
                <li key={size}>
                  <strong>{size} yard:</strong> {SIZE_USES[size]}
                </li>
              ))}
            </ul>
            <p>If you are between two sizes, the larger one is usually cheaper than a second haul.</p>
          </>
        ),
      },
      {
        question: 'What types of dumpsters are there?',
        answer: (
          <p>
            Providers list {DUMPSTER_TYPE_LABELS.construction.toLowerCase()},{' '}
            {DUMPSTER_TYPE_LABELS.residential.toLowerCase()}, {DUMPSTER_TYPE_LABELS.commercial.toLowerCase()},{' '}
            {DUMPSTER_TYPE_LABELS.rollOff.toLowerCase()} and {DUMPSTER_TYPE_LABELS.compactor.toLowerCase()} dumpsters.
            The search asks whether the job is construction, residential or commercial and whether the property is
            residential or commercial, and shows the providers that fit.
          </p>
        ),
      },
    ],
  },
  {
    id: 'rental-period',
    title: 'Rental periods',
    items: [
      {
        question: 'How long can I keep the dumpster?',
        answer: (
          <p>
            A standard rental is 7 days. Each provider says which lengths it rents a size for (often 1, 7, 14 or 30
            days), what its price includes (days and tons), and what an extra day or an extra ton costs; results show
            the total for each length, so you can compare what a shorter or longer job costs before you book.
          </p>
        ),
      },
      {
        question: 'How are daily, weekly and monthly prices worked out?',
        answer: (
          <p>
            Each provider sets a rate per cubic yard. The daily price is the rate times the size, the weekly price is
            5 times that and the monthly price 20 times that. The provider&rsquo;s delivery fee and any add-ons you
            choose are added to every total, and results are sorted by the weekly total, cheapest first.
          </p>
        ),
      },
      {
        question: 'Can I book by text message?',
        answer: (
          <p>
            Yes: text BOOK to <a href={SITE_CONTACT.smsBookHref}>{SITE_CONTACT.smsPhone}</a> and we ask for your ZIP
            code, rental period (3 days, a week or a month), delivery date and address, then text you a local
            provider&apos;s price for a 10-yard dumpster, delivery included, and a payment link. It is the same price the
            site shows for that provider.
          </p>
        ),
      },
    ],
  },
  {
    id: 'permits',
    title: 'Permits',
    items: [
      {
        question: 'Do I need a permit?',
        answer: (
          <p>
            Usually not when the dumpster sits on your own driveway or private property. Most cities require a permit
            to place a dumpster on a public street, sidewalk or alley. Rules differ from city to city, so check with
            your local public works or permit office before delivery.
          </p>
        ),
      },
      {
        question: 'Can the provider get the permit for me?',
        answer: (
          <p>
            Many providers offer a Permit Pulling add-on and handle the application for you; its price is shown with
            the provider&rsquo;s other add-ons before you pay. Homeowners&rsquo; associations may have rules of their
            own, so check those too.
          </p>
        ),
      },
    ],
  },
  {
    id: 'prohibited-items',
    title: 'Prohibited items and weight',
    items: [
      {
        question: 'What can I not put in a dumpster?',
        answer: (
          <>
            <p>Hazardous materials are not accepted, including:</p>
            <ul className="faq-list">
              <li>Chemicals, solvents, pesticides and motor oil</li>
              <li>Asbestos and other hazardous building materials</li>
              <li>Car and household batteries</li>
              <li>Medical waste and sharps</li>
              <li>Propane tanks and other pressurized containers</li>
            </ul>
            <p>Your provider can tell you about anything else its local landfill refuses.</p>
          </>
        ),
      },
      {
        question: 'Are there extra fees for some items?',
        answer: (
          <>
            <p>Some items can go in the dumpster but cost extra to dispose of:</p>
            <ul className="faq-list">
              <li>Appliances with refrigerant (refrigerators, freezers, air conditioners): $250</li>
              <li>Tires: $40 to $80 each</li>
              <li>Paint: $25 per can</li>
            </ul>
          </>
        ),
      },
      {
        question: 'How much weight can I put in?',
        answer: (
          <p>
            Each provider sets a weight allowance for each size and may charge for weight over it, so heavy loads such
            as concrete, dirt or roofing shingles are worth mentioning when you book. Never fill above the rim: an
            overfilled dumpster cannot be hauled safely.
          </p>
        ),
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing and payment',
    items: [
      {
        question: 'What is included in the price?',
        answer: (
          <p>
            The total you see covers the rental for the period you choose, the provider&rsquo;s delivery fee and any
            add-ons you pick (such as same-day delivery, driveway protection, permit pulling or cleanup). Extra
            charges only apply for the special items and overweight loads described above.
          </p>
        ),
      },
      {
        question: 'How do I pay?',
        answer: (
          <p>
            You pay online when you book, through Stripe&rsquo;s secure checkout, by credit or debit card or another
            method Stripe offers at checkout. Your card details go straight to Stripe; {SITE_CONTACT.name} never sees
            or stores your full card number.
          </p>
        ),
      },
      {
        question: 'Will I get a confirmation?',
        answer: (
          <p>
            Yes. When your payment goes through, an order confirmation is sent to you automatically by e-mail and text
            message, and the order appears in your account&rsquo;s rental history.
          </p>
        ),
      },
    ],
  },
  {
    id: 'logistics',
    title: 'Delivery and placement',
    items: [
      {
        question: 'How soon can the dumpster be delivered?',
        answer: (
          <p>
            Delivery is typically within 24 to 48 hours; the earliest date you can choose is tomorrow. Pick a morning
            window (9:00 AM to 12:00 PM) or an afternoon window (1:00 PM to 5:00 PM). Many providers also offer
            same-day delivery as an add-on.
          </p>
        ),
      },
      {
        question: 'How much space does the delivery truck need?',
        answer: (
          <p>
            The truck needs about 60 feet of straight, clear space in front of the spot to set the dumpster down, and
            about 23 feet of vertical clearance, so keep the spot free of low wires and branches.
          </p>
        ),
      },
      {
        question: 'Will the dumpster damage my driveway?',
        answer: (
          <p>
            A loaded dumpster is heavy. Many providers offer driveway protection (boards under the dumpster) as an
            add-on; choose it when you book if you are placing the dumpster on a driveway.
          </p>
        ),
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    items: [
      {
        question: 'How do I reach support?',
        answer: (
          <p>
            Call <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a> (open 24/7), e-mail{' '}
            <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> or use the chat and ticket form on the{' '}
            <Link to="/support">Support page</Link>. We reply to tickets and e-mails within 24 hours.
          </p>
        ),
      },
      {
        question: 'Who do I contact about my delivery or pickup?',
        answer: (
          <p>
            Your provider handles the delivery, pickup and disposal. For anything about an order, contact support
            with your order ID (it is on your confirmation and in your rental history) and we will sort it out with
            the provider.
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <div className="container page static-page">
      <header className="static-page__header">
        <h1>Frequently asked questions</h1>
        <p className="page__lead">
          Sizes, rental periods, permits, prices and delivery: the answers to what customers ask us most.
        </p>
      </header>
      <SectionToc label="Topics" entries={FAQ_GROUPS.map(({ id, title }) => ({ id, title }))} />
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`}>{group.title}</h2>
          <div className="faq-group__items">
            {group.items.map((item) => (
              <details key={item.question} className="faq-item">
                <summary className="faq-item__question">{item.question}</summary>
                <div className="faq-item__answer">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <aside className="static-page__aside card" aria-labelledby="faq-more-heading">
        <h2 id="faq-more-heading">Still have a question?</h2>
        <p>
          Our support line is open 24/7 at <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>, or write to{' '}
          <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a>.
        </p>
        <Link to="/support" className="button button--primary">
          Visit Support
        </Link>
      </aside>
    </div>
  );
}
