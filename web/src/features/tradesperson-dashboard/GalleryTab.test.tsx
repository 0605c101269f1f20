import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi } from '../../../test/api';
import { stubUploadRequests } from '../../../test/fakeUploadRequest';
import { renderPage } from '../../../test/render';
import { api } from '../../api/client';
import { GalleryTab } from './GalleryTab';

/**
 * The test browser cannot decode or draw images: a picked file decodes as a 4000×3000 photo and the
 * canvas encodes a blob whose size is its width, so the shrink itself still runs
 * (lib/resizeImage.ts). Stubs, not a module mock: the web project shares one module graph.
 */
function stubCanvas() {
  vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close() {} }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect() {},
    drawImage() {},
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    done(new Blob([new Uint8Array(this.width)], { type }));
  });
}

const photo = (id: number, caption = '') => ({
  id,
  url: `/api/objects/public/gallery-photo/${id}.jpg`,
  thumbUrl: `/api/objects/public/gallery-photo/t${id}.jpg`,
  caption,
});
const galleryOf = (photos: ReturnType<typeof photo>[], shown = true) =>
  answer(api.tradesman.gallery.$get, { photos, shown, maxPhotos: 10 });

describe('the Gallery tab', () => {
  it('sells the upgrade to a Free listing, linking to the plans', async () => {
    stubApi({ 'GET /api/tradesman/gallery': galleryOf([], false) });
    const onUpgrade = vi.fn();
    const { user } = renderPage(<GalleryTab onUpgrade={onUpgrade} />);
    expect(await screen.findByText('The gallery comes with the Starter plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See plans' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('keeps a lapsed listing’s photos, says they are hidden, and offers no uploads', async () => {
    stubApi({ 'GET /api/tradesman/gallery': galleryOf([photo(1, 'Solar')], false) });
    renderPage(<GalleryTab onUpgrade={() => {}} />);
    expect(await screen.findByText(/these photos are hidden from your profile/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Solar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  });

  it('uploads a photo and its thumbnail with progress, then lists it', async () => {
    stubCanvas();
    const uploads = stubUploadRequests();
    let link = 0;
    const fetchMock = stubApi({
      'GET /api/tradesman/gallery': galleryOf([]),
      'POST /api/objects/upload': () => {
        link += 1;
        return Response.json({
          uploadURL: `/api/objects/upload/token-${link}`,
          objectPath: `/objects/public/gallery-photo/${link}.jpg`,
          key: `public/gallery-photo/${link}.jpg`,
        });
      },
      'POST /api/tradesman/gallery': answer(api.tradesman.gallery.$post, photo(9), {
        status: 201,
      }),
    });
    const { user } = renderPage(<GalleryTab onUpgrade={() => {}} />);
    await screen.findByText('0 of 10 photos');
    const file = new File(['photo'], 'heat-pump.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add photos'), file);

    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    uploads.progress(50);
    expect(await screen.findByText('Uploading heat-pump.png')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    uploads.finish();
    await waitFor(() => expect(uploads.sent).toHaveLength(2));
    uploads.finish();

    expect(await screen.findByText('1 of 10 photos')).toBeTruthy();
    expect(uploads.sent.map((sent) => sent.contentType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toEqual([
      {
        purpose: 'gallery-photo',
        contentType: 'image/jpeg',
        size: 2048,
        fileName: 'heat-pump.png',
      },
      {
        purpose: 'gallery-photo',
        contentType: 'image/jpeg',
        size: 480,
        fileName: 'thumb-heat-pump.png',
      },
    ]);
    expect(callsTo(fetchMock, 'POST /api/tradesman/gallery')).toEqual([
      {
        objectPath: '/objects/public/gallery-photo/1.jpg',
        thumbPath: '/objects/public/gallery-photo/2.jpg',
        caption: '',
      },
    ]);
  });

  it('shows the server’s refusal when a photo is not accepted', async () => {
    stubCanvas();
    stubUploadRequests({ autoFinish: true });
    stubApi({
      'GET /api/tradesman/gallery': galleryOf([]),
      'POST /api/objects/upload': () =>
        Response.json({ uploadURL: '/u', objectPath: '/objects/x', key: 'x' }),
      'POST /api/tradesman/gallery': () =>
        Response.json(
          { error: 'This file is not a JPEG, PNG, WebP or GIF image, whatever its name says.' },
          { status: 400 },
        ),
    });
    const { user } = renderPage(<GalleryTab onUpgrade={() => {}} />);
    await screen.findByText('0 of 10 photos');
    await user.upload(
      screen.getByLabelText('Add photos'),
      new File(['MZ'], 'kitchen.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText(
        'This file is not a JPEG, PNG, WebP or GIF image, whatever its name says.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('0 of 10 photos')).toBeTruthy();
  });

  it('reorders by keyboard, keeping focus on the moved photo', async () => {
    const fetchMock = stubApi({
      'GET /api/tradesman/gallery': galleryOf([photo(1, 'First'), photo(2, 'Second')]),
      'PUT /api/tradesman/gallery/order': answer(api.tradesman.gallery.order.$put, {
        photos: [photo(2, 'Second'), photo(1, 'First')],
      }),
    });
    const { user } = renderPage(<GalleryTab onUpgrade={() => {}} />);
    const down = await screen.findByRole('button', { name: 'Move photo 1 down' });
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/tradesman/gallery/order')).toEqual([{ ids: [2, 1] }]),
    );
    const list = within(screen.getByRole('list', { name: 'Photos of your work' }));
    await waitFor(() =>
      expect(list.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
        'Second',
        'First',
      ]),
    );
    // The moved photo is last now: its down button is disabled, so focus is on its up button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 2 up' })),
    );
  });

  it('deletes a photo only after confirming', async () => {
    const fetchMock = stubApi({
      'GET /api/tradesman/gallery': galleryOf([photo(1, 'First'), photo(2, 'Second')]),
      'DELETE /api/tradesman/gallery/2': answer(api.tradesman.gallery[':id'].$delete, {
        success: true,
      }),
    });
    const { user } = renderPage(<GalleryTab onUpgrade={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE /api/tradesman/gallery/2')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }),
    );
    expect(await screen.findByText('1 of 10 photos')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/tradesman/gallery/2')).toHaveLength(1);
  });

  it('saves a caption, and shows a refusal on the field', async () => {
    stubApi({
      'GET /api/tradesman/gallery': galleryOf([photo(1, '')]),
      'PATCH /api/tradesman/gallery/1': (init) => {
        const { caption } = JSON.parse(String(init?.body));
        return caption.includes('\u0007')
          ? Response.json(
              { error: 'Must be a single line of text without control characters' },
              { status: 400 },
            )
          : Response.json(photo(1, caption));
      },
    });
    const { user } = renderPage(<GalleryTab onUpgrade={() => {}} />);
    const field = await screen.findByRole('textbox', { name: 'Caption (photo 1)' });
    await user.type(field, 'Bell\u0007');
    await user.click(screen.getByRole('button', { name: 'Save caption' }));
    expect(
      await screen.findByText('Must be a single line of text without control characters'),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'Air source heat pump');
    await user.click(screen.getByRole('button', { name: 'Save caption' }));
    expect(await screen.findByRole('img', { name: 'Air source heat pump' })).toBeTruthy();
  });
});
