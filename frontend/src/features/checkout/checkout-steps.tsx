// The 3-step indicator. Submitting step 1 hands over to the payment provider's hosted page
// (step 2); the success page is step 3.
const STEPS = ['Your Information', 'Payment', 'Confirmation'] as const;

export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="checkout-steps" aria-label="Checkout progress">
      {STEPS.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
        return (
          <li key={label} className={`checkout-steps__item checkout-steps__item--${state}`} aria-current={step === current ? 'step' : undefined}>
            <span className="checkout-steps__number" aria-hidden="true">
              {step < current ? '✓' : step}
            </span>
            <span>
              {label}
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
