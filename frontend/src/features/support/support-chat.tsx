// The support assistant: a scripted conversation (chat-script.ts) in a live log. The visitor picks
// an option or types; the assistant answers after BOT_REPLY_DELAY_MS with a typing indicator
// meanwhile. 'Submit Ticket' opens the ticket form under the log; its outcome is the assistant's
// next line (the ticket number, and whether a receipt was e-mailed, or the spec's failure reply
// with Try Again / Call / Main Menu).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { supportTicketRequestSchema } from '../../../../shared/schemas/support';
import { isApiError } from '../../lib/api-error';
import { useCustomerProfile } from '../../lib/customer-profile';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useSession } from '../../lib/session';
import {
  BOT_REPLY_DELAY_MS,
  greetingTurn,
  replyToAction,
  replyToText,
  ticketCancelledTurn,
  ticketFailedTurn,
  ticketSentTurn,
  type BotTurn,
  type ChatAction,
} from './chat-script';
import { useSubmitSupportTicket } from './support-api';
import { TicketForm } from './ticket-form';
import { emptyDraft, ticketBody } from './ticket-rules';

export const CHAT_ID = 'support-chat';
export const CHAT_INPUT_ID = 'support-chat-input';

type ChatMessage =
  | { id: number; role: 'bot'; text: string; actions: ChatAction[] }
  | { id: number; role: 'user'; text: string };

type FocusTarget = 'input' | 'action';

export function SupportChat() {
  const session = useSession();
  // Access tokens carry no e-mail, so /api/me may leave it out: a customer's profile has it.
  const needsProfile = session.status === 'signedIn' && !session.user?.email && session.user?.role === 'customer';
  const profile = useCustomerProfile({ enabled: needsProfile });
  const accountEmail = session.user?.email || (needsProfile ? (profile.data?.email ?? '') : '');
  const submitTicket = useSubmitSupportTicket();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, role: 'bot', ...greetingTurn() }]);
  const [typing, setTyping] = useState(0);
  const [text, setText] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; serial: number }>();
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // The ticket draft lives here, not in the form, so Try Again reopens the form as it was.
  const ticket = useSchemaForm({
    schema: supportTicketRequestSchema,
    initialValues: emptyDraft(accountEmail),
    toInput: ticketBody,
    mutation: submitTicket,
    onSuccess: (sent) => {
      setFormOpen(false);
      ticket.reset(emptyDraft(accountEmail));
      say(ticketSentTurn(sent.ticketId, sent.receiptSent));
      requestFocus('input');
    },
    onError: (error) => {
      // A field the server refused (an order not found for this e-mail) stays in the form, on its field.
      if (isApiError(error) && error.fieldErrors && Object.keys(error.fieldErrors).length) return;
      // Otherwise the assistant answers, and the draft stays for Try Again. Over the ticket limit
      // (429) the server's message says how long to wait.
      setFormOpen(false);
      say(ticketFailedTurn(isApiError(error, 429) ? error.message : undefined));
      requestFocus('action');
    },
  });
  const { set: setTicketField } = ticket;
  const draftEmail = ticket.values.email;

  // The account e-mail may arrive after the page (the session restores): prefill an empty field.
  useEffect(() => {
    if (accountEmail && !draftEmail) setTicketField('email', accountEmail);
  }, [accountEmail, draftEmail, setTicketField]);

  // Newest line in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'action') actionsRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    else inputRef.current?.focus();
  }, [focusRequest]);

  const requestFocus = (target: FocusTarget) => setFocusRequest((current) => ({ target, serial: (current?.serial ?? 0) + 1 }));

  function add(message: { role: 'bot'; text: string; actions: ChatAction[] } | { role: 'user'; text: string }) {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id }]);
  }

  function say(turn: BotTurn) {
    add({ role: 'bot', text: turn.text, actions: turn.actions });
    if (turn.openTicketForm) {
      setFormOpen(true);
      setFormKey((key) => key + 1);
    }
  }

  function replyLater(turn: BotTurn) {
    setTyping((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setTyping((count) => count - 1);
      say(turn);
    }, BOT_REPLY_DELAY_MS);
    timers.current.add(timer);
  }

  function pick(action: ChatAction) {
    const turn = replyToAction(action);
    if (!turn) return;
    add({ role: 'user', text: action.label });
    replyLater(turn);
    requestFocus('input');
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) {
      inputRef.current?.focus();
      return;
    }
    add({ role: 'user', text: typed });
    setText('');
    replyLater(replyToText(typed));
    requestFocus('input');
  }

  function cancel() {
    setFormOpen(false);
    add({ role: 'user', text: 'Cancel ticket' });
    replyLater(ticketCancelledTurn());
    requestFocus('input');
  }

  const last = messages[messages.length - 1];

  return (
    <section id={CHAT_ID} className="card support-chat" aria-labelledby={`${CHAT_ID}-title`}>
      <div className="support-chat__head">
        <span className="support-chat__avatar" aria-hidden="true">
          DM
        </span>
        <div>
          <h2 id={`${CHAT_ID}-title`} className="support-chat__title">
            Live chat
          </h2>
          <p className="support-chat__sub">Support assistant, online 24/7</p>
        </div>
      </div>

      <div
        ref={logRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label="Conversation with the support assistant"
        tabIndex={0}
      >
        <ol className="chat-log__list">
          {messages.map((message) => (
            <li key={message.id} className={`chat-msg chat-msg--${message.role}`}>
              <p className="chat-msg__bubble">
                <span className="visually-hidden">{message.role === 'bot' ? 'Assistant: ' : 'You: '}</span>
                {message.text}
              </p>
              {message.role === 'bot' && message === last && message.actions.length > 0 && (
                <div ref={actionsRef} className="chat-actions" role="group" aria-label="Options">
                  {message.actions.map((action) =>
                    action.kind === 'call' ? (
                      <a key={action.label} className="chat-option chat-option--call" href={action.href}>
                        {action.label}
                      </a>
                    ) : (
                      <button key={action.label} type="button" className="chat-option" onClick={() => pick(action)}>
                        {action.label}
                      </button>
                    ),
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      </div>
      {typing > 0 && (
        <p className="chat-typing">
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Assistant is typing...
        </p>
      )}

      {formOpen && (
        <TicketForm key={formKey} form={ticket} onCancel={cancel} />
      )}

      <form className="chat-input" onSubmit={send}>
        <label className="visually-hidden" htmlFor={CHAT_INPUT_ID}>
          Type your question
        </label>
        <input
          id={CHAT_INPUT_ID}
          ref={inputRef}
          className="text-input"
          type="text"
          autoComplete="off"
          placeholder="Type your question..."
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Send
        </button>
      </form>
    </section>
  );
}
