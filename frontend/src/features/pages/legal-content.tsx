// The text of the Privacy Policy and the Terms of Service, as sections the legal page renders with
// a table of contents. Contact details come from SITE_CONTACT, never typed here.
import type { ReactNode } from 'react';
import { SITE_CONTACT } from '../../../../shared/constants';

export const LEGAL_LAST_UPDATED = 'April 29, 2025';

interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocument {
  key: 'privacy' | 'terms';
  path: '/privacy' | '/terms';
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

const SITE = SITE_CONTACT.name;
const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'privacy-information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the marketplace:</p>
        <ul className="legal-list">
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number, postal address and role
            (customer or provider). Accounts and passwords are managed by Amazon Cognito; we never see or store your
            password in readable form.
          </li>
          <li>
            <strong>Booking details:</strong> the ZIP codes you search, the dumpster, size, rental period, delivery
            date, time window and address you choose, the add-ons you select and the order&rsquo;s status.
          </li>
          <li>
            <strong>Payment details:</strong> payments are processed by Stripe. Your card number goes directly to
            Stripe; we receive only what we need to record the payment, such as the amount, the payment status and a
            payment reference.
          </li>
          <li>
            <strong>Messages:</strong> support tickets, chat messages and e-mails you send us, and the text messages
            you send to our text-to-book number.
          </li>
          <li>
            <strong>Provider details:</strong> for providers, business details, service areas, prices, listings and
            the documents submitted for verification (such as insurance certificates and driver&rsquo;s licenses).
          </li>
          <li>
            <strong>Technical data:</strong> basic logs our servers keep when you use the site (such as IP address,
            browser type and the pages requested), used to keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-how-we-use',
    title: 'How we use your information',
    body: (
      <ul className="legal-list">
        <li>To create and secure your account and let you sign in.</li>
        <li>To show providers that serve your ZIP code and the prices they charge.</li>
        <li>To take bookings and payments and to send order confirmations, updates and receipts.</li>
        <li>To answer support requests and resolve problems with orders.</li>
        <li>To verify providers and keep the marketplace safe, including preventing fraud and abuse.</li>
        <li>To meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-sharing',
    title: 'How we share your information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only as follows:</p>
        <ul className="legal-list">
          <li>
            <strong>With the provider you book:</strong> when you place an order, the provider you chose receives the
            order details it needs to deliver and collect the dumpster: your name, phone number, e-mail address,
            delivery address, dates, time window, dumpster details and add-ons.
          </li>
          <li>
            <strong>With service providers who work for us:</strong> Stripe (payments), Amazon Web Services (hosting,
            data storage, account management with Amazon Cognito, and sending e-mail and text messages). They may use
            the information only to provide their services to us.
          </li>
          <li>
            <strong>For legal reasons:</strong> when the law requires it, or to protect the rights, property or
            safety of {SITE}, our users or others.
          </li>
          <li>
            <strong>In a business transfer:</strong> if {SITE} is merged or sold, your information may pass to the
            new owner under this policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-messages',
    title: 'E-mail and text messages',
    body: (
      <>
        <p>
          We send e-mails and text messages about your account and your orders, such as order confirmations, status
          updates, receipts and support replies. If you text our text-to-book number, we reply by text to complete the
          booking.
        </p>
        <p>
          Reply <strong>STOP</strong> to any text to stop receiving text messages from us, and START to receive them
          again; reply HELP for help. Message and data rates may apply. Order e-mails are part of the service and are
          sent while you have an active order.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use your browser&rsquo;s local storage to keep you signed in and, if you ask us to, to remember your
        e-mail address on the sign-in form. We do not use advertising cookies. Stripe&rsquo;s checkout page may set
        its own cookies to process payments and prevent fraud.
      </p>
    ),
  },
  {
    id: 'privacy-retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account information while your account is open. Order and payment records are kept for as long as
        tax and accounting law requires. Text-to-book conversations are deleted 24 hours after the last message.
        When you close your account, we delete or anonymize the rest of your personal information unless we must keep
        it by law.
      </p>
    ),
  },
  {
    id: 'privacy-security',
    title: 'Security',
    body: (
      <p>
        Information is encrypted in transit, access is limited to the people and systems that need it, and payment
        cards are handled by Stripe, which is certified to the PCI DSS standard. No system is perfectly secure; if we
        learn of a breach affecting your information, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'privacy-your-choices',
    title: 'Your choices and rights',
    body: (
      <p>
        You can view and update your profile in your account at any time. You may ask us for a copy of your personal
        information, ask us to correct or delete it, or close your account, by writing to{' '}
        {mail(SITE_CONTACT.privacyEmail)}. Depending on the state you live in, you may have further rights; we honor
        them as the law requires and will not treat you differently for using them.
      </p>
    ),
  },
  {
    id: 'privacy-children',
    title: 'Children',
    body: (
      <p>
        {SITE} is for adults. You must be at least 18 years old to create an account, and we do not knowingly collect
        information from anyone under 18.
      </p>
    ),
  },
  {
    id: 'privacy-changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. The date at the top shows when it last changed; if a change is significant, we
        will tell account holders by e-mail or on the site before it takes effect.
      </p>
    ),
  },
  {
    id: 'privacy-contact',
    title: 'Contact us',
    body: <p>Questions about this policy or your information: {mail(SITE_CONTACT.privacyEmail)}.</p>,
  },
];

const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'terms-acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        These terms govern your use of the {SITE} website, accounts and text-to-book service. By creating an account,
        booking a rental or listing dumpsters, you agree to them and to our Privacy Policy. If you do not agree, do not
        use the service.
      </p>
    ),
  },
  {
    id: 'terms-eligibility',
    title: 'Eligibility and accounts',
    body: (
      <p>
        You must be at least 18 years old and able to enter into a binding contract to use {SITE}. Give accurate
        information, keep your password secret and tell us at once if you think someone else is using your account.
        You are responsible for what happens under your account.
      </p>
    ),
  },
  {
    id: 'terms-marketplace',
    title: 'Our role as a marketplace',
    body: (
      <p>
        {SITE} is an online marketplace that connects customers with independent dumpster rental providers. We are
        not a hauler and do not own, deliver or collect dumpsters. Each rental is an agreement between the customer
        and the provider, who is responsible for the delivery, pickup, disposal and condition of the dumpster. We
        check providers&rsquo; insurance and driver&rsquo;s license before showing the Verified badge, but we do not
        guarantee any provider&rsquo;s work.
      </p>
    ),
  },
  {
    id: 'terms-bookings',
    title: 'Bookings, prices and payment',
    body: (
      <>
        <p>
          Prices are set by providers and shown before you pay, including the delivery fee and the add-ons you
          choose. Payment is taken when you book, through Stripe, and is subject to Stripe&rsquo;s terms. A booking is
          a request until the provider accepts it; if a provider cannot fulfil a paid booking, we will help you find
          another provider or arrange a refund.
        </p>
        <p>
          Extra charges may apply for items that cost more to dispose of (such as appliances with refrigerant, tires
          and paint), for loads over the provider&rsquo;s weight allowance and for rentals kept past the booked
          period. The provider tells you about them before charging.
        </p>
      </>
    ),
  },
  {
    id: 'terms-customer',
    title: 'Customer responsibilities',
    body: (
      <ul className="legal-list">
        <li>Obtain any permit your city requires to place the dumpster on a public street or sidewalk.</li>
        <li>
          Provide safe access for delivery: about 60 feet of straight clear space and 23 feet of vertical clearance.
        </li>
        <li>Do not put hazardous or prohibited materials in the dumpster or fill it above the rim.</li>
        <li>Pay for damage you cause to the dumpster beyond normal wear.</li>
      </ul>
    ),
  },
  {
    id: 'terms-provider',
    title: 'Provider responsibilities',
    body: (
      <p>
        Providers must hold the licenses and insurance their work requires, keep their listings, prices and service
        areas accurate, honor accepted bookings, and deliver, collect and dispose of waste lawfully. Providers may use
        customers&rsquo; details only to fulfil their orders.
      </p>
    ),
  },
  {
    id: 'terms-messages',
    title: 'Text messages',
    body: (
      <p>
        By texting our text-to-book number or giving us your phone number, you agree to receive texts about your
        bookings. Reply STOP to opt out and HELP for help. Message and data rates may apply.
      </p>
    ),
  },
  {
    id: 'terms-conduct',
    title: 'Acceptable use',
    body: (
      <p>
        Do not misuse the service: no false listings or bookings, no attempts to get around payment through{' '}
        {SITE}, no scraping, no interfering with the site&rsquo;s security, and no harassment of other users. We may
        suspend or close accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'terms-disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent the law allows, we
        make no warranties about the service or about any provider, dumpster or rental, and we do not promise that the
        site will always be available or free of errors.
      </p>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {SITE} is not liable for indirect, incidental, special or consequential damages,
        or for the acts or omissions of providers or customers. Our total liability for any claim arising from the
        service is limited to the amount you paid through {SITE} in the six months before the claim arose.
      </p>
    ),
  },
  {
    id: 'terms-indemnity',
    title: 'Indemnification',
    body: (
      <p>
        You agree to indemnify {SITE} against claims, losses and costs arising from your breach of these terms, your
        misuse of the service or, for providers, the services you perform.
      </p>
    ),
  },
  {
    id: 'terms-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of the State of Ohio, without regard to its conflict-of-law rules. Any
        dispute arising from these terms or the service shall be brought exclusively in the state or federal courts
        located in Franklin County, Ohio, and you consent to their jurisdiction.
      </p>
    ),
  },
  {
    id: 'terms-changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms. The date at the top shows when they last changed; significant changes are announced
        by e-mail or on the site before they take effect. Using the service after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'terms-contact',
    title: 'Contact us',
    body: <p>Questions about these terms: {mail(SITE_CONTACT.legalEmail)}.</p>,
  },
];

export const LEGAL_DOCUMENTS: Record<LegalDocument['key'], LegalDocument> = {
  privacy: {
    key: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    intro: (
      <p>
        This policy explains what personal information {SITE} collects when you use our marketplace, how we use it,
        who we share it with and the choices you have.
      </p>
    ),
    sections: PRIVACY_SECTIONS,
  },
  terms: {
    key: 'terms',
    path: '/terms',
    title: 'Terms of Service',
    intro: (
      <p>
        These terms are the agreement between you and {SITE} for using our dumpster rental marketplace. Please read
        them carefully.
      </p>
    ),
    sections: TERMS_SECTIONS,
  },
};
