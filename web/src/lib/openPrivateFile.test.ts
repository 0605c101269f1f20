import { describe, expect, it, vi } from 'vitest';
import { openPrivateFile } from './openPrivateFile';

describe('opening a private document', () => {
  it('fetches it with the bearer token and shows it in the tab opened by the click', async () => {
    localStorage.setItem('authToken', 'admin-token');
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
    const fetchMock = vi.fn(async () => new Response('%PDF-1.4'));
    vi.stubGlobal('fetch', fetchMock);

    await openPrivateFile('verification-document/abc.pdf');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/objects/verification-document/abc.pdf');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(tab.location.href).toBe('blob:document');
  });

  it('closes the empty tab when the file cannot be read', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'File not found' }, { status: 404 })),
    );
    await expect(openPrivateFile('verification-document/gone.pdf')).rejects.toThrow('404');
    expect(tab.close).toHaveBeenCalled();
  });
});
