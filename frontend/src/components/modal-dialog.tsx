// A modal dialog on the native <dialog>, opened with showModal(): the browser puts it in the top
// layer over a ::backdrop, makes the rest of the page inert and gives it the dialog role. On top of
// that: focus moves inside on open, Tab wraps inside, Escape and a click on the backdrop close it
// (neither while a request runs), and focus returns to whatever opened it. jsdom has no
// showModal(); test-setup.ts gives its <dialog> one that only opens it.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './modal-dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Set while a request runs, so Escape does not abandon it half way. */
  busy?: boolean;
}

export function ModalDialog({ title, onClose, children, busy = false }: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    // Escape is heard on the document, so it works even when focus has fallen out of the dialog
    // (e.g. the focused button was replaced by a result message). Its default (the browser closing
    // the dialog itself) is prevented: the page decides, by unmounting this component.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      if (busyRef.current) return;
      event.stopImmediatePropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape, true);
    return () => {
      document.removeEventListener('keydown', onEscape, true);
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A press on the ::backdrop lands on the <dialog> itself, outside its box; a press inside lands on
  // the panel or what is in it.
  function onMouseDown(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget || busyRef.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside || box.width === 0) onCloseRef.current();
  }

  return (
    // The dialog keeps Tab inside itself and closes on a backdrop press: its own events, not a control's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      // The browser's own close request (Escape, or a back gesture) is the page's to decide.
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal__panel card">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
