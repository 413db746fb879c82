// A form's outcome, shown above it: a success is announced politely (status), a failure at once
// (alert). The id lets the form name a failure in its aria-describedby.
import './form-notice.css';

export type FormNoticeValue = { tone: 'success' | 'error'; text: string };

export function FormNotice({ id, notice }: { id: string; notice: FormNoticeValue | undefined }) {
  if (!notice) return null;
  const success = notice.tone === 'success';
  return (
    <p id={id} className={success ? 'notice notice--success' : 'inline-error'} role={success ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
