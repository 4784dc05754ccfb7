// @vitest-environment jsdom
import '../../../test/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../../test/fake-fetch';
import { newsItem } from '../../../test/news-item';
import { renderInApp } from '../../../test/render';
import { NewsGallery } from '../index';

const item = newsItem({ id: 'p', title: 'Rat einigt sich' });

async function openPreview(index: number) {
  const user = userEvent.setup();
  fakeFetch(on('GET', '/api/news', () => ({ json: [item] })));
  renderInApp(<NewsGallery />, { route: '/?tab=woche' });
  await user.click(await screen.findByRole('button', { name: /Rat einigt sich/ }));
  await user.click(screen.getByRole('button', { name: new RegExp(`^Sharepic ${index} vergrößern`) }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

const shownImage = (dialog: HTMLElement) => within(dialog).getByRole('img').getAttribute('src');

describe('the enlarged sharepic preview', () => {
  it('goes to the next and previous image with its buttons, from the last back to the first', async () => {
    const { user, dialog } = await openPreview(2);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Sharepic 2 · Detailbild');
    expect(dialog).toHaveTextContent('Bild 2 von 3');

    await user.click(within(dialog).getByRole('button', { name: 'Nächstes' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Sharepic 3 · Infobild');
    expect(shownImage(dialog)).toBe('/media/sharepics/p-3.png');
    expect(within(dialog).getByRole('button', { name: /Herunterladen/ })).toHaveAccessibleName(/Sharepic 3/);

    await user.click(within(dialog).getByRole('button', { name: 'Nächstes' }));
    expect(shownImage(dialog)).toBe('/media/sharepics/p-1.png');
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriges' }));
    expect(shownImage(dialog)).toBe('/media/sharepics/p-3.png');
  });

  it('follows the arrow keys and opens again at the image that was clicked', async () => {
    const { user, dialog } = await openPreview(1);
    await user.keyboard('{ArrowRight}');
    expect(shownImage(dialog)).toBe('/media/sharepics/p-2.png');
    await user.keyboard('{ArrowRight}');
    expect(shownImage(dialog)).toBe('/media/sharepics/p-3.png');
    await user.keyboard('{ArrowLeft}');
    expect(shownImage(dialog)).toBe('/media/sharepics/p-2.png');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Sharepic 1 vergrößern/ }));
    expect(shownImage(await screen.findByRole('dialog'))).toBe('/media/sharepics/p-1.png');
  });
});
