// The support assistant's script: its topics (menu label, keywords, answer), the fixed lines it
// says, and the pure functions that turn a visitor's pick or typed text into the bot's next turn.
// No React here, so the whole conversation logic is unit-tested on its own.
import { CUSTOMER_SIZES, SITE_CONTACT } from '../../../../shared/constants';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

/** The spec's reply delay of the assistant. */
export const BOT_REPLY_DELAY_MS = 500;
/** The spec's promised reply time for tickets. */
export const SUPPORT_REPLY_HOURS = 24;

export type TopicId = 'order' | 'pricing' | 'delivery' | 'permits' | 'person';

export interface Topic {
  id: TopicId;
  /** The option button's text, also what the visitor "says" when picking it. */
  label: string;
  /** Lower-case words or phrases; typed text naming more of them wins. */
  keywords: readonly string[];
  answer: string;
}

/** What a button under a bot message does. */
export type ChatAction =
  | { kind: 'topic'; topicId: TopicId; label: string }
  | { kind: 'ticket'; label: string }
  | { kind: 'menu'; label: string }
  | { kind: 'call'; label: string; href: string };

export interface BotTurn {
  text: string;
  actions: ChatAction[];
  /** Opens the ticket form with this turn. */
  openTicketForm?: boolean;
}

const sizes = CUSTOMER_SIZES.join(', ');

export const TOPICS: readonly Topic[] = [
  {
    id: 'order',
    label: 'Track or change an order',
    keywords: ['track', 'order', 'rental', 'booking', 'status', 'change', 'cancel', 'reschedule', 'where is', 'confirmation'],
    answer:
      'To track an order, sign in and open My Dashboard or Rental History: every rental shows its status, dates and delivery address. ' +
      'A rental can be cancelled while it is still pending. To change the dates or the address, submit a ticket with your order number and we will arrange it with your provider.',
  },
  {
    id: 'pricing',
    label: 'Pricing and sizes',
    keywords: ['price', 'pricing', 'cost', 'how much', 'size', 'sizes', 'yard', 'cheap', 'fee', 'pay', 'payment', 'quote', 'paypal', 'card'],
    answer:
      `Dumpsters come in ${sizes} cubic yard sizes. Prices depend on the provider, the size and your ZIP code: search your ZIP to compare providers side by side, delivery fee included. ` +
      `Text BOOK to ${SITE_CONTACT.smsPhone} and we text you a local provider's price for a 10-yard dumpster, the same one the site shows. ` +
      'You pay securely online by card (or another method Stripe offers at checkout).',
  },
  {
    id: 'delivery',
    label: 'Delivery and pickup',
    keywords: ['deliver', 'delivery', 'pickup', 'pick up', 'pick-up', 'drop off', 'arrive', 'when', 'time window', 'same-day', 'same day', 'driveway', 'extend'],
    answer:
      'Delivery usually takes 24-48 hours; some providers offer same-day delivery. Choose a morning (9:00 AM-12:00 PM) or afternoon (1:00 PM-5:00 PM) window at checkout. ' +
      'A standard rental lasts 7 days and the provider picks the dumpster up at the end of it. Leave 60 ft of straight access and 23 ft of vertical clearance for the truck.',
  },
  {
    id: 'permits',
    label: 'Permits and prohibited items',
    keywords: ['permit', 'street', 'city', 'prohibited', 'allowed', 'not allowed', 'hazardous', 'tire', 'tires', 'paint', 'appliance', 'refrigerant', 'weight', 'chemical', 'battery', 'asbestos'],
    answer:
      'A dumpster on your own driveway usually needs no permit; one on the street or sidewalk usually needs a city permit, and many providers can pull it for you. ' +
      'Hazardous materials (chemicals, solvents, asbestos, motor oil, batteries) are not allowed. Some items cost extra: appliances with refrigerant $250, tires $40-$80, paint $25 per can.',
  },
  {
    id: 'person',
    label: 'Talk to a person',
    keywords: ['person', 'human', 'agent', 'representative', 'someone', 'talk', 'speak', 'call', 'phone', 'contact', 'complaint', 'refund', 'ticket'],
    answer:
      `Our support line is open 24/7 at ${SITE_CONTACT.phone}, and you can e-mail ${SITE_CONTACT.email}. ` +
      `Or submit a ticket here and our team replies within ${SUPPORT_REPLY_HOURS} hours.`,
  },
];

const SUBMIT_TICKET_LABEL = 'Submit Ticket';
const TRY_AGAIN_LABEL = 'Try Again';
const MAIN_MENU_LABEL = 'Main Menu';
const CALL_LABEL = 'Call Support Line';

const BOT_LINES = {
  greeting: `Hi! I'm the ${SITE_CONTACT.name} support assistant. What can I help you with? Pick a topic or type your question.`,
  menu: 'What else can I help you with? Pick a topic or type your question.',
  notUnderstood:
    "Sorry, I didn't catch that. Here is what I can help with; you can also submit a ticket and a person will answer.",
  ticketIntro: `Tell us what you need and how to reach you, and a person will reply within ${SUPPORT_REPLY_HOURS} hours.`,
  ticketFailed: SCREEN_MESSAGES.supportTicketFailed,
  ticketCancelled: 'No problem, the ticket was not sent. What else can I help you with?',
} as const;

/**
 * The line after a ticket went in. Only a signed-in sender gets a receipt (at their account
 * address; the server says whether it sent one), so a visitor is told to keep the number instead.
 */
function ticketConfirmation(ticketId: string, receiptSent: boolean): string {
  const receipt = receiptSent
    ? 'We have e-mailed a receipt with this number to your account address.'
    : 'Please keep it for your records.';
  return `Thank you! Your ticket has been submitted. Your ticket number is ${ticketId}. ${receipt} Our support team will reply within ${SUPPORT_REPLY_HOURS} hours.`;
}

const callAction: ChatAction = { kind: 'call', label: CALL_LABEL, href: SITE_CONTACT.phoneHref };
const ticketAction: ChatAction = { kind: 'ticket', label: SUBMIT_TICKET_LABEL };
const menuAction: ChatAction = { kind: 'menu', label: MAIN_MENU_LABEL };

/** Every topic, then Submit Ticket. */
export function menuActions(): ChatAction[] {
  return [...TOPICS.map((topic): ChatAction => ({ kind: 'topic', topicId: topic.id, label: topic.label })), ticketAction];
}

export function topicById(id: TopicId): Topic {
  return TOPICS.find((topic) => topic.id === id)!;
}

export const greetingTurn = (): BotTurn => ({ text: BOT_LINES.greeting, actions: menuActions() });
const menuTurn = (): BotTurn => ({ text: BOT_LINES.menu, actions: menuActions() });
const ticketTurn = (): BotTurn => ({ text: BOT_LINES.ticketIntro, actions: [], openTicketForm: true });
/** The spec's failure line, or the server's own reason when it gave one worth reading (429: wait). */
export const ticketFailedTurn = (text: string = BOT_LINES.ticketFailed): BotTurn => ({
  text,
  actions: [{ kind: 'ticket', label: TRY_AGAIN_LABEL }, callAction, menuAction],
});
export const ticketSentTurn = (ticketId: string, receiptSent: boolean): BotTurn => ({
  text: ticketConfirmation(ticketId, receiptSent),
  actions: [menuAction],
});
export const ticketCancelledTurn = (): BotTurn => ({ text: BOT_LINES.ticketCancelled, actions: menuActions() });

function topicTurn(id: TopicId): BotTurn {
  const topic = topicById(id);
  const actions: ChatAction[] = id === 'person' ? [ticketAction, callAction, menuAction] : [ticketAction, menuAction];
  return { text: topic.answer, actions };
}

/** Lower case, punctuation to spaces, single spaces, padded so phrases match on word edges. */
function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9-]+/g, ' ').replace(/\s+/g, ' ').trim()} `;
}

/** How many of a topic's keywords the text names (whole words; a trailing 's' or 'es' still counts). */
export function keywordScore(text: string, topic: Topic): number {
  const normal = normalise(text);
  return topic.keywords.filter((keyword) => {
    const key = normalise(keyword).trim();
    return [` ${key} `, ` ${key}s `, ` ${key}es `].some((form) => normal.includes(form));
  }).length;
}

/** The topic typed text is about: the one naming the most keywords (the first on a tie), or null. */
export function matchTopic(text: string): TopicId | null {
  let best: TopicId | null = null;
  let bestScore = 0;
  for (const topic of TOPICS) {
    const score = keywordScore(text, topic);
    if (score > bestScore) {
      best = topic.id;
      bestScore = score;
    }
  }
  return best;
}

const TICKET_WORDS = ['submit ticket', 'open ticket', 'open a ticket', 'submit a ticket', 'create a ticket', 'file a ticket', 'new ticket'];
const MENU_WORDS = ['menu', 'main menu', 'start over', 'options', 'help'];

/** The bot's answer to typed text: a ticket request opens the form, a topic answers, else the menu. */
export function replyToText(text: string): BotTurn {
  const normal = normalise(text);
  if (TICKET_WORDS.some((phrase) => normal.includes(` ${phrase} `))) return ticketTurn();
  const topic = matchTopic(text);
  if (topic) return topicTurn(topic);
  if (MENU_WORDS.some((phrase) => normal.includes(` ${phrase} `))) return menuTurn();
  return { text: BOT_LINES.notUnderstood, actions: menuActions() };
}

/** The bot's answer to a button (a call link is a plain link and gets none). */
export function replyToAction(action: ChatAction): BotTurn | null {
  switch (action.kind) {
    case 'topic':
      return topicTurn(action.topicId);
    case 'ticket':
      return ticketTurn();
    case 'menu':
      return menuTurn();
    case 'call':
      return null;
  }
}
