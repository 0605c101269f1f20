import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTradesman } from '../../../test/makeTradesman';
import { renderPage } from '../../../test/render';
import { ProfileGallery } from './ProfileGallery';

const photo = (id: number, caption: string) => ({
  id,
  url: `/api/objects/public/gallery-photo/${id}.jpg`,
  thumbUrl: `/api/objects/public/gallery-photo/thumb-${id}.jpg`,
  caption,
});

const tradesman = makeTradesman({
  name: 'Greenway Retrofit',
  gallery: [photo(1, 'Heat pump, Harpenden'), photo(2, 'Loft insulation'), photo(3, '')],
});

const viewerTitle = () => screen.getByRole('heading', { name: /Greenway Retrofit: Photo/ });

describe('the profile gallery', () => {
  it('links each thumbnail to its full photo, so the page works before the app wakes', () => {
    renderPage(<ProfileGallery tradesman={tradesman} />);
    const first = screen.getByRole('link', { name: 'Open photo 1 of 3: Heat pump, Harpenden' });
    expect(first.getAttribute('href')).toBe('/api/objects/public/gallery-photo/1.jpg');
    expect(screen.getByRole('link', { name: 'Open photo 3 of 3' })).toBeTruthy();
  });

  it('moves through the photos by keyboard, wrapping, and Escape returns focus', async () => {
    const { user } = renderPage(<ProfileGallery tradesman={tradesman} />);
    const first = screen.getByRole('link', { name: /Open photo 1 of 3/ });
    first.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('dialog')).textContent).toContain('Heat pump, Harpenden');
    expect(viewerTitle().textContent).toBe('Greenway Retrofit: Photo 1 of 3');

    await user.keyboard('{ArrowRight}');
    expect(viewerTitle().textContent).toBe('Greenway Retrofit: Photo 2 of 3');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(viewerTitle().textContent).toBe('Greenway Retrofit: Photo 3 of 3');
    expect(screen.getByRole('img', { name: 'Photo of work by Greenway Retrofit' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('changes photo on a sideways swipe and ignores a short one', async () => {
    const { user } = renderPage(<ProfileGallery tradesman={tradesman} />);
    await user.click(screen.getByRole('link', { name: /Open photo 2 of 3/ }));
    const image = await screen.findByRole('img', { name: 'Loft insulation' });
    const area = image.parentElement as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(area, { pointerType: 'touch', clientX: from });
      fireEvent.pointerUp(area, { pointerType: 'touch', clientX: to });
    };
    swipe(300, 100);
    expect(viewerTitle().textContent).toBe('Greenway Retrofit: Photo 3 of 3');
    swipe(100, 130);
    expect(viewerTitle().textContent).toBe('Greenway Retrofit: Photo 3 of 3');
    swipe(100, 300);
    expect(viewerTitle().textContent).toBe('Greenway Retrofit: Photo 2 of 3');
  });

  it('shows nothing without photos', () => {
    const { container } = renderPage(<ProfileGallery tradesman={makeTradesman({ gallery: [] })} />);
    expect(container.querySelector('a')).toBeNull();
  });
});
