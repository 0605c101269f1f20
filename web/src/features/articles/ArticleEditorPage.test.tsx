import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, signInAs } from '../../../test/api';
import { stubUploadRequests } from '../../../test/fakeUploadRequest';
import { makeArticle } from '../../../test/makeArticle';
import { renderApp } from '../../../test/render';

const editor = makeUser({ id: 3, role: 'editor', name: 'Erin Editor' });
const objectPath = '/objects/public/article-image/4f2a.png';
const uploadURL = '/api/objects/upload/signed-token';

/**
 * The upload API of docs/decisions/010-file-uploads.md: an upload address, then the registered
 * object path.
 */
const uploadRoutes = {
  'POST /api/objects/upload': () => Response.json({ uploadURL, objectPath, key: 'k' }),
  'PUT /api/article-images': () => Response.json({ objectPath }),
};

const pngFile = (bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'loft.png', { type: 'image/png' });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Update Article|Image uploading/ });

describe('the article editor', () => {
  it('asks for a title and content before saving anything', async () => {
    const fetchMock = signInAs(editor);
    const { user } = renderApp('/admin/articles/new');
    await user.click(await screen.findByRole('button', { name: 'Update Article' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Content is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/articles')).toHaveLength(0);
  });

  it('creates an unpublished-by-default article with the defaults, then goes to /admin', async () => {
    const fetchMock = signInAs(editor, {
      'POST /api/articles': () => Response.json(makeArticle({ id: 31 }), { status: 201 }),
    });
    const { user, router } = renderApp('/admin/articles/new');
    await user.type(await screen.findByLabelText('Title'), 'Loft insulation');
    await user.type(field('Content'), 'Lay 270 mm.');
    expect(field('Author').value).toBe('Erin Editor');
    expect(field('Read Time').value).toBe('5 mins read');
    await user.click(screen.getByRole('button', { name: 'Insulation' }));
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.getByText('Article created successfully!')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/articles')).toEqual([
      expect.objectContaining({
        title: 'Loft insulation',
        content: 'Lay 270 mm.',
        author: 'Erin Editor',
        readTime: '5 mins read',
        category: 'Insulation',
        isPublished: false,
        authorId: 3,
      }),
    ]);
  });

  it('updates an article, keeping its tags, then goes to the article', async () => {
    const article = makeArticle({ id: 5, title: 'Old title', isPublished: true });
    const fetchMock = signInAs(editor, {
      'GET /api/articles/5': () => Response.json(article),
      'PUT /api/articles/5': (init) =>
        Response.json({ ...article, ...JSON.parse(String(init?.body)) }),
    });
    const { user, router } = renderApp('/admin/articles/5/edit');
    await waitFor(() => expect(field('Title').value).toBe('Old title'));
    await user.clear(field('Title'));
    await user.type(field('Title'), 'New title');
    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/education/5'));
    expect(screen.getByText('Article updated successfully!')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/articles/5')).toEqual([
      expect.objectContaining({ title: 'New title', isPublished: true, tags: article.tags }),
    ]);
  });

  it("shows the server's reason when a save is refused", async () => {
    signInAs(editor, {
      'GET /api/articles/5': () => Response.json(makeArticle({ id: 5 })),
      'PUT /api/articles/5': () => Response.json({ error: 'Title is too long' }, { status: 400 }),
    });
    const { user, router } = renderApp('/admin/articles/5/edit');
    await user.click(await screen.findByRole('button', { name: 'Update Article' }));
    expect(await screen.findByText('Title is too long')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/articles/5/edit');
  });

  it('says the article does not exist when it cannot be read', async () => {
    signInAs(editor, {
      'GET /api/articles/77': () => Response.json({ error: 'Article not found' }, { status: 404 }),
    });
    renderApp('/edit-article/77');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByText("The article you're trying to edit doesn't exist.")).toBeTruthy();
  });

  it('uploads an image with progress, fills the image field and reminds to save', async () => {
    const fetchMock = signInAs(editor, uploadRoutes);
    const uploads = stubUploadRequests();
    const { user, router } = renderApp('/admin/articles/new');
    await user.upload(await screen.findByLabelText('Image file to upload'), pngFile());

    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toEqual([
      { purpose: 'article-image', contentType: 'image/png', size: 2048, fileName: 'loft.png' },
    ]);
    expect(uploads.sent[0]).toMatchObject({ url: uploadURL, contentType: 'image/png' });
    act(() => uploads.progress(40));
    expect(screen.getByText('Uploading image… 40%')).toBeTruthy();
    act(() => uploads.finish());

    await waitFor(() => expect(field('Image URL').value).toBe(objectPath));
    expect(callsTo(fetchMock, 'PUT /api/article-images')).toEqual([{ imageURL: uploadURL }]);
    expect(
      await screen.findByText("Image uploaded successfully! Don't forget to save your changes."),
    ).toBeTruthy();
    // The preview follows the field's new value in a later render.
    const preview = await screen.findByRole('img', { name: 'Featured image preview' });
    expect(preview.getAttribute('src')).toBe(`/api${objectPath}`);
    // The uploaded image does not count as an unsaved change: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    // The page's code loads before the move completes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
  });

  it('refuses to save while an image is still uploading', async () => {
    const fetchMock = signInAs(editor, uploadRoutes);
    stubUploadRequests();
    const { user } = renderApp('/admin/articles/new');
    await user.type(await screen.findByLabelText('Title'), 'Solar');
    await user.upload(screen.getByLabelText('Image file to upload'), pngFile());
    await waitFor(() => expect(submitButton().textContent).toBe('Image uploading...'));
    await user.click(submitButton());

    expect(screen.getByText('Please wait')).toBeTruthy();
    expect(
      screen.getByText('Image upload is in progress. Please wait and try again.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/articles')).toHaveLength(0);
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const fetchMock = signInAs(editor, uploadRoutes);
    const uploads = stubUploadRequests();
    const { user } = renderApp('/admin/articles/new');
    await user.upload(await screen.findByLabelText('Image file to upload'), pngFile(10_485_761));

    expect(await screen.findByText('File is too large. The limit is 10 MB.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toHaveLength(0);
    expect(uploads.sent).toHaveLength(0);
  });

  it("names the failed step with the server's reason", async () => {
    signInAs(editor, {
      'POST /api/objects/upload': () =>
        Response.json({ error: 'You must be signed in as an admin or editor' }, { status: 403 }),
    });
    const { user } = renderApp('/admin/articles/new');
    await user.upload(await screen.findByLabelText('Image file to upload'), pngFile());
    expect(await screen.findByText('Failed to get upload URL...')).toBeTruthy();
    expect(screen.getByText('You must be signed in as an admin or editor')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and staying keeps them', async () => {
    signInAs(editor);
    const { user, router } = renderApp('/admin/articles/new');
    await user.type(await screen.findByLabelText('Title'), 'Half written');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    expect(router.state.location.pathname).toBe('/admin/articles/new');
    expect(field('Title').value).toBe('Half written');
  });
});
