// Five common questions as disclosures: each question is a button (aria-expanded, aria-controls)
// that shows or hides its answer. Several may be open at once.
import { useId, useState } from 'react';
import { CUSTOMER_SIZES, SITE_CONTACT } from '../../../../shared/constants';
import { SUPPORT_REPLY_HOURS } from './chat-script';

interface FaqItem {
  question: string;
  answer: string;
}

const SUPPORT_FAQ: readonly FaqItem[] = [
  {
    question: 'How quickly will I get an answer?',
    answer:
      `We reply to every ticket and e-mail within ${SUPPORT_REPLY_HOURS} hours. ` +
      `For anything urgent, such as a delivery today, call our support line at ${SITE_CONTACT.phone}: it is open 24/7.`,
  },
  {
    question: 'How do I track, change or cancel my rental?',
    answer:
      'Sign in and open My Dashboard or Rental History to see each rental with its status and dates. ' +
      'A rental can be cancelled while it is still pending. To change dates or the delivery address, submit a ticket with your order number.',
  },
  {
    question: 'What size dumpster do I need?',
    answer:
      `Customers rent ${CUSTOMER_SIZES.join(', ')} cubic yard dumpsters. A 10 yard suits a garage or small cleanout, ` +
      '20 yards a kitchen or floor remodel, and 30 to 40 yards a large renovation, new build or commercial job. Not sure? Ask the assistant or call us.',
  },
  {
    question: 'When is my dumpster delivered and picked up?',
    answer:
      'Delivery usually takes 24-48 hours, and some providers offer same-day delivery. Pick a morning (9:00 AM-12:00 PM) or afternoon (1:00 PM-5:00 PM) window at checkout. ' +
      'A standard rental lasts 7 days, then the provider picks the dumpster up.',
  },
  {
    question: 'Do I need a permit, and what can I throw away?',
    answer:
      'On your own driveway you usually need no permit; on the street or sidewalk you usually need a city permit, which many providers pull for you. ' +
      'Hazardous materials are not allowed. Appliances with refrigerant ($250), tires ($40-$80) and paint ($25 per can) cost extra.',
  },
];

export function SupportFaq() {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <section className="support-faq" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>Frequently asked questions</h2>
      <ul className="support-faq__list">
        {SUPPORT_FAQ.map((item, index) => {
          const expanded = open.has(index);
          const panelId = `${baseId}-answer-${index}`;
          return (
            <li key={item.question} className="support-faq__item">
              <h3 className="support-faq__heading">
                <button
                  type="button"
                  className="support-faq__toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <span className="support-faq__icon" aria-hidden="true" />
                </button>
              </h3>
              <div id={panelId} className="support-faq__answer" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
