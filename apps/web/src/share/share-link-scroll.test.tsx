import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.js';

const roll = () => screen.getByRole('region', { name: 'Roll' });

/** Which elements were scrolled into view (jsdom lays nothing out and has no scrollIntoView of its own). */
const scrolled: Element[] = [];
const original = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = original;
  scrolled.length = 0;
  history.replaceState(null, '', '#');
});

describe('a share link', () => {
  it('opens scrolled to the shared roll, not the form', () => {
    const first = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Roll' }));
    const href = within(roll()).getByRole('link', { name: 'Share link' }).getAttribute('href')!;
    first.unmount();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    history.replaceState(null, '', new URL(href).hash);
    renderApp();
    const status = within(roll()).getByRole('status');
    expect(status.querySelector('.outcome')?.textContent).toMatch(/^Shared roll: /);
    expect(scrolled.some((element) => element === status || element.contains(status))).toBe(true);
  });

  it('an app opened without a link scrolls nowhere', () => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderApp();
    expect(scrolled).toEqual([]);
  });
});
