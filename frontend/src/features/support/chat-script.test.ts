// The assistant's script as data: keyword matching, the turn for each button and typed text, and
// the failure reply in the spec's wording.
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../../shared/constants';
import {
  BOT_REPLY_DELAY_MS,
  keywordScore,
  matchTopic,
  menuActions,
  replyToAction,
  replyToText,
  ticketFailedTurn,
  ticketSentTurn,
  topicById,
  TOPICS,
} from './chat-script';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

describe('support chat script', () => {
  it('replies after half a second and offers every topic and Submit Ticket in its menu', () => {
    expect(BOT_REPLY_DELAY_MS).toBe(500);
    expect(menuActions().map((action) => action.label)).toEqual([
      'Track or change an order',
      'Pricing and sizes',
      'Delivery and pickup',
      'Permits and prohibited items',
      'Talk to a person',
      'Submit Ticket',
    ]);
  });

  it('matches typed text to the topic naming most of its keywords, on whole words', () => {
    expect(matchTopic('Where is my order?')).toBe('order');
    expect(matchTopic('How much does a 20 yard dumpster cost')).toBe('pricing');
    expect(matchTopic('When will the dumpster arrive?')).toBe('delivery');
    expect(matchTopic('Can I throw away TIRES and paint?')).toBe('permits');
    expect(matchTopic('I want to speak to a human')).toBe('person');
    expect(matchTopic('hello there')).toBeNull();
    expect(matchTopic('')).toBeNull();
    // 'card' is a whole word, not part of 'cardboard'.
    expect(keywordScore('cardboard', topicById('pricing'))).toBe(0);
    expect(keywordScore('do you take a card', topicById('pricing'))).toBe(1);
  });

  it('answers typed text with the topic, the ticket form, or the menu again', () => {
    const pricing = replyToText('what sizes do you have?');
    expect(pricing.text).toBe(topicById('pricing').answer);
    expect(pricing.actions.map((action) => action.label)).toEqual(['Submit Ticket', 'Main Menu']);

    expect(replyToText('I would like to submit a ticket').openTicketForm).toBe(true);
    const unknown = replyToText('asdf qwerty');
    expect(unknown.text).toMatch(/didn't catch that/);
    expect(unknown.actions).toEqual(menuActions());
    expect(replyToText('main menu').actions).toEqual(menuActions());
  });

  it('turns each button into its reply; a call is a link and gets none', () => {
    expect(replyToAction({ kind: 'topic', topicId: 'delivery', label: 'Delivery and pickup' })?.text).toBe(
      topicById('delivery').answer,
    );
    expect(replyToAction({ kind: 'ticket', label: 'Submit Ticket' })?.openTicketForm).toBe(true);
    expect(replyToAction({ kind: 'menu', label: 'Main Menu' })?.actions).toEqual(menuActions());
    expect(replyToAction({ kind: 'call', label: 'Call Support Line', href: SITE_CONTACT.phoneHref })).toBeNull();
    const person = replyToAction({ kind: 'topic', topicId: 'person', label: 'Talk to a person' })!;
    expect(person.text).toContain(SITE_CONTACT.phone);
    expect(person.actions.map((action) => action.label)).toEqual(['Submit Ticket', 'Call Support Line', 'Main Menu']);
  });

  it('says the spec failure reply with Try Again, Call Support Line and Main Menu; a success names the ticket', () => {
    const failed = ticketFailedTurn();
    expect(failed.text).toBe(SCREEN_MESSAGES.supportTicketFailed);
    expect(failed.actions).toEqual([
      { kind: 'ticket', label: 'Try Again' },
      { kind: 'call', label: 'Call Support Line', href: SITE_CONTACT.phoneHref },
      { kind: 'menu', label: 'Main Menu' },
    ]);
    const sent = ticketSentTurn('T-42', false);
    expect(sent.text).toContain('T-42');
    expect(sent.text).toContain('24 hours');
    expect(sent.text).not.toMatch(/receipt/i);
    expect(ticketSentTurn('T-43', true).text).toContain('e-mailed a receipt');
  });

  it('gives every topic keywords and an answer', () => {
    for (const topic of TOPICS) {
      expect(topic.keywords.length).toBeGreaterThan(3);
      expect(topic.answer.length).toBeGreaterThan(40);
      expect(matchTopic(topic.keywords[0]!)).toBe(topic.id);
    }
  });
});
