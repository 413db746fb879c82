// Four steps from ZIP code to delivery, each with a small inline icon (no image requests).
import type { ReactNode } from 'react';
import './landing.css';

const ICON_PROPS = { viewBox: '0 0 24 24', width: 28, height: 28, 'aria-hidden': true, fill: 'currentColor' } as const;

const STEPS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Enter your ZIP',
    text: 'Tell us where the dumpster goes and we check which providers deliver there.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z" />
      </svg>
    ),
  },
  {
    title: 'Compare prices',
    text: 'See daily, weekly and monthly totals side by side, delivery fee included.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M4 20V10h4v10zm6 0V4h4v16zm6 0v-7h4v7z" />
      </svg>
    ),
  },
  {
    title: 'Book and pay online',
    text: 'Choose your provider, date and add-ons, then pay securely through Stripe.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm2 2v2h14V8zm0 5v5h14v-5zm2 1h5v2H7z" />
      </svg>
    ),
  },
  {
    title: 'Get it delivered',
    text: 'The provider drops it off, typically within 24-48 hours, and hauls it away when you are done.',
    icon: (
      <svg {...ICON_PROPS}>
        <path d="M2 6h12v9h1.5V9H19l3 4v4h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H2zm15.5 4.5V13h3l-1.9-2.5zM6.5 16.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm11 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z" />
      </svg>
    ),
  },
];

export function HowItWorks() {
  return (
    <section className="section container" aria-labelledby="how-heading">
      <h2 id="how-heading">How it works</h2>
      <ol className="steps-list">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card steps-list__item">
            <div className="steps-list__top">
              <span className="steps-list__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="steps-list__icon">{step.icon}</span>
            </div>
            <h3>
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
