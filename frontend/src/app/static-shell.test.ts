// index.html paints a copy of the site header before the scripts run; React then renders the real
// one in its place. The copy must be what the real header renders, or the swap would be visible. So
// this renders the real header (signed out, as every first visit is) and holds index.html's copy
// against it: every element the copy has must be in the real header at the same place, with the
// same tag, classes, attributes and text. The copy may leave out what follows (the menu button and
// the nav, which arrive with the scripts), never change what it keeps.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../shared/constants';
import { SiteHeader } from './site-header';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const shell = new DOMParser().parseFromString(html, 'text/html');

/** The header React renders on a first visit: signed out, on the home page. */
function renderedHeader(): Element {
  // No session provider: the context's default is the signed-out session.
  const markup = renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: ['/'] }, createElement(SiteHeader)),
  );
  const header = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html').querySelector('header');
  if (!header) throw new Error('SiteHeader rendered no <header>');
  return header;
}

/** React Router's own marker on links (for lazy route discovery): nothing a visitor sees. */
const ROUTER_ONLY = new Set(['data-discover']);

/** Attributes as a sorted list; React's markup and the hand-written HTML may order them differently. */
function attributesOf(element: Element): string[] {
  return [...element.attributes]
    .filter((attribute) => !ROUTER_ONLY.has(attribute.name))
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
}

/** Differences between the copy and the real element, each named by its path. */
function differences(copy: Element, real: Element | undefined, where: string): string[] {
  if (!real) return [`${where}: the app's header has nothing here`];
  const found: string[] = [];
  if (copy.tagName !== real.tagName) return [`${where}: <${copy.tagName.toLowerCase()}> in index.html, <${real.tagName.toLowerCase()}> in the app`];
  const copied = attributesOf(copy).join(' ');
  const rendered = attributesOf(real).join(' ');
  if (copied !== rendered) found.push(`${where}: attributes "${copied}" in index.html, "${rendered}" in the app`);
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent?.trim())
      .join('');
  if (ownText(copy) !== ownText(real)) found.push(`${where}: text "${ownText(copy)}" in index.html, "${ownText(real)}" in the app`);
  [...copy.children].forEach((child, index) => {
    found.push(...differences(child, real.children[index], `${where} > ${child.tagName.toLowerCase()}[${index}]`));
  });
  return found;
}

describe('the static shell in index.html', () => {
  it('copies the header the app renders: same elements, classes, attributes and text, in the same places', () => {
    const copy = shell.querySelector('#root > .app-shell > header');
    expect(copy, 'index.html has no header in #root > .app-shell').not.toBeNull();
    expect(differences(copy!, renderedHeader(), 'header')).toEqual([]);
  });

  it('names the site as the app does', () => {
    expect(renderedHeader().querySelector('.site-logo')?.textContent).toBe(SITE_CONTACT.name);
    expect(shell.querySelector('.site-logo')?.textContent?.trim()).toBe(SITE_CONTACT.name);
  });

  it('keeps the frame the app renders around the header: the shell, then the main area that pushes the footer below the fold', () => {
    const frame = shell.querySelector('#root > .app-shell');
    expect(frame?.children[0]?.tagName).toBe('HEADER');
    expect(frame?.children[1]?.outerHTML).toBe('<main class="site-main"></main>');
  });
});

