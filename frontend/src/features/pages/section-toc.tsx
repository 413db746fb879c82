// A small "On this page" list for long static pages. Links are real #anchors (they work without
// script and can be copied); a click scrolls smoothly to the section unless the visitor asked for
// reduced motion, moves focus there so keyboard and screen-reader users land on it too, and puts
// the anchor in the address bar without a router navigation (which would jump instead of scroll).
import type { MouseEvent } from 'react';

export interface TocEntry {
  id: string;
  title: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

export function SectionToc({ entries, label, ordered = false }: { entries: TocEntry[]; label: string; ordered?: boolean }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(id);
  };
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav className="page-toc" aria-label={label}>
      <p className="page-toc__title" aria-hidden="true">
        {label}
      </p>
      <List className={`page-toc__list${ordered ? ' page-toc__list--ordered' : ''}`}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => onClick(event, entry.id)}>
              {entry.title}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
