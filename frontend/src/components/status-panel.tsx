// Loading, empty and error states look and announce the same on every screen.
import type { ReactNode } from 'react';
import './status-panel.css';

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className="status-panel" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

interface MessagePanelProps {
  title: string;
  children?: ReactNode;
  tone?: 'info' | 'error';
  /** Errors are announced as alerts; informational states (empty results) politely. */
  headingLevel?: 2 | 3;
}

export function MessagePanel({ title, children, tone = 'info', headingLevel = 2 }: MessagePanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`status-panel status-panel--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Heading className="status-panel__title">{title}</Heading>
      {children}
    </div>
  );
}
